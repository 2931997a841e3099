// The cart priced at other shops, and the cart refilled at a shop. Both use the cart's own rules:
// the same products, each shop's stores filled cheapest first up to their stock (allocate), the
// bill of the billing code checkout charges (computeBilling through billingLines) with the
// customer's delivery type where the shop offers it. So the price quoted for a shop is the price
// /order/view/billing answers once the cart has moved there.
import type { Shop } from "../../generated/prisma/client";
import type { CartView } from "../../contract/cart";
import { MAX_LINE_QTY } from "../../contract/cart";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import type { AppContext } from "../../plugins/db";
import type { Db } from "../../lib/db";
import { readWith } from "../../lib/transact";
import { allocate, availableUnits, type AllocationRow, type StoreOffer } from "./allocation";
import { computeBilling, type Billing } from "./billing";
import { cartPorts, type CartData, type PricingShop } from "./cart-data";
import { step, type Steps } from "../../lib/steps";
import {
  cartStateSteps,
  heldQty,
  loadCartState,
  loadOffers,
  loadProducts,
  loadShopStores,
  productOrder,
  rowsOf,
  storeOffer,
  usableOffers,
  isShopOpen,
  type CartState,
  type Tx,
} from "./cart-state";
import { effectiveDeliveryType } from "./delivery";
import { groupConflict, requireOpen, requireShop } from "./guards";
import { settledView } from "./service";
import { billCart, billingLines } from "./view";

type Ctx = Pick<AppContext, "db" | "now">;

export type BasketWant = {
  productId: string;
  name: string;
  nameHi: string | null;
  unit: string;
  image: string | null;
  qty: number;
};
export type BasketShortfall = { productId: string; name: string; nameHi: string | null; qty: number; available: number };
export type BasketQuote = {
  shopId: string;
  open: boolean;
  complete: boolean;
  missing: BasketShortfall[];
  billing: Billing;
};
export type BasketQuotes = {
  lines: BasketWant[];
  /** The shop the cart holds. */
  currentShop: Shop;
  /** The cart's shop, priced as the cart bills now; null for an empty cart. */
  current: BasketQuote | null;
  /** The other shops asked about that sell at least one line. */
  others: BasketQuote[];
};

/** The rows the cart bills with once its stock is re-checked (reconcile's rule, without writing). */
function settledRows(state: CartState): Map<string, AllocationRow[]> {
  return new Map(
    productOrder(state.lines).map((pid) => {
      const usable = usableOffers(state, pid);
      const held = heldQty(state.lines, pid);
      return [pid, held <= availableUnits(usable) ? allocate(held, usable).rows : rowsOf(state.lines, pid)];
    }),
  );
}

/** One shop's bill for the wanted lines, its stores filled cheapest first; short lines listed. */
function quoteAt(
  shop: PricingShop,
  offers: Map<string, StoreOffer[]>,
  wants: BasketWant[],
  deliveryPref: number,
): BasketQuote {
  const rows = new Map<string, AllocationRow[]>();
  const missing: BasketShortfall[] = [];
  for (const w of wants) {
    const list = offers.get(w.productId) ?? [];
    const { rows: r, shortage } = allocate(w.qty, list);
    rows.set(w.productId, r);
    if (shortage > 0)
      missing.push({ productId: w.productId, name: w.name, nameHi: w.nameHi, qty: w.qty, available: w.qty - shortage });
  }
  const billing = computeBilling({
    lines: billingLines({ offers }, rows),
    shop,
    deliveryType: effectiveDeliveryType(shop, deliveryPref),
  });
  return { shopId: shop.id, open: isShopOpen(shop), complete: missing.length === 0, missing, billing };
}

