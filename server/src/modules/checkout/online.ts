// Accepting an online payment before any order exists: the checkout must be this customer's, the
// signature must verify (the SDK's utility), the payment id must not have been used, and the
// provider's own record must show our order, our amount and an authorised or captured status.
// The checkout is then claimed (created|failed -> paid, one winner) and the payment captured; a
// checkout whose payment was declared released or refunded never gets there (PAYMENT_RELEASED).
import type { Checkout } from "../../generated/prisma/client";
import type { RzpPayment } from "../../adapters/payments";
import type { PlaceOrderInputs } from "../../contract/checkout";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import type { AppContext } from "../../plugins/db";
import { callProvider } from "../payments/public";
import type { DeliveryType } from "../cart/public";
import type { Snapshot } from "./pricing";
import { claimForRefund, GIVEN_BACK_STATES, refundClaimed } from "./reconcile";

type Ctx = Pick<AppContext, "db" | "adapters" | "config" | "now">;

export type AcceptedPayment = { checkout: Checkout; snap: Snapshot; payment: RzpPayment; paymentRowId: string };

const alreadyUsed = () => new AppError(ERROR_CODE.ALREADY_PLACED);
const givenBack = () => new AppError(ERROR_CODE.PAYMENT_RELEASED);

export async function acceptOnlinePayment(
  ctx: Ctx,
  userId: string,
  deliveryType: DeliveryType,
  inputs: PlaceOrderInputs,
): Promise<AcceptedPayment> {
  const pay = inputs.payment;
  const orderId = pay?.razorpay_order_id;
  const paymentId = pay?.razorpay_payment_id;
  const signature = pay?.razorpay_signature;
  if (!orderId || !paymentId || !signature) throw new AppError(ERROR_CODE.PAYMENT_REQUIRED);

  const checkout = await ctx.db.checkout.findUnique({ where: { rzpOrderId: orderId } });
  if (!checkout) throw new AppError(ERROR_CODE.CHECKOUT_NOT_FOUND);
  if (checkout.userId !== userId) throw new AppError(ERROR_CODE.FORBIDDEN, "This payment belongs to another account.");
  if (!ctx.adapters.payments.verifySignature({ orderId, paymentId, signature })) {
    throw new AppError(ERROR_CODE.PAYMENT_SIGNATURE_INVALID, "We could not verify this payment.");
  }
  if (GIVEN_BACK_STATES.includes(checkout.status)) throw givenBack();
  if (checkout.rzpPaymentId === paymentId || !["created", "failed"].includes(checkout.status)) throw alreadyUsed();
  if (checkout.shopId !== inputs._id) throw new AppError(ERROR_CODE.CHECKOUT_OTHER_SHOP);
  if ((inputs.promo_id ?? null) !== (checkout.promoId ?? null) && inputs.promo_id !== undefined) {
    throw new AppError(ERROR_CODE.PROMO_MISMATCH);
  }
  if (!!inputs.is_bfcash !== checkout.useWallet) {
    throw new AppError(ERROR_CODE.WALLET_MISMATCH);
  }
  const snap = JSON.parse(checkout.billingJson) as Snapshot;
  if (snap.deliveryType !== deliveryType) throw new AppError(ERROR_CODE.DELIVERY_TYPE_MISMATCH);

  const payment = await callProvider(() => ctx.adapters.payments.fetchPayment(paymentId));
  const usable = payment.status === "authorized" || payment.status === "captured";
  if (payment.order_id !== orderId || payment.amount !== checkout.amount || payment.currency !== "INR" || !usable) {
    throw new AppError(ERROR_CODE.PAYMENT_MISMATCH);
  }

  // One winner: a replay or a double submit finds the checkout already claimed.
  let claimed;
  try {
    claimed = await ctx.db.checkout.updateMany({
      where: { id: checkout.id, status: { in: ["created", "failed"] }, rzpPaymentId: null },
      data: { status: "paid", rzpPaymentId: paymentId },
    });
  } catch (err) {
    if ((err as { code?: string }).code === "P2002") throw alreadyUsed();
    throw err;
  }
  if (claimed.count !== 1) {
    // Lost to a refund request or another placement since the read above: the database says which.
    const now = await ctx.db.checkout.findUnique({ where: { id: checkout.id }, select: { status: true } });
    throw now && GIVEN_BACK_STATES.includes(now.status) ? givenBack() : alreadyUsed();
  }

  let captured = payment;
  if (payment.status === "authorized") {
    try {
      captured = await callProvider(() => ctx.adapters.payments.capturePayment(paymentId, payment.amount));
    } catch (err) {
      // Not captured: the bank releases the authorisation; the checkout can be paid again.
      await ctx.db.checkout.update({ where: { id: checkout.id }, data: { status: "failed", rzpPaymentId: null } });
      throw err;
    }
  }
  const row = await ctx.db.payment.upsert({
    where: { providerId: paymentId },
    create: {
      checkoutId: checkout.id,
      provider: "razorpay",
      providerId: paymentId,
      method: captured.method,
      amount: captured.amount,
      status: "captured",
    },
    update: { status: "captured" },
  });
  return {
    checkout: { ...checkout, status: "paid", rzpPaymentId: paymentId },
    snap,
    payment: captured,
    paymentRowId: row.id,
  };
}

/** Gives back a captured payment for which no order was made; true when the refund is under way. */
export async function refundCaptured(ctx: Ctx, a: AcceptedPayment, reason: string): Promise<boolean> {
  try {
    // Ours only while still 'paid': a customer's refund request or the reconciliation job may
    // already hold it, and then they refund it.
    if (!(await claimForRefund(ctx, a.checkout.id, { status: "paid" }))) return false;
    const out = await refundClaimed(ctx, a.checkout, reason, "failed");
    return out.amount > 0;
  } catch (err) {
    // The checkout stays 'refunding' with no orders: the reconciliation job finishes the refund.
    console.error(`refund of payment ${a.payment.id} for checkout ${a.checkout.id} failed`, err);
    return false;
  }
}
