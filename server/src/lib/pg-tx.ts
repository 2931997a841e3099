// The hot paths' transactions on PostgreSQL without Prisma: a connection of the Prisma adapter's own
// pool (db-postgres.ts, pgPoolOf), BEGIN at READ COMMITTED, the port's statements as plain SQL, COMMIT.
// A port with a `pg` build (cart-data-pg.ts, checkout-data-pg.ts) takes its own row locks, so no
// serialization failures; a deadlock is retried a few times. Rows come back as Prisma returns them:
// `timestamp(3)` columns (no time zone, stored as UTC by Prisma) as Dates read as UTC, and Dates
// are sent as UTC text, whatever the process's time zone.
//
// Round trips are what an order costs on PostgreSQL (each one wakes the database and the app in turn
// on a shared machine), so a transaction sends as few as it can:
// - BEGIN goes out with the transaction's first statement, in one message;
// - a write nobody reads the answer of (`later`) waits and goes out in front of the next statement,
//   or with the COMMIT;
// - a write that must change exactly one row (`laterOne`: the shelf's conditional decrement) does
//   too, wrapped so that a miss fails the statement, which fails the transaction with the caller's
//   error. A shelf row is then locked from its decrement to the COMMIT within one message.
// Batched statements travel as one simple-protocol message with their parameters written in as
// quoted literals (pg's own escaping, every value as the text it would have sent as an untyped
// parameter, so PostgreSQL infers the same types); a statement alone keeps its parameters.
import pg from "pg";
import { isSerializationFailure } from "./db-postgres";

export type PgTx = {
  /** The rows of a statement ($1.. placeholders). */
  rows<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** The number of rows a statement changed. */
  run(sql: string, params?: unknown[]): Promise<number>;
  /** A write whose answer is not needed: sent in front of the next statement or with the COMMIT. */
  later(sql: string, params?: unknown[]): void;
  /**
   * An UPDATE/INSERT/DELETE (no RETURNING) that must change exactly one row, sent like `later`;
   * when it changes none, the transaction fails with `miss()`.
   */
  laterOne(sql: string, params: unknown[], miss: () => Error): void;
  /** Several statements in one message (after anything queued); the rows of each, in order. */
  batch(statements: { sql: string; params?: unknown[] }[]): Promise<unknown[][]>;
  /** How many writes the transaction has sent or queued so far: what was read before is stale once it moves. */
  writes(): number;
  /** Reads only, no transaction (pgRead): each statement sees what was committed when it began. */
  readOnly: boolean;
};

const TIMESTAMP = 1114; // timestamp without time zone
const utc = (text: string) => new Date(`${text.replace(" ", "T")}Z`);
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === TIMESTAMP ? utc : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};
const param = (v: unknown) => (v instanceof Date ? v.toISOString() : v === undefined ? null : v);

// pg's conversion of a parameter to the text it sends (untyped in @types/pg).
const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: unknown): string | null } }).utils;

/** `$n` replaced by the quoted text pg would send for the parameter (NULL for null). */
export function inlineParams(sql: string, params: unknown[] = []): string {
  return sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = prepareValue(param(params[Number(n) - 1]));
    return value === null ? "NULL" : pg.escapeLiteral(value);
  });
}

// A miss of a `laterOne` statement is a cast error naming its place in the transaction.
const MISS = "galli-no-row-";
const guarded = (sql: string, index: number) =>
  `WITH changed AS (${sql} RETURNING 1) SELECT CASE WHEN count(*) = 1 THEN 1 ELSE ('${MISS}${index}-' || count(*))::int END FROM changed`;
const missOf = (err: unknown) => {
  const m = err instanceof Error ? new RegExp(`"${MISS}(\\d+)-`).exec(err.message) : null;
  return m ? Number(m[1]) : null;
};

type Result = { rows: unknown[]; rowCount: number | null };

function open(client: pg.PoolClient, readOnly = false) {
  // Read-only: no BEGIN (each statement its own snapshot, as in a READ COMMITTED transaction).
  let begun = readOnly;
  let queue: string[] = [];
  const misses: (() => Error)[] = [];
  let writes = 0;
  /**
   * Sends the queued statements (and BEGIN first, once) in one message with `last`, if any; the
   * results of the last `count` statements.
   */
  async function send(last: { text: string; params: unknown[] }[] = []): Promise<Result[]> {
    const parts = [...(begun ? [] : ["BEGIN ISOLATION LEVEL READ COMMITTED"]), ...queue];
    queue = [];
    begun = true;
    try {
      if (parts.length === 0 && last.length === 1) {
        return [await client.query({ text: last[0].text, values: last[0].params.map(param), types })];
      }
      for (const l of last) parts.push(inlineParams(l.text, l.params));
      if (parts.length === 0) return [];
      const out = (await client.query({ text: parts.join(";\n"), types })) as unknown as Result | Result[];
      const all = Array.isArray(out) ? out : [out];
      return all.slice(all.length - last.length);
    } catch (err) {
      const miss = missOf(err);
      throw miss !== null && misses[miss] ? misses[miss]() : err;
    }
  }
  const refuse = () => {
    throw new Error("A read-only PostgreSQL transaction cannot write.");
  };
  const wrote = (sql: string) => {
    if (/^\s*(INSERT|UPDATE|DELETE|WITH)\b/i.test(sql)) {
      if (readOnly) refuse();
      writes++;
    }
  };
  const tx: PgTx = {
    rows: async <T>(sql: string, params: unknown[] = []) => {
      wrote(sql);
      return (await send([{ text: sql, params }]))[0].rows as T[];
    },
    run: async (sql, params = []) => {
      if (readOnly) refuse();
      writes++;
      return (await send([{ text: sql, params }]))[0].rowCount ?? 0;
    },
    later: (sql, params = []) => {
      if (readOnly) refuse();
      writes++;
      queue.push(inlineParams(sql, params));
    },
    laterOne: (sql, params, miss) => {
      if (readOnly) refuse();
      writes++;
      queue.push(guarded(inlineParams(sql, params), misses.push(miss) - 1));
    },
    batch: async (statements) => {
      for (const st of statements) wrote(st.sql);
      return (await send(statements.map((st) => ({ text: st.sql, params: st.params ?? [] })))).map((r) => r.rows);
    },
    writes: () => writes,
    readOnly,
  };
  return {
    tx,
    /** COMMIT with whatever is queued; a transaction that never sent a statement costs nothing. */
    commit: async () => {
      if (readOnly || (!begun && queue.length === 0)) return;
      queue.push("COMMIT");
      await send();
    },
    begun: () => begun,
  };
}

const ATTEMPTS = 5;
const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * 5 * 2 ** attempt));

/** Runs `fn` in a READ COMMITTED transaction on one connection of `pool`; a deadlock is retried. */
export async function pgTransaction<T>(pool: pg.Pool, fn: (tx: PgTx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      const t = open(client);
      try {
        const out = await fn(t.tx);
        await t.commit();
        return out;
      } catch (err) {
        if (t.begun()) await client.query("ROLLBACK").catch((e: Error) => (broken = e));
        throw err;
      }
    } catch (err) {
      if (attempt >= ATTEMPTS || !isSerializationFailure(err)) throw err;
    } finally {
      client.release(broken);
    }
    await pause(attempt);
  }
}

/**
 * Runs a port's reads on one connection of `pool` without a transaction (no BEGIN, no COMMIT: a
 * read costs its own round trips only); a port's customer lock becomes a plain read (cart-data-pg.ts).
 */
export async function pgRead<T>(pool: pg.Pool, fn: (tx: PgTx) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await fn(open(client, true).tx);
  } finally {
    client.release();
  }
}
