// Reads the versions of the read-mostly answers (model ReadEpoch; the database's own triggers bump
// them in the transaction of every write that changes an answer). SQLite: one read-only connection
// with one prepared statement, a lookup costs microseconds. PostgreSQL: one small pool, one
// `= ANY($1)` query per lookup (a round trip, still far below the answers it lets us reuse). Both
// see commits of every process sharing the database, so caches stay exact in a cluster.
import Database from "better-sqlite3";
import pg from "pg";
import { sqlitePath } from "./db";

export type ReadEpochs = {
  /** The current versions of the keys, in order (0 before a key's first write). */
  versions(keys: string[]): Promise<number[]>;
  close(): void | Promise<void>;
};

export const CATALOG_EPOCH = "catalog";
export const TILES_EPOCH = "tiles";
export const shopEpoch = (shopId: string) => `shop:${shopId}`;

export function openReadEpochs(databaseUrl: string): ReadEpochs | null {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return postgresReadEpochs(databaseUrl);
  if (!databaseUrl.startsWith("file:")) return null;
  const sqlite = new Database(sqlitePath(databaseUrl), { readonly: true, fileMustExist: true });
  const one = sqlite.prepare<[string], number>(`SELECT "version" FROM "ReadEpoch" WHERE "key" = ?`).pluck();
  // Many keys (search across shops depends on every shop in range, hundreds of them) in one call:
  // SQLite walks the list itself instead of JavaScript calling a statement per key.
  const many = sqlite.prepare<[string], { key: string; version: number }>(
    `SELECT "key", "version" FROM "ReadEpoch" WHERE "key" IN (SELECT "value" FROM json_each(?))`,
  );
  return {
    versions: async (keys) => {
      if (keys.length <= 4) return keys.map((key) => one.get(key) ?? 0);
      const found = new Map(many.all(JSON.stringify(keys)).map((r) => [r.key, r.version]));
      return keys.map((key) => found.get(key) ?? 0);
    },
    close: () => void sqlite.close(),
  };
}

function postgresReadEpochs(databaseUrl: string): ReadEpochs {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  return {
    async versions(keys) {
      if (keys.length === 0) return [];
      const { rows } = await pool.query<{ key: string; version: number }>(
        `SELECT "key", "version" FROM "ReadEpoch" WHERE "key" = ANY($1::text[])`,
        [keys],
      );
      const found = new Map(rows.map((r) => [r.key, r.version]));
      return keys.map((key) => found.get(key) ?? 0);
    },
    close: () => pool.end(),
  };
}
