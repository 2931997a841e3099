import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { syncRefunds } from "../refunds/sync";
import { customerAuth, testApp, type TestApp } from "../../testing/app";
import { razorpayEmulator } from "../../adapters/payments/emulator";
import { ORDER_MESSAGES } from "../../contract/orders";
import { buildOrdersWorld, lines, makeCustomer, makeOrder, OW, stockOf, walletOf } from "./test-world";

let t: TestApp;
let asha: string;
let ravi: string;

const cancel = (body: object, user = asha) =>
  request(t.app.server).post("/user/order/track/cancelOrder").set(customerAuth(t.app, user)).send(body);

/** A captured payment in the Razorpay emulator, paid through its checkout with a test UPI id. */
async function emulatorPayment(amount: number): Promise<string> {
  const payments = t.app.ctx.adapters.payments;
  const order = await payments.createOrder({ amount, receipt: `test-${Date.now()}`, notes: {} });
  const paid = await t.app.inject({
    method: "POST",
    url: "/mock/razorpay/v1/checkout/pay",
    payload: { key_id: payments.keyId, order_id: order.id, amount, method: "upi", vpa: "success@razorpay" },
  });
  expect(paid.statusCode).toBe(200);
  const paymentId = (paid.json() as { razorpay_payment_id: string }).razorpay_payment_id;
  await payments.capturePayment(paymentId, amount);
  return paymentId;
}

beforeAll(async () => {
  t = await testApp({
    env: { RATE_LIMITS: "false" },
    // The emulator is mounted here unless the app already serves it.
    extend: async (app) => {
      if (!app.hasRoute({ method: "POST", url: "/mock/razorpay/v1/payments/:id/refund" })) {
        await app.register(razorpayEmulator, { prefix: "/mock/razorpay" });
      }
    },
  });
  await buildOrdersWorld(t.db);
  asha = (await makeCustomer(t.db)).id;
  ravi = (await makeCustomer(t.db)).id;
});
afterAll(async () => t.close());

describe("POST /user/order/track/cancelOrder", () => {
  it("cancels a new COD order: status 7 with its time and reason, stock back, no money moves", async () => {
    const order = await makeOrder(t.db, asha, { items: [lines.atta(2), lines.rice(1)] });
    const before = { atta: await stockOf(t.db, OW.spAtta), rice: await stockOf(t.db, OW.spRice) };
    const res = await cancel({ order_id: [order.id], to_bfCash: true, title: "Ordered by mistake" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: ORDER_MESSAGES.cancelled,
      data: { orders: [{ _id: order.id, status: 7, refund: { wallet: 0, bank: 0, bank_status: null } }] },
    });
    const row = await t.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row).toMatchObject({ status: 7, cancelReason: "Ordered by mistake", cancelMessage: null });
    expect(row.cancelledAt).toBeInstanceOf(Date);
    expect(await stockOf(t.db, OW.spAtta)).toBe(before.atta + 2);
    expect(await stockOf(t.db, OW.spRice)).toBe(before.rice + 1);
    expect(await walletOf(t.db, asha)).toBe(0);
    expect(await t.db.refund.count({ where: { orderId: order.id } })).toBe(0);
  });

  it("refuses a second cancel and changes nothing", async () => {
    const order = await makeOrder(t.db, asha, { paymentType: 1, walletAmount: 5000 });
    expect((await cancel({ order_id: [order.id], title: "Changed my mind" })).status).toBe(200);
    const wallet = await walletOf(t.db, asha);
    const stock = await stockOf(t.db, OW.spAtta);
    const again = await cancel({ order_id: [order.id], title: "Changed my mind" });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      success: false,
      code: "ORDER_ALREADY_CANCELLED",
      message: ORDER_MESSAGES.alreadyCancelled,
    });
    expect(await walletOf(t.db, asha)).toBe(wallet);
    expect(await stockOf(t.db, OW.spAtta)).toBe(stock);
    expect(await t.db.walletEntry.count({ where: { refId: `order:${order.id}` } })).toBe(1);
  });

  it("refuses once the shop started to prepare the order, with the spec's sentence", async () => {
    const accepted = await makeOrder(t.db, asha, { status: 2, cancelSelectedStage: 2 });
    const stock = await stockOf(t.db, OW.spAtta);
    const res = await cancel({ order_id: [accepted.id], title: "Late" });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "CANCEL_NOT_ALLOWED", message: ORDER_MESSAGES.cancelBlocked });
    expect(res.body.message).toBe(
      "You can't cancel the order from here once shop started to prepare your order. If you still want to cancel, kindly contact shop or Galli support to cancel your order.",
    );
    expect((await t.db.order.findUniqueOrThrow({ where: { id: accepted.id } })).status).toBe(2);
    expect(await stockOf(t.db, OW.spAtta)).toBe(stock);
    // A shop that allows cancelling until Shipping (stage 4) takes a Dispatched order's cancel.
    const dispatched = await makeOrder(t.db, asha, { status: 3, cancelSelectedStage: 4 });
    expect((await cancel({ order_id: [dispatched.id], title: "Late" })).status).toBe(200);
    const delivered = await makeOrder(t.db, asha, { status: 5, cancelSelectedStage: 9 });
    expect((await cancel({ order_id: [delivered.id], title: "Late" })).body.code).toBe("CANCEL_NOT_ALLOWED");
  });

  it("cancels all the named orders or none", async () => {
    const fresh = await makeOrder(t.db, asha);
    const accepted = await makeOrder(t.db, asha, { status: 2 });
    const res = await cancel({ order_id: [fresh.id, accepted.id], title: "Changed my mind" });
    expect(res.status).toBe(409);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: fresh.id } })).status).toBe(1);
  });

  it.each([
    [{ title: "" }, "title", "Please select a reason"],
    [{ title: undefined }, "title", "Please select a reason"],
    [{ title: "Other" }, "message", "Please type a message"],
    [{ title: "OTHER", message: "   " }, "message", "Please type a message"],
  ])("validates the reason: %o", async (change, path, message) => {
    const order = await makeOrder(t.db, asha);
    const res = await cancel({ order_id: [order.id], to_bfCash: true, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[0].path).toBe(path);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(1);
  });

  it("takes 'other' with a message", async () => {
    const order = await makeOrder(t.db, asha);
    const res = await cancel({ order_id: [order.id], title: "other", message: " Found it cheaper " });
    expect(res.status).toBe(200);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).cancelMessage).toBe("Found it cheaper");
  });

  it("answers 404 for another customer's order and changes nothing", async () => {
    const theirs = await makeOrder(t.db, ravi);
    const res = await cancel({ order_id: [theirs.id], title: "Mine now" });
    expect(res.status).toBe(404);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: theirs.id } })).status).toBe(1);
  });
});

