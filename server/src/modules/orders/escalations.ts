// The merchant side of a replacement or undelivered request (spec part 2 section 4, escalation
// statuses 1-7): the shop or Galli support moves open requests of an order forward —
// 2 escalated by store, 3 resolved, 4 accepted, 5 refund requested, 6 refund initiated, 7 closed.
// Reaching 6 (or closing a request that stood at 5) refunds the affected line: what the customer
// paid for its escalated units (net price and tax, less their share of a discount promo;
// refund-share.ts), and everything still unrefunded when that leaves no unit of the order
// unrefunded, at most what the order still has unrefunded. Cash on delivery counts as paid in full
// once the order is delivered (goods reported undelivered at Submit were settled then, as cash not
// charged: verification.ts, their requests already at 6). An online
// order's refund goes back to the payment's source (the rest, if any, to Galli Cash); anything else
// to Galli Cash; a cashback the order earns less after it is taken back out of it (cashback.ts).
// Keys "escalation:<line>" and "escalation-source:<line>" make it once per line
// whatever the retries. Every caller (the order:advance command, the merchant order API) goes
// through here.
import { recordLiveEvent } from "../../lib/live-events";
import type { Prisma } from "../../generated/prisma/client";
import type { AppContext } from "../../plugins/db";
import { AppError } from "../../lib/app-error";
import { messageText } from "../../lib/message-templates";
import { ERROR_CODE } from "../../contract/errors";
import { ESCALATION_STATUS, ORDER_STATUS, PAYMENT_TYPE, VERIFY_STATUS } from "../../contract/orders";
import { syncLedgerAfter } from "../ledger/public";
import { recordSourceRefund, refundToWallet, sendSourceRefund } from "../refunds/public";
import { providerPayment } from "./refunds";
import { lineRefund } from "./refund-share";
import { cashbackToTakeBack, takeBackCashback } from "./cashback";

export type EscalationMove = { orderNo: string; to: number; products: number; refunded: number };
type Ctx = Pick<AppContext, "db" | "now"> & Partial<Pick<AppContext, "adapters">>;
type Tx = Prisma.TransactionClient;

type OrderForRefund = Prisma.OrderGetPayload<{ include: { items: true } }>;
type Line = OrderForRefund["items"][number];

/** What was paid for the order and not refunded yet, per destination. */
async function refundable(tx: Tx, order: OrderForRefund) {
  // A failed source refund paid nothing; its Galli Cash replacement ("fallback:<id>") did.
  const earlier = await tx.refund.findMany({
    where: { orderId: order.id, status: { not: "failed" } },
    select: { amount: true, destination: true },
  });
  const sum = (d?: string) => earlier.filter((r) => !d || r.destination === d).reduce((s, r) => s + r.amount, 0);
  const refundedLines = new Set(
    (
      await tx.refund.findMany({
        where: { orderId: order.id, orderItemId: { not: null } },
        select: { orderItemId: true },
      })
    ).map((r) => r.orderItemId),
  );
  // Units refunded per line: a line is refunded once, for its escalated quantity.
  const refundedQty = new Map(order.items.filter((i) => refundedLines.has(i.id)).map((i) => [i.id, i.escalatedQty]));
  return {
    total: Math.max(0, paidForOrder(order) - sum()),
    source: Math.max(0, (order.paymentType === PAYMENT_TYPE.online ? order.onlineAmount : 0) - sum("bank")),
    refundedQty,
  };
}

/** What the customer has paid for the order: cash on delivery counts once the order is delivered. */
export function paidForOrder(
  order: Pick<OrderForRefund, "paymentType" | "status" | "amount" | "walletAmount" | "onlineAmount">,
) {
  if (order.paymentType === PAYMENT_TYPE.online) return order.walletAmount + order.onlineAmount;
  const handedOver = order.status === ORDER_STATUS.delivered || order.status === ORDER_STATUS.verified;
  return handedOver ? order.amount : order.walletAmount;
}

