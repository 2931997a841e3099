// The job lock on SQLite: a lease row that one process holds until it expires. A holder renews its
// own lease; anyone may take an expired one. The conditional update is the whole lock, so two
// processes (or machines on one database) never both believe they hold it. On PostgreSQL an
// advisory lock (pg_try_advisory_lock) can replace these two functions behind the same shape.
import type { Db } from "../lib/db";

export type JobLock = {
  /** True when `holder` now holds the lock until `now + ttlMs`. */
  acquire(holder: string, now: Date, ttlMs: number): Promise<boolean>;
  release(holder: string): Promise<void>;
};

export function leaseLock(db: Db, name: string): JobLock {
  return {
    async acquire(holder, now, ttlMs) {
      const expiresAt = new Date(now.getTime() + ttlMs);
      const taken = await db.jobLease.updateMany({
        where: { name, OR: [{ holder }, { expiresAt: { lte: now } }] },
        data: { holder, expiresAt },
      });
      if (taken.count === 1) return true;
      try {
        await db.jobLease.create({ data: { name, holder, expiresAt } });
        return true;
      } catch (err) {
        // Another process created it first (P2002) or holds it: not ours this time.
        if ((err as { code?: string }).code === "P2002") return false;
        const held = await db.jobLease.findUnique({ where: { name } });
        if (held) return false;
        throw err;
      }
    },
    async release(holder) {
      await db.jobLease.deleteMany({ where: { name, holder } });
    },
  };
}
