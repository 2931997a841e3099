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
import type { LiveEventType } from "../contract/live-constants";
import type { DeliveryState } from "../contract/delivery-constants";
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

/** An event that is also a live event of the same type (every one but order.delivery_state). */
type LiveWebhookEvent = WebhookEvent & { type: Extract<WebhookEventType, LiveEventType> };

export function* webhookEventSteps(d: OutboxData, event: LiveWebhookEvent): Steps<void> {
  yield* liveEventSteps(d, {
    type: event.type,
    userId: event.userId,
    storeId: event.storeId,
    data: event.data,
    now: event.now,
  });
  yield* webhookDeliverySteps(d, event);
}

/**
 * The merchant's webhook delivery alone, for a change whose live event the caller records itself
 * (the last mile's order.delivery_state rides on the order.status live event).
 */
export function* webhookDeliverySteps(d: OutboxData, event: WebhookEvent): Steps<void> {
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

export function enqueueWebhookEvent(tx: Prisma.TransactionClient, event: LiveWebhookEvent): Promise<void> {
  return runAsync(webhookEventSteps(prismaOutboxData(tx), event));
}

/** Only the webhook delivery (no live event): see webhookDeliverySteps. */
export function enqueueWebhookDelivery(tx: Prisma.TransactionClient, event: WebhookEvent): Promise<void> {
  return runAsync(webhookDeliverySteps(prismaOutboxData(tx), event));
}

/**
 * A delivery order's state changed (the last mile): order.delivery_state to the store's webhook,
 * beside the order.status live event the caller records. Same outbox, same signature as any event.
 */
export function enqueueDeliveryState(
  tx: Prisma.TransactionClient,
  change: {
    storeId: string;
    userId: string;
    orderId: string;
    orderNo: string;
    status: number;
    state: DeliveryState;
    memberId: string | null;
    reason?: string | null;
    now: Date;
  },
): Promise<void> {
  return enqueueWebhookDelivery(tx, {
    storeId: change.storeId,
    userId: change.userId,
    type: "order.delivery_state",
    data: {
      order_id: change.orderId,
      order_number: change.orderNo,
      status: change.status,
      delivery_state: change.state,
      delivery_member_id: change.memberId,
      ...(change.reason ? { reason: change.reason } : {}),
    },
    now: change.now,
  });
}
