// POST /order/refund/orderIssue: called by the client after the provider reported a failure. If
// money was captured for this checkout and no order was placed, it goes back through the SDK;
// the answer's message is what the client shows (as an error message, spec part 2 section 4).
import type { OrderIssueBody, OrderIssueData } from "../../contract/checkout";
import { CHECKOUT_MESSAGES as M } from "../../contract/checkout";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { toPaise, toRupees } from "../../lib/money";
import type { AppContext } from "../../plugins/db";
import { callProvider } from "../payments/public";
import { txnHashMatches } from "./txn-hash";

type Ctx = Pick<AppContext, "db" | "adapters" | "config" | "now">;

/** A checkout left 'paid' this long without orders was abandoned mid-way (the place call died). */
export const STALE_PAID_MS = 10 * 60_000;
const RELEASED =
  "Your payment was not completed. Any amount blocked by your bank will be released within 5-7 business days.";

export async function refundAfterIssue(
  ctx: Ctx,
  userId: string,
  body: OrderIssueBody,
): Promise<{ message: string; data: OrderIssueData }> {
  const checkout = await ctx.db.checkout.findUnique({ where: { id: body.payment.txnid } });
  if (!checkout || checkout.userId !== userId) throw new AppError(ERROR_CODE.CHECKOUT_NOT_FOUND);
  const bound = { id: checkout.id, amount: checkout.amount, walletAmount: checkout.walletAmount, userId };
  if (!txnHashMatches(ctx.config.jwtSecret, bound, body.payment.hash)) {
    throw new AppError(ERROR_CODE.PAYMENT_HASH_INVALID, "We could not verify this payment.");
  }
  if (toPaise(body.amount_paid) !== checkout.amount) {
    throw new AppError(ERROR_CODE.AMOUNT_MISMATCH);
  }
  if (checkout.status === "placed") {
    throw new AppError(ERROR_CODE.ORDER_PLACED);
  }
  const stale = new Date(ctx.now().getTime() - STALE_PAID_MS);
  const claimed = await ctx.db.checkout.updateMany({
    where: {
      id: checkout.id,
      OR: [{ status: { in: ["created", "failed", "refunded"] } }, { status: "paid", updatedAt: { lt: stale } }],
    },
    data: { status: checkout.status === "refunded" ? "refunded" : "failed" },
  });
  if (claimed.count !== 1) {
    throw new AppError(ERROR_CODE.PAYMENT_IN_PROGRESS);
  }
  if (!checkout.rzpOrderId) return { message: M.nothingTaken, data: { refunded: false, amount: 0 } };

  const payments = await callProvider(() => ctx.adapters.payments.fetchOrderPayments(checkout.rzpOrderId!));
  let refunded = 0;
  for (const p of payments) {
    const left = p.amount - p.amount_refunded;
    if (!(p.status === "captured" && left > 0)) continue;
    const refund = await callProvider(() =>
      ctx.adapters.payments.refundPayment(p.id, {
        amount: left,
        notes: { checkout_id: checkout.id, reason: "order_issue" },
      }),
    );
    const row = await ctx.db.payment.upsert({
      where: { providerId: p.id },
      create: {
        checkoutId: checkout.id,
        provider: "razorpay",
        providerId: p.id,
        method: p.method,
        amount: p.amount,
        status: "refunded",
      },
      update: { status: "refunded" },
    });
    await ctx.db.refund.create({
      data: {
        paymentId: row.id,
        userId,
        amount: refund.amount,
        destination: "bank",
        providerRefundId: refund.id,
        status: refund.status === "processed" ? "processed" : "pending",
        reason: "order_issue",
      },
    });
    refunded += refund.amount;
  }
  const earlier = await ctx.db.refund.aggregate({
    where: { payment: { checkoutId: checkout.id } },
    _sum: { amount: true },
  });
  if (refunded > 0 || (earlier._sum.amount ?? 0) > 0) {
    await ctx.db.checkout.update({ where: { id: checkout.id }, data: { status: "refunded" } });
    return { message: M.refunded, data: { refunded: true, amount: toRupees(earlier._sum.amount ?? refunded) } };
  }
  const blocked = payments.some((p) => p.status === "authorized");
  return { message: blocked ? RELEASED : M.nothingTaken, data: { refunded: false, amount: 0 } };
}
