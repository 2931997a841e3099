// The Razorpay emulator through the official SDK (the same calls the live provider gets) and
// through its checkout endpoint (what the browser posts).
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../../../testing/app";
import { ProviderError, type PaymentGateway } from "../index";
import { razorpayGateway } from "../razorpay";

let t: TestApp;
let rzp: PaymentGateway;
beforeAll(async () => {
  t = await testApp();
  rzp = t.app.ctx.adapters.payments;
});
afterAll(async () => t.close());

const CARD = { number: "4111 1111 1111 1111", expiry_month: "12", expiry_year: "30", cvv: "123" };
const pay = (body: Record<string, unknown>) =>
  request(t.app.server)
    .post("/mock/razorpay/v1/checkout/pay")
    .send({ key_id: "rzp_test_galli", ...body });
const rejection = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  return err as ProviderError;
};

describe("server API through the SDK", () => {
  it("creates an order, authorises, captures and refunds with Razorpay's statuses", async () => {
    const order = await rzp.createOrder({ amount: 50000, receipt: "r-1", notes: { checkout_id: "c-1" } });
    expect(order).toMatchObject({
      entity: "order",
      amount: 50000,
      amount_due: 50000,
      currency: "INR",
      status: "created",
      receipt: "r-1",
    });
    const res = await pay({ order_id: order.id, method: "card", card: CARD });
    expect(res.status).toBe(200);
    const { razorpay_payment_id: pid, razorpay_signature: sig } = res.body;
    expect(rzp.verifySignature({ orderId: order.id, paymentId: pid, signature: sig })).toBe(true);
    expect(rzp.verifySignature({ orderId: order.id, paymentId: pid, signature: sig.slice(0, -1) + "0" })).toBe(
      sig.endsWith("0"),
    );
    const p = await rzp.fetchPayment(pid);
    expect(p).toMatchObject({
      status: "authorized",
      amount: 50000,
      order_id: order.id,
      method: "card",
      captured: false,
    });
    expect(p.card).toMatchObject({ last4: "1111", network: "Visa" });
    expect((await rejection(rzp.capturePayment(pid, 40000))).message).toBe(
      "Capture amount must be equal to the amount authorized",
    );
    expect((await rzp.capturePayment(pid, 50000)).status).toBe("captured");
    expect((await rejection(rzp.capturePayment(pid, 50000))).message).toBe("This payment has already been captured");
    expect((await rejection(rzp.refundPayment(pid, { amount: 60000, notes: {} }))).message).toBe(
      "The refund amount provided is greater than amount captured",
    );
    const r = await rzp.refundPayment(pid, { amount: 20000, notes: { why: "test" } });
    expect(r).toMatchObject({ entity: "refund", amount: 20000, payment_id: pid, status: "pending" });
    expect(await rzp.fetchPaymentRefunds(pid)).toMatchObject([{ id: r.id, notes: { why: "test" } }]);
    expect(await rzp.settleRefund(r.id, "processed")).toMatchObject({ id: r.id, status: "processed" });
    expect(await rzp.fetchRefund(r.id)).toMatchObject({ status: "processed" });
    expect(await rzp.fetchPayment(pid)).toMatchObject({
      status: "captured",
      amount_refunded: 20000,
      refund_status: "partial",
    });
    await rzp.refundPayment(pid, { amount: 30000, notes: {} });
    expect(await rzp.fetchPayment(pid)).toMatchObject({ status: "refunded", refund_status: "full" });
    expect(await rzp.fetchOrderPayments(order.id)).toHaveLength(1);
  });

  it("answers Razorpay's errors: bad amount, unknown id, wrong secret", async () => {
    const small = await rejection(rzp.createOrder({ amount: 50, receipt: "r", notes: {} }));
    expect(small).toMatchObject({ statusCode: 400, providerCode: "BAD_REQUEST_ERROR" });
    expect((await rejection(rzp.fetchPayment("pay_doesnotexist0000"))).statusCode).toBe(404);
    const wrong = razorpayGateway({ mode: "emulator", keyId: "rzp_test_galli", keySecret: "not-the-secret" });
    wrong.connectEmulator(async (req) => {
      const res = await t.app.inject({
        method: req.method as "GET",
        url: req.url,
        headers: req.headers,
        payload: req.payload,
      });
      return { statusCode: res.statusCode, headers: res.headers, body: res.body };
    });
    const denied = await rejection(
      wrong.fetchBanks().then(() => wrong.createOrder({ amount: 1000, receipt: "x", notes: {} })),
    );
    expect(denied).toMatchObject({ statusCode: 401, message: "Authentication failed" });
    const raw = await request(t.app.server).get("/mock/razorpay/v1/orders/order_x");
    expect(raw.status).toBe(401);
    expect(raw.body.error.code).toBe("BAD_REQUEST_ERROR");
  });

  it("keeps customers and their tokens", async () => {
    const cust = await rzp.createCustomer({
      name: "Asha Verma",
      email: "a@example.in",
      contact: "+919800000001",
      notes: {},
    });
    const again = await rzp.createCustomer({
      name: "Asha Verma",
      email: "a@example.in",
      contact: "+919800000001",
      notes: {},
    });
    expect(again.id).toBe(cust.id);
    const saved = await request(t.app.server)
      .post("/mock/razorpay/v1/checkout/tokens")
      .send({ key_id: "rzp_test_galli", customer_id: cust.id, method: "card", card: { ...CARD, cvv: undefined } });
    expect(saved.status).toBe(200);
    const tokens = await rzp.fetchTokens(cust.id);
    expect(tokens).toHaveLength(1);
    expect(tokens[0].card).toMatchObject({ last4: "1111", expiry_month: "12", expiry_year: "2030" });
    await rzp.deleteToken(cust.id, tokens[0].id);
    expect(await rzp.fetchTokens(cust.id)).toEqual([]);
  });
});

