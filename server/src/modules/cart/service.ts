// Cart rules: one shop per cart, quantities split over the shop's stores cheapest first and capped
// by their stock. Every change is a read-modify-write inside one transaction, so two tabs adding
// the same product at once both count (SQLite, and Prisma's adapter, serialise the writers).
import type { CartChangeBody, CartRemoveBody, CartView } from "../../contract/cart";
import { MAX_LINE_QTY } from "../../contract/cart";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import type { AppContext } from "../../plugins/db";
import { allocate, availableUnits, shrink } from "./allocation";
import {
  heldQty,
  loadCartState,
  loadOffers,
  loadShopStores,
  rowsOf,
  usableOffers,
  type CartState,
  type Tx,
} from "./cart-state";
import {
  groupConflict,
  outOfStock,
  requireKnownStores,
  requireOpen,
  requirePrivateFlag,
  requireProduct,
  requireShop,
  requireSoldHere,
} from "./guards";
import { reconcile, writeRows } from "./reconcile";
import { buildCartView } from "./view";

type Ctx = Pick<AppContext, "db" | "now">;

async function preferredDeliveryType(tx: Tx, userId: string): Promise<number> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { deliveryType: true } });
  if (!user) throw new AppError(ERROR_CODE.USER_NOT_FOUND);
  return user.deliveryType;
}

/** Re-checks stock, then answers the cart as it now stands. */
export async function settledView(tx: Tx, ctx: Ctx, userId: string): Promise<CartView> {
  let state = await loadCartState(tx, userId);
  if (await reconcile(tx, state, ctx.now())) state = await loadCartState(tx, userId);
  return buildCartView(state, await preferredDeliveryType(tx, userId));
}

/** An emptied cart forgets its shop and its Customize Order choice. */
async function forgetShopIfEmpty(tx: Tx, cartId: string) {
  const left = await tx.cartLine.count({ where: { cartId } });
  if (left === 0)
    await tx.cart.update({ where: { id: cartId }, data: { shopId: null, isPrivate: false, customStoreId: null } });
}

export function viewCart(ctx: Ctx, userId: string): Promise<CartView> {
  return ctx.db.$transaction((tx) => settledView(tx, ctx, userId));
}

/** POST /cart/add: `qty` more units (1 by default) of a product, re-allocated over the shop's stores. */
export function addToCart(ctx: Ctx, userId: string, body: CartChangeBody): Promise<CartView> {
  return ctx.db.$transaction(async (tx) => {
    await preferredDeliveryType(tx, userId);
    const shop = await requireShop(tx, body._id);
    requirePrivateFlag(shop, body.is_private);
    const product = await requireProduct(tx, body.product_id);
    const stores = await loadShopStores(tx, shop.id);
    const offers = (await loadOffers(tx, stores, [product.id])).get(product.id) ?? [];
    requireSoldHere(offers);
    requireKnownStores(body.stores ?? [], offers);
    requireOpen(shop);

    const state = await loadCartState(tx, userId, [product.id]);
    if (state.shop && state.shop.id !== shop.id) throw groupConflict();
    // An empty cart takes the new shop and drops any earlier Customize Order choice.
    const fresh = !state.shop;
    const cart = state.cart
      ? fresh
        ? await tx.cart.update({
            where: { id: state.cart.id },
            data: { shopId: shop.id, isPrivate: shop.shopGroup === "private", customStoreId: null },
          })
        : state.cart
      : await tx.cart.create({ data: { userId, shopId: shop.id, isPrivate: shop.shopGroup === "private" } });
    const current: CartState = { ...state, cart, offers: new Map([[product.id, offers]]) };

    const next = heldQty(state.lines, product.id) + (body.qty ?? 1);
    if (next > MAX_LINE_QTY) {
      throw new AppError(ERROR_CODE.QTY_LIMIT, `You can add at most ${MAX_LINE_QTY} units of one product.`);
    }
    const usable = usableOffers(current, product.id);
    const available = availableUnits(usable);
    if (next > available) throw outOfStock(product.name, available, cart.customStoreId !== null);
    await writeRows(tx, current, cart.id, product.id, allocate(next, usable).rows, ctx.now());
    return settledView(tx, ctx, userId);
  });
}

/** DELETE /cart/remove/cr: `qty` fewer units (1 by default), or the whole line with `all`. */
export function removeFromCart(ctx: Ctx, userId: string, body: CartRemoveBody): Promise<CartView> {
  return ctx.db.$transaction(async (tx) => {
    await preferredDeliveryType(tx, userId);
    const shop = await requireShop(tx, body._id);
    requirePrivateFlag(shop, body.is_private);
    const product = await requireProduct(tx, body.product_id);
    const stores = await loadShopStores(tx, shop.id);
    requireKnownStores(body.stores ?? [], (await loadOffers(tx, stores, [product.id])).get(product.id) ?? []);

    const state = await loadCartState(tx, userId);
    const held = heldQty(state.lines, product.id);
    if (!state.cart || !state.shop || state.shop.id !== shop.id || held === 0) {
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
    await writeRows(tx, state, state.cart.id, product.id, rows, ctx.now());
    await forgetShopIfEmpty(tx, state.cart.id);
    return settledView(tx, ctx, userId);
  });
}

/** DELETE /cart/clear/cr: empties the cart, whatever shop it holds. */
export function clearCart(ctx: Ctx, userId: string): Promise<CartView> {
  return ctx.db.$transaction(async (tx) => {
    const cart = await tx.cart.findUnique({ where: { userId } });
    if (cart) {
      await tx.cartLine.deleteMany({ where: { cartId: cart.id } });
      await forgetShopIfEmpty(tx, cart.id);
    }
    return settledView(tx, ctx, userId);
  });
}
