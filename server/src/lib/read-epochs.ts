// Reads the versions of the read-mostly answers (model ReadEpoch; the database's own triggers bump
// them in the transaction of every write that changes an answer). One read-only connection with
// one prepared statement: a lookup costs microseconds, far below the answers it lets us reuse, and
// it sees commits of every process sharing the database file, so caches stay exact in a cluster.
import Database from "better-sqlite3";
import { sqlitePath } from "./db";

export type ReadEpochs = {
  /** The current version of one key (0 before its first write). */
  version(key: string): number;
  close(): void;
};

export const CATALOG_EPOCH = "catalog";
export const TILES_EPOCH = "tiles";
export const shopEpoch = (shopId: string) => `shop:${shopId}`;

export function openReadEpochs(databaseUrl: string): ReadEpochs | null {
  if (!databaseUrl.startsWith("file:")) return null; // other databases: no cache until they have a reader
  const sqlite = new Database(sqlitePath(databaseUrl), { readonly: true, fileMustExist: true });
  const stmt = sqlite.prepare<[string], number>(`SELECT "version" FROM "ReadEpoch" WHERE "key" = ?`).pluck();
  return {
    version: (key) => stmt.get(key) ?? 0,
    close: () => sqlite.close(),
  };
}
