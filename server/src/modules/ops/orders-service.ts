// The operations console's orders: search by order number, customer mobile, or shop name / store
// key; an order's whole story (lines, times, payment, refunds, requests); and Deny (status 9)
// through the merchant side's advanceOrder, so stock and the refund move exactly as for any
// denial (the whole paid amount to Galli Cash), with the ops audit entry in the same transaction.
import type { Prisma } from "../../generated/prisma/client";
import { providerOf, type Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { toRupees } from "../../lib/money";
import { ERROR_CODE } from "../../contract/errors";
import { ORDER_STATUS, ORDER_STATUS_NAMES } from "../../contract/orders";
import { onDesk } from "./desk-queue";
import {
  OPS_DESK_PAGE_SIZE,
  type OpsOrderDetail,
  type OpsOrderList,
  type OpsOrderSummary,
} from "../../contract/ops-desk";
import { advanceOrder } from "../orders/public";
import { recordOpsAudit } from "./audit";
import { iso, type DeskCtx, type OpsActor } from "./desk-types";

const summarySelect = {
  id: true,
  orderNo: true,
  status: true,
  orderedAt: true,
  amount: true,
  paymentType: true,
  modeName: true,
  userId: true,
  shopId: true,
  user: { select: { firstName: true, lastName: true, mobile: true, suspendedAt: true } },
  shop: { select: { displayName: true, status: true } },
  store: { select: { name: true, storeKey: true } },
} satisfies Prisma.OrderSelect;
type SummaryRow = Prisma.OrderGetPayload<{ select: typeof summarySelect }>;

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

function toSummary(o: SummaryRow): OpsOrderSummary {
  return {
    id: o.id,
    order_no: o.orderNo,
    status: o.status,
    status_name: ORDER_STATUS_NAMES[o.status] ?? String(o.status),
    ordered_at: o.orderedAt.toISOString(),
    amount: toRupees(o.amount),
    payment_type: o.paymentType,
    mode_name: o.modeName,
    customer_id: o.userId,
    customer_name: fullName(o.user),
    customer_mobile: o.user.mobile,
    shop_id: o.shopId,
    shop_name: o.shop.displayName,
    store_name: o.store.name,
    store_key: o.store.storeKey,
  };
}

/** A 10-digit Indian mobile, with or without +91 / 0 and spaces. */
const mobileOf = (q: string): string | null => {
  const digits = q.replace(/[\s-]/g, "").replace(/^(\+91|0)/, "");
  return /^\d{10}$/.test(digits) ? digits : null;
};

/** Contains, ignoring case on both databases (SQLite's LIKE already does for ASCII). */
const containing = (db: Db, text: string) =>
  providerOf(db) === "postgresql" ? { contains: text, mode: "insensitive" as const } : { contains: text };

/** The orders matching `q` (all orders when empty), newest first. */
export async function searchOrders(db: Db, q: string, page: number): Promise<OpsOrderList> {
  const text = q.trim();
  const mobile = mobileOf(text);
  const where: Prisma.OrderWhereInput =
    text === ""
      ? {}
      : mobile
        ? { OR: [{ user: { mobile } }, { orderNo: containing(db, text) }] }
        : {
            OR: [
              { orderNo: containing(db, text) },
              { shop: { displayName: containing(db, text) } },
              { store: { storeKey: text } },
            ],
          };
  const [rows, total] = await Promise.all([
    db.order.findMany({
      where,
      select: summarySelect,
      orderBy: [{ orderedAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * OPS_DESK_PAGE_SIZE,
      take: OPS_DESK_PAGE_SIZE,
    }),
    db.order.count({ where }),
  ]);
  return { items: rows.map(toSummary), total };
}

/** Denial closes an order the shop has not delivered yet (and that is not closed already). */
export const isDeniable = (status: number) => status >= ORDER_STATUS.ordered && status < ORDER_STATUS.delivered;

const lineOf = (i: Prisma.OrderItemGetPayload<object>) => ({
  id: i.id,
  product_name: i.productName,
  unit: i.unit,
  qty: i.qty,
  net_price: toRupees(i.netPrice),
  verify_status: i.verifyStatus,
  escalated_qty: i.escalatedQty,
  escalation_status: i.escalationStatus,
  escalation_reason: i.escalationReason,
  escalation_message: i.escalationMessage,
  escalated_at: iso(i.escalatedAt),
});
export { lineOf as opsOrderLineOf };

export async function orderDetail(db: Db, ref: string, now: Date): Promise<OpsOrderDetail> {
  const o = await db.order.findFirst({
    where: { OR: [{ id: ref }, { orderNo: ref }] },
    select: {
      ...summarySelect,
      shop: { select: { displayName: true, status: true, mobilePrimary: true } },
      deliveryType: true,
      walletAmount: true,
      onlineAmount: true,
      cancelReason: true,
      storeRefusalReason: true,
      acceptedAt: true,
      readyToShipAt: true,
      shippingAt: true,
      deliveredAt: true,
      verifiedAt: true,
      cancelledAt: true,
      rejectedAt: true,
      deniedAt: true,
      items: { orderBy: { id: "asc" } },
      refunds: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
    },
  });
  if (!o) throw new AppError(ERROR_CODE.ORDER_NOT_FOUND, `No order with id or number ${ref}.`);
  const deskLines = await db.orderItem.count({ where: { orderId: o.id, ...onDesk(now) } });
  return {
    ...toSummary(o),
    delivery_type: o.deliveryType,
    wallet_amount: toRupees(o.walletAmount),
    online_amount: toRupees(o.onlineAmount),
    cancel_reason: o.cancelReason,
    store_refusal_reason: o.storeRefusalReason,
    shop_status: o.shop.status,
    customer_suspended: o.user.suspendedAt !== null,
    deniable: isDeniable(o.status),
    on_desk: deskLines > 0,
    shop_mobile: o.shop.mobilePrimary,
    times: {
      ordered_at: o.orderedAt.toISOString(),
      accepted_at: iso(o.acceptedAt),
      ready_to_ship_at: iso(o.readyToShipAt),
      shipping_at: iso(o.shippingAt),
      delivered_at: iso(o.deliveredAt),
      verified_at: iso(o.verifiedAt),
      cancelled_at: iso(o.cancelledAt),
      rejected_at: iso(o.rejectedAt),
      denied_at: iso(o.deniedAt),
    },
    items: o.items.map(lineOf),
    refunds: o.refunds.map((r) => ({
      amount: toRupees(r.amount),
      destination: r.destination,
      method: r.method,
      status: r.status,
      reason: r.reason,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

const notDeniable = () => new AppError(ERROR_CODE.ORDER_NOT_DENIABLE);

/**
 * Deny (status 9): stock back, the whole paid amount to Galli Cash, the shop told by webhook — the
 * same move as `order:advance --to 9`. Refused with ORDER_NOT_DENIABLE once delivered or closed
 * (also when another move closes it meanwhile).
 */
export async function denyOrder(ctx: DeskCtx, ops: OpsActor, ref: string, reason: string) {
  const order = await ctx.db.order.findFirst({
    where: { OR: [{ id: ref }, { orderNo: ref }] },
    select: { id: true, status: true },
  });
  if (!order) throw new AppError(ERROR_CODE.ORDER_NOT_FOUND, `No order with id or number ${ref}.`);
  if (!isDeniable(order.status)) throw notDeniable();
  try {
    await advanceOrder(ctx.db, order.id, {
      now: ctx.now(),
      to: ORDER_STATUS.denied,
      from: [ORDER_STATUS.ordered, ORDER_STATUS.accepted, ORDER_STATUS.readyToShip, ORDER_STATUS.shipping],
      inTransaction: (tx, move) =>
        recordOpsAudit(tx, ops, {
          action: "order.deny",
          entity: "order",
          entityId: move.id,
          before: { order_number: move.orderNo, status: move.from },
          after: { order_number: move.orderNo, status: move.to, reason },
        }),
    });
  } catch (err) {
    if (err instanceof AppError && err.code === ERROR_CODE.INVALID_TRANSITION) throw notDeniable();
    throw err;
  }
  return orderDetail(ctx.db, order.id, ctx.now());
}
