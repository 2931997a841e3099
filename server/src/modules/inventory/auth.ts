// Who is calling (the Authkey header) and whether the store_key is theirs.
// Tokens are stored as SHA-256 digests; the lookup is by digest, so the raw token never touches the DB.
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { sha256 } from "../../lib/tokens";

export type MerchantCaller = { keyId: string; merchantId: string };

export const AUTHKEY_HEADER = "authkey";

/** The Authkey header as one string, or null when absent or blank. */
export function readAuthkey(headers: Record<string, string | string[] | undefined>): string | null {
  const raw = headers[AUTHKEY_HEADER];
  const value = Array.isArray(raw) ? raw[0] : raw;
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** A key's last use is stamped at most this often: one small write a minute per busy key. */
export const LAST_USED_EVERY_MS = 60_000;

export async function authenticate(db: Db, token: string | null, now: Date = new Date()): Promise<MerchantCaller> {
  if (!token) {
    throw new AppError(ERROR_CODE.AUTHKEY_MISSING);
  }
  // Tokens are ASCII (base64url with a prefix); anything longer than this cannot be one of ours.
  const key =
    token.length <= 200
      ? await db.merchantApiKey.findUnique({
          where: { tokenHash: sha256(token) },
          select: { id: true, merchantId: true, revokedAt: true, lastUsedAt: true },
        })
      : null;
  if (!key || key.revokedAt) {
    throw new AppError(ERROR_CODE.AUTHKEY_INVALID);
  }
  // "Last used" in the merchant console. The conditional update lets one of several concurrent
  // calls write; a failure (a busy database) never fails the call itself.
  const stale = new Date(now.getTime() - LAST_USED_EVERY_MS);
  if (!key.lastUsedAt || key.lastUsedAt < stale) {
    await db.merchantApiKey
      .updateMany({
        where: { id: key.id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: stale } }] },
        data: { lastUsedAt: now },
      })
      .catch(() => undefined);
  }
  return { keyId: key.id, merchantId: key.merchantId };
}

export type OwnedStore = { id: string; storeKey: string };

/**
 * The store behind a store_key, if the caller's merchant owns it. An unknown key answers 404 and
 * another merchant's key 403: store keys are identifiers, not secrets, so telling them apart
 * leaks nothing and saves an integrator a support call.
 */
export async function ownedStore(db: Db, caller: MerchantCaller, storeKey: string): Promise<OwnedStore> {
  const store = await db.store.findUnique({
    where: { storeKey },
    select: { id: true, storeKey: true, shop: { select: { merchantId: true } } },
  });
  if (!store) {
    throw new AppError(ERROR_CODE.STORE_NOT_FOUND, `No store has the store_key "${storeKey}".`);
  }
  if (store.shop.merchantId !== caller.merchantId) {
    throw new AppError(ERROR_CODE.STORE_FORBIDDEN);
  }
  return { id: store.id, storeKey: store.storeKey };
}