/** Prices the customer's cart at each of `shopIds` (reads only: the cart is not changed). */
function* quoteBasketSteps(d: CartData, userId: string, shopIds: string[]): Steps<BasketQuotes> {
  const user = yield* step(() => d.userPrefs(userId));
  if (!user) throw new AppError(ERROR_CODE.USER_NOT_FOUND);
  const state = yield* cartStateSteps(d, userId);
  if (!state.shop || state.lines.length === 0) throw new AppError(ERROR_CODE.CART_EMPTY);
  const productIds = productOrder(state.lines);
  const lines: BasketWant[] = productIds.map((pid) => {
    const facts = state.products.get(pid);
    return {
      productId: pid,
      name: facts?.name ?? "",
      nameHi: facts?.nameHi ?? null,
      unit: facts?.unit ?? "",
      image: facts?.images[0] ?? null,
      qty: heldQty(state.lines, pid),
    };
  });

  const rows = settledRows(state);
  const currentBilling = billCart(state, effectiveDeliveryType(state.shop, user.deliveryType), rows);
  const currentMissing = lines.flatMap((w) => {
    const available = availableUnits(usableOffers(state, w.productId));
    return w.qty > available ? [{ productId: w.productId, name: w.name, nameHi: w.nameHi, qty: w.qty, available }] : [];
  });
  const current: BasketQuote = {
    shopId: state.shop.id,
    open: isShopOpen(state.shop),
    complete: currentMissing.length === 0,
    missing: currentMissing,
    billing: currentBilling,
  };

  const others = [...new Set(shopIds)].filter((id) => id !== state.shop!.id);
  if (others.length === 0) return { lines, currentShop: state.shop, current, others: [] };
  const shops = yield* step(() => d.pricingShops(others));
  // The shops' stores in the cart's order ('Store 1' is the oldest): allocation breaks price ties by it.
  const stores = yield* step(() => d.storesOfShops(others));
  const storeNo = new Map<string, number>();
  const shopOf = new Map<string, string>();
  const seen = new Map<string, number>();
  for (const s of stores) {
    const n = (seen.get(s.shopId) ?? 0) + 1;
    seen.set(s.shopId, n);
    storeNo.set(s.id, n);
    shopOf.set(s.id, s.shopId);
  }
  const offerRows = yield* step(() =>
    d.offers(
      productIds,
      stores.map((s) => s.id),
    ),
  );
  const byShop = new Map<string, Map<string, StoreOffer[]>>();
  for (const r of offerRows) {
    const shopId = shopOf.get(r.storeId)!;
    let offers = byShop.get(shopId);
    if (!offers) byShop.set(shopId, (offers = new Map()));
    const list = offers.get(r.productId);
    const offer = storeOffer(r, storeNo);
    if (list) list.push(offer);
    else offers.set(r.productId, [offer]);
  }
  const quotes: BasketQuote[] = [];
  for (const shop of shops) {
    const offers = byShop.get(shop.id);
    if (!offers) continue; // sells none of the lines
    for (const list of offers.values()) list.sort((a, b) => a.storeNo - b.storeNo);
    quotes.push(quoteAt(shop, offers, lines, user.deliveryType));
  }
  return { lines, currentShop: state.shop, current, others: quotes };
}

/**
 * Prices the customer's cart at each of `shopIds` (reads only: the cart is not changed). On
 * SQLite the reads run as prepared statements in one snapshot; elsewhere through Prisma.
 */
export function quoteBasket(db: Db, userId: string, shopIds: string[]): Promise<BasketQuotes> {
  return readWith(db, cartPorts, (d) => quoteBasketSteps(d, userId, shopIds));
}

export type RefillResult = {
  shop: Pick<Shop, "id" | "displayName" | "shopGroup" | "uniqueId">;
  cart: CartView;
  added: { productId: string; name: string; nameHi: string | null; qty: number }[];
  missing: BasketShortfall[];
};

/**
 * Fills the cart with `wants` at `shopId`, each product's stores cheapest first up to their stock.
 * `replace` empties a cart of another shop first (the customer confirmed it); without it such a
 * cart is refused with CART_GROUP_CONFLICT. A cart already of this shop keeps its lines and adds
 * the wanted units (up to the line limit). Lines that fit only in part go in in part; every short
 * line is listed. `fresh` says the wants are the whole cart (moving it): the cart's own lines go
 * even when it is already of this shop. Nothing is written when no unit at all can be added.
 */
