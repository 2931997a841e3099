// Money back when an order closes before delivery. The part paid from Galli Cash always returns to
// Galli Cash; the part paid online returns to Galli Cash at once, or to the source of the payment
// through the refund tracker (modules/refunds: recorded in the closing transaction, sent to the
// provider after commit, followed by the refund job). Keys "order:<id>" (wallet) and
// "order-source:<id>" make an order refunded once whatever path closes it (customer cancel, shop
// reject, admin deny).
import type { Prisma } from "../../generated/prisma/client";
import type { AppContext } from "../../plugins/db";
import { recordSourceRefund, refundToWallet, sendSourceRefund } from "../refunds/public";
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

/** What the closing transaction decided: paise credited to Galli Cash, and a source refund to send. */
export type RefundPlan = { wallet: number; sourceRefundId: string | null; sourceAmount: number };

/** The captured provider payment behind an online order, if any. */
export async function providerPayment(tx: Prisma.TransactionClient, checkoutId: string | null) {
  if (!checkoutId) return null;
  return tx.payment.findFirst({
    where: {
      checkoutId,
      provider: "razorpay",
      providerId: { not: null },
      status: { in: ["captured", "refunded"] },
    },
    orderBy: { createdAt: "asc" },
  });
}

/**
 * Inside the closing transaction: credits what goes to Galli Cash and records a source refund.
 * `toBank` asks for the online part to go back to its source (it goes to Galli Cash when the order
 * has no provider payment to refund).
 */
export async function refundClosedOrder(
  tx: Prisma.TransactionClient,
  order: RefundableOrder,
  opts: { toBank: boolean; reason: string; now: Date; keep?: number },
): Promise<RefundPlan> {
  // What substitutions already gave back before the order closed (modules/substitutions) is not
  // paid twice: their source refunds come off the online part, the rest off what goes to Galli
  // Cash; cash on delivery not charged ("door:") was never paid.
  const given = await tx.refund.findMany({
    where: { orderId: order.id, status: { not: "failed" }, destination: { not: "cash" } },
    select: { amount: true, destination: true },
  });
  const givenBank = given.filter((r) => r.destination === "bank").reduce((s, r) => s + r.amount, 0);
  const givenWallet = given.filter((r) => r.destination !== "bank").reduce((s, r) => s + r.amount, 0);
  const online = Math.max(0, (order.paymentType === PAYMENT_TYPE.online ? order.onlineAmount : 0) - givenBank);
  const payment = opts.toBank && online > 0 ? await providerPayment(tx, order.checkoutId) : null;
  const cause = { userId: order.userId, orderId: order.id, orderNo: order.orderNo, reason: opts.reason, now: opts.now };
  // `keep`: paise that stay paid (a returned order's delivery charge when the customer caused it).
  const walletPart = Math.max(0, order.walletAmount + (payment ? 0 : online) - givenWallet - (opts.keep ?? 0));
  const wallet = await refundToWallet(tx, { ...cause, key: `order:${order.id}`, amount: walletPart });
  if (!payment) return { wallet: wallet.created ? walletPart : 0, sourceRefundId: null, sourceAmount: 0 };
  const source = await recordSourceRefund(tx, {
    ...cause,
    key: `order-source:${order.id}`,
    amount: online,
    paymentId: payment.id,
    paymentMethod: payment.method,
  });
  return {
    wallet: wallet.created ? walletPart : 0,
    sourceRefundId: source.created ? source.refund!.id : null,
    sourceAmount: source.created ? online : 0,
  };
}

/**
 * After commit: sends the source refund. Answers its status ("initiated" | "processed"), "wallet"
 * when the provider refused it and the amount went to Galli Cash instead, or "requested" when the
 * provider could not be reached (the refund job sends it later).
 */
export async function sendPlannedRefund(
  ctx: Pick<AppContext, "db" | "adapters" | "now">,
  plan: RefundPlan,
): Promise<"requested" | "initiated" | "processed" | "wallet"> {
  if (!plan.sourceRefundId) return "processed";
  const after = await sendSourceRefund(ctx, plan.sourceRefundId);
  if (after.status === "failed") return "wallet";
  return after.status as "requested" | "initiated" | "processed";
}

/** Puts the ordered units back on the store's shelf. */
export const restoreStock = releaseStock;
