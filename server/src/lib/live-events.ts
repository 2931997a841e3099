// Records a live event (what the customer's and the shop's event streams carry) inside the
// caller's transaction, beside the webhook outbox and through its port: the event exists exactly
// when the change that caused it commits, and the streams of every app process read it from the
// log (modules/live). This file holds no SQL.
import type { Prisma } from "../generated/prisma/client";
import type { LiveEventData, LiveEventType } from "../contract/live";
import { runAsync, step, type Steps } from "./steps";
import type { OutboxData } from "./webhook-outbox-data";
import { prismaOutboxData } from "./webhook-outbox-data-prisma";

export type LiveEventInput = {
  type: LiveEventType;
  /** The customer whose stream shows it; looked up from data.order_id when undefined. */
  userId?: string | null;
  /** The store whose stream shows it (shop events). */
  storeId?: string | null;
  data: LiveEventData;
  /** When the change happened (the app's clock). */
  now: Date;
};

export function* liveEventSteps(d: OutboxData, event: LiveEventInput): Steps<void> {
  let userId = event.userId;
  if (userId === undefined && event.data.order_id) {
    const orderId = event.data.order_id;
    userId = yield* step(() => d.orderCustomer(orderId));
  }
  yield* step(() =>
    d.createLiveEvent({
      userId: userId ?? null,
      storeId: event.storeId ?? null,
      type: event.type,
      data: JSON.stringify(event.data),
      // The log's own clock (the replay window and pruning), not the app's (tests fix that one).
      createdAt: new Date(),
    }),
  );
}

export function recordLiveEvent(tx: Prisma.TransactionClient, event: LiveEventInput): Promise<void> {
  return runAsync(liveEventSteps(prismaOutboxData(tx), event));
}
