// The checkout side of the emulator: what Razorpay's checkout does when the customer pays.
// Input errors (a bad card number, an unknown bank) are refused before a payment exists; a
// decline creates a failed payment; success creates an authorized payment (captured at once when
// the order asked for automatic capture) and answers the signed result the checkout hands to
// options.handler: razorpay_signature = HMAC-SHA256(order_id + "|" + payment_id, key_secret).
import crypto from "node:crypto";
import type { Db } from "../../../lib/db";
import { badRequest, unauthorized, RzpError } from "./errors";
import { getCustomer, getOrder, getToken, orderPayments, saveToken, type EmuPayment } from "./entities";
import { BANKS, FAILING_CARDS, UPI_FAILURE, checkBank, checkCard, checkVpa, type CardInput } from "./instruments";
import { newId, save } from "./store";
import { RAZORPAY_ERROR_CODE } from "../../../contract/errors";

export type Keys = { keyId: string; keySecret: string };

export type PayBody = {
  key_id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  currency?: unknown;
  email?: unknown;
  contact?: unknown;
  customer_id?: unknown;
  method?: unknown;
  card?: CardInput;
  vpa?: unknown;
  bank?: unknown;
  token?: unknown;
  save?: unknown;
  /** Net banking: the test bank page's Success or Failure button. */
  bank_outcome?: unknown;
};

export type PaySuccess = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

export const sign = (orderId: string, paymentId: string, secret: string) =>
  crypto.createHmac("sha256", secret).update(`${orderId}|${paymentId}`).digest("hex");

type Outcome = { ok: true } | { ok: false; reason: string; description: string; source: string };

const str = (v: unknown) => (typeof v === "string" ? v : "");

