// 'New customer' (for new-customers-only promo codes) means no order that stood: an order
// cancelled by the customer, rejected by the shop or denied by Galli does not count.
import type { Prisma } from "../../generated/prisma/client";
import { CLOSED_STATUSES } from "../../contract/orders";

const CLOSED_UNFULFILLED = [...CLOSED_STATUSES];

/** Recomputes the user's new-customer flag after one of their orders closed unfulfilled. */
export async function refreshNewCustomer(tx: Prisma.TransactionClient, userId: string): Promise<boolean> {
  const standing = await tx.order.count({ where: { userId, status: { notIn: CLOSED_UNFULFILLED } } });
  await tx.user.update({ where: { id: userId }, data: { isNewCustomer: standing === 0 } });
  return standing === 0;
}
