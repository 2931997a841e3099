// The merchant side of a replacement or undelivered request (spec part 2 section 4, escalation
// statuses 1-7): the shop or Galli support moves every open request of an order forward —
// 2 escalated by store, 3 resolved, 4 accepted, 5 refund requested, 6 refund initiated, 7 closed.
// Used by `npm run order:advance -- <order> escalation <status>`. It moves statuses only; the
// customer sees each step on the order (a refund itself is paid by support, not by this command).
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { ESCALATION_STATUS } from "../../contract/orders";

export type EscalationMove = { orderNo: string; to: number; products: number };

export async function advanceEscalation(db: Db, ref: string, to: number): Promise<EscalationMove> {
  if (!Number.isInteger(to) || to < ESCALATION_STATUS.escalatedByStore || to > ESCALATION_STATUS.closed) {
    throw new AppError(ERROR_CODE.INVALID_STATUS);
  }
  return db.$transaction(async (tx) => {
    const order = await tx.order.findFirst({
      where: { OR: [{ id: ref }, { orderNo: ref }] },
      select: { id: true, orderNo: true },
    });
    if (!order) throw new AppError(ERROR_CODE.ORDER_NOT_FOUND, `No order with id or number ${ref}.`);
    // Open requests only, and only forward: a closed request stays closed.
    const moved = await tx.orderItem.updateMany({
      where: {
        orderId: order.id,
        escalationStatus: { gte: ESCALATION_STATUS.requested, lt: to },
      },
      data: { escalationStatus: to },
    });
    if (moved.count === 0) {
      throw new AppError(
        ERROR_CODE.INVALID_TRANSITION,
        `Order ${order.orderNo} has no open replacement or undelivered request before status ${to}.`,
      );
    }
    return { orderNo: order.orderNo, to, products: moved.count };
  });
}
