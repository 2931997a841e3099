// Fixed-window counters in the database, shared by the HTTP rate limiter and by services that
// limit by something other than the caller's address (code sends per mobile number, say).
// One counting is one transaction over the limiter's data port (rate-limit-data.ts): on SQLite a
// single upsert statement run synchronously on the adapter's connection, elsewhere a Prisma
// transaction doing the same read-then-write. This file holds no SQL.
import type { Db } from "./db";
import { rateLimitPorts } from "./rate-limit-data";
import { step } from "./steps";
import { transact } from "./transact";

export type Hit = { current: number; ttlMs: number };

export async function hit(db: Db, key: string, windowMs: number, now = new Date()): Promise<Hit> {
  const resetAt = new Date(now.getTime() + windowMs);
  const bucket = await transact(db, rateLimitPorts, function* (d) {
    return yield* step(() => d.countHit(key, now, resetAt));
  });
  return { current: bucket.count, ttlMs: bucket.resetAt.getTime() - now.getTime() };
}

/** Counts one use of `key` and reports whether it went over `max` in the window. */
export async function overLimit(db: Db, key: string, max: number, windowMs: number): Promise<boolean> {
  const { current } = await hit(db, key, windowMs);
  return current > max;
}
