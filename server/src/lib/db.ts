// The Prisma client over better-sqlite3 (Prisma's JavaScript engine: no engine binary).
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "../generated/prisma/client";

export type Db = PrismaClient;

export function createDb(databaseUrl: string): Db {
  const adapter = new PrismaBetterSQLite3({ url: databaseUrl, timeout: 10_000 });
  return new PrismaClient({ adapter });
}

/** The path of a file: URL, resolved like Prisma does for SQLite. */
export function sqlitePath(databaseUrl: string): string {
  return databaseUrl.replace(/^file:/, "");
}
