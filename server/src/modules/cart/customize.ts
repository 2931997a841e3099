// Customize Order (spec part 2 sections 3, 4, 7): the automatic split over the shop's stores
// (viewAutoSelect), one store supplying the whole cart (viewCustomShop, and every store that can
// take part), and writing the choice, none or one store, to the cart (writeToCart).
import type { CartView, CartWriteBody, CustomizeChoice } from "../../contract/cart";
import { DELIVERY_TYPE } from "../../contract/cart-constants";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { toRupees } from "../../lib/money";
import type { AppContext } from "../../plugins/db";
import { allocate, netUnitPrice, type AllocationRow } from "./allocation";
import { heldQty, loadCartState, productOrder, type CartState, type ShopStore, type Tx } from "./cart-state";
import { effectiveDeliveryType } from "./delivery";
import { requireCartFor } from "./guards";
import { reconcile, writeRows } from "./reconcile";
import { settledView } from "./service";
import { billCart, toBillingPrices } from "./view";

type Ctx = Pick<AppContext, "db" | "now">;
type ShopCart = CartState & { shop: NonNullable<CartState["shop"]> };

async function settled(
  tx: Tx,
  ctx: Ctx,
  userId: string,
  shopId: string,
): Promise<{ state: ShopCart; deliveryPref: number }> {
  let state = await loadCartState(tx, userId);
  requireCartFor(state, shopId);
  if (await reconcile(tx, state, ctx.now())) state = await loadCartState(tx, userId);
  requireCartFor(state, shopId);
  const user = await tx.user.findUnique({ where: { id: userId }, select: { deliveryType: true } });
  return { state, deliveryPref: user?.deliveryType ?? DELIVERY_TYPE.byShop };
}

/** What one store can supply of each line: up to its stock. */
function storeRows(state: CartState, store: ShopStore): Map<string, AllocationRow[]> {
  return new Map(
    productOrder(state.lines).map((pid) => {
      const offer = (state.offers.get(pid) ?? []).find((o) => o.storeId === store.id);
      const qty = offer ? Math.min(heldQty(state.lines, pid), Math.max(0, offer.stock)) : 0;
      return [pid, qty > 0 ? [{ storeId: store.id, qty }] : []];
    }),
  );
}

/** The cheapest-first split over every store, whatever store the cart is pinned to now. */
function autoRows(state: CartState): Map<string, AllocationRow[]> {
  return new Map(
    productOrder(state.lines).map((pid) => [
      pid,
      allocate(heldQty(state.lines, pid), state.offers.get(pid) ?? []).rows,
    ]),
  );
}

function choice(
  state: ShopCart,
  deliveryPref: number,
  rows: Map<string, AllocationRow[]>,
  head: Pick<CustomizeChoice, "_id" | "kind" | "shop" | "selected">,
): CustomizeChoice {
  const storeName = new Map(state.stores.map((s) => [s.id, s.name]));
  const products = productOrder(state.lines).map((pid) => {
    const facts = state.products.get(pid);
    const r = rows.get(pid) ?? [];
    const offers = state.offers.get(pid) ?? [];
    const linePaise = r.reduce((sum, row) => {
      const o = offers.find((x) => x.storeId === row.storeId);
      return o ? sum + netUnitPrice(o.sellingPrice, o.offerPercent) * row.qty : sum;
    }, 0);
    return {
      _id: pid,
      product_name: facts?.name ?? "",
      unit: facts?.unit ?? "",
      image: facts?.images[0] ?? null,
      qty: heldQty(state.lines, pid),
      supplied: r.reduce((s, x) => s + x.qty, 0),
      net_price: toRupees(linePaise),
      stores: r.map((x) => ({ store_id: x.storeId, store_name: storeName.get(x.storeId) ?? "", qty: x.qty })),
    };
  });
  const deliveryType = effectiveDeliveryType(state.shop, deliveryPref);
  return {
    ...head,
    prices: toBillingPrices(billCart(state, deliveryType, rows)),
    products,
    can_fulfil: products.every((p) => p.supplied === p.qty),
  };
}