describe("refunds on cancel", () => {
  it("credits Galli Cash once with exactly the online and wallet amounts paid", async () => {
    const user = (await makeCustomer(t.db)).id;
    // 1090.00 in all: 100.00 from Galli Cash, 990.00 online.
    const order = await makeOrder(t.db, user, { paymentType: 1, walletAmount: 10000 });
    expect(order.onlineAmount).toBe(99000);
    const res = await cancel({ order_id: [order.id], to_bfCash: true, title: "Changed my mind" }, user);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ORDER_MESSAGES.cancelledToWallet);
    expect(res.body.data.orders[0].refund).toEqual({ wallet: 1090, bank: 0, bank_status: null });
    expect(await walletOf(t.db, user)).toBe(109000);
    const entries = await t.db.walletEntry.findMany({ where: { userId: user } });
    expect(entries).toEqual([expect.objectContaining({ amount: 109000, kind: "refund", refId: `order:${order.id}` })]);
    expect(await t.db.refund.findMany({ where: { orderId: order.id } })).toEqual([
      expect.objectContaining({ amount: 109000, destination: "wallet", status: "processed", userId: user }),
    ]);
    // The same order cannot be refunded twice, whatever the path.
    expect((await cancel({ order_id: [order.id], title: "Again" }, user)).status).toBe(409);
    expect(await walletOf(t.db, user)).toBe(109000);
  });

  it("sends the online part back to the bank through the Razorpay emulator and the wallet part to Galli Cash", async () => {
    const user = (await makeCustomer(t.db)).id;
    const online = 99000;
    const paymentId = await emulatorPayment(online);
    const order = await makeOrder(t.db, user, { paymentType: 1, walletAmount: 10000, providerPaymentId: paymentId });
    const res = await cancel({ order_id: [order.id], to_bfCash: false, title: "Changed my mind" }, user);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ORDER_MESSAGES.cancelledToBank);
    expect(res.body.data.orders[0].refund).toEqual({ wallet: 100, bank: 990, bank_status: "initiated" });
    expect(await walletOf(t.db, user)).toBe(10000);

    const bank = await t.db.refund.findFirstOrThrow({ where: { orderId: order.id, destination: "bank" } });
    expect(bank).toMatchObject({ amount: online, status: "initiated", method: "upi", processedAt: null });
    // UPI: five business days.
    expect(bank.expectedAt?.getTime()).toBeGreaterThanOrEqual(bank.createdAt.getTime() + 5 * 86_400_000);
    expect(bank.providerRefundId).toMatch(/^rfnd_/);
    const payment = await t.db.payment.findFirstOrThrow({ where: { providerId: paymentId } });
    expect(bank.paymentId).toBe(payment.id);
    // The provider holds the refund too.
    const provider = await t.app.ctx.adapters.payments.fetchPayment(paymentId);
    expect(provider).toMatchObject({ amount_refunded: online, refund_status: "full" });

    // The bank finishes it; the refund job follows it to processed, once.
    await t.app.ctx.adapters.payments.settleRefund(bank.providerRefundId!, "processed");
    expect(await syncRefunds(t.app.ctx, new Date())).toEqual({ sent: 0, settled: 1 });
    expect(await t.db.refund.findUniqueOrThrow({ where: { id: bank.id } })).toMatchObject({ status: "processed" });
    expect(await syncRefunds(t.app.ctx, new Date())).toEqual({ sent: 0, settled: 0 });
    const listed = await request(t.app.server).get("/user/order/history/purchase").set(customerAuth(t.app, user));
    expect(listed.body.data[0].refunds.map((r: { destination: string; status: string }) => r.status)).toEqual([
      "processed",
      "processed",
    ]);
  });

  it("credits Galli Cash instead when the provider refuses the bank refund", async () => {
    const user = (await makeCustomer(t.db)).id;
    // No such payment at the provider: the emulator refuses the refund.
    const order = await makeOrder(t.db, user, { paymentType: 1, providerPaymentId: "pay_unknown000001" });
    const res = await cancel({ order_id: [order.id], to_bfCash: false, title: "Changed my mind" }, user);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ORDER_MESSAGES.bankRefundFellBack);
    expect(res.body.data.orders[0].refund).toEqual({ wallet: 1090, bank: 0, bank_status: null });
    expect(await walletOf(t.db, user)).toBe(109000);
    const rows = await t.db.refund.findMany({ where: { orderId: order.id }, orderBy: { createdAt: "asc" } });
    expect(rows.map((r) => [r.destination, r.status, r.amount])).toEqual(
      expect.arrayContaining([
        ["bank", "failed", 109000],
        ["wallet", "processed", 109000],
      ]),
    );
  });

  it("cancels a COD order without refunds whatever the refund choice", async () => {
    const user = (await makeCustomer(t.db)).id;
    const order = await makeOrder(t.db, user, { paymentType: 2 });
    const res = await cancel({ order_id: [order.id], to_bfCash: false, title: "Changed my mind" }, user);
    expect(res.status).toBe(200);
    expect(await walletOf(t.db, user)).toBe(0);
    expect(await t.db.refund.count({ where: { orderId: order.id } })).toBe(0);
  });
});

