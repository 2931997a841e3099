// Issuing, revoking and listing merchant Authkey tokens (used by scripts/merchant-key.ts).
// The token is returned once at issue; only its SHA-256 digest is stored.
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { randomToken, sha256 } from "../../lib/tokens";

export type KeyInfo = { id: string; merchantId: string; label: string; createdAt: Date; revokedAt: Date | null };

const infoSelect = { id: true, merchantId: true, label: true, createdAt: true, revokedAt: true } as const;

/** A new token: a recognisable prefix (secret scanners look for it) and 256 random bits. */
export const newToken = () => `galli_${randomToken(32)}`;

export async function issueKey(
  db: Db,
  merchantId: string,
  opts: { label?: string; token?: string; now?: Date } = {},
): Promise<KeyInfo & { token: string }> {
  const merchant = await db.merchant.findUnique({ where: { id: merchantId }, select: { id: true } });
  if (!merchant) throw new AppError(ERROR_CODE.MERCHANT_NOT_FOUND, `No merchant has the id "${merchantId}".`);
  const token = opts.token ?? newToken();
  const key = await db.merchantApiKey.create({
    data: { merchantId, tokenHash: sha256(token), label: opts.label ?? "", createdAt: opts.now ?? new Date() },
    select: infoSelect,
  });
  return { ...key, token };
}

/** Revoking twice is harmless: the first revocation time is kept. */
export async function revokeKey(db: Db, keyId: string, now = new Date()): Promise<KeyInfo> {
  const key = await db.merchantApiKey.findUnique({ where: { id: keyId }, select: infoSelect });
  if (!key) throw new AppError(ERROR_CODE.KEY_NOT_FOUND, `No API key has the id "${keyId}".`);
  if (key.revokedAt) return key;
  return db.merchantApiKey.update({ where: { id: keyId }, data: { revokedAt: now }, select: infoSelect });
}

export async function listKeys(db: Db, merchantId: string): Promise<KeyInfo[]> {
  const merchant = await db.merchant.findUnique({ where: { id: merchantId }, select: { id: true } });
  if (!merchant) throw new AppError(ERROR_CODE.MERCHANT_NOT_FOUND, `No merchant has the id "${merchantId}".`);
  return db.merchantApiKey.findMany({ where: { merchantId }, select: infoSelect, orderBy: { createdAt: "asc" } });
}
