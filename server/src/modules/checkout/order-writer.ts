// Placing the orders of a priced checkout, inside the caller's transaction: redeem the promo,
// debit Galli Cash, create one order per store, clear the cart, mark the customer as no longer
// new and, last, take the stock (a conditional decrement that never goes below zero; any shortfall
// fails the whole transaction). Everything here commits together or not at all. Steps over the
// placing port (checkout-data.ts): cash on delivery runs them synchronously on SQLite.
import crypto from "node:crypto";
import { distanceMeters } from "../../lib/geo";
import { messageText } from "../../lib/message-templates";
import { indiaDate } from "../../lib/india-time";
import { step, type Steps } from "../../lib/steps";
import { debitSteps } from "../../lib/wallet";
import { webhookEventSteps } from "../../lib/webhook-outbox";
import { emptyCartSteps, reserveStockSteps } from "../cart/public";
import { bookSlotSteps, holdHourlySteps, isImmediate } from "../slots/public";
import type { NewOrderItem, PlaceData } from "./checkout-data";
import type { Priced } from "./pricing";
import { splitByStore, type StoreShare } from "./split";
import { DELIVERY_TYPE } from "../../contract/cart";
import { ORDER_STATUS, PAYMENT_TYPE, type PaymentType } from "../../contract/orders";
import { commissionFor, type CommissionRuleSet } from "../ledger/public";
import { newDeliveryCode } from "../../lib/delivery-code";
import { promisedArrival } from "../../lib/arrival";

export type DeliveryDetails = {
  street: string;
  area: string;
  zipcode: string;
  landmark: string | null;
  lng: number;
  lat: number;
  preferredDate: string | null;
  preferredSlot: string | null;
  notes: string | null;
  image: string | null;
};

export type WriteInput = {
  userId: string;
  checkoutId: string;
  priced: Priced;
  paymentType: PaymentType;
  modeName: string;
  /** Paise paid online for the whole checkout. */
  onlineAmount: number;
  delivery: DeliveryDetails;
  now: Date;
  /** The commission rules (the process's cache): each line's commission is frozen on it. */
  commission: CommissionRuleSet;
};

export type WrittenOrder = { id: string; orderNo: string; storeId: string; share: StoreShare };

const ORDER_NO_CHARS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** "GL" + yymmdd (India date) + 6 random characters, e.g. GL261121K7Q2MX. */
export function newOrderNo(now: Date): string {
  const date = indiaDate(now).slice(2).replace(/-/g, "");
  let tail = "";
  for (const b of crypto.randomBytes(6)) tail += ORDER_NO_CHARS[b % ORDER_NO_CHARS.length];
  return `GL${date}${tail}`;
}

/**
 * Whether a failed transaction met an order number already taken: 32^6 numbers a day, so at a
 * few thousand orders a day two now and then draw the same one (seen once in about 25 runs of
 * bench/pg-checkout.ts, about 3,000 orders each). PostgreSQL's `23505` on `Order_orderNo_key`
 * (plain SQL), Prisma's `P2002` naming `orderNo`, SQLite's `UNIQUE constraint failed: Order.orderNo`.
 */
export function isOrderNoClash(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; message?: string; meta?: unknown } | null;
  if (!e) return false;
  if (e.code === "23505") return e.constraint === "Order_orderNo_key";
  if (e.code === "P2002") return JSON.stringify(e.meta ?? {}).includes("orderNo");
  return /UNIQUE constraint failed: Order\.orderNo/.test(String(e.message));
}

/** Runs a transaction that writes orders again (a new number is drawn) when its number was taken. */
export async function withFreshOrderNo<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= 3 || !isOrderNoClash(err)) throw err;
    }
  }
}

