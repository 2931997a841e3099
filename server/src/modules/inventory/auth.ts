// Who is calling (the Authkey header) and whether the store_key is theirs.
// Tokens are stored as SHA-256 digests; the lookup is by digest, so the raw token never touches the DB.
// With the read epochs (read-epochs.ts) a process keeps the keys and stores it has looked up while
// the "api-keys" version stands (the database's triggers bump it in the transaction that revokes a
// key or moves a store: migration console_epoch), so a call costs no query and a revoked key is
// refused on the next call by every process. Without them every call reads both.
import type { Db } from "../../lib/db";
import { API_KEYS_EPOCH, type ReadEpochs } from "../../lib/read-epochs";
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

/** How many keys and stores a process keeps per app (the oldest kept goes first). */
const KEPT_MAX = 10_000;
const KEYS = [API_KEYS_EPOCH];
type KeptKey = { version: number; id: string; merchantId: string; lastUsedAt: Date | null };
type KeptStore = { version: number; id: string; storeKey: string; merchantId: string };
const keptKeys = new WeakMap<ReadEpochs, Map<string, KeptKey>>();
const keptStores = new WeakMap<ReadEpochs, Map<string, KeptStore>>();

function keep<T>(all: WeakMap<ReadEpochs, Map<string, T>>, epochs: ReadEpochs, key: string, value: T): void {
  let kept = all.get(epochs);
  if (!kept) all.set(epochs, (kept = new Map()));
  kept.delete(key);
  if (kept.size >= KEPT_MAX) kept.delete(kept.keys().next().value!);
  kept.set(key, value);
}

/** The "api-keys" version now, or null without the read epochs. */
const versionOf = async (epochs: ReadEpochs | null | undefined) => (epochs ? (await epochs.versions(KEYS))[0] : null);

export async function authenticate(
  db: Db,
  token: string | null,
  now: Date = new Date(),
  epochs?: ReadEpochs | null,
): Promise<MerchantCaller> {
  if (!token) {
    throw new AppError(ERROR_CODE.AUTHKEY_MISSING);
  }
  // Tokens are ASCII (base64url with a prefix); anything longer than this cannot be one of ours.
  if (token.length > 200) throw new AppError(ERROR_CODE.AUTHKEY_INVALID);
  const tokenHash = sha256(token);
  const version = await versionOf(epochs);
  const kept = epochs ? keptKeys.get(epochs)?.get(tokenHash) : undefined;
  const hit = kept && kept.version === version ? kept : undefined;
  const key = hit
    ? { ...hit, revokedAt: null }
    : await db.merchantApiKey.findUnique({
        where: { tokenHash },
        select: { id: true, merchantId: true, revokedAt: true, lastUsedAt: true },
      });
  if (!key || key.revokedAt) {
    throw new AppError(ERROR_CODE.AUTHKEY_INVALID);
  }
  let entry = hit;
  if (epochs && version !== null && !hit) {
    entry = { version, id: key.id, merchantId: key.merchantId, lastUsedAt: key.lastUsedAt };
    keep(keptKeys, epochs, tokenHash, entry);
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
    if (entry) entry.lastUsedAt = now;
  }
  return { keyId: key.id, merchantId: key.merchantId };
}

export type OwnedStore = { id: string; storeKey: string };

/**
 * The store behind a store_key, if the caller's merchant owns it. An unknown key answers 404 and
 * another merchant's key 403: store keys are identifiers, not secrets, so telling them apart
 * leaks nothing and saves an integrator a support call.
 */
export async function ownedStore(
  db: Db,
  caller: MerchantCaller,
  storeKey: string,
  epochs?: ReadEpochs | null,
): Promise<OwnedStore> {
  const version = await versionOf(epochs);
  const kept = epochs ? keptStores.get(epochs)?.get(storeKey) : undefined;
  const hit = kept && kept.version === version ? kept : undefined;
  const store = hit
    ? hit
    : await db.store
        .findUnique({
          where: { storeKey },
          select: { id: true, storeKey: true, shop: { select: { merchantId: true } } },
        })
        .then((s) => s && { id: s.id, storeKey: s.storeKey, merchantId: s.shop.merchantId });
  if (!store) {
    throw new AppError(ERROR_CODE.STORE_NOT_FOUND, `No store has the store_key "${storeKey}".`);
  }
  if (epochs && version !== null && store !== hit) keep(keptStores, epochs, storeKey, { version, ...store });
  if (store.merchantId !== caller.merchantId) {
    throw new AppError(ERROR_CODE.STORE_FORBIDDEN);
  }
  return { id: store.id, storeKey: store.storeKey };
}
