// Product verification after delivery (spec part 2 section 4): per product Delivered (1),
// Undelivered (2, a quantity, default all) or Replacement (3, reason, message, 2-3 photos, a
// quantity). A choice may change until the order is verified; verifyOrder then closes it (status 6)
// once every product is decided. Undelivered and replacement requests start at escalation 1. After
// Submit a delivered product may still be reported (undelivered or replacement) until the shop's
// replacement window closes, one open request per product line. Orders nobody submits are
// verified by the auto-verify job when the window closes (auto-verify.ts).
import type { AppContext } from "../../plugins/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { toRupees } from "../../lib/money";
import { messageText } from "../../lib/message-templates";
import { recordLiveEvent } from "../../lib/live-events";
import type { Prisma } from "../../generated/prisma/client";
import { enqueueWebhookEvent } from "../../lib/webhook-outbox";
import {
  ORDER_MESSAGES,
  ORDER_STATUS,
  VERIFY_STATUS,
  type OrderProduct,
  PAYMENT_TYPE,
  ESCALATION_STATUS,
} from "../../contract/orders";
import { REPLACEMENT_MESSAGES, type VerifyOrderData, type VerifyProductFields } from "../../contract/orders-actions";
import { findLine, findOwnOrder, hindiNames, reviewedProducts, type OrderScope } from "./access";
import type { OrderRow } from "./present";
import { presentProduct } from "./present";
import { checkReplacementImages, storeReplacementImages } from "./replacement-images";
import { englishReason } from "./titles";
import { creditCashback, type CashbackFacts } from "./cashback";
import { lineRefund } from "./refund-share";
import { recordDoorRefund, refundToWallet } from "../refunds/public";
import { syncLedgerAfter } from "../ledger/public";

const DAY_MS = 24 * 3600 * 1000;

function assertDelivered(order: OrderRow) {
  if (order.status === ORDER_STATUS.verified) throw new AppError(ERROR_CODE.ORDER_ALREADY_VERIFIED);
  if (order.status > ORDER_STATUS.verified) throw new AppError(ERROR_CODE.ORDER_CLOSED);
  if (order.status !== ORDER_STATUS.delivered) throw new AppError(ERROR_CODE.ORDER_NOT_DELIVERED);
}

/** The end of the replacement window: recorded at delivery, else delivery + the shop's days. */
export function replacementEnd(
  order: Pick<OrderRow, "replacementUntil" | "deliveredAt"> & { shop: { replacementDays: number } },
  now: Date,
): Date {
  return order.replacementUntil ?? new Date((order.deliveredAt ?? now).getTime() + order.shop.replacementDays * DAY_MS);
}

const OPEN_REQUEST = { min: ESCALATION_STATUS.requested, max: ESCALATION_STATUS.refundInitiated };

/** After Submit: only a product received as delivered, inside the window, with no open request. */
function assertCanReportAfterSubmit(order: OrderRow, line: OrderRow["items"][number], verifyStatus: number, now: Date) {
  if (now.getTime() > replacementEnd(order, now).getTime()) {
    throw new AppError(ERROR_CODE.REPLACEMENT_WINDOW_CLOSED);
  }
  if (line.escalationStatus >= OPEN_REQUEST.min && line.escalationStatus <= OPEN_REQUEST.max) {
    throw new AppError(ERROR_CODE.REQUEST_ALREADY_OPEN);
  }
  if (verifyStatus === VERIFY_STATUS.delivered || line.escalationStatus !== ESCALATION_STATUS.none) {
    // Delivered is already the answer; a line refunded or closed once is settled.
    throw new AppError(ERROR_CODE.ORDER_ALREADY_VERIFIED);
  }
}

/**
 * Inside a transaction: delivered -> verified, undecided products count as delivered, and a
 * cashback promo is credited on what was kept (cashback.ts; once per order: kind cashback, refId
 * order id). False when the order was no longer delivered (someone else verified it first).
 */
export async function completeVerification(
  tx: Prisma.TransactionClient,
  order: CashbackFacts,
  now: Date,
  replacementUntil: Date,
): Promise<boolean> {
  const claimed = await tx.order.updateMany({
    where: { id: order.id, status: ORDER_STATUS.delivered },
    data: { status: ORDER_STATUS.verified, verifiedAt: now, replacementUntil },
  });
  if (claimed.count !== 1) return false;
  await tx.orderItem.updateMany({
    where: { orderId: order.id, verifyStatus: VERIFY_STATUS.undecided },
    data: { verifyStatus: VERIFY_STATUS.delivered },
  });
  // A cashback promo is earned once the customer has the goods: credited with the verification,
  // so a cancelled or rejected order, or one none of whose goods arrived (all of it comes back as
  // refunds), never gets it; refunds made later take back what it then earns less.
  const lines = await tx.orderItem.findMany({
    where: { orderId: order.id },
    select: { verifyStatus: true, escalatedQty: true, qty: true },
  });
  const nothingArrived = lines.every((l) => l.verifyStatus === VERIFY_STATUS.undelivered && l.escalatedQty >= l.qty);
  if (!nothingArrived) await creditCashback(tx, order);
  return true;
}