export function* writeOrdersSteps(d: PlaceData, w: WriteInput): Steps<WrittenOrder[]> {
  const { priced: p } = w;
  const shop = p.state.shop;

  const promo = p.promo;
  if (promo) {
    yield* step(() =>
      d.createRedemption({
        promoId: promo.promo.id,
        userId: w.userId,
        checkoutId: w.checkoutId,
        amount: p.billing.offerAmount,
      }),
    );
  }
  if (p.walletAmount > 0) {
    yield* debitSteps(d, {
      userId: w.userId,
      amount: p.walletAmount,
      kind: "order",
      refId: w.checkoutId,
      note: messageText("orderPaymentNote", { shop: shop.displayName }),
    });
  }

  // Stores in the shop's order ('Store 1' first), each with its own lines.
  const perStore = p.state.byStore;
  const storeIds = perStore.map((s) => s.store.id);
  const shares = splitByStore(
    perStore.map((s) => ({ storeId: s.store.id, lines: s.lines })),
    { packaging: p.billing.packaging, delivery: p.billing.delivery },
    p.deliveryType,
    { offerType: p.billing.offerType, amount: p.billing.offerAmount },
    w.onlineAmount,
    p.walletAmount,
  );

  const storeProducts = yield* step(() => d.storeProductIds(storeIds, [...p.rows.keys()]));
  const spId = (storeId: string, productId: string) =>
    storeProducts.find((s) => s.storeId === storeId && s.productId === productId)?.id ?? "";

  // A place in the shop's hour for immediate delivery (refused when its cap is reached), before any
  // order is written; the next delivery counted from the latest store, like the promise.
  if (isImmediate(p.deliveryType, w.delivery.preferredSlot) && perStore.length > 0) {
    const home = { lat: w.delivery.lat, lng: w.delivery.lng };
    yield* holdHourlySteps(d, {
      shopId: shop.id,
      storeId: perStore[0].store.id,
      cap: shop.ordersPerHour,
      now: w.now,
      arrival: (at) =>
        new Date(Math.max(...perStore.map((s) => promisedArrival({ now: at, shop, store: s.store, home }).getTime()))),
    });
  }

  const payment = w.paymentType === PAYMENT_TYPE.cod ? "cod" : "online";
  const written: WrittenOrder[] = [];
  for (const [i, s] of perStore.entries()) {
    const share = shares[i];
    const store = s.store;
    const items: NewOrderItem[] = s.items.map((item) => ({
      ...frozenCommission(
        commissionFor(w.commission, {
          shop,
          categoryId: item.categoryId,
          payment,
          lineValue: item.netPrice * item.qty,
          at: w.now,
        }),
      ),
      productId: item.productId,
      storeProductId: spId(store.id, item.productId),
      productName: item.name,
      unit: item.unit,
      image: item.image,
      qty: item.qty,
      sellingPrice: item.sellingPrice,
      netPrice: item.netPrice,
      taxPercent: item.taxPercent,
      offerPercent: item.offerPercent,
    }));
    const to = w.delivery;
    // A place in the store's slot, when one was chosen (refused when full, cut off or closed).
    if (to.preferredDate && to.preferredSlot) {
      yield* bookSlotSteps(d, shop, { storeId: store.id, date: to.preferredDate, slot: to.preferredSlot, now: w.now });
    }
    const order = yield* step(() =>
      d.createOrder(
        {
          orderNo: newOrderNo(w.now),
          deliveryCode: newDeliveryCode(),
          userId: w.userId,
          shopId: shop.id,
          storeId: store.id,
          checkoutId: w.checkoutId,
          status: ORDER_STATUS.ordered,
          paymentType: w.paymentType,
          modeName: w.modeName,
          deliveryType: p.deliveryType,
          cancelSelectedStage: shop.cancelSelectedStage,
          grossPrice: share.gross,
          netPrice: share.netPrice,
          delivery: share.delivery,
          packaging: share.packaging,
          tax: share.tax,
          offerType: p.billing.offerType,
          offerAmount: share.offerAmount,
          walletAmount: share.walletAmount,
          onlineAmount: share.onlineAmount,
          amount: share.amount,
          promoId: p.promo?.promo.id ?? null,
          street: to.street,
          area: to.area,
          zipcode: to.zipcode,
          landmark: to.landmark,
          lng: to.lng,
          lat: to.lat,
          distanceKm:
            p.deliveryType === DELIVERY_TYPE.byShop
              ? Math.round(distanceMeters(store, { lat: to.lat, lng: to.lng }) / 10) / 100
              : 0,
          preferredDate: to.preferredDate,
          preferredSlot: to.preferredSlot,
          notes: to.notes,
          image: to.image,
          orderedAt: w.now,
          // The arrival the customer saw before placing it (delivery by the shop only).
          promisedAt:
            p.deliveryType === DELIVERY_TYPE.byShop
              ? promisedArrival({
                  now: w.now,
                  shop,
                  store,
                  home: { lat: to.lat, lng: to.lng },
                  preferredDate: to.preferredDate,
                  preferredSlot: to.preferredSlot,
                })
              : null,
        },
        items,
      ),
    );
    yield* webhookEventSteps(d, {
      storeId: store.id,
      type: "order.created",
      data: { order_id: order.id, order_number: order.orderNo, status: order.status },
      now: w.now,
    });
    written.push({ id: order.id, orderNo: order.orderNo, storeId: store.id, share });
  }

  yield* emptyCartSteps(d, p.state);
  // Cleared once, by the first order (read under the customer's lock; it never turns back).
  if (p.isNewCustomer) yield* step(() => d.markNotNewCustomer(w.userId));
  // The stock last: on PostgreSQL a shelf row stays locked from its decrement to the COMMIT, so
  // taking it after every other write keeps other buyers of the product waiting one round trip,
  // not the whole order's. A shortfall still undoes everything above.
  yield* reserveStockSteps(d, p.state);
  return written;
}

const frozenCommission = (c: { bps: number; commission: number; ruleId: string | null }) => ({
  commissionBps: c.bps,
  commission: c.commission,
  commissionRuleId: c.ruleId,
});
