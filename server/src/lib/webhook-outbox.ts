// Records a merchant webhook event inside the caller's transaction (an outbox): the event exists
// exactly when the change that caused it commits, and the webhook job delivers it later, so a slow
// or failing merchant endpoint never holds up an order. Stores without an endpoint get no row.
import crypto from "node:crypto";
import type { Prisma } from "../generated/prisma/client";
import type { WebhookEventPayload, WebhookEventType } from "../contract/webhooks";

export type WebhookEventData = WebhookEventPayload["data"];

export async function enqueueWebhookEvent(
  tx: Prisma.TransactionClient,
  event: { storeId: string; type: WebhookEventType; data: WebhookEventData; now: Date },
): Promise<void> {
  const endpoint = await tx.webhookEndpoint.findUnique({
    where: { storeId: event.storeId },
    select: { active: true, events: true, store: { select: { storeKey: true } } },
  });
  if (!endpoint?.active) return;
  const wanted = JSON.parse(endpoint.events) as string[];
  if (!wanted.includes(event.type)) return;
  const payload: WebhookEventPayload = {
    id: `evt_${crypto.randomUUID().replace(/-/g, "")}`,
    type: event.type,
    created_at: event.now.toISOString(),
    store_key: endpoint.store.storeKey,
    data: event.data,
  };
  await tx.webhookDelivery.create({
    data: {
      storeId: event.storeId,
      eventType: event.type,
      payload: JSON.stringify(payload),
      nextAttemptAt: event.now,
      createdAt: event.now,
    },
  });
}
