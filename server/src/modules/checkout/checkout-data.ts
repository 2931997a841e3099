// Placing an order's data-access port: the cart's, the ledger's, the promos' and the outbox's
// ports plus the checkout's own writes (checkout row, orders with their items, the customer's
// new-customer flag). Prisma builds it on PostgreSQL; on SQLite the order's transaction runs on
// prepared statements (lib/transact.ts). checkout-data.test.ts compares the rows both write.
import type { Prisma } from "../../generated/prisma/client";
import type { SqliteConnection } from "../../lib/sqlite-connection";
import { insertRows, sqlValue } from "../../lib/sqlite-rows";
import type { MaybePromise } from "../../lib/steps";
import type { Ports } from "../../lib/transact";
import { prismaOutboxData, sqliteOutboxData, type OutboxData } from "../../lib/webhook-outbox";
import { prismaWalletData } from "../../lib/wallet-data-prisma";
import { sqliteWalletData } from "../../lib/wallet-data-sqlite";
import { prismaCartData, sqliteCartData } from "../cart/public";
import type { PricingData } from "./pricing";
import { prismaPromoData, sqlitePromoData } from "./promo-rules";

export type NewCheckout = Omit<Prisma.CheckoutUncheckedCreateInput, "id" | "createdAt" | "updatedAt">;
export type NewOrder = Omit<Prisma.OrderUncheckedCreateInput, "id" | "items" | "createdAt" | "updatedAt"> & {
  status: number;
};
export type NewOrderItem = Omit<Prisma.OrderItemUncheckedCreateWithoutOrderInput, "id">;

export interface CheckoutData {
  createCheckout(data: NewCheckout): MaybePromise<{ id: string }>;
  storeProductIds(
    storeIds: string[],
    productIds: string[],
  ): MaybePromise<{ id: string; storeId: string; productId: string }[]>;
  createOrder(data: NewOrder, items: NewOrderItem[]): MaybePromise<{ id: string; orderNo: string; status: number }>;
  markNotNewCustomer(userId: string): MaybePromise<unknown>;
}

export type PlaceData = PricingData & OutboxData & CheckoutData;

export function prismaPlaceData(tx: Prisma.TransactionClient): PlaceData {
  return {
    ...prismaCartData(tx),
    ...prismaWalletData(tx),
    ...prismaPromoData(tx),
    ...prismaOutboxData(tx),
    createCheckout: (data) => tx.checkout.create({ data, select: { id: true } }),
    storeProductIds: (storeIds, productIds) =>
      tx.storeProduct.findMany({
        where: { storeId: { in: storeIds }, productId: { in: productIds } },
        select: { id: true, storeId: true, productId: true },
      }),
    createOrder: (data, items) =>
      tx.order.create({
        data: { ...data, items: { create: items } },
        select: { id: true, orderNo: true, status: true },
      }),
    markNotNewCustomer: (userId) => tx.user.update({ where: { id: userId }, data: { isNewCustomer: false } }),
  };
}

const marks = (n: number) => Array.from({ length: n }, () => "?").join(", ");

function sqlitePlaceData(c: SqliteConnection): PlaceData {
  const clock = () => new Date();
  return {
    ...sqliteCartData(c, clock),
    ...sqliteWalletData(c, clock),
    ...sqlitePromoData(c, clock),
    ...sqliteOutboxData(c),
    createCheckout: (data) => ({ id: insertRows(c, "Checkout", [data], clock())[0].id as string }),
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
      return order;
    },
    markNotNewCustomer: (userId) =>
      c
        .statement(`UPDATE "User" SET "isNewCustomer" = 0, "updatedAt" = ? WHERE "id" = ?`)
        .run(sqlValue(clock()), userId),
  };
}

export const placePorts: Ports<PlaceData> = { prisma: prismaPlaceData, sqlite: sqlitePlaceData };
