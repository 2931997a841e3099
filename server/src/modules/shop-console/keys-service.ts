// API keys and webhooks in the merchant console (instead of `npm run merchant:key`): the merchant's
// Authkey tokens and each store's webhook endpoint, through the inventory and webhook modules' own
// functions. Every write is in the audit log (never a token or a secret: only that it changed).
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import type { ApiKeyView, ConsoleWebhook } from "../../contract/console-keys";
import type { WebhookEventType } from "../../contract/webhooks";
import { newToken } from "../inventory/public";
import { sha256 } from "../../lib/tokens";
import { getEndpoint, listDeliveries, putEndpoint, removeEndpoint, sendTestEvent } from "../webhooks/public";
import { recordAudit } from "./audit";
import { ownStore, type StaffContext } from "./guard";

const keySelect = { id: true, label: true, createdAt: true, revokedAt: true, lastUsedAt: true } as const;
type KeyRow = { id: string; label: string; createdAt: Date; revokedAt: Date | null; lastUsedAt: Date | null };

const iso = (d: Date | null) => d?.toISOString() ?? null;
export const toKeyView = (k: KeyRow): ApiKeyView => ({
  key_id: k.id,
  label: k.label,
  created_at: k.createdAt.toISOString(),
  revoked_at: iso(k.revokedAt),
  last_used_at: iso(k.lastUsedAt),
});
const audited = (k: ApiKeyView) => ({ label: k.label, revoked_at: k.revoked_at });

