// The read-cache versions on PostgreSQL live in memory, kept current by LISTEN/NOTIFY
// (lib/read-epochs.ts): a version bumped by another connection shows up after its NOTIFY without a
// query; a commit of this process (Prisma or a plain-SQL transaction, which reports what it bumped)
// is seen by the very next read; while the LISTEN connection is down every call asks the database, and it comes back.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localCommits, noteCommitReport, noteLocalCommit } from "../lib/local-commits";
import { pgPoolOf } from "../lib/db-postgres";
import { pgTransaction } from "../lib/pg-tx";
import { openReadEpochs, type ReadEpochs } from "../lib/read-epochs";
import { testApp, type TestApp } from "../testing/app";
import { testPgServerUrl } from "../testing/pg-databases";

const until = async (what: string, ok: () => boolean | Promise<boolean>, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
};

describe.runIf(testPgServerUrl())("ReadEpoch versions in memory on PostgreSQL", () => {
  let t: TestApp;
  let epochs: ReadEpochs;
  let other: pg.Client; // another connection: not this process's pool, so its commits are not local
  const live = () => epochs.stats!().live;
  const lookups = () => epochs.stats!().lookups;
  const dbVersion = async (key: string) =>
    (await other.query<{ version: number }>(`SELECT "version" FROM "ReadEpoch" WHERE "key" = $1`, [key])).rows[0]
      ?.version ?? 0;

  beforeAll(async () => {
    t = await testApp({ seeded: true });
    epochs = openReadEpochs(t.config.databaseUrl)!;
    other = new pg.Client({ connectionString: t.config.databaseUrl });
    await other.connect();
    await until("the versions to load", live);
  });
  afterAll(async () => {
    await other?.end();
    await epochs?.close();
    await t?.close();
  });

  it("a version bumped by another connection shows up in memory after its NOTIFY, without a query", async () => {
    const before = lookups();
    const { rows } = await other.query<{ version: number }>(
      `UPDATE "ReadEpoch" SET "version" = "version" + 1 WHERE "key" = 'catalog' RETURNING "version"`,
    );
    await until("the catalog version", async () => (await epochs.versions(["catalog"]))[0] === rows[0].version, 2_000);
    // A key's first write (INSERT) and several in one transaction.
    await other.query(`BEGIN`);
    await other.query(`SELECT "read_epoch_bump"('shop:brand-new')`);
    await other.query(`SELECT "read_epoch_bump"('shop:brand-new')`);
    await other.query(`SELECT "read_epoch_bump"('tiles')`);
    await other.query(`COMMIT`);
    const tiles = await dbVersion("tiles");
    await until(
      "the new key",
      async () => JSON.stringify(await epochs.versions(["shop:brand-new", "tiles", "never"])) === `[2,${tiles},0]`,
      2_000,
    );
    expect(lookups()).toBe(before);
    // A kept list is answered again as it was while nothing moved, and sees the next bump.
    const kept = ["tiles", "catalog"];
    const once = await epochs.versions(kept);
    expect(await epochs.versions(kept)).toBe(once);
    await other.query(`SELECT "read_epoch_bump"('tiles')`);
    await until("the kept list to move", async () => (await epochs.versions(kept))[0] === tiles + 1, 2_000);
    expect(lookups()).toBe(before);
  });

  it("a commit of this process is seen by its very next read (Prisma, its transactions, plain SQL)", async () => {
    const sp = await t.db.storeProduct.findFirstOrThrow({ include: { store: true } });
    const key = `shop:${sp.store.shopId}`;
    const pool = pgPoolOf(t.db)!;
    const writes: Array<() => Promise<unknown>> = [
      () => t.db.storeProduct.update({ where: { id: sp.id }, data: { stock: { increment: 1 } } }),
      () =>
        t.db.$transaction(async (tx) => {
          await tx.storeProduct.findUniqueOrThrow({ where: { id: sp.id } });
          await tx.storeProduct.update({ where: { id: sp.id }, data: { stock: { decrement: 1 } } });
        }),
      () => t.db.$executeRaw`UPDATE "StoreProduct" SET "stock" = "stock" + 1 WHERE "id" = ${sp.id}`,
    ];
    let cleanRounds = 0;
    for (let round = 0; round < 10; round++) {
      for (const write of writes) {
        const counted = localCommits();
        await write();
        expect(localCommits()).toBeGreaterThan(counted);
        expect(await epochs.versions([key])).toEqual([await dbVersion(key)]);
      }
      // A plain-SQL transaction reads back the versions it bumped with its COMMIT: they are known at
      // once, with no commit to wait for and no query.
      await until("memory", live, 2_000);
      const counted = localCommits();
      const before = lookups();
      await pgTransaction(pool, async (tx) => {
        await tx.run(`UPDATE "StoreProduct" SET "stock" = "stock" - 1 WHERE "id" = $1`, [sp.id]);
      });
      // The counts are the whole process's: a write still finishing elsewhere can land in a round
      // (and make its next read ask the database), so the rounds with nothing else are counted.
      const nothingElse = localCommits() === counted;
      expect(await epochs.versions([key])).toEqual([await dbVersion(key)]);
      if (nothingElse && lookups() === before) cleanRounds += 1;
      expect(live()).toBe(true);
    }
    expect(cleanRounds).toBeGreaterThan(0);
    // Once the commits' NOTIFYs are in, reads come from memory again.
    await until("memory again", live, 2_000);
    const before = lookups();
    expect(await epochs.versions([key])).toEqual([await dbVersion(key)]);
    expect(lookups()).toBe(before);
  });

  it("a plain-SQL transaction that bumps nothing counts no commit; one that bumps too many to list counts one", async () => {
    await until("memory", live, 2_000);
    const pool = pgPoolOf(t.db)!;
    const user = await t.db.user.findFirstOrThrow();
    // The count is the whole process's: a write still finishing from an earlier test can land in one
    // round, so each kind runs three rounds and the smallest count is the one it made.
    const commitsOf = async (work: () => Promise<unknown>) => {
      const counted = localCommits();
      await work();
      return localCommits() - counted;
    };
    const threeRounds = async (work: () => Promise<unknown>) =>
      Math.min(await commitsOf(work), await commitsOf(work), await commitsOf(work));
    expect(
      await threeRounds(() =>
        pgTransaction(pool, (tx) => tx.run(`UPDATE "User" SET "updatedAt" = now() WHERE "id" = $1`, [user.id])),
      ),
    ).toBe(0);
    // 300 keys: more than the transaction's list holds ("*"), so the NOTIFYs are waited for.
    expect(
      await threeRounds(() =>
        pgTransaction(pool, (tx) =>
          tx.rows(`SELECT "read_epoch_bump"('shop:many-' || g) FROM generate_series(1, 300) AS g`),
        ),
      ),
    ).toBe(1);
    expect(await epochs.versions(["shop:many-1", "shop:many-300"])).toEqual([
      await dbVersion("shop:many-1"),
      await dbVersion("shop:many-300"),
    ]);
    // A report from another database teaches this one nothing: a local commit like any other.
    // (Counted right before the report, with no await between: nothing else can commit in between.)
    const catalog = await dbVersion("catalog");
    const counted = localCommits();
    noteCommitReport({ database: "elsewhere:5432/other", reported: `${catalog + 100} catalog` });
    expect(localCommits()).toBe(counted + 1);
    expect(await epochs.versions(["catalog"])).toEqual([catalog]);
  });

  it("reads count no commit: reads and read-only transactions leave memory in use", async () => {
    // The count is the whole process's: a write still finishing from an earlier test can land in one
    // round. A read that counted would count in every round.
    const commitsDuringReads = async () => {
      const counted = localCommits();
      await t.db.shop.findMany({ take: 3, include: { stores: true } });
      await t.db.$queryRaw`SELECT count(*)::int AS n FROM "Product"`;
      await t.db.$transaction(async (tx) => tx.product.findFirst());
      await pgTransaction(pgPoolOf(t.db)!, (tx) => tx.rows(`SELECT 1 AS one`));
      return localCommits() - counted;
    };
    const rounds = [await commitsDuringReads(), await commitsDuringReads(), await commitsDuringReads()];
    expect(Math.min(...rounds)).toBe(0);
  });

  it("right after a commit is noted the next call waits for that commit's sync, then answers from memory", async () => {
    // The app's own jobs commit now and then on this process: a commit of theirs noted during the
    // wait leaves memory out of use again, so each round is tried three times and one must be clean.
    const round = async () => {
      await until("memory", live, 2_000);
      const before = lookups();
      noteLocalCommit();
      expect(live()).toBe(false);
      await epochs.versions(["catalog"]);
      return live() && lookups() === before;
    };
    expect((await round()) || (await round()) || (await round())).toBe(true);
  });

  it("a commit written here is in the very next answer, without asking the database", async () => {
    await until("memory", live, 2_000);
    const before = lookups();
    for (let i = 0; i < 10; i++) {
      await t.db.$executeRaw`INSERT INTO "ReadEpoch" ("key", "version") VALUES ('catalog', 1)
        ON CONFLICT ("key") DO UPDATE SET "version" = "ReadEpoch"."version" + 1`;
      expect(await epochs.versions(["catalog"])).toEqual([await dbVersion("catalog")]);
    }
    expect(lookups()).toBe(before);
  });

  it("a customer's cart key is read once when first asked, then followed by its NOTIFYs; none is loaded at start", async () => {
    await until("memory", live, 2_000);
    await other.query(`SELECT "read_epoch_bump"('cart:someone')`);
    await other.query(`SELECT "read_epoch_bump"('cart:someone')`);
    // Not in memory: a lookup asks the database (one query for both keys) until this process
    // LISTENs to the customers' channel, which the first one starts...
    expect(epochs.stats!().followsCustomers).toBe(false);
    const asked = ["catalog", "cart:someone", "cart:nobody"];
    const expected = [await dbVersion("catalog"), 2, 0];
    let before = lookups();
    expect(await epochs.versions(asked)).toEqual(expected);
    expect(lookups()).toBe(before + 1);
    await until("the customers' channel", () => epochs.stats!().followsCustomers, 2_000);
    // ...then once more to follow them,
    before = lookups();
    expect(await epochs.versions(asked)).toEqual(expected);
    expect(await epochs.versions(asked)).toEqual(expected);
    expect(lookups()).toBe(before + 1);
    // and from then on their bumps arrive by NOTIFY, a first write of the other included.
    before = lookups();
    await other.query(`SELECT "read_epoch_bump"('cart:someone')`);
    await other.query(`SELECT "read_epoch_bump"('cart:nobody')`);
    await until(
      "the followed keys",
      async () => JSON.stringify(await epochs.versions(["cart:someone", "cart:nobody"])) === "[3,1]",
      2_000,
    );
    expect(lookups()).toBe(before);
    // A customer's own commit through this process is seen by the very next lookup.
    const user = await t.db.user.findFirstOrThrow();
    const key = `cart:${user.id}`;
    await epochs.versions([key]);
    await t.db.user.update({ where: { id: user.id }, data: { deliveryType: user.deliveryType === 1 ? 3 : 1 } });
    expect(await epochs.versions([key])).toEqual([await dbVersion(key)]);
    expect(await dbVersion(key)).toBeGreaterThan(0);
  });

  it("stops following customers' keys (and UNLISTENs) a while after the last lookup of one", async () => {
    const brief = openReadEpochs(t.config.databaseUrl, { customerLingerMs: 150 })!;
    try {
      await until("the versions to load", () => brief.stats!().live);
      await brief.versions(["cart:someone"]);
      await until("the customers' channel", () => brief.stats!().followsCustomers, 2_000);
      const following = brief.stats!().lookups;
      expect(await brief.versions(["cart:someone"])).toEqual([await dbVersion("cart:someone")]);
      expect(await brief.versions(["cart:someone"])).toEqual([await dbVersion("cart:someone")]);
      expect(brief.stats!().lookups).toBe(following + 1);
      // Asked again within the linger: still followed.
      await new Promise((r) => setTimeout(r, 100));
      await brief.versions(["cart:someone"]);
      expect(brief.stats!().followsCustomers).toBe(true);
      // Not asked for a while: no longer followed; the next lookup asks the database (and LISTENs again).
      await until("the linger to end", () => !brief.stats!().followsCustomers, 2_000);
      const after = brief.stats!().lookups;
      await other.query(`SELECT "read_epoch_bump"('cart:someone')`);
      expect(await brief.versions(["cart:someone"])).toEqual([await dbVersion("cart:someone")]);
      expect(brief.stats!().lookups).toBe(after + 1);
    } finally {
      await brief.close();
    }
  });

  it("the LISTEN connection killed: every call asks the database, then memory again once reconnected", async () => {
    await until("memory", live, 2_000);
    const { rowCount } = await other.query(
      `SELECT pg_terminate_backend("pid") FROM pg_stat_activity
        WHERE "application_name" = 'galli-read-epochs' AND "datname" = current_database()`,
    );
    expect(rowCount).toBeGreaterThanOrEqual(1); // this one and the app's own
    await until("the drop to be noticed", () => !live(), 2_000);
    // Written while no one listens: the NOTIFY is lost, the query sees it.
    await other.query(`SELECT "read_epoch_bump"('catalog')`);
    await other.query(`SELECT "read_epoch_bump"('cart:someone')`);
    const catalog = await dbVersion("catalog");
    const before = lookups();
    expect(await epochs.versions(["catalog"])).toEqual([catalog]);
    expect(lookups()).toBe(before + 1);
    // Reconnected (LISTEN, then every version loaded): from memory, the bump made while down included.
    await until("the reconnect", live, 5_000);
    const after = lookups();
    expect(await epochs.versions(["catalog"])).toEqual([catalog]);
    await other.query(`SELECT "read_epoch_bump"('catalog')`);
    await until("the next bump", async () => (await epochs.versions(["catalog"]))[0] === catalog + 1, 2_000);
    expect(lookups()).toBe(after);
    // A customer's key bumped while no one listened is read again after the reconnect, not kept.
    expect(epochs.stats!().followsCustomers).toBe(false);
    expect(await epochs.versions(["cart:someone"])).toEqual([await dbVersion("cart:someone")]);
    expect(lookups()).toBe(after + 1);
  });
});