async function refundLine(tx: Tx, order: OrderForRefund, line: Line, now: Date): Promise<string[]> {
  const left = await refundable(tx, order);
  const amount = lineRefund(order, line, line.escalatedQty, left.refundedQty, left.total);
  if (amount <= 0) return [];
  const cause = {
    userId: order.userId,
    orderId: order.id,
    orderNo: order.orderNo,
    orderItemId: line.id,
    reason: messageText(line.verifyStatus === VERIFY_STATUS.undelivered ? "undeliveredUnits" : "replacementUnits", {
      count: line.escalatedQty,
      product: line.productName,
    }),
    now,
  };
  // A cashback promo earns less once this refund is made: what it takes back comes out of this
  // refund, so at least that much is paid to Galli Cash and debited there (cashback.ts).
  const takeBack = await cashbackToTakeBack(tx, order, amount);
  const payment = left.source > 0 ? await providerPayment(tx, order.checkoutId) : null;
  const toSource = payment ? Math.min(amount - takeBack, left.source) : 0;
  const sent: string[] = [];
  if (payment && toSource > 0) {
    const source = await recordSourceRefund(tx, {
      ...cause,
      key: `escalation-source:${line.id}`,
      amount: toSource,
      paymentId: payment.id,
      paymentMethod: payment.method,
    });
    if (source.created) sent.push(source.refund!.id);
  }
  await refundToWallet(tx, { ...cause, key: `escalation:${line.id}`, amount: amount - toSource });
  await takeBackCashback(tx, order, takeBack, `escalation:${line.id}`);
  return sent;
}

export async function advanceEscalation(
  ctx: Ctx,
  ref: string,
  to: number,
  opts: {
    productIds?: string[];
    /** Only requests standing at this status (the console answers requested ones, 1). */
    fromStatus?: number;
    /** Only an order of this store (others are not found). */
    storeId?: string;
    /** Runs inside the move's transaction after the requests are claimed (the console's audit entry). */
    inTransaction?: (tx: Tx, move: EscalationMove & { orderId: string; status: number }) => Promise<void>;
  } = {},
): Promise<EscalationMove> {
  if (!Number.isInteger(to) || to < ESCALATION_STATUS.escalatedByStore || to > ESCALATION_STATUS.closed) {
    throw new AppError(ERROR_CODE.INVALID_STATUS);
  }
  const now = ctx.now();
  const { move, toSend, orderId } = await ctx.db.$transaction(async (tx) => {
    const order = await tx.order.findFirst({
      where: { OR: [{ id: ref }, { orderNo: ref }], ...(opts.storeId ? { storeId: opts.storeId } : {}) },
      include: { items: { orderBy: { id: "asc" } } },
    });
    if (!order) throw new AppError(ERROR_CODE.ORDER_NOT_FOUND, `No order with id or number ${ref}.`);
    // Open requests only, and only forward: a closed request stays closed.
    const lines = order.items.filter(
      (i) =>
        i.escalationStatus >= ESCALATION_STATUS.requested &&
        i.escalationStatus < to &&
        (opts.fromStatus === undefined || i.escalationStatus === opts.fromStatus) &&
        (!opts.productIds || opts.productIds.includes(i.productId) || opts.productIds.includes(i.id)),
    );
    const sends: string[] = [];
    let refunded = 0;
    for (const line of lines) {
      // Claim the line at the status we read: a concurrent move loses here and refunds nothing.
      const claimed = await tx.orderItem.updateMany({
        where: { id: line.id, escalationStatus: line.escalationStatus },
        data: { escalationStatus: to },
      });
      if (claimed.count !== 1)
        throw new AppError(ERROR_CODE.ORDER_CHANGED, `Order ${order.orderNo} changed meanwhile.`);
      await recordLiveEvent(tx, {
        type: "escalation.updated",
        userId: order.userId,
        data: {
          order_id: order.id,
          order_number: order.orderNo,
          status: order.status,
          product_id: line.productId,
          escalation_status: to,
        },
        now,
      });
      const refundNow =
        to === ESCALATION_STATUS.refundInitiated ||
        (to === ESCALATION_STATUS.closed && line.escalationStatus === ESCALATION_STATUS.refundRequested);
      if (refundNow) {
        sends.push(...(await refundLine(tx, order, line, now)));
        refunded++;
      }
    }
    if (lines.length === 0) {
      throw new AppError(
        ERROR_CODE.INVALID_TRANSITION,
        `Order ${order.orderNo} has no open replacement or undelivered request before status ${to}.`,
      );
    }
    const move = { orderNo: order.orderNo, to, products: lines.length, refunded };
    await opts.inTransaction?.(tx, { ...move, orderId: order.id, status: order.status });
    return { move, toSend: sends, orderId: order.id };
  });
  // Source refunds go to the provider after commit; without adapters (the command line) or when
  // the provider is down, the refund job sends them.
  if (ctx.adapters) {
    const send = { db: ctx.db, now: ctx.now, adapters: ctx.adapters };
    for (const id of toSend) await sendSourceRefund(send, id).catch(() => undefined);
  }
  if (move.refunded > 0) await syncLedgerAfter(ctx.db, [orderId]);
  return move;
}
