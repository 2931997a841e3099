// Fixed-window counters in the database, shared by the HTTP rate limiter and by services that
// limit by something other than the caller's address (code sends per mobile number, say).
import type { Db } from "./db";

export type Hit = { current: number; ttlMs: number };

export async function hit(db: Db, key: string, windowMs: number, now = new Date()): Promise<Hit> {
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