export async function authorizePayment(db: Db, keys: Keys, body: PayBody, now: Date): Promise<PaySuccess> {
  if (body.key_id !== keys.keyId) throw unauthorized();
  const orderId = str(body.order_id);
  if (!orderId) throw badRequest("The order id is required.", { field: "order_id" });
  const method = str(body.method);
  if (!["card", "upi", "netbanking"].includes(method)) {
    throw badRequest("Invalid payment method", { field: "method", reason: "input_validation_failed" });
  }
  const customerId = str(body.customer_id) || null;
  const wantsSave = body.save === 1 || body.save === "1" || body.save === true;
  const tokenId = str(body.token) || null;

  const result = await db.$transaction(async (tx): Promise<{ ok: PaySuccess } | { failed: RzpError }> => {
    const order = await getOrder(tx, orderId);
    if (body.amount !== undefined && body.amount !== order.amount) {
      throw badRequest("The amount does not match the order amount.", { field: "amount" });
    }
    const earlier = await orderPayments(tx, order.id);
    if (order.status === "paid" || earlier.some((p) => p.status === "authorized" || p.status === "captured")) {
      throw badRequest("Order has already been paid.", {
        reason: "order_already_paid",
        metadata: { order_id: order.id },
      });
    }

    // What the payment record keeps: never the card number or CVV.
    let card: EmuPayment["card"] = null;
    let vpa: string | null = null;
    let bank: string | null = null;
    let outcome: Outcome = { ok: true };
    let toSave: Parameters<typeof saveToken>[2] | null = null;

    if (tokenId) {
      if (!customerId) throw badRequest("customer_id is required for a saved token.", { field: "customer_id" });
      if (order.notes.customer_id !== customerId) {
        throw badRequest("This saved method cannot be used for this order.", { field: "token" });
      }
      const token = await getToken(tx, customerId, tokenId);
      if (token.method !== method) throw badRequest("The token does not match the payment method.", { field: "token" });
      if (token.card) card = { ...token.card, expiry_month: undefined, expiry_year: undefined };
      if (token.vpa) vpa = `${token.vpa.username}@${token.vpa.handle}`;
      if (vpa === UPI_FAILURE) outcome = upiFailure();
    } else if (method === "card") {
      const c = checkCard(body.card, now);
      card = { last4: c.last4, network: c.network, type: "credit", issuer: null, name: c.name };
      const failing = FAILING_CARDS[c.digits];
      if (failing) outcome = { ok: false, reason: failing.reason, description: failing.description, source: "bank" };
      toSave = { card: c };
    } else if (method === "upi") {
      const v = checkVpa(body.vpa);
      vpa = v.vpa;
      if (v.vpa === UPI_FAILURE) outcome = upiFailure();
      toSave = { vpa: v };
    } else {
      bank = checkBank(body.bank);
      if (body.bank_outcome === "failure") {
        outcome = { ok: false, reason: "payment_failed", description: "Payment failed at the bank.", source: "bank" };
      }
    }
    if (customerId) await getCustomer(tx, customerId);

    const captured = outcome.ok && order.payment_capture;
    const payment: EmuPayment = {
      id: newId("pay"),
      entity: "payment",
      amount: order.amount,
      currency: order.currency,
      status: outcome.ok ? (captured ? "captured" : "authorized") : "failed",
      order_id: order.id,
      invoice_id: null,
      international: false,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured,
      description: null,
      card_id: card ? newId("card") : null,
      card,
      bank,
      wallet: null,
      vpa,
      email: str(body.email).slice(0, 100) || null,
      contact: str(body.contact).slice(0, 20) || null,
      customer_id: customerId,
      token_id: tokenId,
      notes: {},
      fee: null,
      tax: null,
      error_code: outcome.ok ? null : RAZORPAY_ERROR_CODE.BAD_REQUEST_ERROR,
      error_description: outcome.ok ? null : outcome.description,
      error_source: outcome.ok ? null : outcome.source,
      error_step: outcome.ok ? null : "payment_authorization",
      error_reason: outcome.ok ? null : outcome.reason,
      acquirer_data: {},
      created_at: Math.floor(now.getTime() / 1000),
    };
    await save(tx, payment, order.id);
    await save(tx, {
      ...order,
      attempts: order.attempts + 1,
      status: captured ? "paid" : "attempted",
      amount_paid: captured ? order.amount : 0,
      amount_due: captured ? 0 : order.amount,
    });
    if (!outcome.ok) {
      // A failed payment is an attempt that stays on record, so this error must not roll it back.
      return {
        failed: new RzpError(400, outcome.description, {
          code: RAZORPAY_ERROR_CODE.BAD_REQUEST_ERROR,
          source: outcome.source,
          step: "payment_authorization",
          reason: outcome.reason,
          metadata: { payment_id: payment.id, order_id: order.id },
        }),
      };
    }
    if (wantsSave && customerId && toSave) await saveToken(tx, customerId, toSave, now);
    return {
      ok: {
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: sign(order.id, payment.id, keys.keySecret),
      },
    };
  });
  if ("failed" in result) throw result.failed;
  return result.ok;
}

function upiFailure(): Outcome {
  return {
    ok: false,
    reason: "payment_failed",
    description: "Payment was unsuccessful. The UPI request was declined.",
    source: "customer",
  };
}

/** The provider's "save a method" step (Payments page): a card or UPI id for a customer, without a payment. */
export async function addToken(db: Db, keys: Keys, body: PayBody, now: Date) {
  if (body.key_id !== keys.keyId) throw unauthorized();
  const customerId = str(body.customer_id);
  if (!customerId) throw badRequest("customer_id is required.", { field: "customer_id" });
  const method = str(body.method);
  return db.$transaction(async (tx) => {
    await getCustomer(tx, customerId);
    if (method === "card") {
      // Saving a card checks the CVV when one is given (the Payments page asks for it) and keeps none of it.
      const withCvv = body.card?.cvv !== undefined && body.card?.cvv !== "";
      return saveToken(tx, customerId, { card: checkCard(body.card, now, withCvv) }, now);
    }
    if (method === "upi") return saveToken(tx, customerId, { vpa: checkVpa(body.vpa) }, now);
    throw badRequest("Invalid payment method", { field: "method" });
  });
}

export const methods = () => ({
  entity: "methods",
  card: true,
  debit_card: true,
  credit_card: true,
  netbanking: BANKS,
  upi: true,
  wallet: {},
});
