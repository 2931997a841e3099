// Buy again (an order's lines into the cart, by the cart's refill rule) and moving the cart to
// another shop (the basket optimizer's choice).
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import type { AppContext } from "../../plugins/db";
import type { BuyAgainBody, RefillData } from "../../contract/finder";
import { cartWants, refillCart, type RefillResult } from "../cart/public";

type Ctx = Pick<AppContext, "db" | "now">;

const GROUPS = ["public", "private", "branded", "global"] as const;

const toData = (r: RefillResult): RefillData => ({
  shop: {
    _id: r.shop.id,
    display_name: r.shop.displayName,
    group: GROUPS.find((g) => g === r.shop.shopGroup) ?? "public",
    unique_id: r.shop.uniqueId,
  },
  cart: r.cart,
  added: r.added.map((a) => ({
    product_id: a.productId,
    product_name: a.name,
    ...(a.nameHi ? { product_name_hi: a.nameHi } : {}),
    qty: a.qty,
  })),
  missing: r.missing.map((m) => ({
    product_id: m.productId,
    product_name: m.name,
    ...(m.nameHi ? { product_name_hi: m.nameHi } : {}),
    qty: m.qty,
    available: m.available,
  })),
});

/** An order of the customer (by id or order number) back into the cart at its shop. */
export async function buyAgain(ctx: Ctx, userId: string, body: BuyAgainBody): Promise<RefillData> {
  const order = await ctx.db.order.findFirst({
    where: { userId, OR: [{ id: body.order_id }, { orderNo: body.order_id }] },
    select: { shopId: true, items: { select: { productId: true, productName: true, qty: true } } },
  });
  if (!order) throw new AppError(ERROR_CODE.ORDER_NOT_FOUND);
  const wants = order.items.map((i) => ({ productId: i.productId, name: i.productName, qty: i.qty }));
  return toData(await refillCart(ctx, userId, order.shopId, wants, { replace: body.replace ?? false }));
}

/** The cart's products, in their quantities, moved to `shopId` (the customer confirmed clearing it). */
export async function moveCart(ctx: Ctx, userId: string, shopId: string): Promise<RefillData> {
  const wants = await cartWants(ctx.db, userId);
  return toData(await refillCart(ctx, userId, shopId, wants, { replace: true, fresh: true }));
}
