// The rate limiter's data port (rate-limit-data.ts) on SQLite: one upsert statement that starts a
// new window when the old one has ended, run synchronously on the adapter's connection. Counts as
// its Prisma twin (rate-limit-data-prisma.ts) does.
import type { SqliteConnection } from "./sqlite-connection";
import { sqlValue } from "./sqlite-rows";
import type { RateLimitData } from "./rate-limit-data";

const HIT = `INSERT INTO "RateLimitBucket" ("key", "count", "resetAt") VALUES (?, 1, ?)
  ON CONFLICT ("key") DO UPDATE SET
    "count" = CASE WHEN "RateLimitBucket"."resetAt" <= ? THEN 1 ELSE "RateLimitBucket"."count" + 1 END,
    "resetAt" = CASE WHEN "RateLimitBucket"."resetAt" <= ? THEN excluded."resetAt" ELSE "RateLimitBucket"."resetAt" END
  RETURNING "count", "resetAt"`;

export function sqliteRateLimitData(c: SqliteConnection): RateLimitData {
  return {
    countHit: (key, now, resetAt) => {
      const at = sqlValue(now);
      const row = c.statement(HIT).get(key, sqlValue(resetAt), at, at) as { count: number; resetAt: string };
      return { count: row.count, resetAt: new Date(row.resetAt) };
    },
  };
}
