// A store's webhook endpoint (register, read, remove) and its delivery log, for the merchant API.
// URLs must be HTTPS; plain http is accepted only for this machine (127.0.0.1, localhost) in demo
// or test mode, where the built-in receiver at /dev/webhooks/receive listens.
import crypto from "node:crypto";
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import {
  WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
  type WebhookDeliveryView,
  type WebhookEventPayload,
  type WebhookEndpointBody,
  type WebhookEventType,
} from "../../contract/webhooks";
import { newWebhookSecret } from "./sign";

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

export const webhookErrors = {
  urlRefused: (message: string) =>
    new AppError(ERROR_CODE.WEBHOOK_URL_REFUSED, message, { errors: [{ path: "url", message }] }),
  notFound: () =>
    new AppError(ERROR_CODE.WEBHOOK_NOT_FOUND),
};

/** Throws unless Galli may post to this URL. */
export function checkWebhookUrl(raw: string, allowLocalHttp: boolean): void {
  const url = new URL(raw);
  if (url.username || url.password)
    throw webhookErrors.urlRefused("The webhook url must not contain a user name or password.");
  const local = LOCAL_HOSTS.has(url.hostname);
  if (url.protocol === "https:" && !(local && !allowLocalHttp)) return;
  if (url.protocol === "http:" && local && allowLocalHttp) return;
  throw webhookErrors.urlRefused(
    allowLocalHttp
      ? "The webhook url must start with https:// (or http://127.0.0.1 / http://localhost in demo mode)."
      : "The webhook url must be a public https:// address.",
  );
}

type EndpointRow = { url: string; secret: string; events: string; createdAt: Date; updatedAt: Date };

export function presentEndpoint(storeKey: string, row: EndpointRow) {
  return {
    store_key: storeKey,
    url: row.url,
    events: JSON.parse(row.events) as WebhookEventType[],
    secret: row.secret,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function putEndpoint(
  db: Db,
  store: { id: string; storeKey: string },
  body: WebhookEndpointBody,
  allowLocalHttp: boolean,
) {
  checkWebhookUrl(body.url, allowLocalHttp);
  const events = JSON.stringify(body.events ? [...new Set(body.events)] : [...WEBHOOK_EVENTS]);
  const row = await db.webhookEndpoint.upsert({
    where: { storeId: store.id },
    create: { storeId: store.id, url: body.url, events, secret: newWebhookSecret() },
    update: { url: body.url, events, active: true, ...(body.rotate_secret ? { secret: newWebhookSecret() } : {}) },
  });
  return presentEndpoint(store.storeKey, row);
}

export async function getEndpoint(db: Db, store: { id: string; storeKey: string }) {
  const row = await db.webhookEndpoint.findUnique({ where: { storeId: store.id } });
  if (!row?.active) throw webhookErrors.notFound();
  return presentEndpoint(store.storeKey, row);
}

/** Stops deliveries: pending ones fail at their next attempt with a clear last_error. */
export async function removeEndpoint(db: Db, store: { id: string }) {
  const gone = await db.webhookEndpoint.updateMany({
    where: { storeId: store.id, active: true },
    data: { active: false },
  });
  if (gone.count === 0) throw webhookErrors.notFound();
}

export async function listDeliveries(
  db: Db,
  store: { id: string },
  q: { status?: "pending" | "delivered" | "failed"; skip: number; limit: number },
): Promise<{ total: number; deliveries: WebhookDeliveryView[] }> {
  const where = { storeId: store.id, ...(q.status ? { status: q.status } : {}) };
  const [total, rows] = await Promise.all([
    db.webhookDelivery.count({ where }),
    db.webhookDelivery.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: q.skip,
      take: q.limit,
    }),
  ]);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    total,
    deliveries: rows.map((r) => ({
      delivery_id: r.id,
      event_type: r.eventType as WebhookDeliveryView["event_type"],
      status: r.status as WebhookDeliveryView["status"],
      attempts: r.attempts,
      next_attempt_at: r.status === "pending" ? r.nextAttemptAt.toISOString() : null,
      last_attempt_at: iso(r.lastAttemptAt),
      last_status_code: r.lastStatusCode,
      last_error: r.lastError,
      delivered_at: iso(r.deliveredAt),
      created_at: r.createdAt.toISOString(),
      payload: JSON.parse(r.payload) as Record<string, unknown>,
    })),
  };
}

/**
 * Queues a test event for the store's endpoint (the merchant console's "send test event"): an
 * order-shaped payload with a sample order, delivered, signed and retried like any event.
 */
export async function sendTestEvent(db: Db, store: { id: string; storeKey: string }, now: Date) {
  const endpoint = await db.webhookEndpoint.findUnique({ where: { storeId: store.id }, select: { active: true } });
  if (!endpoint?.active) throw webhookErrors.notFound();
  const payload: WebhookEventPayload = {
    id: `evt_${crypto.randomUUID().replace(/-/g, "")}`,
    type: WEBHOOK_TEST_EVENT,
    created_at: now.toISOString(),
    store_key: store.storeKey,
    data: { order_id: "test", order_number: "TEST", status: 0 },
  };
  const row = await db.webhookDelivery.create({
    data: {
      storeId: store.id,
      eventType: WEBHOOK_TEST_EVENT,
      payload: JSON.stringify(payload),
      nextAttemptAt: now,
      createdAt: now,
    },
    select: { id: true },
  });
  return { delivery_id: row.id, event_id: payload.id };
}
