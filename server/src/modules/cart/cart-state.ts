// Reads everything a cart decision needs in one place: the cart, its shop and stores, the lines,
// every store offer of the products involved and the product facts the views show. The loaders
// are steps over the cart's data port (cart-data.ts, lib/steps.ts); the async forms run them on
// Prisma for the calls that are not hot.
import type { Cart, CartLine, Shop, Store } from "../../generated/prisma/client";
import { runAsync, step, type Steps } from "../../lib/steps";
import { openBySchedule, type ShopSchedule } from "../../lib/opening-hours";
import type { AllocationRow, StoreOffer } from "./allocation";
import { type CartData, type ProductFacts, type Tx } from "./cart-data";
import { prismaCartData } from "./cart-data-prisma";

export type { ProductFacts, Tx };

export type ShopStore = Store & { storeNo: number };

export type CartState = {
  userId: string;
  cart: Cart | null;
  /** The shop the cart belongs to (null when the cart is empty). */
  shop: Shop | null;
  stores: ShopStore[];
  lines: CartLine[];
  /** Offers of the shop's stores, per product, for every product in the cart. */
  offers: Map<string, StoreOffer[]>;
  products: Map<string, ProductFacts>;
};

/** The shop's stores in a stable order: 'Store 1' is the oldest. */
export function* shopStoresSteps(d: CartData, shopId: string): Steps<ShopStore[]> {
  const stores = yield* step(() => d.stores(shopId));
  return stores.map((s, i) => ({ ...s, storeNo: i + 1 }));
}

export const loadShopStores = (tx: Tx, shopId: string): Promise<ShopStore[]> =>
  runAsync(shopStoresSteps(prismaCartData(tx), shopId));

type OfferRow = Pick<StoreOffer, "storeId" | "sellingPrice" | "offerPercent" | "taxPercent" | "stock">;

/** A store's offer of a product, with the store's number in its shop (0 when unknown). */
export const storeOffer = (r: OfferRow, storeNo: Map<string, number>): StoreOffer => ({
  storeId: r.storeId,
  storeNo: storeNo.get(r.storeId) ?? 0,
  sellingPrice: r.sellingPrice,
  offerPercent: r.offerPercent,
  taxPercent: r.taxPercent,
  stock: r.stock,
});

/** Every offer of these products among the given stores, as StoreOffer lists keyed by product. */
export function* offersSteps(d: CartData, stores: ShopStore[], productIds: string[]): Steps<Map<string, StoreOffer[]>> {
  const out = new Map<string, StoreOffer[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0 || stores.length === 0) return out;
  const storeNo = new Map(stores.map((s) => [s.id, s.storeNo]));
  const rows = yield* step(() =>
    d.offers(
      productIds,
      stores.map((s) => s.id),
    ),
  );
  for (const r of rows) out.get(r.productId)?.push(storeOffer(r, storeNo));
  for (const list of out.values()) list.sort((a, b) => a.storeNo - b.storeNo);
  return out;
}

export const loadOffers = (tx: Tx, stores: ShopStore[], productIds: string[]): Promise<Map<string, StoreOffer[]>> =>
  runAsync(offersSteps(prismaCartData(tx), stores, productIds));

function* productsSteps(d: CartData, productIds: string[]): Steps<Map<string, ProductFacts>> {
  if (productIds.length === 0) return new Map();
  const rows = yield* step(() => d.products(productIds));
  return new Map(rows.map((p) => [p.id, p]));
}

export const loadProducts = (tx: Tx, productIds: string[]): Promise<Map<string, ProductFacts>> =>
  runAsync(productsSteps(prismaCartData(tx), productIds));

/**
 * What a caller already read in this transaction: the shop and its stores, and optionally the
 * offers and product facts of some products. Only cart lines change inside a cart transaction, so
 * these stay true until it commits.
 */
export type KnownFacts = {
  shop: Shop;
  stores: ShopStore[];
  offers?: Map<string, StoreOffer[]>;
  products?: Map<string, ProductFacts>;
};

/**
 * The customer's cart with everything around it. `extraProductIds` loads offers for products
 * about to be added; `known` reuses what the caller already read (when it is about this cart's shop).
 */
export function* cartStateSteps(
  d: CartData,
  userId: string,
  extraProductIds: string[] = [],
  known?: KnownFacts,
): Steps<CartState> {
  const found = yield* step(() => d.cart(userId));
  const cart = found?.cart ?? null;
  const lines = found?.lines ?? [];
  const shopId = lines.length > 0 ? (cart?.shopId ?? null) : null;
  const reuse = known && known.shop.id === shopId ? known : null;
  const shop = reuse ? reuse.shop : shopId ? yield* step(() => d.shop(shopId)) : null;
  const stores = reuse ? reuse.stores : shop ? yield* shopStoresSteps(d, shop.id) : [];
  const productIds = [...new Set([...lines.map((l) => l.productId), ...extraProductIds])];
  const covers = <T>(m: Map<string, T> | undefined): m is Map<string, T> =>
    m !== undefined && productIds.every((id) => m.has(id));
  const offers = reuse && covers(reuse.offers) ? reuse.offers : yield* offersSteps(d, stores, productIds);
  const products = covers(known?.products) ? known.products : yield* productsSteps(d, productIds);
  return { userId, cart, shop, stores, lines, offers, products };
}

/** What a loaded state tells a reload in the same transaction (nothing when the cart has no shop). */
export const factsOf = (state: CartState): KnownFacts | undefined =>
  state.shop ? { shop: state.shop, stores: state.stores, offers: state.offers, products: state.products } : undefined;

export const loadCartState = (tx: Tx, userId: string, extraProductIds: string[] = []): Promise<CartState> =>
  runAsync(cartStateSteps(prismaCartData(tx), userId, extraProductIds));

/** Products in the order they were first added. */
export function productOrder(lines: readonly CartLine[]): string[] {
  return [...new Set(lines.map((l) => l.productId))];
}

export function rowsOf(lines: readonly CartLine[], productId: string): AllocationRow[] {
  return lines.filter((l) => l.productId === productId).map((l) => ({ storeId: l.storeId, qty: l.qty }));
}

export const heldQty = (lines: readonly CartLine[], productId: string): number =>
  lines.filter((l) => l.productId === productId).reduce((s, l) => s + l.qty, 0);

/** The offers allocation may use: every store, or only the store chosen in Customize Order. */
export function usableOffers(state: Pick<CartState, "cart" | "offers">, productId: string): StoreOffer[] {
  const all = state.offers.get(productId) ?? [];
  const pinned = state.cart?.customStoreId ?? null;
  return pinned ? all.filter((o) => o.storeId === pinned) : all;
}

/**
 * A private shop is open when either of its flags is set (spec part 1 section 4); others follow
 * is_open. The shop's own schedule (store settings: closure switch, holidays, weekly hours) closes
 * it too, when the row carries it, and so does a status other than live (onboarding, suspended).
 */
export const isShopOpen = (
  shop: Pick<Shop, "shopGroup" | "isOpen" | "privateIsOpen"> & Partial<ShopSchedule> & { status?: string },
  now: Date = new Date(),
): boolean =>
  (shop.status === undefined || shop.status === "live") &&
  (shop.shopGroup === "private" ? shop.isOpen || shop.privateIsOpen : shop.isOpen) &&
  (shop.weeklyHours === undefined ||
    openBySchedule(
      { temporarilyClosed: Boolean(shop.temporarilyClosed), weeklyHours: shop.weeklyHours, holidays: shop.holidays ?? "[]" },
      now,
    ));
