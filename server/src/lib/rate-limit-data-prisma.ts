// The rate limiter's data port (rate-limit-data.ts) on Prisma, inside the caller's transaction.
// Its SQLite twin is rate-limit-data-sqlite.ts.
import type { Prisma } from "../generated/prisma/client";
import type { RateLimitData } from "./rate-limit-data";

export function prismaRateLimitData(tx: Prisma.TransactionClient): RateLimitData {
  return {
    countHit: async (key, now, resetAt) => {
      const row = await tx.rateLimitBucket.findUnique({ where: { key } });
      if (!row || row.resetAt <= now) {
        await tx.rateLimitBucket.upsert({
          where: { key },
          create: { key, count: 1, resetAt },
          update: { count: 1, resetAt },
        });
        return { count: 1, resetAt };
      }
      const updated = await tx.rateLimitBucket.update({ where: { key }, data: { count: { increment: 1 } } });
      return { count: updated.count, resetAt: row.resetAt };
    },
  };
}
