// Escalations on Galli's desk: replacement and undelivered requests (escalation statuses 1-7, spec
// part 2 section 4) that the shop refused (status 2, "escalated by store": the merchant console's
// Refuse) or left at 1 "requested" for over 48 hours since the customer made them
// (OrderItem.escalatedAt; requests made before it was recorded count from the delivery). The desk
// decides them through advanceEscalation, so the money moves exactly as for the shop's own
// answers: "refund" moves the lines to 6 (refund initiated: the escalated units as paid, to the
// payment's source or Galli Cash), "close" to 7 (closed, nothing refunded).
import type { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { ESCALATION_STATUS } from "../../contract/orders";
import {
  ESCALATION_WAIT_HOURS,
  OPS_DESK_PAGE_SIZE,
  type EscalationDecision,
  type OpsEscalation,
  type OpsEscalationList,
} from "../../contract/ops-desk";
import { advanceEscalation } from "../orders/public";
import { opsOrderLineOf } from "./orders-service";
import { recordOpsAudit } from "./audit";
import { iso, type DeskCtx, type OpsActor } from "./desk-types";
import { onDesk } from "./desk-queue";

const HOUR_MS = 3600 * 1000;

const isOnDesk = (
  line: { escalationStatus: number; escalatedAt: Date | null },
  deliveredAt: Date | null,
  now: Date,
): boolean => {
  if (line.escalationStatus === ESCALATION_STATUS.escalatedByStore) return true;
  if (line.escalationStatus !== ESCALATION_STATUS.requested) return false;
  const since = line.escalatedAt ?? deliveredAt;
  return since !== null && now.getTime() - since.getTime() > ESCALATION_WAIT_HOURS * HOUR_MS;
};

const orderSelect = {
  id: true,
  orderNo: true,
  status: true,
  deliveredAt: true,
  storeRefusalReason: true,
  user: { select: { firstName: true, lastName: true, mobile: true } },
  shop: { select: { displayName: true } },
  items: { orderBy: { id: "asc" } },
} satisfies Prisma.OrderSelect;

function toEscalation(o: Prisma.OrderGetPayload<{ select: typeof orderSelect }>, now: Date): OpsEscalation {
  const lines = o.items.filter((i) => isOnDesk(i, o.deliveredAt, now));
  const since = lines
    .map((l) => l.escalatedAt ?? o.deliveredAt)
    .filter((d): d is Date => d !== null)
    .sort((a, b) => a.getTime() - b.getTime())[0];
  const refused = lines.some((l) => l.escalationStatus === ESCALATION_STATUS.escalatedByStore);
  return {
    order_id: o.id,
    order_no: o.orderNo,
    order_status: o.status,
    shop_name: o.shop.displayName,
    customer_name: `${o.user.firstName} ${o.user.lastName}`.trim(),
    customer_mobile: o.user.mobile,
    refused,
    refusal_reason: refused ? o.storeRefusalReason : null,
    waiting_since: iso(since),
    lines: lines.map(opsOrderLineOf),
  };
}

/** Orders with requests on the desk, the longest waiting first. */
export async function listEscalations(db: Db, now: Date, page: number): Promise<OpsEscalationList> {
  const where: Prisma.OrderWhereInput = { items: { some: onDesk(now) } };
  const [rows, total] = await Promise.all([
    db.order.findMany({
      where,
      select: orderSelect,
      orderBy: [{ deliveredAt: "asc" }, { id: "asc" }],
      skip: (page - 1) * OPS_DESK_PAGE_SIZE,
      take: OPS_DESK_PAGE_SIZE,
    }),
    db.order.count({ where }),
  ]);
  return { items: rows.map((o) => toEscalation(o, now)), total };
}

const notDecidable = () => new AppError(ERROR_CODE.ESCALATION_NOT_DECIDABLE);

/** Decides every request of the order that is on the desk: refund (6) or close (7). */
export async function decideEscalation(
  ctx: DeskCtx,
  ops: OpsActor,
  orderRef: string,
  decision: EscalationDecision,
  note: string,
) {
  const now = ctx.now();
  const order = await ctx.db.order.findFirst({
    where: { OR: [{ id: orderRef }, { orderNo: orderRef }] },
    select: orderSelect,
  });
  if (!order) throw new AppError(ERROR_CODE.ESCALATION_NOT_FOUND);
  const lines = order.items.filter((i) => isOnDesk(i, order.deliveredAt, now));
  if (lines.length === 0) throw notDecidable();
  const to = decision === "refund" ? ESCALATION_STATUS.refundInitiated : ESCALATION_STATUS.closed;
  try {
    const move = await advanceEscalation(ctx, order.id, to, {
      productIds: lines.map((l) => l.id),
      inTransaction: async (tx, m) => {
        // Claimed at the status read above: a line the shop answered meanwhile is not decided twice.
        const changed = await tx.orderItem.count({
          where: {
            id: { in: lines.map((l) => l.id) },
            escalationStatus: { not: to },
          },
        });
        if (changed > 0) throw notDecidable();
        await recordOpsAudit(tx, ops, {
          action: `escalation.${decision}`,
          entity: "order",
          entityId: m.orderId,
          before: {
            order_number: m.orderNo,
            lines: lines.map((l) => ({ id: l.id, product: l.productName, escalation_status: l.escalationStatus })),
          },
          after: { order_number: m.orderNo, escalation_status: m.to, products: m.products, note },
        });
      },
    });
    return { order_no: move.orderNo, escalation_status: move.to, products: move.products, refunded: move.refunded };
  } catch (err) {
    if (
      err instanceof AppError &&
      (err.code === ERROR_CODE.INVALID_TRANSITION || err.code === ERROR_CODE.ORDER_CHANGED)
    )
      throw notDecidable();
    throw err;
  }
}
