// The webhook outbox's data port (webhook-outbox-data.ts) on Prisma. Its SQLite twin is
// webhook-outbox-data-sqlite.ts.
import type { Prisma } from "../generated/prisma/client";
import type { OutboxData } from "./webhook-outbox-data";

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
    createLiveEvent: (data) => tx.liveEvent.create({ data, select: { id: true } }),
    orderCustomer: async (orderId) =>
      (await tx.order.findUnique({ where: { id: orderId }, select: { userId: true } }))?.userId ?? null,
  };
}
