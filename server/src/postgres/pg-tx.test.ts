// The PostgreSQL transactions of the hot paths (lib/pg-tx.ts) in as few round trips as they can:
// parameters written in as literals read back exactly as sent parameters; a batched write is seen
// by the statements after it; a write that fails, or a `laterOne` that changes no row, undoes the
// whole transaction with the caller's error; and the messages sent are the ones the module promises.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { pgRead, pgTransaction, prepared } from "../lib/pg-tx";
import { createEmptyDatabase, dropTestDatabase, testPgServerUrl } from "../testing/pg-databases";

const server = testPgServerUrl();
const NAME = `galli_pgtx_${process.pid}`;
let pool: pg.Pool;
/** The messages (client.query calls) the pool's connections have sent. */
let sent: string[] = [];

describe.runIf(server)("PostgreSQL transactions in few round trips", () => {
  beforeAll(async () => {
    const url = await createEmptyDatabase(server!, NAME);
    pool = new pg.Pool({ connectionString: url, max: 2 });
    pool.on("connect", (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        const first = args[0] as string | { text: string };
        sent.push(typeof first === "string" ? first : first.text);
        return query(...args);
      };
    });
    await pool.query(`CREATE TABLE shelf (id text PRIMARY KEY, stock int NOT NULL, note text)`);
  });
  afterAll(async () => {
    await pool?.end();
    if (server) await dropTestDatabase(server, NAME);
  });

  const reset = async () => {
    await pool.query(`DELETE FROM shelf`);
    await pool.query(`INSERT INTO shelf (id, stock) VALUES ('a', 5), ('b', 1)`);
    sent = [];
  };
  const shelf = async () =>
    Object.fromEntries(
      (await pool.query<{ id: string; stock: number }>(`SELECT id, stock FROM shelf ORDER BY id`)).rows.map((r) => [
        r.id,
        r.stock,
      ]),
    );

  it("reads every kind of value written in as a literal exactly as a sent parameter", async () => {
    const values: unknown[] = [
      "O'Brien",
      "back\\slash and 'quote'",
      "two\nlines",
      "दूध 500 ml",
      "",
      null,
      42,
      -3.25,
      true,
      new Date("2026-11-27T10:11:12.345Z"),
      ["a", 'b"c', "d,e", "{f}"],
    ];
    const sql = values.map((_, i) => `$${i + 1}${i === 10 ? "::text[]" : "::text"} AS v${i}`).join(", ");
    const direct = (
      await pool.query({ text: `SELECT ${sql}`, values: values.map((v) => (v instanceof Date ? v.toISOString() : v)) })
    ).rows[0];
    const inlined = await pgTransaction(
      pool,
      async (tx) => (await tx.batch([{ sql: `SELECT ${sql}`, params: values }]))[0][0],
    );
    expect(inlined).toEqual(direct);
    expect((inlined as Record<string, unknown>).v0).toBe("O'Brien");
  });

  it("sends BEGIN with the first statement, queued writes with the next one, and the COMMIT with the rest", async () => {
    await reset();
    const seen = await pgTransaction(pool, async (tx) => {
      const [before] = await tx.rows<{ stock: number }>(`SELECT stock FROM shelf WHERE id = $1 FOR UPDATE`, ["a"]);
      tx.later(`UPDATE shelf SET note = $1 WHERE id = $2`, ["seen", "a"]);
      tx.later(`INSERT INTO shelf (id, stock) VALUES ($1, $2)`, ["c", 7]);
      const after = await tx.rows<{ n: number }>(`SELECT count(*)::int AS n FROM shelf`);
      tx.laterOne(
        `UPDATE shelf SET stock = stock - $1 WHERE id = $2 AND stock >= $1`,
        [2, "a"],
        () => new Error("short"),
      );
      return { before: before.stock, after: after[0].n };
    });
    const messages = [...sent];
    expect(seen).toEqual({ before: 5, after: 3 });
    expect(await shelf()).toEqual({ a: 3, b: 1, c: 7 });
    // Three messages: BEGIN + the lock; the two writes + the count; the decrement + COMMIT.
    expect(messages).toHaveLength(3);
    expect(messages[0]).toMatch(
      /^BEGIN ISOLATION LEVEL READ COMMITTED;\s*SELECT stock FROM shelf WHERE id = 'a' FOR UPDATE$/,
    );
    expect(messages[1]).toMatch(/^UPDATE shelf SET note = 'seen'.*;\s*INSERT INTO shelf .*;\s*SELECT count/s);
    expect(messages[2]).toMatch(/^WITH changed AS \(UPDATE shelf SET stock = stock - '2'.*;\s*COMMIT$/s);
  });

  it("a transaction that sent nothing costs no message", async () => {
    await reset();
    expect(await pgTransaction(pool, async () => "nothing")).toBe("nothing");
    expect(sent).toEqual([]);
  });

  it("a laterOne that changes no row fails the whole transaction with the caller's error", async () => {
    await reset();
    const run = pgTransaction(pool, async (tx) => {
      tx.later(`INSERT INTO shelf (id, stock) VALUES ($1, $2)`, ["c", 7]);
      tx.laterOne(
        `UPDATE shelf SET stock = stock - $1 WHERE id = $2 AND stock >= $1`,
        [1, "a"],
        () => new Error("a short"),
      );
      tx.laterOne(
        `UPDATE shelf SET stock = stock - $1 WHERE id = $2 AND stock >= $1`,
        [2, "b"],
        () => new Error("b short"),
      );
    });
    await expect(run).rejects.toThrow("b short");
    expect(await shelf()).toEqual({ a: 5, b: 1 });
    expect(sent).toContain("ROLLBACK");
  });

  it("a queued write that fails surfaces at the next statement and undoes the transaction", async () => {
    await reset();
    const run = pgTransaction(pool, async (tx) => {
      tx.later(`UPDATE shelf SET stock = 0 WHERE id = $1`, ["a"]);
      tx.later(`INSERT INTO shelf (id, stock) VALUES ($1, $2)`, ["b", 9]);
      await tx.rows(`SELECT 1`);
    });
    await expect(run).rejects.toMatchObject({ code: "23505" });
    expect(await shelf()).toEqual({ a: 5, b: 1 });
  });

  it("many buyers of one shelf row with the decrement sent with the COMMIT: exactly the stock is sold", async () => {
    await reset();
    const buys = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        pgTransaction(pool, async (tx) => {
          tx.later(`INSERT INTO shelf (id, stock) VALUES ($1, 0)`, [`order-${i}`]);
          tx.laterOne(
            `UPDATE shelf SET stock = stock - 1 WHERE id = $1 AND stock >= 1`,
            ["a"],
            () => new Error("sold out"),
          );
        }),
      ),
    );
    expect(buys.filter((b) => b.status === "fulfilled")).toHaveLength(5);
    expect(
      buys
        .filter((b) => b.status === "rejected")
        .every((b) => (b as PromiseRejectedResult).reason.message === "sold out"),
    ).toBe(true);
    const rows = await shelf();
    expect(rows.a).toBe(0);
    expect(Object.keys(rows).filter((k) => k.startsWith("order-"))).toHaveLength(5);
  });

  it("reads alone (pgRead) send no BEGIN or COMMIT, batch in one message and refuse every write", async () => {
    await reset();
    const [a, b] = await pgRead(pool, (tx) =>
      tx.batch([
        { sql: `SELECT stock FROM shelf WHERE id = $1`, params: ["a"] },
        { sql: `SELECT stock FROM shelf WHERE id = $1`, params: ["b"] },
      ]),
    );
    expect([a, b]).toEqual([[{ stock: 5 }], [{ stock: 1 }]]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toMatch(/BEGIN|COMMIT/);
    await expect(pgRead(pool, (tx) => tx.run(`UPDATE shelf SET stock = 0`))).rejects.toThrow(/read-only/);
    await expect(pgRead(pool, async (tx) => tx.later(`DELETE FROM shelf`))).rejects.toThrow(/read-only/);
    await expect(pgRead(pool, (tx) => tx.rows(`UPDATE shelf SET stock = 0 RETURNING id`))).rejects.toThrow(/read-only/);
    expect(await shelf()).toEqual({ a: 5, b: 1 });
  });

  describe("statements registered with `prepared`", () => {
    const STOCK = prepared(`SELECT s.stock FROM shelf s WHERE s.id = $1`);
    const TAKE = prepared(`UPDATE shelf s SET stock = s.stock - $1 WHERE s.id = $2 AND s.stock >= $1`);
    const generic = async () =>
      (
        await pool.query<{ name: string; statement: string; generic: number; custom: number }>(
          `SELECT name, statement, generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements`,
        )
      ).rows;

    it("are PREPAREd once per connection, then EXECUTEd with a generic plan, reading what they would inline", async () => {
      await reset();
      for (let i = 0; i < 4; i++) {
        const [rows] = await pgTransaction(pool, (tx) => tx.batch([{ sql: STOCK, params: ["a"] }]));
        expect(rows).toEqual([{ stock: 5 }]);
        expect(await pgRead(pool, (tx) => tx.rows(STOCK, ["b"]))).toEqual([{ stock: 1 }]);
      }
      // Two connections at most: at most two PREPAREs, every other message EXECUTEs.
      const prepares = sent.filter((m) => /PREPARE galli_\w+_\d+ AS SELECT s.stock FROM shelf s/.test(m));
      expect(prepares.length).toBeGreaterThanOrEqual(1);
      expect(prepares.length).toBeLessThanOrEqual(2);
      expect(sent.filter((m) => /EXECUTE galli_\w+_\d+\('a'\)/.test(m))).toHaveLength(4);
      expect(sent.every((m) => !/EXECUTE/.test(m) || /SET LOCAL plan_cache_mode = force_generic_plan/.test(m))).toBe(
        true,
      );
      // The pool's connections are two; whichever answers this holds the statement planned generically.
      const mine = (await generic()).filter((r) => r.statement.includes("SELECT s.stock FROM shelf s"));
      expect(mine.every((r) => r.custom === 0)).toBe(true);
    });

    it("a registered `laterOne` that misses fails with the caller's error and undoes the transaction", async () => {
      await reset();
      await expect(
        pgTransaction(pool, async (tx) => {
          tx.later(`UPDATE shelf SET note = $1 WHERE id = $2`, ["tried", "a"]);
          tx.laterOne(TAKE, [1, "a"], () => new Error("never"));
          tx.laterOne(TAKE, [2, "b"], () => new Error("b is short"));
          return "done";
        }),
      ).rejects.toThrow("b is short");
      expect(await shelf()).toEqual({ a: 5, b: 1 });
      await pgTransaction(pool, async (tx) => tx.laterOne(TAKE, [1, "b"], () => new Error("b is short")));
      expect(await shelf()).toEqual({ a: 5, b: 0 });
    });

    it("a connection whose message with a PREPARE failed is closed, and its next owner PREPAREs anew", async () => {
      await reset();
      const SOLD = prepared(`SELECT stock, id FROM shelf WHERE id = $1`);
      const open = pool.totalCount;
      // The PREPARE runs (and outlives the failure); the statement after it fails.
      await expect(
        pgTransaction(pool, (tx) =>
          tx.batch([{ sql: SOLD, params: ["a"] }, { sql: `SELECT 1 / (stock - 5) FROM shelf WHERE id = 'a'` }]),
        ),
      ).rejects.toThrow(/division by zero/);
      expect(pool.totalCount).toBe(open - 1);
      for (let i = 0; i < 3; i++) {
        expect(await pgTransaction(pool, (tx) => tx.rows(SOLD, ["b"]))).toEqual([{ stock: 1, id: "b" }]);
      }
    });

    it("a plan gone stale under a new column is retried on a new connection", async () => {
      await reset();
      const ALL = prepared(`SELECT * FROM shelf WHERE id = $1`);
      for (let i = 0; i < 3; i++) await pgTransaction(pool, (tx) => tx.rows(ALL, ["a"]));
      await pool.query(`ALTER TABLE shelf ADD COLUMN shelved text`);
      try {
        for (let i = 0; i < 3; i++) {
          const [row] = await pgTransaction(pool, (tx) => tx.rows<Record<string, unknown>>(ALL, ["a"]));
          expect(Object.keys(row)).toContain("shelved");
          const [read] = await pgRead(pool, (tx) => tx.rows<Record<string, unknown>>(ALL, ["a"]));
          expect(Object.keys(read)).toContain("shelved");
        }
      } finally {
        await pool.query(`ALTER TABLE shelf DROP COLUMN shelved`);
      }
    });
  });
});

