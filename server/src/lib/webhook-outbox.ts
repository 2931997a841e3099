// Records a merchant webhook event inside the caller's transaction (an outbox): the event exists
// exactly when the change that caused it commits, and the webhook job delivers it later, so a slow
// or failing merchant endpoint never holds up an order. Stores without an endpoint get no row.
// Steps over a small port (steps.ts), so placing an order on SQLite enqueues with the same rule.
import crypto from "node:crypto";
import type { Prisma } from "../generated/prisma/client";
import type { WebhookEventPayload, WebhookEventType } from "../contract/webhooks";
import type { SqliteConnection } from "./sqlite-connection";
import { insertRows, readRow } from "./sqlite-rows";
import { runAsync, step, type MaybePromise, type Steps } from "./steps";

export type WebhookEventData = WebhookEventPayload["data"];

type NewDelivery = { storeId: string; eventType: string; payload: string; nextAttemptAt: Date; createdAt: Date };

export interface OutboxData {
  webhookEndpoint(storeId: string): MaybePromise<{ active: boolean; events: string; storeKey: string } | null>;
  createWebhookDelivery(data: NewDelivery): MaybePromise<unknown>;
}

export function prismaOutboxData(tx: Prisma.TransactionClient): OutboxData {
  return {
    webhookEndpoint: async (storeId) => {
      const e = await tx.webhookEndpoint.findUnique({
        where: { storeId },
        select: { active: true, events: true, store: { select: { storeKey: true } } },
      });
      return e ? { active: e.active, events: e.events, storeKey: e.store.storeKey } : null;
    },
    createWebhookDelivery: (data) => tx.webhookDelivery.create({ data }),
  };
}

export function sqliteOutboxData(c: SqliteConnection): OutboxData {
  return {
    webhookEndpoint: (storeId) => {
      const row = c
        .statement(
          `SELECT e."active" AS "active", e."events" AS "events", s."storeKey" AS "storeKey"
           FROM "WebhookEndpoint" e JOIN "Store" s ON s."id" = e."storeId" WHERE e."storeId" = ?`,
        )
        .get(storeId);
      return row
        ? readRow<{ active: boolean; events: string; storeKey: string }>(
            c,
            "WebhookEndpoint",
            row as Record<string, unknown>,
          )
        : null;
    },
    createWebhookDelivery: (data) => insertRows(c, "WebhookDelivery", [data], data.createdAt),
  };
}

type WebhookEvent = { storeId: string; type: WebhookEventType; data: WebhookEventData; now: Date };

export function* webhookEventSteps(d: OutboxData, event: WebhookEvent): Steps<void> {
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