export function refillCart(
  ctx: Ctx,
  userId: string,
  shopId: string,
  wants: { productId: string; name: string; qty: number }[],
  opts: { replace: boolean; fresh?: boolean },
): Promise<RefillResult> {
  return ctx.db.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { id: true } });
    if (!user) throw new AppError(ERROR_CODE.USER_NOT_FOUND);
    const shop = await requireShop(tx, shopId);
    requireOpen(shop);
    const state = await loadCartState(tx, userId);
    const other = state.shop !== null && state.lines.length > 0 && state.shop.id !== shop.id;
    if (other && !opts.replace) throw groupConflict();
    const same = !opts.fresh && state.shop?.id === shop.id;

    const stores = await loadShopStores(tx, shop.id);
    const wanted = new Map<string, { name: string; qty: number }>();
    for (const w of wants) {
      const prev = wanted.get(w.productId);
      wanted.set(w.productId, { name: prev?.name ?? w.name, qty: (prev?.qty ?? 0) + w.qty });
    }
    const productIds = [...wanted.keys()];
    const [offers, facts] = await Promise.all([loadOffers(tx, stores, productIds), loadProducts(tx, productIds)]);
    const pinned = same ? (state.cart?.customStoreId ?? null) : null;

    const plan: { productId: string; rows: AllocationRow[] }[] = [];
    const added: RefillResult["added"] = [];
    const missing: BasketShortfall[] = [];
    for (const [productId, w] of wanted) {
      const name = facts.get(productId)?.name ?? w.name;
      const nameHi = facts.get(productId)?.nameHi ?? null;
      const all = offers.get(productId) ?? [];
      const usable = pinned ? all.filter((o) => o.storeId === pinned) : all;
      const held = same ? heldQty(state.lines, productId) : 0;
      const target = Math.min(held + w.qty, MAX_LINE_QTY);
      const fits = Math.min(target, availableUnits(usable));
      const gained = Math.max(0, fits - held);
      if (gained < w.qty) missing.push({ productId, name, nameHi, qty: w.qty, available: gained });
      if (gained > 0) {
        plan.push({ productId, rows: allocate(fits, usable).rows });
        added.push({ productId, name, nameHi, qty: gained });
      }
    }
    if (added.length === 0) throw new AppError(ERROR_CODE.NOTHING_AVAILABLE);

    const now = ctx.now();
    let cart = state.cart;
    if (!cart) {
      cart = await tx.cart.create({ data: { userId, shopId: shop.id, isPrivate: shop.shopGroup === "private" } });
    } else if (!same) {
      await tx.cartLine.deleteMany({ where: { cartId: cart.id } });
      cart = await tx.cart.update({
        where: { id: cart.id },
        data: { shopId: shop.id, isPrivate: shop.shopGroup === "private", customStoreId: null },
      });
    }
    // Products keep their place in the cart (first-added time); new ones follow in the order given.
    const firstAdded = new Map<string, Date>();
    if (same) for (const l of state.lines) if (!firstAdded.has(l.productId)) firstAdded.set(l.productId, l.createdAt);
    const cartId = cart.id;
    let tick = 0;
    for (const p of plan) {
      const since = firstAdded.get(p.productId) ?? new Date(now.getTime() + tick++);
      await tx.cartLine.deleteMany({ where: { cartId, productId: p.productId } });
      await tx.cartLine.createMany({
        data: p.rows.map((r) => ({ cartId, productId: p.productId, storeId: r.storeId, qty: r.qty, createdAt: since })),
      });
    }
    return { shop, cart: await settledView(tx, ctx, userId), added, missing };
  });
}

/** The cart's products and quantities, to move them to another shop. */
export async function cartWants(tx: Tx, userId: string): Promise<{ productId: string; name: string; qty: number }[]> {
  const state = await loadCartState(tx, userId);
  if (!state.shop || state.lines.length === 0) throw new AppError(ERROR_CODE.CART_EMPTY);
  return productOrder(state.lines).map((pid) => ({
    productId: pid,
    name: state.products.get(pid)?.name ?? "",
    qty: heldQty(state.lines, pid),
  }));
}