/** Live keys first, newest first. */
export async function listApiKeys(db: Db, staff: StaffContext): Promise<ApiKeyView[]> {
  const rows = await db.merchantApiKey.findMany({
    where: { merchantId: staff.merchantId },
    select: keySelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map(toKeyView).sort((a, b) => Number(a.revoked_at !== null) - Number(b.revoked_at !== null));
}

/** A new key: the token is answered here once; only its digest is kept. */
export async function issueApiKey(db: Db, staff: StaffContext, label: string, now: Date) {
  const token = newToken();
  const view = await db.$transaction(async (tx) => {
    const row = await tx.merchantApiKey.create({
      data: { merchantId: staff.merchantId, tokenHash: sha256(token), label, createdAt: now },
      select: keySelect,
    });
    const v = toKeyView(row);
    await recordAudit(tx, staff, { action: "api_key.issue", entity: "api_key", entityId: row.id, before: null, after: audited(v) });
    return v;
  });
  return { ...view, token };
}

/** Another merchant's key is answered like a key that does not exist. */
async function ownKey(db: Db, staff: StaffContext, keyId: string): Promise<KeyRow> {
  const key = await db.merchantApiKey.findUnique({ where: { id: keyId }, select: { ...keySelect, merchantId: true } });
  if (!key || key.merchantId !== staff.merchantId) throw new AppError(ERROR_CODE.KEY_NOT_FOUND);
  return key;
}

export async function labelApiKey(db: Db, staff: StaffContext, keyId: string, label: string): Promise<ApiKeyView> {
  const before = toKeyView(await ownKey(db, staff, keyId));
  return db.$transaction(async (tx) => {
    const after = toKeyView(await tx.merchantApiKey.update({ where: { id: keyId }, data: { label }, select: keySelect }));
    await recordAudit(tx, staff, { action: "api_key.label", entity: "api_key", entityId: keyId, before: audited(before), after: audited(after) });
    return after;
  });
}

/** Revoking stops the token at once; revoking again keeps the first time. */
export async function revokeApiKey(db: Db, staff: StaffContext, keyId: string, now: Date): Promise<ApiKeyView> {
  const before = toKeyView(await ownKey(db, staff, keyId));
  if (before.revoked_at) return before;
  return db.$transaction(async (tx) => {
    const after = toKeyView(
      await tx.merchantApiKey.update({ where: { id: keyId }, data: { revokedAt: now }, select: keySelect }),
    );
    await recordAudit(tx, staff, { action: "api_key.revoke", entity: "api_key", entityId: keyId, before: audited(before), after: audited(after) });
    return after;
  });
}

async function storeOf(db: Db, staff: StaffContext, storeId: string) {
  ownStore(staff, storeId);
  const store = await db.store.findUnique({ where: { id: storeId }, select: { id: true, storeKey: true } });
  if (!store) throw new AppError(ERROR_CODE.STORE_NOT_FOUND);
  return store;
}

async function endpointOrNull(db: Db, store: { id: string; storeKey: string }) {
  try {
    const { store_key: _k, ...endpoint } = await getEndpoint(db, store);
    return endpoint;
  } catch (err) {
    if (err instanceof AppError && err.code === ERROR_CODE.WEBHOOK_NOT_FOUND) return null;
    throw err;
  }
}

const webhookAudit = (e: ConsoleWebhook["endpoint"], rotated = false) =>
  e ? { url: e.url, events: e.events, ...(rotated ? { secret: "rotated" } : {}) } : null;

export async function getWebhook(db: Db, staff: StaffContext, storeId: string): Promise<ConsoleWebhook> {
  const store = await storeOf(db, staff, storeId);
  return { store_id: store.id, store_key: store.storeKey, endpoint: await endpointOrNull(db, store) };
}

export async function saveWebhook(
  db: Db,
  staff: StaffContext,
  storeId: string,
  body: { url: string; events?: WebhookEventType[]; rotate_secret?: boolean },
  allowLocalHttp: boolean,
): Promise<ConsoleWebhook> {
  const store = await storeOf(db, staff, storeId);
  const before = await endpointOrNull(db, store);
  return db.$transaction(async (tx) => {
    const { store_key: _k, ...after } = await putEndpoint(tx as Db, store, body, allowLocalHttp);
    await recordAudit(tx, staff, {
      action: body.rotate_secret ? "webhook.rotate_secret" : "webhook.save",
      entity: "webhook",
      entityId: store.storeKey,
      before: webhookAudit(before),
      after: webhookAudit(after, body.rotate_secret),
    });
    return { store_id: store.id, store_key: store.storeKey, endpoint: after };
  });
}

/** A new secret for the endpoint as it is (the old secret stops signing at once). */
export async function rotateWebhookSecret(db: Db, staff: StaffContext, storeId: string, allowLocalHttp: boolean) {
  const current = await getWebhook(db, staff, storeId);
  if (!current.endpoint) throw new AppError(ERROR_CODE.WEBHOOK_NOT_FOUND);
  return saveWebhook(
    db,
    staff,
    storeId,
    { url: current.endpoint.url, events: current.endpoint.events, rotate_secret: true },
    allowLocalHttp,
  );
}

export async function removeWebhook(db: Db, staff: StaffContext, storeId: string): Promise<ConsoleWebhook> {
  const store = await storeOf(db, staff, storeId);
  const before = await endpointOrNull(db, store);
  await db.$transaction(async (tx) => {
    await removeEndpoint(tx as Db, store);
    await recordAudit(tx, staff, { action: "webhook.remove", entity: "webhook", entityId: store.storeKey, before: webhookAudit(before), after: null });
  });
  return { store_id: store.id, store_key: store.storeKey, endpoint: null };
}

export async function testWebhook(db: Db, staff: StaffContext, storeId: string, now: Date) {
  const store = await storeOf(db, staff, storeId);
  return db.$transaction(async (tx) => {
    const sent = await sendTestEvent(tx as Db, store, now);
    await recordAudit(tx, staff, { action: "webhook.test", entity: "webhook", entityId: store.storeKey, before: null, after: sent });
    return sent;
  });
}

export async function webhookDeliveries(
  db: Db,
  staff: StaffContext,
  storeId: string,
  q: { status?: "pending" | "delivered" | "failed"; skip: number; limit: number },
) {
  const store = await storeOf(db, staff, storeId);
  return listDeliveries(db, store, q);
}
