// The webhook outbox's data port (webhook-outbox-data.ts) on SQLite's prepared statements, run
// synchronously inside the caller's transaction; writes the rows its Prisma twin writes.
import type { SqliteConnection } from "./sqlite-connection";
import { insertRows, readRow } from "./sqlite-rows";
import type { OutboxData } from "./webhook-outbox-data";

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
    createLiveEvent: (data) => insertRows(c, "LiveEvent", [data], data.createdAt),
    orderCustomer: (orderId) => {
      const row = c.statement(`SELECT "userId" FROM "Order" WHERE "id" = ?`).get(orderId) as
        { userId: string } | undefined;
      return row?.userId ?? null;
    },
  };
}
