// Records a merchant webhook event inside the caller's transaction (an outbox): the event exists
// exactly when the change that caused it commits, and the webhook job delivers it later, so a slow
// or failing merchant endpoint never holds up an order. Stores without an endpoint get no row.
// Every event is also written to the live event log (live-events.ts) for the store's and the
// customer's streams, endpoint or not.
// Steps over a small port (webhook-outbox-data.ts, with its Prisma and SQLite builds beside it), so
// placing an order on SQLite enqueues with the same rule; this file holds no SQL.
import crypto from "node:crypto";
import type { Prisma } from "../generated/prisma/client";
import type { WebhookEventPayload, WebhookEventType } from "../contract/webhooks";
import { runAsync, step, type Steps } from "./steps";
import type { OutboxData } from "./webhook-outbox-data";
import { liveEventSteps } from "./live-events";
import { prismaOutboxData } from "./webhook-outbox-data-prisma";

export type { OutboxData } from "./webhook-outbox-data";

export type WebhookEventData = WebhookEventPayload["data"];

type WebhookEvent = {
  storeId: string;
  type: WebhookEventType;
  data: WebhookEventData;
  now: Date;
  /** The order's customer (looked up from data.order_id when not given). */
  userId?: string;
};

export function* webhookEventSteps(d: OutboxData, event: WebhookEvent): Steps<void> {
  yield* liveEventSteps(d, {
    type: event.type,
    userId: event.userId,
    storeId: event.storeId,
    data: event.data,
    now: event.now,
  });
  const endpoint = yield* step(() => d.webhookEndpoint(event.storeId));
  if (!endpoint?.active) return;
  const wanted = JSON.parse(endpoint.events) as string[];
  if (!wanted.includes(event.type)) return;
  const payload: WebhookEventPayload = {
    id: `evt_${crypto.randomUUID().replace(/-/g, "")}`,
    type: event.type,
    created_at: event.now.toISOString(),
    store_key: endpoint.storeKey,
    data: event.data,
  };
  yield* step(() =>
    d.createWebhookDelivery({
      storeId: event.storeId,
      eventType: event.type,
      payload: JSON.stringify(payload),
      nextAttemptAt: event.now,
      createdAt: event.now,
    }),
  );
}

export function enqueueWebhookEvent(tx: Prisma.TransactionClient, event: WebhookEvent): Promise<void> {
  return runAsync(webhookEventSteps(prismaOutboxData(tx), event));
}
