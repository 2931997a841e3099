// One order with its shop, timestamps and products: tracking details and the products views.
import type { AppContext } from "../../plugins/db";
import type { OrderDetailsData } from "../../contract/orders";
import { findOwnOrder, reviewedProducts, type OrderScope } from "./access";
import { presentDetails } from "./present";

export async function orderDetails(
  ctx: AppContext,
  userId: string,
  orderId: string,
  scope: OrderScope = {},
): Promise<OrderDetailsData> {
  const order = await findOwnOrder(ctx.db, userId, orderId, scope);
  return presentDetails(order, await reviewedProducts(ctx, order.id));
}
