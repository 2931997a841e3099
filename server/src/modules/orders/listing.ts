// The Track Order list (statuses 1-5, newest first) and Purchase History (5-9, newest first),
// in pages of 10, with their counts (the side menu's orders count is the tracking count).
import type { AppContext } from "../../plugins/db";
import { HISTORY_STATUSES, UPCOMING_STATUSES, type OrderListItem } from "../../contract/orders";
import { orderInclude, presentListItem } from "./present";

export type OrderList = "upcoming" | "history";

const STATUSES: Record<OrderList, readonly number[]> = { upcoming: UPCOMING_STATUSES, history: HISTORY_STATUSES };

const where = (userId: string, list: OrderList) => ({ userId, status: { in: [...STATUSES[list]] } });

export async function listOrders(
  ctx: AppContext,
  userId: string,
  list: OrderList,
  page: { skip: number; limit: number },
): Promise<OrderListItem[]> {
  const rows = await ctx.db.order.findMany({
    where: where(userId, list),
    include: orderInclude,
    orderBy: [{ orderedAt: "desc" }, { id: "desc" }],
    skip: page.skip,
    take: page.limit,
  });
  return rows.map(presentListItem);
}

export function countOrders(ctx: AppContext, userId: string, list: OrderList): Promise<number> {
  return ctx.db.order.count({ where: where(userId, list) });
}