describe("checkout endpoint", () => {
  const newOrder = () => rzp.createOrder({ amount: 25000, receipt: "r", notes: {} });

  it("refuses bad input before a payment exists", async () => {
    const order = await newOrder();
    const bad = await pay({ order_id: order.id, method: "card", card: { ...CARD, number: "4111111111111112" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({
      code: "BAD_REQUEST_ERROR",
      field: "card[number]",
      description: "Your card number is invalid.",
    });
    const expired = await pay({ order_id: order.id, method: "card", card: { ...CARD, expiry_year: "2020" } });
    expect(expired.body.error.description).toBe("Your card has expired.");
    const wrongKey = await pay({ order_id: order.id, method: "card", card: CARD, key_id: "rzp_test_other" });
    expect(wrongKey.status).toBe(401);
    expect(await rzp.fetchOrderPayments(order.id)).toEqual([]);
  });

  it("UPI and net banking succeed or fail like Razorpay's test mode", async () => {
    const ok = await newOrder();
    expect((await pay({ order_id: ok.id, method: "upi", vpa: "success@razorpay" })).status).toBe(200);
    const fail = await newOrder();
    const failed = await pay({ order_id: fail.id, method: "upi", vpa: "failure@razorpay" });
    expect(failed.status).toBe(400);
    expect((await rzp.fetchPayment(failed.body.error.metadata.payment_id)).status).toBe("failed");
    const nb = await newOrder();
    expect((await pay({ order_id: nb.id, method: "netbanking", bank: "HDFC", bank_outcome: "failure" })).status).toBe(
      400,
    );
    const nb2 = await pay({ order_id: nb.id, method: "netbanking", bank: "SBIN" });
    expect(nb2.status).toBe(200);
    expect((await rzp.fetchPayment(nb2.body.razorpay_payment_id)).bank).toBe("SBIN");
  });

  it("does not authorise a second payment for a paid order", async () => {
    const order = await newOrder();
    expect((await pay({ order_id: order.id, method: "card", card: CARD })).status).toBe(200);
    const second = await pay({ order_id: order.id, method: "card", card: CARD });
    expect(second.status).toBe(400);
    expect(second.body.error.description).toBe("Order has already been paid.");
  });

  it("lets a saved token pay only for its own customer's orders", async () => {
    const cust = await rzp.createCustomer({ name: "Ravi", contact: "+919800000002", notes: {} });
    const tok = await request(t.app.server)
      .post("/mock/razorpay/v1/checkout/tokens")
      .send({ key_id: "rzp_test_galli", customer_id: cust.id, method: "upi", vpa: "ravi@okicici" });
    const foreign = await newOrder();
    const refused = await pay({ order_id: foreign.id, method: "upi", token: tok.body.id, customer_id: cust.id });
    expect(refused.status).toBe(400);
    const own = await rzp.createOrder({ amount: 25000, receipt: "r", notes: { customer_id: cust.id } });
    expect((await pay({ order_id: own.id, method: "upi", token: tok.body.id, customer_id: cust.id })).status).toBe(200);
  });
});
