// Idempotency-Key handling: the first answer to an update is kept for 24 hours per merchant, and
// a retry with the same key and the same body gets that answer back instead of a second write.
import type { Prisma } from "../../generated/prisma/client";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { sha256 } from "../../lib/tokens";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_TTL_HOURS, type UpdateInventoryResponse } from "../../contract/inventory";
import type { Tx } from "./plan";

const TTL_MS = IDEMPOTENCY_TTL_HOURS * 3600 * 1000;
const KEY_RE = /^[\x21-\x7e]{1,255}$/;

/** The Idempotency-Key header, or null when absent. A malformed key fails the call (400). */
export function readIdempotencyKey(headers: Record<string, string | string[] | undefined>): string | null {
  const raw = headers[IDEMPOTENCY_KEY_HEADER];
  if (raw === undefined) return null;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!KEY_RE.test(value ?? "")) {
    throw new AppError(ERROR_CODE.IDEMPOTENCY_KEY_INVALID);
  }
  return value as string;
}

/** JSON with object keys sorted, so the same body hashes the same whatever order its keys were sent in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.keys(value as Record<string, unknown>)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

export const requestHash = (body: unknown) => sha256(canonical(body));

type StoredRecord = { requestHash: string; responseJson: string };

/** The merchant's record for this key if it is younger than 24 hours. */
export async function findFreshRecord(
  db: Tx,
  merchantId: string,
  key: string,
  now: Date,
): Promise<StoredRecord | null> {
  const row = await db.idempotencyRecord.findUnique({
    where: { merchantId_key: { merchantId, key } },
    select: { requestHash: true, responseJson: true, createdAt: true },
  });
  if (!row || row.createdAt.getTime() <= now.getTime() - TTL_MS) return null;
  return row;
}

/** The stored answer, or 422 when the key was first used for a different request. */
export function resolveRecord(record: StoredRecord, hash: string): UpdateInventoryResponse {
  if (record.requestHash !== hash) {
    throw new AppError(ERROR_CODE.IDEMPOTENCY_KEY_REUSED);
  }
  return JSON.parse(record.responseJson) as UpdateInventoryResponse;
}

/** Keeps the answer; drops this merchant's records older than 24 hours on the way. */
export async function saveRecord(
  tx: Prisma.TransactionClient,
  merchantId: string,
  key: string,
  hash: string,
  response: UpdateInventoryResponse,
  now: Date,
): Promise<void> {
  await tx.idempotencyRecord.deleteMany({
    where: { merchantId, createdAt: { lte: new Date(now.getTime() - TTL_MS) } },
  });
  await tx.idempotencyRecord.create({
    data: { merchantId, key, requestHash: hash, status: 200, responseJson: JSON.stringify(response), createdAt: now },
  });
}

export function isUniqueViolation(err: unknown): boolean {
  return (err as { code?: string } | null)?.code === "P2002";
}
