// The checkout's data port (checkout-data.ts) on SQLite's prepared statements, run synchronously
// inside the order's one transaction (lib/transact.ts); writes the rows its Prisma twin
// (checkout-data-prisma.ts) writes.
import type { Promo } from "../../generated/prisma/client";
import type { SqliteConnection } from "../../lib/sqlite-connection";
import { insertRows, readRow, sqlValue } from "../../lib/sqlite-rows";
import { sqliteOutboxData } from "../../lib/webhook-outbox-data-sqlite";
import { sqliteWalletData } from "../../lib/wallet-data-sqlite";
import { sqliteCartData } from "../cart/public";
import { FREED_STATUSES, HOURLY_COUNTED_SQL } from "../slots/public";
import type { PlaceData, PromoData } from "./checkout-data";

export function sqlitePromoData(c: SqliteConnection, clock: () => Date = () => new Date()): PromoData {
  const promo = (sql: string, arg: string) => {
    const row = c.statement(sql).get(arg);
    return row ? readRow<Promo>(c, "Promo", row as Record<string, unknown>) : null;
  };
  const count = (sql: string, ...args: unknown[]) => (c.statement(sql).get(...args) as { n: number }).n;
  return {
    promoById: (id) => promo(`SELECT * FROM "Promo" WHERE "id" = ?`, id),
    promoByCode: (code) => promo(`SELECT * FROM "Promo" WHERE "code" = ?`, code),
    redemptions: (promoId, { since, userId }) =>
      count(
        `SELECT count(*) AS n FROM "PromoRedemption" WHERE "promoId" = ?${since ? ` AND "createdAt" >= ?` : ""}${userId ? ` AND "userId" = ?` : ""}`,
        promoId,
        ...(since ? [sqlValue(since)] : []),
        ...(userId ? [userId] : []),
      ),
    grantedUses: (promoId, userId) =>
      (
        c.statement(`SELECT "uses" FROM "PromoGrant" WHERE "promoId" = ? AND "userId" = ?`).get(promoId, userId) as
          { uses: number } | undefined
      )?.uses ?? null,
    scratchedCards: (userId, code) =>
      count(
        `SELECT count(*) AS n FROM "ScratchCard" WHERE "userId" = ? AND "promoCode" = ? AND "activatedAt" IS NOT NULL`,
        userId,
        code,
      ),
    createRedemption: (data) => insertRows(c, "PromoRedemption", [data], clock()),
  };
}

// Each line's HSN code (its tax invoice line) as its product has it when the order is placed.
const FREEZE_HSN_SQLITE = `UPDATE "OrderItem" SET "hsn" = (SELECT "hsn" FROM "Product" WHERE "Product"."id" = "OrderItem"."productId")
   WHERE "orderId" = ?`;

const SLOT_RULES_SQLITE = `SELECT s."slotRules" AS "rules", d."closed" AS "closed" FROM "Store" s
   LEFT JOIN "SlotDay" d ON d."storeId" = s."id" AND d."date" = ? AND d."slot" = ? WHERE s."id" = ?`;
const SLOT_BOOKED_SQLITE = `SELECT count(*) AS n FROM "Order"
   WHERE "storeId" = ? AND "preferredDate" = ? AND "preferredSlot" = ? AND "status" NOT IN (${FREED_STATUSES.join(", ")})`;

const HOURLY_FULL_SQLITE = `SELECT o."orderedAt" AS "at" FROM "Order" o
   WHERE o."shopId" = ? AND o."orderedAt" > ? AND ${HOURLY_COUNTED_SQL} ORDER BY o."orderedAt" DESC LIMIT 1 OFFSET ?`;

const marks = (n: number) => Array.from({ length: n }, () => "?").join(", ");

export function sqlitePlaceData(c: SqliteConnection): PlaceData {
  const clock = () => new Date();
  return {
    ...sqliteCartData(c, clock),
    ...sqliteWalletData(c, clock),
    ...sqlitePromoData(c, clock),
    ...sqliteOutboxData(c),
    createCheckout: (data) => ({ id: insertRows(c, "Checkout", [data], clock())[0].id as string }),
    moveCheckout: (id, from, to) =>
      c
        .statement(`UPDATE "Checkout" SET "status" = ?, "updatedAt" = ? WHERE "id" = ? AND "status" = ?`)
        .run(to, sqlValue(clock()), id, from).changes === 1,
    storeProductIds: (storeIds, productIds) =>
      storeIds.length === 0 || productIds.length === 0
        ? []
        : (c
            .statement(
              `SELECT "id", "storeId", "productId" FROM "StoreProduct"
               WHERE "storeId" IN (${marks(storeIds.length)}) AND "productId" IN (${marks(productIds.length)})`,
            )
            .all(...storeIds, ...productIds) as { id: string; storeId: string; productId: string }[]),
    createOrder: (data, items) => {
      const now = clock();
      const [row] = insertRows(c, "Order", [data], now);
      const order = { id: row.id as string, orderNo: data.orderNo, status: data.status };
      insertRows(
        c,
        "OrderItem",
        items.map((item) => ({ ...item, orderId: order.id })),
        now,
      );
      c.statement(FREEZE_HSN_SQLITE).run(order.id);
      return order;
    },
    markNotNewCustomer: (userId) =>
      c
        .statement(`UPDATE "User" SET "isNewCustomer" = 0, "updatedAt" = ? WHERE "id" = ?`)
        .run(sqlValue(clock()), userId),
    slotRules: (storeId, date, slot) => {
      const row = c.statement(SLOT_RULES_SQLITE).get(date, slot, storeId) as
        { rules: string; closed: number | null } | undefined;
      return { rules: row?.rules ?? "", closed: !!row?.closed };
    },
    // The writer's BEGIN IMMEDIATE already keeps every other placement out until the COMMIT.
    slotBooked: (storeId, date, slot) => (c.statement(SLOT_BOOKED_SQLITE).get(storeId, date, slot) as { n: number }).n,
    // The same for the shop's hour.
    hourlyFull: (shopId, since, cap) => {
      const row = c.statement(HOURLY_FULL_SQLITE).get(shopId, sqlValue(since), cap - 1) as { at: string | number } | undefined;
      return row ? new Date(typeof row.at === "string" ? row.at : Number(row.at)) : null;
    },
  };
}
