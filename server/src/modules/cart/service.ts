// Cart rules: one shop per cart, quantities split over the shop's stores cheapest first and capped
// by their stock. Every change is a read-modify-write inside one transaction, so two tabs adding
// the same product at once both count. The rules are steps over the cart's data port: on SQLite
// they run synchronously on prepared statements (cart-data-sqlite.ts), elsewhere on Prisma
// (cart-data-prisma.ts).
import type { CartChangeBody, CartRemoveBody, CartView } from "../../contract/cart";
import { MAX_LINE_QTY } from "../../contract/cart";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import type { AppContext } from "../../plugins/db";
import { allocate, availableUnits, shrink } from "./allocation";
import { step, runAsync, type Steps } from "../../lib/steps";
import { transact } from "../../lib/transact";
import { cartPorts, type CartData } from "./cart-data";
import { prismaCartData } from "./cart-data-prisma";
import {
  cartStateSteps,
  heldQty,
  offersSteps,
  rowsOf,
  shopStoresSteps,
  usableOffers,
  factsOf,
  type CartState,
  type KnownFacts,
  type Tx,
} from "./cart-state";
import {
  groupConflict,
  outOfStock,
  preferredDeliveryTypeSteps,
  requireKnownStores,
  requireOpen,
  requirePrivateFlag,
  requireProductSteps,
  requireShopSteps,
  requireSoldHere,
} from "./guards";
import { reconcileSteps, writeRowsSteps } from "./reconcile";
import { buildCartView } from "./view";
import { messageText } from "../../lib/message-templates";

type Ctx = Pick<AppContext, "db" | "now">;

/**
 * Re-checks stock, then answers the cart as it now stands. `known` passes what the caller already
 * read in this transaction: the saved delivery type, the shop and its stores.
 */
function* settledViewSteps(
  d: CartData,
  now: Date,
  userId: string,
  known: { deliveryType?: number; facts?: KnownFacts } = {},
): Steps<CartView> {
  let state = yield* cartStateSteps(d, userId, [], known.facts);
  if (yield* reconcileSteps(d, state, now)) state = yield* cartStateSteps(d, userId, [], factsOf(state));
  const deliveryType = known.deliveryType ?? (yield* preferredDeliveryTypeSteps(d, userId));
  return buildCartView(state, deliveryType);
}

export function settledView(tx: Tx, ctx: Ctx, userId: string): Promise<CartView> {
  return runAsync(settledViewSteps(prismaCartData(tx), ctx.now(), userId));
}

/** An emptied cart forgets its shop and its Customize Order choice. */
function* forgetShopIfEmpty(d: CartData, cartId: string): Steps<void> {
  const left = yield* step(() => d.countLines(cartId));
  if (left === 0) yield* step(() => d.updateCart(cartId, { shopId: null, isPrivate: false, customStoreId: null }));
}

export function viewCart(ctx: Ctx, userId: string): Promise<CartView> {
  const now = ctx.now();
  return transact(ctx.db, cartPorts, (d) => settledViewSteps(d, now, userId));
}