/** A message sent to PostgreSQL, and the connection that sent it. */
type Message = { client: unknown; text: string };

describe.runIf(server)("a cart change and a COD order on PostgreSQL: the messages they send", () => {
  it("adding to the cart takes 2 round trips and placing a COD order 2", async () => {
    const { checkoutWorld, customer, addToCart, place, placeInputs, W } =
      await import("../modules/checkout/test-helpers");
    const t = await checkoutWorld({ now: () => new Date("2026-11-21T06:30:00Z") });
    try {
      const c = await customer(t);
      // Every message the app's connections send while the request runs (the read-cache versions'
      // own pool included).
      const counted: Message[] = [];
      const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
      const original = proto.query;
      proto.query = function (this: unknown, ...args: unknown[]) {
        const first = args[0] as string | { text: string };
        counted.push({ client: this, text: typeof first === "string" ? first : first.text });
        return original.apply(this, args);
      };
      let add: Message[];
      let placed: Message[];
      try {
        // Once to warm the process's caches (table columns, commission rules, suspensions), then counted.
        for (let round = 1; round <= 2; round++) {
          counted.length = 0;
          await addToCart(t, c.auth, W.rice, 1);
          add = counted.splice(0);
          expect((await place(t, c.auth, "cashOnDelivery/shop", placeInputs())).status).toBe(200);
          placed = counted.splice(0);
        }
      } finally {
        proto.query = original;
      }
      // The transaction's own messages: from its BEGIN to its COMMIT on its connection (what other
      // connections send meanwhile, the read-cache versions' sync or a timed job's poll, left out).
      const transaction = (messages: Message[]) => {
        const from = messages.findIndex((m) => m.text.startsWith("BEGIN ISOLATION LEVEL READ COMMITTED"));
        const own = messages.slice(from).filter((m) => m.client === messages[from].client);
        const to = own.findIndex((m) => /COMMIT$/.test(m.text));
        return own.slice(0, to + 1).map((m) => m.text);
      };
      if (process.env.SHOW_MESSAGES)
        console.log(JSON.stringify({ add: transaction(add!), placed: transaction(placed!) }, null, 1));
      // Add: BEGIN with the customer's lock, cart, shop, stores, offers and product in one message;
      // the cart's new shop and line (queued) with the COMMIT: the cart as written is known, not re-read.
      expect(transaction(add!).length).toBeLessThanOrEqual(2);
      // Each COMMIT comes after the read-back of the versions the transaction bumped (read-epochs.ts).
      const commit = `;\\s*SELECT current_setting\\('galli\\.bumped', true\\) AS galli_bumped;\\s*COMMIT$`;
      expect(transaction(add!).at(-1)).toMatch(new RegExp(`INSERT INTO "CartLine".*${commit}`, "s"));
      // The lock's statement is prepared: PREPAREd in this message on a connection's first use.
      expect(transaction(add!)[0]).toMatch(
        /^BEGIN ISOLATION LEVEL READ COMMITTED;\s*SET LOCAL plan_cache_mode = force_generic_plan;\s*(PREPARE galli_\w+_\d+ AS SELECT "deliveryType"[^;]*FOR NO KEY UPDATE;\s*)?EXECUTE galli_\w+_\d+\('/,
      );
      // Place: the first reads in one message, then every write (the emptied cart, the order, the
      // stock) with the COMMIT.
      expect(transaction(placed!).length).toBeLessThanOrEqual(2);
      // The stock's conditional decrement (prepared, its place in the transaction its last parameter).
      expect(transaction(placed!).at(-1)).toMatch(
        new RegExp(`EXECUTE galli_\\w+_\\d+\\('1', '[^']+', '[^']+', '[^']+', '\\d+'\\)${commit}`, "s"),
      );
    } finally {
      await t.close();
    }
  });
});
