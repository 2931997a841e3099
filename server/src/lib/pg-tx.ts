// The hot paths' transactions on PostgreSQL without Prisma: a connection of the Prisma adapter's own
// pool (db-postgres.ts, pgPoolOf), BEGIN at READ COMMITTED, the port's statements as plain SQL, COMMIT.
// A port with a `pg` build (cart-data-pg.ts, checkout-data-pg.ts) takes its own row locks, so no
// serialization failures; a deadlock is retried a few times. Rows come back as Prisma returns them:
// `timestamp(3)` columns (no time zone, stored as UTC by Prisma) as Dates read as UTC, and Dates
// are sent as UTC text, whatever the process's time zone.
import pg from "pg";
import { isSerializationFailure } from "./db-postgres";

export type PgTx = {
  /** The rows of a statement ($1.. placeholders). */
  rows<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** The number of rows a statement changed. */
  run(sql: string, params?: unknown[]): Promise<number>;
};

const TIMESTAMP = 1114; // timestamp without time zone
const utc = (text: string) => new Date(`${text.replace(" ", "T")}Z`);
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === TIMESTAMP ? utc : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};
const param = (v: unknown) => (v instanceof Date ? v.toISOString() : v === undefined ? null : v);

function wrap(client: pg.PoolClient): PgTx {
  const query = (text: string, params: unknown[] = []) => client.query({ text, values: params.map(param), types });
  return {
    rows: async <T>(sql: string, params?: unknown[]) => (await query(sql, params)).rows as T[],
    run: async (sql, params) => (await query(sql, params)).rowCount ?? 0,
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
      await client.query("BEGIN ISOLATION LEVEL READ COMMITTED");
      const out = await fn(wrap(client));
      await client.query("COMMIT");
      return out;
    } catch (err) {
      await client.query("ROLLBACK").catch((e: Error) => (broken = e));
      if (attempt >= ATTEMPTS || !isSerializationFailure(err)) throw err;
    } finally {
      client.release(broken);
    }
    await pause(attempt);
  }
}