/** Undelivered requests still open for the shop (not resolved, not refunded, not closed). */
const openUndelivered = (i: OrderRow["items"][number]) =>
  i.verifyStatus === VERIFY_STATUS.undelivered &&
  i.escalatedQty > 0 &&
  i.escalationStatus >= ESCALATION_STATUS.requested &&
  i.escalationStatus <= ESCALATION_STATUS.refundRequested &&
  i.escalationStatus !== ESCALATION_STATUS.resolved;

/**
 * Inside the verifying transaction of a COD order: goods reported undelivered are not charged at
 * the door. Each open undelivered request is settled as its refund (refund-share.ts: the units as
 * paid, and everything still unrefunded when no unit of the order is left): the part within the
 * cash due is recorded as cash not charged (key "door:<line>"), any part beyond it (paid from Galli
 * Cash) is refunded to Galli Cash ("escalation:<line>"), and the request moves to refund initiated
 * (6). Answers the paise not charged.
 */
async function settleUndeliveredAtDoor(tx: Prisma.TransactionClient, order: OrderRow, now: Date): Promise<number> {
  const lines = order.items.filter(openUndelivered);
  if (lines.length === 0) return 0;
  const earlier = await tx.refund.findMany({
    where: { orderId: order.id, status: { not: "failed" } },
    select: { amount: true, orderItemId: true },
  });
  let left = order.amount - earlier.reduce((s, r) => s + r.amount, 0);
  const refundedLines = new Set(earlier.map((r) => r.orderItemId));
  const refundedQty = new Map(order.items.filter((i) => refundedLines.has(i.id)).map((i) => [i.id, i.escalatedQty]));
  let cashDue = Math.max(0, order.amount - order.walletAmount - order.cashNotCharged);
  let notCharged = 0;
  for (const line of lines) {
    const claimed = await tx.orderItem.updateMany({
      where: { id: line.id, escalationStatus: line.escalationStatus },
      data: { escalationStatus: ESCALATION_STATUS.refundInitiated },
    });
    if (claimed.count !== 1) throw changedUnderUs();
    const value = lineRefund(order, line, line.escalatedQty, refundedQty, left);
    refundedQty.set(line.id, line.escalatedQty);
    if (value <= 0) continue;
    left -= value;
    const door = Math.min(value, cashDue);
    cashDue -= door;
    notCharged += door;
    const cause = { userId: order.userId, orderId: order.id, orderNo: order.orderNo, orderItemId: line.id, now };
    const units = { count: line.escalatedQty, product: line.productName };
    await recordDoorRefund(tx, {
      ...cause,
      key: `door:${line.id}`,
      amount: door,
      reason: messageText("notChargedUnits", units),
    });
    await refundToWallet(tx, {
      ...cause,
      key: `escalation:${line.id}`,
      amount: value - door,
      reason: messageText("undeliveredUnits", units),
    });
    await recordLiveEvent(tx, {
      type: "escalation.updated",
      userId: order.userId,
      data: {
        order_id: order.id,
        order_number: order.orderNo,
        status: ORDER_STATUS.verified,
        product_id: line.productId,
        escalation_status: ESCALATION_STATUS.refundInitiated,
      },
      now,
    });
  }
  return notCharged;
}

const changedUnderUs = () => new AppError(ERROR_CODE.ORDER_CHANGED);

export type VerifyProductResult = { message: string; data: OrderProduct };

