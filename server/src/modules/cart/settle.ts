// The cart as checkout takes it: reconciled with today's stock and prices, checked for the shop
// being paid for (open, every line in stock), with its delivery type, its per-store rows and the
// bill without a promo. Everything checkout needs is computed here, so it never reads cart internals.
import type { Prisma, Shop } from "../../generated/prisma/client";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { availableUnits, netUnitPrice, type AllocationRow } from "./allocation";
import { computeBilling, type Billing, type BillingLine, type BillingPromo, type DeliveryType } from "./billing";
import { runAsync, step, type Steps } from "../../lib/steps";
import { type CartData } from "./cart-data";
import { prismaCartData } from "./cart-data-prisma";
import {
  cartStateSteps,
  factsOf,
  heldQty,
  productOrder,
  usableOffers,
  type CartState,
  type ShopStore,
  type Tx,
} from "./cart-state";
import { effectiveDeliveryType, requireDeliveryType } from "./delivery";
import { outOfStock, requireCartFor, requireOpen } from "./guards";
import { reconcileSteps } from "./reconcile";
import { billingLines, currentRows } from "./view";

/** One ordered line of one store, priced by that store's current offer. */
export type OrderedItem = {
  productId: string;
  name: string;
  unit: string;
  image: string;
  qty: number;
  sellingPrice: number;
  netPrice: number;
  taxPercent: number;
  offerPercent: number;
  /** The product's category (the line's commission rule resolves through it). */
  categoryId: string;
};

/** What one store of the shop supplies. */
export type StoreShareLines = { store: ShopStore; lines: BillingLine[]; items: OrderedItem[] };

export type SettledCart = {
  cartId: string;
  shop: Shop;
  /** The shop's stores, 'Store 1' first. */
  stores: ShopStore[];
  deliveryType: DeliveryType;
  /** Units per product and store, as they will be ordered. */
  rows: Map<string, AllocationRow[]>;
  lines: BillingLine[];
  /** The bill without a promo. */
  billing: Billing;
  /** The supplying stores in the shop's order, each with its own lines. */
  byStore: StoreShareLines[];
};

export type SettleRequest = {
  shopId: string;
  /** The delivery type asked for; without one, the customer's saved choice where the shop offers it. */
  deliveryType?: number;
  savedDeliveryType: number;
};

function requireStock(state: CartState) {
  for (const productId of productOrder(state.lines)) {
    const available = availableUnits(usableOffers(state, productId));
    if (heldQty(state.lines, productId) > available) {
      throw outOfStock(
        state.products.get(productId)?.name ?? "A product",
        available,
        Boolean(state.cart?.customStoreId),
      );
    }
  }
}

function splitByStore(state: CartState, rows: Map<string, AllocationRow[]>): StoreShareLines[] {
  const supplying = state.stores.filter((s) => [...rows.values()].some((list) => list.some((r) => r.storeId === s.id)));
  return supplying.map((store) => {
    const mine = new Map(
      [...rows]
        .map(([pid, list]) => [pid, list.filter((r) => r.storeId === store.id)] as const)
        .filter(([, list]) => list.length > 0),
    );
    const items: OrderedItem[] = [];
    for (const [productId, list] of mine) {
      const offer = state.offers.get(productId)?.find((o) => o.storeId === store.id);
      const facts = state.products.get(productId);
      if (!offer || !facts) continue;
      for (const r of list) {
        items.push({
          productId,
          name: facts.name,
          unit: facts.unit,
          image: facts.images[0] ?? "",
          qty: r.qty,
          sellingPrice: offer.sellingPrice,
          netPrice: netUnitPrice(offer.sellingPrice, offer.offerPercent),
          taxPercent: offer.taxPercent,
          offerPercent: offer.offerPercent,
          categoryId: facts.categoryId,
        });
      }
    }
    return { store, lines: billingLines(state, mine), items };
  });
}

/** Loads the customer's cart for `shopId`, settled against current stock; throws when it cannot be bought. */
export function* settledCartSteps(d: CartData, userId: string, now: Date, req: SettleRequest): Steps<SettledCart> {
  let state = yield* cartStateSteps(d, userId);
  if (yield* reconcileSteps(d, state, now)) state = yield* cartStateSteps(d, userId, [], factsOf(state));
  requireCartFor(state, req.shopId);
  requireOpen(state.shop);
  requireStock(state);
  const deliveryType =
    req.deliveryType !== undefined
      ? requireDeliveryType(state.shop, req.deliveryType)
      : effectiveDeliveryType(state.shop, req.savedDeliveryType);
  const rows = currentRows(state);
  const lines = billingLines(state, rows);
  return {
    cartId: state.cart!.id,
    shop: state.shop,
    stores: state.stores,
    deliveryType,
    rows,
    lines,
    billing: computeBilling({ lines, shop: state.shop, deliveryType }),
    byStore: splitByStore(state, rows),
  };
}

export const loadSettledCart = (tx: Tx, userId: string, now: Date, req: SettleRequest): Promise<SettledCart> =>
  runAsync(settledCartSteps(prismaCartData(tx), userId, now, req));

/** The settled cart's bill with a promo applied. */
export const billWithPromo = (cart: SettledCart, promo: BillingPromo): Billing =>
  computeBilling({ lines: cart.lines, shop: cart.shop, deliveryType: cart.deliveryType, promo });

/**
 * Takes the cart's units off the shelves inside the caller's transaction: a conditional decrement
 * that never goes below zero; any shortfall throws OUT_OF_STOCK so the whole transaction fails. The
 * caller's last writes: on PostgreSQL the decrements go out with the COMMIT.
 */
export function* reserveStockSteps(d: CartData, cart: SettledCart): Steps<void> {
  // Shelf rows in one order (store, then product) for every customer: two orders that share
  // products lock them in the same order and never deadlock on PostgreSQL.
  const takes = [...cart.rows].flatMap(([productId, rows]) => rows.map((r) => ({ productId, r })));
  takes.sort((a, b) =>
    a.r.storeId === b.r.storeId ? (a.productId < b.productId ? -1 : 1) : a.r.storeId < b.r.storeId ? -1 : 1,
  );
  const shortfall = (productId: string) => {
    const name = cart.byStore.flatMap((s) => s.items).find((i) => i.productId === productId)?.name ?? "A product";
    return new AppError(ERROR_CODE.OUT_OF_STOCK, `${name} is no longer in stock in the quantity you chose.`);
  };
  for (const { productId, r } of takes) {
    if (d.takeStockAtCommit) d.takeStockAtCommit(r.storeId, productId, r.qty, () => shortfall(productId));
    else if (!(yield* step(() => d.takeStock(r.storeId, productId, r.qty)))) throw shortfall(productId);
  }
}

/** Puts units back on their store's shelf (an order cancelled or refused). */
export async function releaseStock(tx: Prisma.TransactionClient, lines: { storeProductId: string; qty: number }[]) {
  for (const line of lines) {
    await tx.storeProduct.updateMany({ where: { id: line.storeProductId }, data: { stock: { increment: line.qty } } });
  }
}

/** Empties the cart once its lines became orders. */
export function* emptyCartSteps(d: CartData, cart: Pick<SettledCart, "cartId">): Steps<void> {
  yield* step(() => d.deleteLines(cart.cartId));
  yield* step(() => d.updateCart(cart.cartId, { shopId: null, isPrivate: false, customStoreId: null }));
}
