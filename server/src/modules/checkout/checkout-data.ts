// The checkout's data port: what pricing and placing an order read and write. Pricing uses the
// cart's and the ledger's ports plus the promos' reads (PromoData); placing adds the outbox's port
// and the checkout's own writes (checkout row, orders with their items, the customer's
// new-customer flag). Its builds sit beside it: checkout-data-prisma.ts (inside a caller's Prisma
// transaction, either database), checkout-data-sqlite.ts (the order's synchronous transaction on
// SQLite's prepared statements) and checkout-data-pg.ts (plain SQL on PostgreSQL at READ COMMITTED);
// lib/transact.ts picks one. The rules (pricing.ts, promo-rules.ts, order-writer.ts, place.ts) hold
// no SQL; checkout-data.test.ts runs the checkout's own calls on every build, and
// sqlite-path.test.ts a whole story through the app.
import type { Prisma, Promo } from "../../generated/prisma/client";
import type { MaybePromise } from "../../lib/steps";
import type { Ports } from "../../lib/transact";
import type { OutboxData } from "../../lib/webhook-outbox-data";
import type { WalletData } from "../../lib/wallet-data";
import type { CartData } from "../cart/public";
import type { HourlyData, SlotData } from "../slots/public";
import { prismaPlaceData } from "./checkout-data-prisma";
import { sqlitePlaceData } from "./checkout-data-sqlite";
import { pgPlaceData } from "./checkout-data-pg";

/** What the promo rules (promo-rules.ts) read and write. */
export interface PromoData {
  promoById(id: string): MaybePromise<Promo | null>;
  promoByCode(code: string): MaybePromise<Promo | null>;
  /** Redemptions of the promo, since `since` when given, by `userId` when given. */
  redemptions(promoId: string, opts: { since?: Date; userId?: string }): MaybePromise<number>;
  grantedUses(promoId: string, userId: string): MaybePromise<number | null>;
  scratchedCards(userId: string, code: string): MaybePromise<number>;
  createRedemption(data: {
    promoId: string;
    userId: string;
    checkoutId: string;
    amount: number;
  }): MaybePromise<unknown>;
}

export type NewCheckout = Omit<Prisma.CheckoutUncheckedCreateInput, "id" | "createdAt" | "updatedAt">;
export type NewOrder = Omit<Prisma.OrderUncheckedCreateInput, "id" | "items" | "createdAt" | "updatedAt"> & {
  status: number;
};
export type NewOrderItem = Omit<Prisma.OrderItemUncheckedCreateWithoutOrderInput, "id">;

export interface CheckoutData {
  createCheckout(data: NewCheckout): MaybePromise<{ id: string }>;
  /** Moves a checkout from one status to another; false when it was not in `from` (another got it). */
  moveCheckout(id: string, from: string, to: string): MaybePromise<boolean>;
  storeProductIds(
    storeIds: string[],
    productIds: string[],
  ): MaybePromise<{ id: string; storeId: string; productId: string }[]>;
  createOrder(data: NewOrder, items: NewOrderItem[]): MaybePromise<{ id: string; orderNo: string; status: number }>;
  markNotNewCustomer(userId: string): MaybePromise<unknown>;
}

/** What pricing a checkout reads (pricing.ts). */
export type PricingData = CartData & WalletData & PromoData;
export type PlaceData = PricingData & OutboxData & CheckoutData & SlotData & HourlyData;

/** Placing an order's port on either driver (lib/transact.ts). */
export const placePorts: Ports<PlaceData> = { prisma: prismaPlaceData, sqlite: sqlitePlaceData, pg: pgPlaceData };
