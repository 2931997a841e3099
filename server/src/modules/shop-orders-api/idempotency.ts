// Idempotency-Key for the merchant order actions, in the same per-merchant record table as the
// inventory update: a retry with the same key and request within 24 hours answers the first answer
// again (and moves nothing); the same key with a different request is a 422.
import type { Db } from "../../lib/db";
import { findFreshRecord, isUniqueViolation, requestHash } from "../inventory/public";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { IDEMPOTENCY_TTL_HOURS } from "../../contract/inventory";

const TTL_MS = IDEMPOTENCY_TTL_HOURS * 3600 * 1000;

const reused = () =>
  new AppError(
    ERROR_CODE.IDEMPOTENCY_KEY_REUSED,
    "This Idempotency-Key was already used in the last 24 hours with a different request. Use a new key for a new action.",
  );

export type Replayable<T> = { response: T; replayed: boolean };

export async function withIdempotency<T>(
  db: Db,
  scope: { merchantId: string; key: string | null; request: unknown; now: Date },
  run: () => Promise<T>,
): Promise<Replayable<T>> {
  const { merchantId, key, now } = scope;
  if (!key) return { response: await run(), replayed: false };
  const hash = requestHash(scope.request);
  const existing = await findFreshRecord(db, merchantId, key, now);
  if (existing) {
    if (existing.requestHash !== hash) throw reused();
    return { response: JSON.parse(existing.responseJson) as T, replayed: true };
  }
  const response = await run();
  try {
    await db.$transaction(async (tx) => {
      await tx.idempotencyRecord.deleteMany({
        where: { merchantId, key, createdAt: { lte: new Date(now.getTime() - TTL_MS) } },
      });
      await tx.idempotencyRecord.create({
        data: {
          merchantId,
          key,
          requestHash: hash,
          status: 200,
          responseJson: JSON.stringify(response),
          createdAt: now,
        },
      });
    });
  } catch (err) {
    // A concurrent retry with the same key recorded its answer first; ours is the same move.
    if (!isUniqueViolation(err)) throw err;
  }
  return { response, replayed: false };
}
