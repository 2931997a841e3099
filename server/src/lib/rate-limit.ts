// Fixed-window counters in the database, shared by the HTTP rate limiter and by services that
// limit by something other than the caller's address (code sends per mobile number, say).
// On SQLite one counting is one statement (an upsert that starts a new window when the old one
// has ended) run synchronously on the adapter's connection; elsewhere a Prisma transaction does
// the same read-then-write.
import type { Db } from "./db";
import { sqliteConnectionOf } from "./db";
import { sqlValue } from "./sqlite-rows";

export type Hit = { current: number; ttlMs: number };

const SQLITE_HIT = `INSERT INTO "RateLimitBucket" ("key", "count", "resetAt") VALUES (?, 1, ?)
  ON CONFLICT ("key") DO UPDATE SET
    "count" = CASE WHEN "RateLimitBucket"."resetAt" <= ? THEN 1 ELSE "RateLimitBucket"."count" + 1 END,
    "resetAt" = CASE WHEN "RateLimitBucket"."resetAt" <= ? THEN excluded."resetAt" ELSE "RateLimitBucket"."resetAt" END
  RETURNING "count", "resetAt"`;

export async function hit(db: Db, key: string, windowMs: number, now = new Date()): Promise<Hit> {
  const sqlite = sqliteConnectionOf(db);
  if (sqlite) {
    const c = await sqlite;
    const at = sqlValue(now);
    const row = await c.transaction(
      () =>
        c.statement(SQLITE_HIT).get(key, sqlValue(new Date(now.getTime() + windowMs)), at, at) as {
          count: number;
          resetAt: string;
        },
    );
    return { current: row.count, ttlMs: new Date(row.resetAt).getTime() - now.getTime() };
  }
  return db.$transaction(async (tx) => {
    const row = await tx.rateLimitBucket.findUnique({ where: { key } });
    if (!row || row.resetAt <= now) {
      const resetAt = new Date(now.getTime() + windowMs);
      await tx.rateLimitBucket.upsert({
        where: { key },
        create: { key, count: 1, resetAt },
        update: { count: 1, resetAt },
      });
      return { current: 1, ttlMs: windowMs };
    }
    const updated = await tx.rateLimitBucket.update({ where: { key }, data: { count: { increment: 1 } } });
    return { current: updated.count, ttlMs: row.resetAt.getTime() - now.getTime() };
  });
}

/** Counts one use of `key` and reports whether it went over `max` in the window. */
export async function overLimit(db: Db, key: string, max: number, windowMs: number): Promise<boolean> {
  const { current } = await hit(db, key, windowMs);
  return current > max;
}