describe("POST /user/order/track/cancelEscalation", () => {
  const cancelEscalation = (body: object, user = asha) =>
    request(t.app.server).post("/user/order/track/cancelEscalation").set(customerAuth(t.app, user)).send(body);

  it("withdraws the open replacement request and clears the escalated flag", async () => {
    const order = await makeOrder(t.db, asha, { status: 6, verifyStatuses: [1, 3] });
    await t.db.orderItem.update({ where: { id: order.items[1].id }, data: { escalationStatus: 1, escalatedQty: 1 } });
    await t.db.order.update({ where: { id: order.id }, data: { isEscalated: true } });
    const res = await cancelEscalation({ _id: order.id, reason: "Not needed any more", message: "" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: ORDER_MESSAGES.escalationCancelled,
      data: { _id: order.id, closed: 1 },
    });
    expect((await t.db.orderItem.findUniqueOrThrow({ where: { id: order.items[1].id } })).escalationStatus).toBe(7);
    expect(await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({
      isEscalated: false,
      status: 6,
      cancelReason: "Not needed any more",
    });
    const again = await cancelEscalation({ _id: order.id, reason: "Not needed any more" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ORDER_MESSAGES.noOpenEscalation);
  });

  it("needs a reason, a message for 'other', and the customer's own order", async () => {
    const order = await makeOrder(t.db, asha, { status: 6, verifyStatuses: [3, 1] });
    await t.db.orderItem.update({ where: { id: order.items[0].id }, data: { escalationStatus: 1, escalatedQty: 1 } });
    await t.db.order.update({ where: { id: order.id }, data: { isEscalated: true } });
    expect((await cancelEscalation({ _id: order.id, reason: " " })).body.message).toBe("Please select a reason");
    expect((await cancelEscalation({ _id: order.id, reason: "Other" })).body.message).toBe("Please type a message");
    expect((await cancelEscalation({ _id: order.id, reason: "Other", message: "x" }, ravi)).status).toBe(404);
    expect((await t.db.orderItem.findUniqueOrThrow({ where: { id: order.items[0].id } })).escalationStatus).toBe(1);
  });
});