const rating = (avg: number) => Math.round(avg * 10) / 10;

function storeChoice(state: ShopCart, deliveryPref: number, store: ShopStore): CustomizeChoice {
  return choice(state, deliveryPref, storeRows(state, store), {
    _id: store.id,
    kind: "store",
    shop: {
      display_name: store.name,
      address: [store.street, store.area].filter(Boolean).join(", "),
      rating: rating(state.shop.ratingAvg),
      private: { icon: state.shop.image },
    },
    selected: state.cart?.customStoreId === store.id,
  });
}

/** POST /cart/view/as: the automatic choice, cheapest stores first. */
export function viewAutoSelect(ctx: Ctx, userId: string, shopId: string): Promise<CustomizeChoice> {
  return ctx.db.$transaction(async (tx) => {
    const { state, deliveryPref } = await settled(tx, ctx, userId, shopId);
    return choice(state, deliveryPref, autoRows(state), {
      _id: state.shop.id,
      kind: "auto",
      shop: {
        display_name: state.shop.displayName,
        address: [state.shop.street, state.shop.city].filter(Boolean).join(", "),
        rating: rating(state.shop.ratingAvg),
        private: { icon: state.shop.image },
      },
      selected: !state.cart?.customStoreId,
    });
  });
}

/** POST /cart/view/os: every store of the shop that sells at least one of the cart's products. */
export function viewOtherStores(ctx: Ctx, userId: string, shopId: string): Promise<CustomizeChoice[]> {
  return ctx.db.$transaction(async (tx) => {
    const { state, deliveryPref } = await settled(tx, ctx, userId, shopId);
    const selling = new Set([...state.offers.values()].flat().map((o) => o.storeId));
    return state.stores.filter((s) => selling.has(s.id)).map((s) => storeChoice(state, deliveryPref, s));
  });
}

function requireStores(state: ShopCart, ids: string[]): ShopStore[] {
  return ids.map((id) => {
    const store = state.stores.find((s) => s.id === id);
    if (!store)
      throw new AppError(ERROR_CODE.STORE_NOT_FOUND, "This store does not belong to the shop in your cart.", {
        store_id: id,
      });
    return store;
  });
}

/** POST /cart/view/cs: the given stores, each as if it supplied the whole cart. */
export function viewCustomStores(
  ctx: Ctx,
  userId: string,
  shopId: string,
  storeIds: string[],
): Promise<CustomizeChoice[]> {
  return ctx.db.$transaction(async (tx) => {
    const { state, deliveryPref } = await settled(tx, ctx, userId, shopId);
    return requireStores(state, [...new Set(storeIds)]).map((s) => storeChoice(state, deliveryPref, s));
  });
}

/** POST /cart/write: one store supplies every line (it must hold enough), or none (cheapest first again). */
export function writeToCart(ctx: Ctx, userId: string, body: CartWriteBody): Promise<CartView> {
  return ctx.db.$transaction(async (tx) => {
    const { state } = await settled(tx, ctx, userId, body._id);
    const cartId = state.lines[0].cartId;
    if (!body.store_id) {
      await tx.cart.update({ where: { id: cartId }, data: { customStoreId: null } });
      return settledView(tx, ctx, userId);
    }
    const [store] = requireStores(state, [body.store_id]);
    const rows = storeRows(state, store);
    const short = productOrder(state.lines).filter(
      (pid) => (rows.get(pid) ?? []).reduce((s, r) => s + r.qty, 0) < heldQty(state.lines, pid),
    );
    if (short.length > 0) {
      const names = short.map((pid) => state.products.get(pid)?.name ?? pid).join(", ");
      throw new AppError(
        ERROR_CODE.STORE_CANNOT_FULFIL,
        `${store.name} cannot supply every item in your cart (${names}).`,
        {
          product_ids: short,
        },
      );
    }
    await tx.cart.update({ where: { id: cartId }, data: { customStoreId: store.id } });
    for (const [pid, r] of rows) await writeRows(tx, state, cartId, pid, r, ctx.now());
    return settledView(tx, ctx, userId);
  });
}
