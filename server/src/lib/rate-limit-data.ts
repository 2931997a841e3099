// The rate limiter's data port: one counted hit on a fixed-window bucket (rate-limit.ts). Its
// builds sit beside it: rate-limit-data-prisma.ts (a read, then an upsert or an increment, in a
// Prisma transaction) and rate-limit-data-sqlite.ts (one upsert statement on SQLite's connection).
// rate-limit-data.test.ts runs the same cases on both.
import type { MaybePromise } from "./steps";
import type { Ports } from "./transact";
import { prismaRateLimitData } from "./rate-limit-data-prisma";
import { sqliteRateLimitData } from "./rate-limit-data-sqlite";

export type Bucket = { count: number; resetAt: Date };

export interface RateLimitData {
  /**
   * Counts one hit on `key`: the bucket's count plus one, or a new window (count 1, ending at
   * `resetAt`) when there is none or the old one ended by `now`.
   */
  countHit(key: string, now: Date, resetAt: Date): MaybePromise<Bucket>;
}

/** The limiter's port on either driver (transact.ts). */
export const rateLimitPorts: Ports<RateLimitData> = { prisma: prismaRateLimitData, sqlite: sqliteRateLimitData };