export async function verifyProduct(
  ctx: AppContext,
  userId: string,
  fields: VerifyProductFields,
  images: Buffer[],
): Promise<VerifyProductResult> {
  const scope: OrderScope = { shopId: fields.category_id, storeId: fields.shop_id };
  const order = await findOwnOrder(ctx.db, userId, fields.order_id, scope);
  const afterSubmit = order.status === ORDER_STATUS.verified;
  if (!afterSubmit) assertDelivered(order);
  const line = findLine(order, fields.product_id);
  if (afterSubmit) assertCanReportAfterSubmit(order, line, fields.verify_status, ctx.now());
  const qty = fields.qty ?? line.qty;
  if (qty > line.qty) {
    throw new AppError(ERROR_CODE.VALIDATION_FAILED, REPLACEMENT_MESSAGES.qtyRange, {
      errors: [{ path: "qty", message: REPLACEMENT_MESSAGES.qtyRange }],
    });
  }

  // When the open request was made: kept while the customer sends the same request again (the
  // operations console takes requests the shop leaves waiting over 48 hours).
  const requestedAt = (kind: number) =>
    line.verifyStatus === kind && line.escalatedQty === qty && line.escalatedAt ? line.escalatedAt : ctx.now();
  let data;
  let message: string = ORDER_MESSAGES.productVerified;
  const notifications = fields.notifications ?? line.notifications;
  if (fields.verify_status === VERIFY_STATUS.delivered) {
    data = {
      verifyStatus: VERIFY_STATUS.delivered,
      escalatedQty: 0,
      escalationStatus: ESCALATION_STATUS.none,
      escalationReason: null,
      escalationMessage: null,
      escalationImages: "[]",
      escalatedAt: null,
      notifications,
    };
  } else if (fields.verify_status === VERIFY_STATUS.undelivered) {
    data = {
      verifyStatus: VERIFY_STATUS.undelivered,
      escalatedQty: qty,
      escalationStatus: ESCALATION_STATUS.requested,
      escalationReason: fields.reason || null,
      escalationMessage: fields.message || null,
      escalationImages: "[]",
      escalatedAt: requestedAt(VERIFY_STATUS.undelivered),
      notifications,
    };
    message = ORDER_MESSAGES.undeliveredRequested;
  } else {
    await checkReplacementImages(images);
    const names = await storeReplacementImages(ctx, images);
    data = {
      verifyStatus: VERIFY_STATUS.replacement,
      escalatedQty: qty,
      escalationStatus: ESCALATION_STATUS.requested,
      escalationReason: fields.reason ? await englishReason(ctx, "replacement", fields.reason) : null,
      escalationMessage: fields.message ?? null,
      escalationImages: JSON.stringify(names),
      escalatedAt: requestedAt(VERIFY_STATUS.replacement),
      notifications,
    };
    message = ORDER_MESSAGES.replacementRequested;
  }

  const escalated = order.items.some((i) => (i.id === line.id ? data.verifyStatus : i.verifyStatus) >= 2);
  const updated = await ctx.db.$transaction(async (tx) => {
    const claimed = await tx.order.updateMany({
      where: { id: order.id, status: order.status },
      data: { isEscalated: escalated },
    });
    if (claimed.count !== 1) throw changedUnderUs();
    // One open request per line: after Submit the line must still be as we read it.
    const lineClaimed = await tx.orderItem.updateMany({
      where: { id: line.id, escalationStatus: afterSubmit ? 0 : line.escalationStatus },
      data,
    });
    if (lineClaimed.count !== 1) throw changedUnderUs();
    // A new or changed request is news to the shop; a product marked delivered is not.
    const changedRequest =
      data.verifyStatus !== VERIFY_STATUS.delivered &&
      (line.verifyStatus !== data.verifyStatus || line.escalatedQty !== data.escalatedQty);
    if (changedRequest) {
      await enqueueWebhookEvent(tx, {
        storeId: order.storeId,
        type: "escalation.requested",
        data: {
          order_id: order.id,
          order_number: order.orderNo,
          status: order.status,
          product_id: line.productId,
          verify_status: data.verifyStatus,
          qty: data.escalatedQty,
          reason: data.escalationReason,
        },
        now: ctx.now(),
      });
    }
    return tx.orderItem.findUniqueOrThrow({ where: { id: line.id } });
  });
  const [reviewed, namesHi] = await Promise.all([
    reviewedProducts(ctx, order.id),
    hindiNames(ctx, [updated.productId]),
  ]);
  return {
    message,
    data: presentProduct(updated, reviewed.has(updated.productId), order, namesHi.get(updated.productId)),
  };
}

export async function verifyOrder(
  ctx: AppContext,
  userId: string,
  orderId: string,
  scope: OrderScope = {},
): Promise<VerifyOrderData> {
  const order = await findOwnOrder(ctx.db, userId, orderId, scope);
  assertDelivered(order);
  if (order.items.some((i) => i.verifyStatus === VERIFY_STATUS.undecided)) {
    throw new AppError(ERROR_CODE.PRODUCTS_UNDECIDED);
  }
  const now = ctx.now();
  // Orders delivered before the replacement window was recorded get it now.
  const replacementUntil = replacementEnd(order, now);
  const cod = order.paymentType === PAYMENT_TYPE.cod;
  const notCharged = await ctx.db.$transaction(async (tx) => {
    if (!(await completeVerification(tx, order, now, replacementUntil))) throw changedUnderUs();
    return cod ? settleUndeliveredAtDoor(tx, order, now) : 0;
  });
  if (notCharged > 0) await syncLedgerAfter(ctx.db, [order.id]);

  // Cash due on a COD order: the total less what Galli Cash already paid and less the goods
  // reported undelivered (settled above). Goods sent back for replacement were handed over: they
  // are paid for and come back as the request's refund (escalations.ts).
  const payable = cod ? Math.max(0, order.amount - order.walletAmount - notCharged) : 0;
  return {
    _id: order.id,
    status: ORDER_STATUS.verified,
    verified_at: now.toISOString(),
    payment_type: order.paymentType,
    amount_payable: toRupees(payable),
    escalated_products: order.items.filter((i) => i.verifyStatus !== VERIFY_STATUS.delivered).length,
  };
}
