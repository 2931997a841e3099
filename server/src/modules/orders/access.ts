// Each order is reachable by its own customer alone: another customer's order id answers 404,
// exactly like an id that does not exist, so ids cannot be probed.
import type { AppContext } from "../../plugins/db";
import type { DbOrTx } from "../../lib/wallet";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { ORDER_MESSAGES } from "../../contract/orders";
import { orderInclude, type ItemRow, type OrderRow } from "./present";

export const orderNotFound = () => new AppError(ERROR_CODE.ORDER_NOT_FOUND);

export type OrderScope = { storeId?: string; shopId?: string };

/** The customer's order with shop, store, items and review flag; 404 when not theirs. */
export async function findOwnOrder(
  db: DbOrTx,
  userId: string,
  orderId: string,
  scope: OrderScope = {},
): Promise<OrderRow> {
  const order = await db.order.findFirst({ where: { id: orderId, userId }, include: orderInclude });
  if (!order) throw orderNotFound();
  // The client also names the store and shop; when it does they must be the order's own.
  if ((scope.storeId && scope.storeId !== order.storeId) || (scope.shopId && scope.shopId !== order.shopId)) {
    throw orderNotFound();
  }
  return order;
}

/** An order line by its own id or by its catalogue product id. */
export function findLine(order: OrderRow, productId: string): ItemRow {
  const line = order.items.find((i) => i.id === productId) ?? order.items.find((i) => i.productId === productId);
  if (!line) throw new AppError(ERROR_CODE.PRODUCT_NOT_FOUND, ORDER_MESSAGES.productNotFound);
  return line;
}

/** The Hindi names (Devanagari) of the catalogue products among `productIds` that have one. */
export async function hindiNames(ctx: AppContext, productIds: string[]): Promise<Map<string, string>> {
  const rows = await ctx.db.product.findMany({
    where: { id: { in: [...new Set(productIds)] }, nameHi: { not: null } },
    select: { id: true, nameHi: true },
  });
  return new Map(rows.flatMap((r) => (r.nameHi ? [[r.id, r.nameHi] as const] : [])));
}

/** Catalogue product ids of the order that already carry a product review. */
export async function reviewedProducts(ctx: AppContext, orderId: string): Promise<Set<string>> {
  const rows = await ctx.db.productReview.findMany({ where: { orderId }, select: { productId: true } });
  return new Set(rows.map((r) => r.productId));
}
