// /order/refund/orderIssue: after the provider reported a failure, captured money for a checkout
// without orders goes back through the SDK, and the answer carries the message the client shows.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestApp } from "../../testing/app";
import {
  addToCart,
  checkoutWorld,
  customer,
  DECLINED_CARD,
  payAtProvider,
  payOnline,
  paymentOrder,
  place,
  placeInputs,
  W,
} from "./test-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await checkoutWorld();
});
afterAll(async () => t.close());

const orderIssue = (auth: { authorization: string }, body: Record<string, unknown>) =>
  request(t.app.server).post("/user/order/refund/orderIssue").set(auth).send(body);

describe("refund after a provider error", () => {
  it("refunds money captured for a checkout that placed no order", async () => {
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1);
    const { po, payment } = await payOnline(t, c.auth, { delivery_type: 1 });
    // The provider took the money, then the client saw an error and never placed the order.
    await t.app.ctx.adapters.payments.capturePayment(payment.razorpay_payment_id, po.order.amount);
    const res = await orderIssue(c.auth, {
      amount_paid: po.amount,
      payment: { txnid: po.transaction_id, hash: po.hash },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Your payment has been refunded and will reach your account in 5-7 business days.");
    expect(res.body.data).toEqual({ refunded: true, amount: 205.5 });
    const p = await t.app.ctx.adapters.payments.fetchPayment(payment.razorpay_payment_id);
    expect(p).toMatchObject({ status: "refunded", amount_refunded: 20550 });
    expect(await t.db.checkout.findUniqueOrThrow({ where: { id: po.transaction_id } })).toMatchObject({
      status: "refunded",
    });
    expect(await t.db.refund.findMany({ where: { userId: c.id } })).toMatchObject([
      { amount: 20550, destination: "bank", status: "initiated", reason: "order_issue" },
    ]);
    // Asking again refunds nothing more.
    const again = await orderIssue(c.auth, {
      amount_paid: po.amount,
      payment: { txnid: po.transaction_id, hash: po.hash },
    });
    expect(again.status).toBe(200);
    expect(await t.db.refund.count({ where: { userId: c.id } })).toBe(1);
    // And the refunded payment cannot place an order afterwards.
    const after = await place(t, c.auth, "online/shop", placeInputs({ payment }));
    expect(after.status).toBe(409);
    expect(after.body.code).toBe("PAYMENT_RELEASED");
  });

  it("after a declined card nothing was taken, and says so", async () => {
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1);
    const po = (await paymentOrder(t, c.auth, { delivery_type: 1 })).body.data;
    expect((await payAtProvider(t, po.order.id, { method: "card", card: DECLINED_CARD })).status).toBe(400);
    const res = await orderIssue(c.auth, {
      amount_paid: po.amount,
      payment: { txnid: po.transaction_id, hash: po.hash },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.refunded).toBe(false);
    expect(res.body.message).toMatch(/no money was taken/);
    expect(await t.db.checkout.findUniqueOrThrow({ where: { id: po.transaction_id } })).toMatchObject({
      status: "failed",
    });
  });

  it("refuses a wrong hash, a wrong amount, another customer's checkout and a placed order", async () => {
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1);
    const { po, payment } = await payOnline(t, c.auth, { delivery_type: 1 });
    const body = { amount_paid: po.amount, payment: { txnid: po.transaction_id, hash: po.hash } };
    expect((await orderIssue(c.auth, { ...body, payment: { ...body.payment, hash: "ab".repeat(32) } })).status).toBe(
      400,
    );
    expect((await orderIssue(c.auth, { ...body, amount_paid: 1 })).status).toBe(400);
    const other = await customer(t);
    expect((await orderIssue(other.auth, body)).status).toBe(404);
    expect((await place(t, c.auth, "online/shop", placeInputs({ payment }))).status).toBe(200);
    const placed = await orderIssue(c.auth, body);
    expect(placed.status).toBe(409);
    expect((await t.app.ctx.adapters.payments.fetchPayment(payment.razorpay_payment_id)).status).toBe("captured");
  });

  it("an authorised payment declared released can never place an order, and the answer says so", async () => {
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1);
    const { po, payment } = await payOnline(t, c.auth, { delivery_type: 1 });
    const res = await orderIssue(c.auth, { amount_paid: po.amount, payment: { txnid: po.transaction_id, hash: po.hash } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(
      "Your payment was not completed. Any amount blocked by your bank will be released within 5-7 business days.",
    );
    expect(await t.db.checkout.findUniqueOrThrow({ where: { id: po.transaction_id } })).toMatchObject({
      status: "released",
    });
    const refused = await place(t, c.auth, "online/shop", placeInputs({ payment }));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      code: "PAYMENT_RELEASED",
      message: "This payment was released or refunded to you, so no order can be placed with it. Please pay again to order.",
    });
    const hindi = await place(t, { ...c.auth, "accept-language": "hi" } as typeof c.auth, "online/shop", placeInputs({ payment }));
    expect(hindi.body.code).toBe("PAYMENT_RELEASED");
    expect(hindi.body.message).toMatch(/फिर से पेमेंट करें/);
    // Asking again says the same, and the payment stays authorised: never captured, no order.
    const again = await orderIssue(c.auth, { amount_paid: po.amount, payment: { txnid: po.transaction_id, hash: po.hash } });
    expect(again.body.message).toBe(res.body.message);
    expect((await t.app.ctx.adapters.payments.fetchPayment(payment.razorpay_payment_id)).status).toBe("authorized");
    expect(await t.db.order.count({ where: { userId: c.id } })).toBe(0);
  });

  it("a placement that read the checkout before the release was declared is refused by the database", async () => {
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1);
    const { po, payment } = await payOnline(t, c.auth, { delivery_type: 1 });
    const payments = t.app.ctx.adapters.payments;
    const fetchPayment = payments.fetchPayment.bind(payments);
    // While placement asks the provider about the payment (its checks already passed), the refund
    // request runs to the end, as another process would.
    let released: request.Response | null = null;
    const spy = vi.spyOn(payments, "fetchPayment").mockImplementationOnce(async (id) => {
      released = await orderIssue(c.auth, { amount_paid: po.amount, payment: { txnid: po.transaction_id, hash: po.hash } });
      return fetchPayment(id);
    });
    try {
      const refused = await place(t, c.auth, "online/shop", placeInputs({ payment }));
      expect(released!.status).toBe(200);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe("PAYMENT_RELEASED");
    } finally {
      spy.mockRestore();
    }
    expect((await payments.fetchPayment(payment.razorpay_payment_id)).status).toBe("authorized");
    expect(await t.db.order.count({ where: { userId: c.id } })).toBe(0);
    expect(await t.db.checkout.findUniqueOrThrow({ where: { id: po.transaction_id } })).toMatchObject({
      status: "released",
    });
  });
});
