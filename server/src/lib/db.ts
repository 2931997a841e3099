// The Prisma client over better-sqlite3 (Prisma's JavaScript engine: no engine binary).
//
// Two changes to how the adapter drives its connection (sqlite-statements.ts): statements are
// prepared once per SQL text instead of on every query, and transactions begin IMMEDIATE, so
// several processes over one database file (the cluster) queue for the write lock instead of
// failing with SQLITE_BUSY when a deferred transaction tries to upgrade.
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "../generated/prisma/client";
import { reuseStatements, type StatementSource } from "./sqlite-statements";

export type Db = PrismaClient;

export function createDb(databaseUrl: string): Db {
  const adapter = new PrismaBetterSQLite3({ url: databaseUrl, timeout: 10_000 });
  const connect = adapter.connect.bind(adapter);
  adapter.connect = async () => {
    const connection = await connect();
    reuseStatements((connection as unknown as { client: StatementSource }).client);
    return connection;
  };
  return new PrismaClient({ adapter });
}

/** The path of a file: URL, resolved like Prisma does for SQLite. */
export function sqlitePath(databaseUrl: string): string {
  return databaseUrl.replace(/^file:/, "");
}
