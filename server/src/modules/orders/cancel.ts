// Customer cancellation (spec part 2 section 4, Cancel): only while the order's status is below its
// cancel_selected_stage; all the named orders or none. Stock goes back to the store; money goes back
// per refunds.ts. Withdrawing a replacement or undelivered request is cancelEscalation.
import { syncLedgerAfter } from "../ledger/public";
import type { AppContext } from "../../plugins/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { toRupees } from "../../lib/money";
import { enqueueWebhookEvent } from "../../lib/webhook-outbox";
import {
  CLOSED_STATUSES,
  ESCALATION_STATUS,
  isOpenEscalation,
  isWithdrawableEscalation,
  ORDER_MESSAGES,
  ORDER_STATUS,
  PAYMENT_TYPE,
  VERIFY_STATUS,
  WITHDRAWABLE_ESCALATION_STATUSES,
} from "../../contract/orders";
import type { CancelEscalationBody, CancelOrderBody, CancelOrderData } from "../../contract/orders-actions";
import { findOwnOrder } from "./access";
import type { OrderRow } from "./present";
import { refundClosedOrder, restoreStock, sendPlannedRefund, type RefundPlan } from "./refunds";
import { refreshNewCustomer } from "./new-customer";
import { englishReason } from "./titles";

const CLOSED = new Set<number>(CLOSED_STATUSES);

const alreadyCancelled = () => new AppError(ERROR_CODE.ORDER_ALREADY_CANCELLED);

function assertCancellable(order: OrderRow) {
  if (CLOSED.has(order.status)) throw alreadyCancelled();
  if (order.status >= order.cancelSelectedStage || order.status >= ORDER_STATUS.delivered) {
    throw new AppError(ERROR_CODE.CANCEL_NOT_ALLOWED);
  }
}

export type CancelResult = { message: string; data: CancelOrderData };

export async function cancelOrders(ctx: AppContext, userId: string, input: CancelOrderBody): Promise<CancelResult> {
  // A reason picked in Hindi is kept as its English title.
  const body = { ...input, to_bfCash: input.to_bfCash ?? true, title: await englishReason(ctx, "cancel", input.title) };
  const ids = [...new Set(body.order_id)];
  const orders: OrderRow[] = [];
  for (const id of ids) orders.push(await findOwnOrder(ctx.db, userId, id));
  orders.forEach(assertCancellable);

  const online = orders.filter((o) => o.paymentType === PAYMENT_TYPE.online && o.onlineAmount > 0);
  const toBank = !body.to_bfCash && online.length > 0;

  const now = ctx.now();
  const reason = `Cancelled by the customer: ${body.title}`;
  const plans = await ctx.db.$transaction(async (tx) => {
    const out: RefundPlan[] = [];
    for (const order of orders) {
      // Claim the order at the status we checked: a concurrent cancel or status move loses here.
      const claimed = await tx.order.updateMany({
        where: { id: order.id, userId, status: order.status },
        data: {
          status: ORDER_STATUS.cancelled,
          cancelledAt: now,
          cancelReason: body.title,
          cancelMessage: body.message || null,
        },
      });
      if (claimed.count !== 1) throw alreadyCancelled();
      await restoreStock(tx, order.items);
      out.push(await refundClosedOrder(tx, order, { toBank, reason, now }));
      await enqueueWebhookEvent(tx, {
        storeId: order.storeId,
        userId,
        type: "order.cancelled",
        data: { order_id: order.id, order_number: order.orderNo, status: ORDER_STATUS.cancelled, reason: body.title },
        now,
      });
    }
    await refreshNewCustomer(tx, userId);
    return out;
  });
  await syncLedgerAfter(
    ctx.db,
    orders.map((o) => o.id),
  );

  const results: CancelOrderData["orders"] = [];
  let fellBack = false;
  for (const [i, order] of orders.entries()) {
    const plan = plans[i];
    let wallet = plan.wallet;
    let bankStatus: string | null = null;
    if (plan.sourceRefundId) {
      const sent = await sendPlannedRefund(ctx, plan);
      if (sent === "wallet") {
        wallet += plan.sourceAmount;
        fellBack = true;
      } else {
        bankStatus = sent;
      }
    }
    results.push({
      _id: order.id,
      status: ORDER_STATUS.cancelled,
      refund: {
        wallet: toRupees(wallet),
        bank: toRupees(bankStatus ? plan.sourceAmount : 0),
        bank_status: bankStatus,
      },
    });
  }
  const message = fellBack
    ? ORDER_MESSAGES.bankRefundFellBack
    : results.some((r) => r.refund.bank > 0)
      ? ORDER_MESSAGES.cancelledToBank
      : results.some((r) => r.refund.wallet > 0)
        ? ORDER_MESSAGES.cancelledToWallet
        : ORDER_MESSAGES.cancelled;
  return { message, data: { orders: results } };
}

/**
 * Withdraws the open replacement and undelivered requests of an order (escalation 1 requested or
 * 2 escalated by store -> 7 closed). Requests the shop already resolved or refunded stay as they are.
 */
export async function cancelEscalation(ctx: AppContext, userId: string, body: CancelEscalationBody) {
  const order = await findOwnOrder(ctx.db, userId, body._id);
  const open = order.items.filter(
    (i) =>
      (i.verifyStatus === VERIFY_STATUS.undelivered || i.verifyStatus === VERIFY_STATUS.replacement) &&
      isWithdrawableEscalation(i.escalationStatus),
  );
  if (!order.isEscalated || open.length === 0) {
    throw new AppError(ERROR_CODE.NO_OPEN_ESCALATION);
  }
  const stillOpen = order.items.some(
    (i) =>
      !open.includes(i) &&
      (i.verifyStatus === VERIFY_STATUS.undelivered || i.verifyStatus === VERIFY_STATUS.replacement) &&
      isOpenEscalation(i.escalationStatus),
  );
  const reason = await englishReason(ctx, "cancel", body.reason);
  await ctx.db.$transaction(async (tx) => {
    const claimed = await tx.orderItem.updateMany({
      where: { id: { in: open.map((i) => i.id) }, escalationStatus: { in: [...WITHDRAWABLE_ESCALATION_STATUSES] } },
      data: { escalationStatus: ESCALATION_STATUS.closed },
    });
    if (claimed.count !== open.length) throw new AppError(ERROR_CODE.NO_OPEN_ESCALATION);
    await tx.order.update({
      where: { id: order.id },
      data: { isEscalated: stillOpen, cancelReason: reason, cancelMessage: body.message || null },
    });
  });
  return { _id: order.id, closed: open.length };
}
