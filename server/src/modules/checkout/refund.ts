// POST /order/refund/orderIssue: called by the client after the provider reported a failure. If
// money was captured for this checkout and no order was placed, it goes back to its source
// (reconcile.ts); the answer's message is what the client shows (as an error message, spec part 2
// section 4).
import type { OrderIssueBody, OrderIssueData } from "../../contract/checkout";
import { CHECKOUT_MESSAGES as M } from "../../contract/checkout";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { toPaise, toRupees } from "../../lib/money";
import type { AppContext } from "../../plugins/db";
import { claimForRefund, refundClaimed } from "./reconcile";
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
  // 'refunding' is a state placement refuses: from here on no order can be placed with this payment.
  const claimed = await claimForRefund(ctx, checkout.id, {
    OR: [
      { status: { in: ["created", "failed", "refunded", "released", "closed"] } },
      { status: "paid", updatedAt: { lt: stale } },
    ],
  });
  if (!claimed) throw new AppError(ERROR_CODE.PAYMENT_IN_PROGRESS);
  const out = await refundClaimed(ctx, checkout, "order_issue", "failed");
  if (out.amount > 0) return { message: M.refunded, data: { refunded: true, amount: toRupees(out.amount) } };
  return { message: out.authorizedOnly ? RELEASED : M.nothingTaken, data: { refunded: false, amount: 0 } };
}
