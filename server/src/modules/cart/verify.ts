// The checks before checkout and the priced views of a shop's cart: verify stock, verify the shop
// (delivery type and address), billing and the delivery types offered.
import type {
  BillingBody,
  BillingPrices,
  DeliveryTypesData,
  VerifyShopBody,
  VerifyStockData,
} from "../../contract/cart";
import type { AppContext } from "../../plugins/db";
import { availableUnits } from "./allocation";
import { heldQty, loadCartState, productOrder, usableOffers, type Tx } from "./cart-state";
import { deliveryTypeList, effectiveDeliveryType, requireDeliversTo, requireDeliveryType } from "./delivery";
import { requireCartFor, requireOpen, requireShop } from "./guards";
import { reconcile } from "./reconcile";
import { billCart, toBillingPrices } from "./view";
import { DELIVERY_TYPE } from "../../contract/cart";

type Ctx = Pick<AppContext, "db" | "now">;

async function savedDeliveryType(tx: Tx, userId: string): Promise<number> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { deliveryType: true } });
  return user?.deliveryType ?? DELIVERY_TYPE.byShop;
}

/** Re-checks stock (re-allocating what still fits) and loads the cart, which must belong to `shopId`. */
async function settledCartOf(tx: Tx, ctx: Ctx, userId: string, shopId: string) {
  let state = await loadCartState(tx, userId);
  requireCartFor(state, shopId);
  if (await reconcile(tx, state, ctx.now())) state = await loadCartState(tx, userId);
  requireCartFor(state, shopId);
  return state;
}

/** POST /cart/verify/stock: every line whose quantity exceeds what the stores hold now. */
export function verifyStock(ctx: Ctx, userId: string, shopId: string): Promise<VerifyStockData> {
  return ctx.db.$transaction(async (tx) => {
    const state = await settledCartOf(tx, ctx, userId, shopId);
    const items = productOrder(state.lines)
      .map((pid) => ({
        product_id: pid,
        product_name: state.products.get(pid)?.name ?? "",
        quantity: heldQty(state.lines, pid),
        available: availableUnits(usableOffers(state, pid)),
      }))
      .filter((i) => i.quantity > i.available);
    return { in_stock: items.length === 0, items };
  });
}

/** POST /cart/verify/shop: the shop is open, offers the delivery type and reaches the address. */
export function verifyShop(ctx: Ctx, userId: string, body: VerifyShopBody) {
  return ctx.db.$transaction(async (tx) => {
    const state = await settledCartOf(tx, ctx, userId, body._id);
    requireOpen(state.shop);
    const deliveryType = requireDeliveryType(state.shop, body.deliveryType);
    if (deliveryType === DELIVERY_TYPE.byShop) {
      const [lng, lat] = body.deliveryLocation.coordinates;
      const supplying = new Set(state.lines.map((l) => l.storeId));
      requireDeliversTo(
        state.shop,
        state.stores,
        state.stores.filter((s) => supplying.has(s.id)),
        { lat, lng },
        body.deliveryAddress?.zipcode,
      );
    }
    await tx.cart.update({ where: { userId }, data: { deliveryType } });
    return { _id: state.shop.id, delivery_type: deliveryType, prices: toBillingPrices(billCart(state, deliveryType)) };
  });
}

/** POST /order/view/billing: the cart's prices for the requested or saved delivery type. */
export function viewBilling(ctx: Ctx, userId: string, body: BillingBody): Promise<BillingPrices> {
  return ctx.db.$transaction(async (tx) => {
    const state = await settledCartOf(tx, ctx, userId, body._id);
    const deliveryType =
      body.delivery_type !== undefined
        ? requireDeliveryType(state.shop, body.delivery_type)
        : effectiveDeliveryType(state.shop, await savedDeliveryType(tx, userId));
    return toBillingPrices(billCart(state, deliveryType));
  });
}

/**
 * POST /order/view/delivery/type: the types every named shop offers (By Shop always) and the one in
 * effect for the customer: their saved type when every shop offers it, else By Shop.
 */
export async function viewDeliveryTypes(ctx: Ctx, userId: string, shopIds: string[]): Promise<DeliveryTypesData> {
  const shops = [];
  for (const shopId of shopIds) shops.push(await requireShop(ctx.db, shopId));
  const lists = shops.map(deliveryTypeList);
  const type = lists[0].filter((t) => lists.every((l) => l.some((o) => o._id === t._id)));
  const saved = await savedDeliveryType(ctx.db, userId);
  const perShop = shops.map((shop) => effectiveDeliveryType(shop, saved));
  return {
    delivery_type: perShop.every((t) => t === perShop[0]) ? perShop[0] : DELIVERY_TYPE.byShop,
    type,
  };
}
