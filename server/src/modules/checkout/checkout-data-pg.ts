// The checkout's data port (checkout-data.ts) on PostgreSQL: plain SQL in the order's one READ
// COMMITTED transaction (lib/pg-tx.ts), writing the rows its Prisma twin (checkout-data-prisma.ts)
// writes. The cart's PostgreSQL build (cart-data-pg.ts) brings the customer lock, the cart in one
// statement and stock by conditional update; the ledger's and the outbox's builds (lib/wallet-data-pg.ts,
// lib/webhook-outbox-data-pg.ts) take the balance and the shop's webhook endpoints from those first
// reads; the promo calls are the SQLite twin's statements in PostgreSQL's dialect.
import type { Promo } from "../../generated/prisma/client";
import { prepared, type PgTx } from "../../lib/pg-tx";
import { insertPgRows } from "../../lib/pg-rows";
import { pgWalletData, PG_BALANCE } from "../../lib/wallet-data-pg";
import { pgOutboxData, PG_SHOP_WEBHOOK_ENDPOINTS } from "../../lib/webhook-outbox-data-pg";
import { pgCartData } from "../cart/public";
import { FREED_STATUSES, HOURLY_COUNTED_SQL } from "../slots/public";
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

// Each line's HSN code (its tax invoice line) as its product has it when the order is placed.
const ITEM_HSN = prepared(
  `UPDATE "OrderItem" SET "hsn" = p."hsn" FROM "Product" p WHERE p."id" = "OrderItem"."productId" AND "OrderItem"."orderId" = $1`,
);
const MOVE_CHECKOUT = prepared(
  `UPDATE "Checkout" SET "status" = $1, "updatedAt" = $2 WHERE "id" = $3 AND "status" = $4`,
);
const NOT_NEW_CUSTOMER = prepared(`UPDATE "User" SET "isNewCustomer" = FALSE, "updatedAt" = $1 WHERE "id" = $2`);

const SLOT_RULES = `SELECT s."slotRules" AS "rules", d."closed" AS "closed" FROM "Store" s
   LEFT JOIN "SlotDay" d ON d."storeId" = s."id" AND d."date" = $1 AND d."slot" = $2 WHERE s."id" = $3`;
const LOCK_SLOT = `INSERT INTO "SlotDay" ("storeId", "date", "slot", "updatedAt") VALUES ($1, $2, $3, $4)
   ON CONFLICT ("storeId", "date", "slot") DO UPDATE SET "updatedAt" = EXCLUDED."updatedAt"`;
const SLOT_BOOKED = `SELECT count(*)::int AS n FROM "Order"
   WHERE "storeId" = $1 AND "preferredDate" = $2 AND "preferredSlot" = $3 AND "status" NOT IN (${FREED_STATUSES.join(", ")})`;

// The shop's row locked for the hour's count: FOR NO KEY UPDATE waits for another placement's
// lock but not for the key-share lock each new order's foreign key takes on its shop.
export const LOCK_SHOP = `SELECT 1 FROM "Shop" WHERE "id" = $1 FOR NO KEY UPDATE`;
const HOURLY_FULL = `SELECT o."orderedAt" AS "at" FROM "Order" o
   WHERE o."shopId" = $1 AND o."orderedAt" > $2 AND ${HOURLY_COUNTED_SQL} ORDER BY o."orderedAt" DESC LIMIT 1 OFFSET $3`;

export function pgPlaceData(tx: PgTx): PlaceData {
  const clock = () => new Date();
  const cart = pgCartData(tx, clock, [
    // The customer's Galli Cash balance (after their lock), and the webhook endpoints of the shop's
    // stores (no merchant change is written by an order, so they hold for the whole transaction).
    { sql: PG_BALANCE, params: (userId) => [userId] },
    { sql: PG_SHOP_WEBHOOK_ENDPOINTS, params: (_, shopId) => [shopId] },
  ]);
  /** The customers of the orders this transaction wrote. */
  const customers = new Map<string, string>();
  return {
    ...cart,
    ...pgPromoData(tx, clock),
    ...pgWalletData(tx, clock, {
      prefetchedBalance: (userId) => {
        const pre = cart.prefetched(userId);
        return pre ? (pre[0][0] as { sum: number }).sum : undefined;
      },
      // The customer lock (taken once per transaction).
      lockCustomer: (userId) => cart.userPrefs(userId),
    }),
    ...pgOutboxData(tx, {
      prefetchedEndpoints: (storeId) => {
        const pre = cart.prefetchedUnwritten(storeId);
        return pre ? (pre[1] as { storeId: string; active: boolean; events: string; storeKey: string }[]) : null;
      },
      customerOf: (orderId) => customers.get(orderId),
    }),
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
    slotRules: async (storeId, date, slot) => {
      const [row] = await tx.rows<{ rules: string; closed: boolean | null }>(SLOT_RULES, [date, slot, storeId]);
      return { rules: row?.rules ?? "", closed: !!row?.closed };
    },
    // The slot's row locked to the COMMIT (a racing placement waits here), then its orders counted
    // in a fresh READ COMMITTED snapshot that sees every order committed before the lock was ours.
    slotBooked: async (storeId, date, slot) => {
      await tx.rows(LOCK_SLOT, [storeId, date, slot, clock()]);
      return (await tx.rows<{ n: number }>(SLOT_BOOKED, [storeId, date, slot]))[0].n;
    },
    // The same for the shop's hour, on the shop's own row.
    hourlyFull: async (shopId, since, cap) => {
      await tx.rows(LOCK_SHOP, [shopId]);
      const [row] = await tx.rows<{ at: Date }>(HOURLY_FULL, [shopId, since, cap - 1]);
      return row ? new Date(row.at) : null;
    },
  };
}