/** POST /cart/add: `qty` more units (1 by default) of a product, re-allocated over the shop's stores. */
export function addToCart(ctx: Ctx, userId: string, body: CartChangeBody): Promise<CartView> {
  const now = ctx.now();
  return transact(ctx.db, cartPorts, function* (d) {
    if (d.prefetch) yield* step(() => d.prefetch!(userId, body._id, [body.product_id]));
    const deliveryType = yield* preferredDeliveryTypeSteps(d, userId);
    const shop = yield* requireShopSteps(d, body._id);
    requirePrivateFlag(shop, body.is_private);
    const product = yield* requireProductSteps(d, body.product_id);
    const stores = yield* shopStoresSteps(d, shop.id);
    const offers = (yield* offersSteps(d, stores, [product.id])).get(product.id) ?? [];
    requireSoldHere(offers);
    requireKnownStores(body.stores ?? [], offers);
    requireOpen(shop);

    const known = { shop, stores };
    const state = yield* cartStateSteps(d, userId, [product.id], known);
    if (state.shop && state.shop.id !== shop.id) throw groupConflict();
    // An empty cart takes the new shop and drops any earlier Customize Order choice.
    const fresh = !state.shop;
    const existing = state.cart;
    const cart = existing
      ? fresh
        ? yield* step(() =>
            d.updateCart(existing.id, {
              shopId: shop.id,
              isPrivate: shop.shopGroup === "private",
              customStoreId: null,
            }),
          )
        : existing
      : yield* step(() => d.createCart({ userId, shopId: shop.id, isPrivate: shop.shopGroup === "private" }));
    const current: CartState = { ...state, cart, offers: new Map([[product.id, offers]]) };

    const next = heldQty(state.lines, product.id) + (body.qty ?? 1);
    if (next > MAX_LINE_QTY) {
      throw new AppError(ERROR_CODE.QTY_LIMIT, messageText("qtyAtMost", { count: MAX_LINE_QTY }));
    }
    const usable = usableOffers(current, product.id);
    const available = availableUnits(usable);
    if (next > available) throw outOfStock(product.name, available, cart.customStoreId !== null);
    yield* writeRowsSteps(d, current, cart.id, product.id, allocate(next, usable).rows, now);
    // The product's offers and facts, and those of the lines already there, are known.
    const facts = { ...known, offers: fresh ? current.offers : state.offers, products: state.products };
    return yield* settledViewSteps(d, now, userId, { deliveryType, facts });
  });
}

/** DELETE /cart/remove/cr: `qty` fewer units (1 by default), or the whole line with `all`. */
export function removeFromCart(ctx: Ctx, userId: string, body: CartRemoveBody): Promise<CartView> {
  const now = ctx.now();
  return transact(ctx.db, cartPorts, function* (d) {
    const deliveryType = yield* preferredDeliveryTypeSteps(d, userId);
    const shop = yield* requireShopSteps(d, body._id);
    requirePrivateFlag(shop, body.is_private);
    const product = yield* requireProductSteps(d, body.product_id);
    const stores = yield* shopStoresSteps(d, shop.id);
    requireKnownStores(body.stores ?? [], (yield* offersSteps(d, stores, [product.id])).get(product.id) ?? []);

    const known = { shop, stores };
    const state = yield* cartStateSteps(d, userId, [], known);
    const held = heldQty(state.lines, product.id);
    const cart = state.cart;
    if (!cart || !state.shop || state.shop.id !== shop.id || held === 0) {
      throw new AppError(ERROR_CODE.NOT_IN_CART);
    }
    const next = body.all ? 0 : Math.max(0, held - (body.qty ?? 1));
    const usable = usableOffers(state, product.id);
    // A line the stock still covers is re-allocated; one that lost stock shrinks from its dearest store.
    const rows =
      next === 0
        ? []
        : next <= availableUnits(usable)
          ? allocate(next, usable).rows
          : shrink(rowsOf(state.lines, product.id), held - next, usable);
    yield* writeRowsSteps(d, state, cart.id, product.id, rows, now);
    yield* forgetShopIfEmpty(d, cart.id);
    return yield* settledViewSteps(d, now, userId, { deliveryType, facts: factsOf(state) ?? known });
  });
}

/** DELETE /cart/clear/cr: empties the cart, whatever shop it holds. */
export function clearCart(ctx: Ctx, userId: string): Promise<CartView> {
  const now = ctx.now();
  return transact(ctx.db, cartPorts, function* (d) {
    const found = yield* step(() => d.cart(userId));
    if (found) {
      yield* step(() => d.deleteLines(found.cart.id));
      yield* forgetShopIfEmpty(d, found.cart.id);
    }
    return yield* settledViewSteps(d, now, userId);
  });
}
