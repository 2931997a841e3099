// The webhook outbox's data port (webhook-outbox-data.ts) on PostgreSQL: plain SQL in a caller's
// READ COMMITTED transaction (pg-tx.ts), writing the rows its Prisma twin
// (webhook-outbox-data-prisma.ts) writes. A caller that read a shop's endpoints with its first
// statements (the checkout: cart-data-pg.ts) hands them over, and names the customers of the
// orders it wrote, so neither is read again.
import { prepared, type PgTx } from "./pg-tx";
import { insertPgRows } from "./pg-rows";
import type { OutboxData } from "./webhook-outbox-data";

type Endpoint = { storeId: string; active: boolean; events: string; storeKey: string };

const WEBHOOK_ENDPOINT = prepared(`SELECT e."active", e."events", s."storeKey" FROM "WebhookEndpoint" e
  JOIN "Store" s ON s."id" = e."storeId" WHERE e."storeId" = $1`);
/** The webhook endpoints of a shop's stores: batched by callers into their first reads. */
export const PG_SHOP_WEBHOOK_ENDPOINTS =
  prepared(`SELECT e."storeId", e."active", e."events", s."storeKey" FROM "WebhookEndpoint" e
  JOIN "Store" s ON s."id" = e."storeId" WHERE s."shopId" = $1`);

export type PgOutboxHooks = {
  /** The shop's endpoints (PG_SHOP_WEBHOOK_ENDPOINTS' rows) when the caller read them for this store. */
  prefetchedEndpoints(storeId: string): Endpoint[] | null;
  /** The customer of an order this transaction wrote. */
  customerOf(orderId: string): string | undefined;
};

const NO_HOOKS: PgOutboxHooks = { prefetchedEndpoints: () => null, customerOf: () => undefined };

export function pgOutboxData(tx: PgTx, hooks: PgOutboxHooks = NO_HOOKS): OutboxData {
  return {
    webhookEndpoint: async (storeId) => {
      const pre = hooks.prefetchedEndpoints(storeId);
      const found = pre
        ? pre.find((e) => e.storeId === storeId)
        : (await tx.rows<Endpoint>(WEBHOOK_ENDPOINT, [storeId]))[0];
      return found ? { active: found.active, events: found.events, storeKey: found.storeKey } : null;
    },
    createWebhookDelivery: (data) => insertPgRows(tx, "WebhookDelivery", [data], data.createdAt),
    createLiveEvent: (data) => insertPgRows(tx, "LiveEvent", [data], data.createdAt),
    orderCustomer: async (orderId) =>
      hooks.customerOf(orderId) ??
      (await tx.rows<{ userId: string }>(`SELECT "userId" FROM "Order" WHERE "id" = $1`, [orderId]))[0]?.userId ??
      null,
  };
}
