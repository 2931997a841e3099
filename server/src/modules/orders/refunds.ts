// Money back when an order closes before delivery. The part paid from Galli Cash always returns to
// Galli Cash; the part paid online returns to Galli Cash at once, or to the bank through the
// payments adapter (a Razorpay refund through the official SDK; the emulator in emulator mode). Wallet credits use (kind "refund", refId "order:<id>"), so an
// order is credited once whatever path closes it (customer cancel, shop reject, admin deny).
import type { Prisma } from "../../generated/prisma/client";
import type { AppContext } from "../../plugins/db";
import { credit } from "../../lib/wallet";
import { releaseStock } from "../cart/public";
import { PAYMENT_TYPE } from "../../contract/orders";

type RefundableOrder = {
  id: string;
  orderNo: string;
  userId: string;
  checkoutId: string | null;
  paymentType: number;
  walletAmount: number;
  onlineAmount: number;
};

/** A bank refund recorded as pending, to be sent to the provider after the transaction commits. */
export type PendingBankRefund = { refundId: string; providerPaymentId: string; amount: number; orderNo: string };

export type RefundPlan = { wallet: number; bank: PendingBankRefund | null };

/** The captured provider payment behind an online order, if any. */
async function providerPayment(tx: Prisma.TransactionClient, order: RefundableOrder) {
  if (!order.checkoutId) return null;
  return tx.payment.findFirst({
    where: {
      checkoutId: order.checkoutId,
      provider: "razorpay",
      providerId: { not: null },
      status: { in: ["captured", "authorized", "refunded"] },
    },
    orderBy: { createdAt: "asc" },
  });
}

async function creditWallet(
  tx: Prisma.TransactionClient,
  order: RefundableOrder,
  amount: number,
  reason: string,
  now: Date,
) {
  if (amount <= 0) return 0;
  const posted = await credit(tx, {
    userId: order.userId,
    amount,
    kind: "refund",
    refId: `order:${order.id}`,
    note: `Refund for order ${order.orderNo}`,
  });
  if (!posted.created) return 0;
  await tx.refund.create({
    data: {
      orderId: order.id,
      userId: order.userId,
      amount,
      destination: "wallet",
      status: "processed",
      reason,
      createdAt: now,
    },
  });
  return amount;
}

/**
 * Inside the closing transaction: credits what goes to Galli Cash and records a pending bank refund.
 * `toBank` asks for the online part to go to the bank (falls back to the wallet when the order has no
 * provider payment to refund).
 */
export async function refundClosedOrder(
  tx: Prisma.TransactionClient,
  order: RefundableOrder,
  opts: { toBank: boolean; reason: string; now: Date },
): Promise<RefundPlan> {
  const online = order.paymentType === PAYMENT_TYPE.online ? order.onlineAmount : 0;
  const payment = opts.toBank && online > 0 ? await providerPayment(tx, order) : null;
  if (!payment?.providerId) {
    return { wallet: await creditWallet(tx, order, order.walletAmount + online, opts.reason, opts.now), bank: null };
  }
  const wallet = await creditWallet(tx, order, order.walletAmount, opts.reason, opts.now);
  const row = await tx.refund.create({
    data: {
      paymentId: payment.id,
      orderId: order.id,
      userId: order.userId,
      amount: online,
      destination: "bank",
      status: "pending",
      reason: opts.reason,
      createdAt: opts.now,
    },
  });
  return {
    wallet,
    bank: { refundId: row.id, providerPaymentId: payment.providerId, amount: online, orderNo: order.orderNo },
  };
}

const PROVIDER_STATUSES = new Set(["pending", "processed", "failed"]);

/**
 * After commit: asks the provider for the bank refund. When the provider refuses, the refund is
 * marked failed and the amount goes to Galli Cash instead, so the customer's money is never stuck.
 * Answers the refund's status ("processed" | "pending") or "wallet" after the fallback.
 */
export async function sendBankRefund(
  ctx: AppContext,
  pending: PendingBankRefund,
  order: RefundableOrder,
): Promise<"processed" | "pending" | "wallet"> {
  try {
    const result = await ctx.adapters.payments.refundPayment(pending.providerPaymentId, {
      amount: pending.amount,
      notes: { order_id: pending.orderNo, reason: "Order cancelled by the customer" },
    });
    const status = PROVIDER_STATUSES.has(result.status) ? result.status : "pending";
    if (status === "failed") throw new Error("provider refused the refund");
    await ctx.db.refund.update({ where: { id: pending.refundId }, data: { providerRefundId: result.id, status } });
    return status as "processed" | "pending";
  } catch {
    await ctx.db.$transaction(async (tx) => {
      await tx.refund.update({ where: { id: pending.refundId }, data: { status: "failed" } });
      await credit(tx, {
        userId: order.userId,
        amount: pending.amount,
        kind: "refund",
        refId: `bank-fallback:${pending.refundId}`,
        note: `Refund for order ${order.orderNo} (bank refund failed)`,
      });
      await tx.refund.create({
        data: {
          orderId: order.id,
          userId: order.userId,
          amount: pending.amount,
          destination: "wallet",
          status: "processed",
          reason: "bank refund failed",
          createdAt: ctx.now(),
        },
      });
    });
    return "wallet";
  }
}

/** Puts the ordered units back on the store's shelf. */
export const restoreStock = releaseStock;
