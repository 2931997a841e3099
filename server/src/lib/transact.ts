// One transaction of a rule written as steps (steps.ts), on whichever driver the client has:
// synchronously on SQLite's connection (prepared statements, BEGIN IMMEDIATE ... COMMIT with no
// await inside), awaited in a Prisma interactive transaction on PostgreSQL. A module's port and its
// two builds live beside each other as <module>-data.ts, -prisma.ts and -sqlite.ts (docs/decisions.md,
// "The SQLite fast path, fenced"); the rules never hold SQL.
import type { Prisma } from "../generated/prisma/client";
import { sqliteConnectionOf, type Db } from "./db";
import type { SqliteConnection } from "./sqlite-connection";
import { runAsync, runSync, type Steps } from "./steps";

/** The two builds of a rule's data-access port. */
export type Ports<P> = { prisma(tx: Prisma.TransactionClient): P; sqlite(connection: SqliteConnection): P };

export async function transact<P, T>(
  db: Db,
  ports: Ports<P>,
  rule: (data: P) => Steps<T>,
  options?: { maxWait?: number; timeout?: number },
): Promise<T> {
  const sqlite = sqliteConnectionOf(db);
  if (sqlite) {
    const connection = await sqlite;
    return connection.transaction(() => runSync(rule(ports.sqlite(connection))));
  }
  return db.$transaction((tx) => runAsync(rule(ports.prisma(tx))), options);
}

/**
 * A rule that only reads, on whichever driver the client has: in one read snapshot on SQLite's
 * connection, without a transaction through Prisma.
 */
export async function readWith<P, T>(db: Db, ports: Ports<P>, rule: (data: P) => Steps<T>): Promise<T> {
  const sqlite = sqliteConnectionOf(db);
  if (sqlite) {
    const connection = await sqlite;
    return connection.read(() => runSync(rule(ports.sqlite(connection))));
  }
  return runAsync(rule(ports.prisma(db)));
}
