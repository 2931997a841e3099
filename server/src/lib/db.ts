// The Prisma client for the database the URL names: a file: URL is SQLite over better-sqlite3,
// a postgresql:// URL is PostgreSQL over node-postgres (Prisma's JavaScript engine either way: no
// engine binary). Both clients come from the same models (prisma/schema.prisma and its generated
// PostgreSQL copy), so the app uses one type.
//
// On SQLite two changes to how the adapter drives its connection (sqlite-statements.ts): statements
// are prepared once per SQL text instead of on every query, and transactions begin IMMEDIATE, so
// several processes over one database file (the cluster) queue for the write lock instead of
// failing with SQLITE_BUSY when a deferred transaction tries to upgrade.
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "../generated/prisma/client";
import { createPostgresClient } from "./db-postgres";
import { reuseStatements, type StatementSource } from "./sqlite-statements";
import { openSqliteConnection, type AdapterConnection, type SqliteConnection } from "./sqlite-connection";
import type { Database } from "better-sqlite3";

export type Db = PrismaClient;
export type DbProvider = "sqlite" | "postgresql";

/** Which database a URL names; anything else is a configuration error. */
export function dbProvider(databaseUrl: string): DbProvider {
  if (databaseUrl.startsWith("file:")) return "sqlite";
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return "postgresql";
  throw new Error(
    `DATABASE_URL must start with file: (SQLite) or postgresql:// (PostgreSQL), not "${redactUrl(databaseUrl)}"`,
  );
}

/** The URL without its password, for messages and logs. */
export function redactUrl(databaseUrl: string): string {
  return databaseUrl.replace(/^([a-z]+:\/\/[^:/@]*):[^@/]*@/i, "$1:***@");
}

export function createDb(
  databaseUrl: string,
  opts: {
    poolSize?: number;
    sqliteSynchronous?: "NORMAL" | "FULL";
    /** Pages of WAL after which a COMMIT checkpoints (SQLite's default 1,000; raised while a
     * checkpoint thread runs, lib/wal-checkpointer.ts). */
    walAutocheckpoint?: number;
  } = {},
): Db {
  if (dbProvider(databaseUrl) === "postgresql") {
    // The same models through the PostgreSQL client; its types are the SQLite client's.
    return createPostgresClient(databaseUrl, { max: opts.poolSize }) as unknown as Db;
  }
  const adapter = new PrismaBetterSQLite3({ url: databaseUrl, timeout: 10_000 });
  const connect = adapter.connect.bind(adapter);
  let sqlite: SqliteConnection | null = null;
  adapter.connect = async () => {
    const connection = await connect();
    const client = (connection as unknown as { client: StatementSource & Database }).client;
    // Write-ahead log (readers never wait for the writer), and a COMMIT that does not wait for the
    // disk unless FULL is asked for (docs/decisions.md, "SQLite durability").
    if (!client.memory) client.pragma("journal_mode = WAL");
    client.pragma(`synchronous = ${opts.sqliteSynchronous ?? "NORMAL"}`);
    if (opts.walAutocheckpoint) client.pragma(`wal_autocheckpoint = ${opts.walAutocheckpoint}`);
    sqlite = openSqliteConnection(client, connection as unknown as AdapterConnection);
    reuseStatements(client);
    return connection;
  };
  const db = new PrismaClient({ adapter });
  sqliteConnections.set(db, async () => {
    if (!sqlite) await db.$queryRawUnsafe("SELECT 1");
    if (!sqlite) throw new Error("The SQLite adapter did not connect.");
    return sqlite;
  });
  return db;
}

const sqliteConnections = new WeakMap<Db, () => Promise<SqliteConnection>>();
const viaPrisma = new WeakSet<Db>();

/**
 * The SQLite connection under a client, for the hot paths' prepared statements and synchronous
 * transactions; null on PostgreSQL (and for a client marked with `usePrismaOnly`).
 */
export function sqliteConnectionOf(db: Db): Promise<SqliteConnection> | null {
  if (viaPrisma.has(db)) return null;
  return sqliteConnections.get(db)?.() ?? null;
}

/**
 * Makes the hot paths of this client go through Prisma: on SQLite as on PostgreSQL (tests compare
 * the two), on PostgreSQL instead of the ports' plain-SQL builds (config `pgSerializable`).
 */
export function usePrismaOnly(db: Db): void {
  viaPrisma.add(db);
}

/** Whether `usePrismaOnly` marked this client. */
export function prismaOnly(db: Db): boolean {
  return viaPrisma.has(db);
}

/** The provider a client was made for (raw SQL twins choose by it). */
export function providerOf(db: Db): DbProvider {
  return (db as unknown as { _activeProvider?: string })._activeProvider === "postgresql" ? "postgresql" : "sqlite";
}

/** The path of a file: URL, resolved like Prisma does for SQLite. */
export function sqlitePath(databaseUrl: string): string {
  return databaseUrl.replace(/^file:/, "");
}
