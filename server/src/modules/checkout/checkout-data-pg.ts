// The checkout's data port (checkout-data.ts) on PostgreSQL: plain SQL in the order's one READ
// COMMITTED transaction (lib/pg-tx.ts), writing the rows its Prisma twin (checkout-data-prisma.ts)
// writes. The cart's PostgreSQL build (cart-data-pg.ts) brings the customer lock, the cart in one
// statement and stock by conditional update; the balance is read under the same customer lock, so
// two movements of one customer's Galli Cash never both see the old balance; the promo, ledger and
// outbox calls are the SQLite twin's statements in PostgreSQL's dialect.
import type { Promo } from "../../generated/prisma/client";
import { prepared, type PgTx } from "../../lib/pg-tx";
import { insertPgRows } from "../../lib/pg-rows";
import type { LedgerEntry } from "../../lib/wallet-data";
import { pgCartData } from "../cart/public";
import type { PlaceData, PromoData } from "./checkout-data";

function pgPromoData(tx: PgTx, clock: () => Date): PromoData {
  const promo = async (sql: string, arg: string) => (await tx.rows<Promo>(sql, [arg]))[0] ?? null;
  const count = async (sql: string, params: unknown[]) => (await tx.rows<{ n: number }>(sql, params))[0].n;
  return {
    promoById: (id) => promo(`SELECT * FROM "Promo" WHERE "id" = $1`, id),
    promoByCode: (code) => promo(`SELECT * FROM "Promo" WHERE "code" = $1`, code),
    redemptions: (promoId, { since, userId }) => {
      const params: unknown[] = [promoId];
      let sql = `SELECT count(*)::int AS n FROM "PromoRedemption" WHERE "promoId" = $1`;
      if (since) sql += ` AND "createdAt" >= $${params.push(since)}`;
      if (userId) sql += ` AND "userId" = $${params.push(userId)}`;
      return count(sql, params);
    },
    grantedUses: async (promoId, userId) =>
      (
        await tx.rows<{ uses: number }>(`SELECT "uses" FROM "PromoGrant" WHERE "promoId" = $1 AND "userId" = $2`, [
          promoId,
          userId,
        ])
      )[0]?.uses ?? null,
    scratchedCards: (userId, code) =>
      count(
        `SELECT count(*)::int AS n FROM "ScratchCard" WHERE "userId" = $1 AND "promoCode" = $2 AND "activatedAt" IS NOT NULL`,
        [userId, code],
      ),
    createRedemption: (data) => insertPgRows(tx, "PromoRedemption", [data], clock()),
  };
}

// The customer's Galli Cash balance is read with the checkout's first reads (after their lock).
const BALANCE = prepared(`SELECT COALESCE(SUM("amount"), 0)::float8 AS "sum" FROM "WalletEntry" WHERE "userId" = $1`);
const WEBHOOK_ENDPOINT = prepared(`SELECT e."active", e."events", s."storeKey" FROM "WebhookEndpoint" e
  JOIN "Store" s ON s."id" = e."storeId" WHERE e."storeId" = $1`);
// The webhook endpoints of the shop's stores, read with the checkout's first reads (no merchant
// change is written by an order, so they hold for the whole transaction).
const SHOP_WEBHOOK_ENDPOINTS =
  prepared(`SELECT e."storeId", e."active", e."events", s."storeKey" FROM "WebhookEndpoint" e
  JOIN "Store" s ON s."id" = e."storeId" WHERE s."shopId" = $1`);
// Each line's HSN code (its tax invoice line) as its product has it when the order is placed.
const ITEM_HSN = prepared(
  `UPDATE "OrderItem" SET "hsn" = p."hsn" FROM "Product" p WHERE p."id" = "OrderItem"."productId" AND "OrderItem"."orderId" = $1`,
);
const MOVE_CHECKOUT = prepared(
  `UPDATE "Checkout" SET "status" = $1, "updatedAt" = $2 WHERE "id" = $3 AND "status" = $4`,
);
const NOT_NEW_CUSTOMER = prepared(`UPDATE "User" SET "isNewCustomer" = FALSE, "updatedAt" = $1 WHERE "id" = $2`);

export function pgPlaceData(tx: PgTx): PlaceData {
  const clock = () => new Date();
  const cart = pgCartData(tx, clock, [
    { sql: BALANCE, params: (userId) => [userId] },
    { sql: SHOP_WEBHOOK_ENDPOINTS, params: (_, shopId) => [shopId] },
  ]);
  /** The customers of the orders this transaction wrote. */
  const customers = new Map<string, string>();
  return {
    ...cart,
    ...pgPromoData(tx, clock),
    walletSum: async (userId) => {
      const pre = cart.prefetched(userId);
      if (pre) return (pre[0][0] as { sum: number }).sum;
      // The customer lock (taken once per transaction).
      await cart.userPrefs(userId);
      const [row] = await tx.rows<{ sum: number }>(BALANCE, [userId]);
      return row.sum;
    },
    walletEntry: async (kind, refId) =>
      (
        await tx.rows<LedgerEntry>(`SELECT * FROM "WalletEntry" WHERE "kind" = $1 AND "refId" = $2`, [kind, refId])
      )[0] ?? null,
    createWalletEntry: async (data) => (await insertPgRows<LedgerEntry>(tx, "WalletEntry", [data], clock(), true))[0],
    webhookEndpoint: async (storeId) => {
      type Endpoint = { storeId: string; active: boolean; events: string; storeKey: string };
      const pre = cart.prefetchedUnwritten(storeId);
      const rows = pre ? (pre[1] as Endpoint[]) : await tx.rows<Endpoint>(WEBHOOK_ENDPOINT, [storeId]);
      const found = pre ? rows.find((e) => e.storeId === storeId) : rows[0];
      return found ? { active: found.active, events: found.events, storeKey: found.storeKey } : null;
    },
    createWebhookDelivery: (data) => insertPgRows(tx, "WebhookDelivery", [data], data.createdAt),
    createLiveEvent: (data) => insertPgRows(tx, "LiveEvent", [data], data.createdAt),
    orderCustomer: async (orderId) =>
      customers.get(orderId) ??
      (await tx.rows<{ userId: string }>(`SELECT "userId" FROM "Order" WHERE "id" = $1`, [orderId]))[0]?.userId ??
      null,
    createCheckout: async (data) => ({
      id: (await insertPgRows<{ id: string }>(tx, "Checkout", [data], clock()))[0].id,
    }),
    moveCheckout: async (id, from, to) => (await tx.run(MOVE_CHECKOUT, [to, clock(), id, from])) === 1,
    storeProductIds: (storeIds, productIds) =>
      storeIds.length === 0 || productIds.length === 0
        ? []
        : (cart.prefetchedShelfIds(storeIds, productIds) ??
          tx.rows<{ id: string; storeId: string; productId: string }>(
            `SELECT "id", "storeId", "productId" FROM "StoreProduct"
             WHERE "storeId" = ANY($1::text[]) AND "productId" = ANY($2::text[])`,
            [storeIds, productIds],
          )),
    createOrder: async (data, items) => {
      const now = clock();
      const [row] = await insertPgRows<{ id: string }>(tx, "Order", [data], now);
      const order = { id: row.id, orderNo: data.orderNo, status: data.status };
      customers.set(order.id, data.userId);
      await insertPgRows(
        tx,
        "OrderItem",
        items.map((item) => ({ ...item, orderId: order.id })),
        now,
      );
      tx.later(ITEM_HSN, [order.id]);
      return order;
    },
    markNotNewCustomer: (userId) => tx.later(NOT_NEW_CUSTOMER, [clock(), userId]),
  };
}
