// One order with its shop, timestamps and products: tracking details and the products views.
import type { AppContext } from "../../plugins/db";
import type { OrderDetailsData } from "../../contract/orders";
import { findOwnOrder, hindiNames, reviewedProducts, type OrderScope } from "./access";
import { presentDetails } from "./present";

export async function orderDetails(
  ctx: AppContext,
  userId: string,
  orderId: string,
  scope: OrderScope = {},
): Promise<OrderDetailsData> {
  const order = await findOwnOrder(ctx.db, userId, orderId, scope);
  const [reviewed, namesHi] = await Promise.all([
    reviewedProducts(ctx, order.id),
    hindiNames(
      ctx,
      order.items.map((i) => i.productId),
    ),
  ]);
  return presentDetails(order, reviewed, namesHi);
}
