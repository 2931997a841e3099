// The webhook outbox's data port: what enqueueing an event reads and writes (webhook-outbox.ts),
// and the live event log written beside it (live-events.ts).
// Its builds sit beside it: webhook-outbox-data-prisma.ts and webhook-outbox-data-sqlite.ts (the
// checkout's synchronous SQLite transaction); webhook-outbox-data.test.ts runs the same cases on both.
import type { MaybePromise } from "./steps";
import type { Ports } from "./transact";
import { prismaOutboxData } from "./webhook-outbox-data-prisma";
import { sqliteOutboxData } from "./webhook-outbox-data-sqlite";

export type NewDelivery = { storeId: string; eventType: string; payload: string; nextAttemptAt: Date; createdAt: Date };
export type NewLiveEvent = {
  userId: string | null;
  storeId: string | null;
  type: string;
  data: string;
  createdAt: Date;
};

/** The webhook outbox's data port. */
export interface OutboxData {
  webhookEndpoint(storeId: string): MaybePromise<{ active: boolean; events: string; storeKey: string } | null>;
  createWebhookDelivery(data: NewDelivery): MaybePromise<unknown>;
  /** The live event log (lib/live-events.ts) sits beside the outbox. */
  createLiveEvent(data: NewLiveEvent): MaybePromise<unknown>;
  orderCustomer(orderId: string): MaybePromise<string | null>;
}

/** The outbox's port on either driver (transact.ts). */
export const outboxPorts: Ports<OutboxData> = { prisma: prismaOutboxData, sqlite: sqliteOutboxData };
