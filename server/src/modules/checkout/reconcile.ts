// Money captured at the provider for a checkout that placed no order goes back to its source. A
// checkout is first claimed into 'refunding', a state placement refuses (and placement's own final
// step is a conditional paid -> placed), so a refund and a placement that race cannot both win.
// Callers: /order/refund/orderIssue (the client saw a provider error), placement itself (the order
// could not be written after capture), and the reconciliation job, which finds checkouts left with
// money and no order (the process died between capture and commit, the customer closed the page
// after an automatic capture) once they are RECONCILE_AFTER_MS old, and records why.
import type { Checkout, Prisma } from "../../generated/prisma/client";
import type { AppContext } from "../../plugins/db";
import { callProvider } from "../payments/public";
import { recordSourceRefund, sendSourceRefund } from "../refunds/public";

type Ctx = Pick<AppContext, "db" | "adapters" | "now">;

/** A checkout untouched this long with money and no order is reconciled by the job. */
export const RECONCILE_AFTER_MS = 15 * 60_000;
/** Older checkouts are left to operators (the provider's own records expire too). */
const LOOK_BACK_MS = 30 * 86_400_000;
const BATCH = 50;

/**
 * Checkout states whose payment is being or has been given back: final, placement refuses them
 * (its claim is a conditional created|failed -> paid). 'released': an authorised payment the
 * customer was told the bank releases; it must never be captured.
 */
export const GIVEN_BACK_STATES: readonly string[] = ["refunding", "refunded", "released", "closed"];

/** Moves the checkout into 'refunding' from a state matching `where`; false when another got it. */
export async function claimForRefund(ctx: Ctx, id: string, where: Prisma.CheckoutWhereInput): Promise<boolean> {
  const claimed = await ctx.db.checkout.updateMany({ where: { id, ...where }, data: { status: "refunding" } });
  return claimed.count === 1;
}

export type RefundOutcome = { amount: number; authorizedOnly: boolean };

/**
 * With the checkout claimed 'refunding': every captured payment of its provider order gets one
 * source refund of what is left on it (key "payment:<provider id>"). The checkout ends 'refunded'
 * when anything was refunded, 'released' when instead of 'failed' an authorised payment is left to
 * lapse at the bank, else `nothingState`. A provider outage leaves it 'refunding' for the
 * job to finish.
 */
export async function refundClaimed(
  ctx: Ctx,
  checkout: Pick<Checkout, "id" | "userId" | "rzpOrderId">,
  reason: string,
  nothingState: "failed" | "closed",
): Promise<RefundOutcome> {
  const payments = checkout.rzpOrderId
    ? await callProvider(() => ctx.adapters.payments.fetchOrderPayments(checkout.rzpOrderId!))
    : [];
  const now = ctx.now();
  for (const p of payments) {
    if (p.status !== "captured" && p.status !== "refunded") continue;
    const left = p.amount - p.amount_refunded;
    const recorded = await ctx.db.$transaction(async (tx) => {
      const row = await tx.payment.upsert({
        where: { providerId: p.id },
        create: {
          checkoutId: checkout.id,
          provider: "razorpay",
          providerId: p.id,
          method: p.method,
          amount: p.amount,
          status: "captured",
        },
        update: {},
      });
      if (left <= 0) return null;
      const r = await recordSourceRefund(tx, {
        key: `payment:${p.id}`,
        userId: checkout.userId,
        amount: left,
        reason,
        paymentId: row.id,
        paymentMethod: p.method,
        now,
      });
      await tx.payment.update({ where: { id: row.id }, data: { status: "refunded" } });
      return r.created ? r.refund!.id : null;
    });
    if (recorded) await sendSourceRefund(ctx, recorded);
  }
  const total = await ctx.db.refund.aggregate({
    where: { payment: { checkoutId: checkout.id } },
    _sum: { amount: true },
  });
  const amount = total._sum.amount ?? 0;
  const authorizedOnly = amount === 0 && payments.some((p) => p.status === "authorized");
  // An authorised payment left to the bank is released for good: 'failed' would let it be paid with.
  const final = amount > 0 ? "refunded" : authorizedOnly && nothingState === "failed" ? "released" : nothingState;
  await ctx.db.checkout.updateMany({ where: { id: checkout.id, status: "refunding" }, data: { status: final } });
  return { amount, authorizedOnly };
}

/** The reconciliation job: checkouts left with a provider order and no placed order. */
export async function reconcilePayments(ctx: Ctx, now: Date): Promise<{ checked: number; refunded: number }> {
  const quiet = new Date(now.getTime() - RECONCILE_AFTER_MS);
  const candidates = await ctx.db.checkout.findMany({
    where: {
      rzpOrderId: { not: null },
      status: { in: ["created", "failed", "paid", "refunding"] },
      updatedAt: { lte: quiet },
      createdAt: { gte: new Date(now.getTime() - LOOK_BACK_MS) },
    },
    orderBy: { updatedAt: "asc" },
    take: BATCH,
  });
  let refunded = 0;
  for (const c of candidates) {
    // Claimed only as we read it: a placement or a customer's refund request moving it first wins.
    if (!(await claimForRefund(ctx, c.id, { status: c.status, updatedAt: c.updatedAt }))) continue;
    try {
      const out = await refundClaimed(ctx, c, "Reconciled: the payment was captured but no order was placed", "closed");
      if (out.amount > 0) refunded++;
    } catch {
      // The provider is unreachable: the checkout stays 'refunding' and the next run retries it.
    }
  }
  return { checked: candidates.length, refunded };
}
