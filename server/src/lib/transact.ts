// One transaction of a rule written as steps (steps.ts), on whichever driver the client has:
// synchronously on SQLite's connection (prepared statements, BEGIN IMMEDIATE ... COMMIT with no
// await inside), awaited in a Prisma interactive transaction on PostgreSQL. A module's port and its
// two builds live beside each other as <module>-data.ts, -prisma.ts and -sqlite.ts (docs/decisions.md,
// "The SQLite fast path, fenced"); the rules never hold SQL.
import { span } from "./tracing";
import type { Prisma } from "../generated/prisma/client";
import { prismaOnly, sqliteConnectionOf, type Db } from "./db";
import type { SqliteConnection } from "./sqlite-connection";
import { runAsync, runSync, type Steps } from "./steps";
import { pgPoolOf } from "./db-postgres";
import { pgRead, pgTransaction, type PgTx } from "./pg-tx";

/**
 * The builds of a rule's data-access port. A port with a `pg` build runs plain SQL on PostgreSQL
 * (lib/pg-tx.ts) at READ COMMITTED and takes its own row locks (cart-data-pg.ts), instead of
 * Prisma's interactive transaction at SERIALIZABLE with its retries.
 */
export type Ports<P> = {
  prisma(tx: Prisma.TransactionClient): P;
  sqlite(connection: SqliteConnection): P;
  pg?(tx: PgTx): P;
};

const DB_SQLITE = { "db.system.name": "sqlite" };
const DB_PG = { "db.system.name": "postgresql" };

/**
 * The `pg` builds run unless the client was marked `usePrismaOnly` (config GALLI_PG_SERIALIZABLE=1:
 * the ports go through their Prisma build at SERIALIZABLE, as before they had a `pg` build;
 * bench/pg-checkout.ts compares the two in one run).
 */
const pgBuilds = (db: Db) => !prismaOnly(db);

export async function transact<P, T>(
  db: Db,
  ports: Ports<P>,
  rule: (data: P) => Steps<T>,
  options?: { maxWait?: number; timeout?: number },
): Promise<T> {
  const sqlite = sqliteConnectionOf(db);
  if (sqlite) {
    const connection = await sqlite;
    return span("sqlite transaction", DB_SQLITE, async () =>
      connection.transaction(() => runSync(rule(ports.sqlite(connection)))),
    );
  }
  const pg = ports.pg;
  const pool = pg && pgBuilds(db) ? pgPoolOf(db) : null;
  if (pg && pool) return span("pg transaction", DB_PG, () => pgTransaction(pool, (tx) => runAsync(rule(pg(tx)))));
  return db.$transaction((tx) => runAsync(rule(ports.prisma(tx))), options);
}

/**
 * A rule that only reads, on whichever driver the client has: in one read snapshot on SQLite's
 * connection; on PostgreSQL through the port's `pg` build without a transaction (lib/pg-tx.ts
 * pgRead: its reads batched, no BEGIN or COMMIT, where Prisma's client costs about a millisecond
 * of CPU per query), else without a transaction through Prisma.
 */
export async function readWith<P, T>(db: Db, ports: Ports<P>, rule: (data: P) => Steps<T>): Promise<T> {
  const sqlite = sqliteConnectionOf(db);
  if (sqlite) {
    const connection = await sqlite;
    return span("sqlite read", DB_SQLITE, async () => connection.read(() => runSync(rule(ports.sqlite(connection)))));
  }
  const pg = ports.pg;
  const pool = pg && pgBuilds(db) ? pgPoolOf(db) : null;
  if (pg && pool) return span("pg read", DB_PG, () => pgRead(pool, (tx) => runAsync(rule(pg(tx)))));
  return runAsync(rule(ports.prisma(db)));
}
