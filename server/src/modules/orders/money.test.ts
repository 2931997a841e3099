// Money after the order: escalation refunds (to Galli Cash or to the source, exactly the affected
// lines, once; a COD order placed, verified and escalated balances; random orders never refund more
// than was paid and a whole order exactly that), requests after Submit, auto-verify with cashback, the new-customer flag, and the
// ledger: after every kind of movement the balance is the sum of the entries and the statement says so.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { customerAuth, testApp, type TestApp } from "../../testing/app";
import { credit, debit } from "../../lib/wallet";
import { acceptCard } from "../ads/cards";
import { syncRefunds } from "../refunds/sync";
import { run } from "../../../../scripts/order-advance";
import { advanceEscalation } from "./escalations";
import { autoVerify } from "./auto-verify";
import fc from "fast-check";
import { buildOrdersWorld, DAY, lines, makeCustomer, makeOrder, OW, pngBytes, walletOf } from "./test-world";
import { buildCartWorld, setStock, W } from "../cart/test-world";
import { addToCart, customer, place, placeInputs } from "../checkout/test-helpers";
import { netUnitPrice } from "../cart/allocation";
import { percentOf } from "../../lib/money";
import { paidFor } from "./refund-share";
import { sendDueNotifications } from "../live/notifier";
import type { LiveEventData } from "../../contract/live";
import { DLT_TEMPLATES, fillTemplate } from "../live/notify-texts";

let t: TestApp;

async function emulatorPayment(amount: number): Promise<string> {
  const payments = t.app.ctx.adapters.payments;
  const order = await payments.createOrder({ amount, receipt: `test-${Date.now()}`, notes: {} });
  const paid = await t.app.inject({
    method: "POST",
    url: "/mock/razorpay/v1/checkout/pay",
    payload: { key_id: payments.keyId, order_id: order.id, amount, method: "upi", vpa: "success@razorpay" },
  });
  const paymentId = (paid.json() as { razorpay_payment_id: string }).razorpay_payment_id;
  await payments.capturePayment(paymentId, amount);
  return paymentId;
}

beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: "false" } });
  await buildOrdersWorld(t.db);
  await buildCartWorld(t.db);
});
afterAll(async () => t.close());

const ctx = () => t.app.ctx;
const statementOf = async (user: string) =>
  (await request(t.app.server).get("/user/wallet/statement").set(customerAuth(t.app, user))).body.data;

/** The ledger's invariant, through the API as well as the rows. */
async function expectLedgerBalanced(user: string, expected: number) {
  const rows = await t.db.walletEntry.findMany({ where: { userId: user }, orderBy: { createdAt: "asc" } });
  const sum = rows.reduce((s, r) => s + r.amount, 0);
  expect(sum).toBe(expected);
  expect(await walletOf(t.db, user)).toBe(expected);
  const newest = [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))[0];
  if (newest) expect(newest.balanceAfter).toBe(expected);
  const st = await statementOf(user);
  expect(st.balance).toBe(expected / 100);
  expect(st.count).toBe(rows.length);
}

async function markUndelivered(orderId: string, itemId: string, qty: number) {
  await t.db.orderItem.update({
    where: { id: itemId },
    data: { verifyStatus: 2, escalatedQty: qty, escalationStatus: 1 },
  });
  await t.db.order.update({ where: { id: orderId }, data: { isEscalated: true } });
}

describe("escalation refunds", () => {
  it("refund initiated credits Galli Cash with exactly the affected units, once whatever the retries", async () => {
    const user = (await makeCustomer(t.db)).id;
    // COD, submitted (cash paid): 2 x atta at 300.00, 1 x rice at 450.00; 1 atta never came.
    const order = await makeOrder(t.db, user, { status: 6, items: [lines.atta(2), lines.rice(1)] });
    await markUndelivered(order.id, order.items[0].id, 1);

    await advanceEscalation(ctx(), order.orderNo, 5);
    expect(await walletOf(t.db, user)).toBe(0); // refund requested: no money yet
    const moved = await advanceEscalation(ctx(), order.id, 6);
    expect(moved).toMatchObject({ products: 1, refunded: 1 });
    expect(await walletOf(t.db, user)).toBe(30000);
    // Retries and a close afterwards change nothing.
    await expect(advanceEscalation(ctx(), order.id, 6)).rejects.toThrow(/no open/);
    await advanceEscalation(ctx(), order.id, 7);
    expect(await walletOf(t.db, user)).toBe(30000);
    const refunds = await t.db.refund.findMany({ where: { orderId: order.id } });
    expect(refunds).toEqual([
      expect.objectContaining({
        amount: 30000,
        destination: "wallet",
        status: "processed",
        orderItemId: order.items[0].id,
        key: `escalation:${order.items[0].id}`,
      }),
    ]);
    await expectLedgerBalanced(user, 30000);
  });

  it("two callers at once refund one line once", async () => {
    const user = (await makeCustomer(t.db)).id;
    const order = await makeOrder(t.db, user, { status: 6, items: [lines.rice(2)] });
    await markUndelivered(order.id, order.items[0].id, 2);
    const results = await Promise.allSettled([
      advanceEscalation(ctx(), order.id, 6),
      advanceEscalation(ctx(), order.id, 6),
      advanceEscalation(ctx(), order.id, 6),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    // Nothing of the order was delivered: the goods and the 40.00 delivery charge come back.
    expect(await walletOf(t.db, user)).toBe(94000);
    expect(await t.db.refund.count({ where: { orderId: order.id } })).toBe(1);
  });

  it("an online order's line goes back to the payment's source, at the price paid after a discount", async () => {
    const user = (await makeCustomer(t.db)).id;
    // 2 x atta (600.00) + 1 x rice (450.00) + 40.00 delivery = 1090.00, less a 105.00 discount promo.
    const online = 109000 - 10500;
    const paymentId = await emulatorPayment(online);
    const order = await makeOrder(t.db, user, {
      status: 5,
      paymentType: 1,
      onlineAmount: online,
      providerPaymentId: paymentId,
      items: [lines.atta(2), lines.rice(1)],
    });
    await t.db.order.update({ where: { id: order.id }, data: { offerType: 2, offerAmount: 10500, amount: online } });
    await t.db.orderItem.update({
      where: { id: order.items[1].id },
      data: { verifyStatus: 3, escalatedQty: 1, escalationStatus: 1 },
    });
    await advanceEscalation(ctx(), order.id, 6);
    // The rice's share of the discount, spread over the bill it was taken off (1050.00 of goods and
    // 40.00 delivery): 105.00 x 450 / 1090 = 43.35 (rounded up), so 406.65 goes back.
    const refund = await t.db.refund.findFirstOrThrow({ where: { orderId: order.id } });
    expect(refund).toMatchObject({ amount: 40665, destination: "bank", method: "upi", status: "initiated" });
    expect(refund.providerRefundId).toMatch(/^rfnd_/);
    expect(await walletOf(t.db, user)).toBe(0);
    const provider = await t.app.ctx.adapters.payments.fetchPayment(paymentId);
    expect(provider.amount_refunded).toBe(40665);
    // The bank completes it: the refund job records processed.
    await t.app.ctx.adapters.payments.settleRefund(refund.providerRefundId!, "processed");
    await syncRefunds(ctx(), new Date());
    expect((await t.db.refund.findUniqueOrThrow({ where: { id: refund.id } })).status).toBe("processed");
    // The customer sees it on the order.
    const list = await request(t.app.server).get("/user/order/track/upcoming").set(customerAuth(t.app, user));
    expect(list.body.data[0].refunds).toEqual([
      expect.objectContaining({ amount: 406.65, destination: "bank", method: "upi", status: "processed" }),
    ]);
  });

  it("a source refund recorded but never sent (the process stopped) is sent by the refund job, once", async () => {
    const user = (await makeCustomer(t.db)).id;
    const paymentId = await emulatorPayment(109000);
    const order = await makeOrder(t.db, user, {
      status: 6,
      paymentType: 1,
      providerPaymentId: paymentId,
      items: [lines.atta(2), lines.rice(1)],
    });
    await markUndelivered(order.id, order.items[1].id, 1);
    // The command line has no provider connection: it records the refund for the job.
    await advanceEscalation({ db: t.db, now: () => new Date() }, order.id, 6);
    const row = await t.db.refund.findFirstOrThrow({ where: { orderId: order.id } });
    expect(row).toMatchObject({ status: "requested", amount: 45000 });
    expect(await syncRefunds(ctx(), new Date())).toMatchObject({ sent: 0 }); // too fresh
    const later = new Date(Date.now() + 5 * 60_000);
    expect(await syncRefunds(ctx(), later)).toMatchObject({ sent: 1 });
    expect(await syncRefunds(ctx(), later)).toMatchObject({ sent: 0 });
    expect((await t.app.ctx.adapters.payments.fetchPaymentRefunds(paymentId)).length).toBe(1);
    expect((await t.db.refund.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("initiated");
  });
});

describe("a refused source refund", () => {
  it("counts through its Galli Cash replacement: the order never returns more than was paid", async () => {
    const user = (await makeCustomer(t.db)).id;
    // A payment the provider does not know: every source refund is refused and paid to Galli Cash.
    const order = await makeOrder(t.db, user, {
      status: 6,
      paymentType: 1,
      providerPaymentId: `pay_unknown_${user.slice(-6)}`,
      items: [lines.atta(2), lines.rice(1)],
    });
    await markUndelivered(order.id, order.items[1].id, 1);
    await advanceEscalation(ctx(), order.id, 6);
    expect(await walletOf(t.db, user)).toBe(45000);
    // The rest of the order: what is left of the 1090.00, not the whole of it again.
    await markUndelivered(order.id, order.items[0].id, 2);
    await advanceEscalation(ctx(), order.id, 6);
    expect(await walletOf(t.db, user)).toBe(109000);
    const refunds = await t.db.refund.findMany({ where: { orderId: order.id } });
    expect(
      refunds
        .filter((r) => r.status === "failed")
        .map((r) => r.amount)
        .sort(),
    ).toEqual([45000, 64000]);
  });
});

describe("npm run order:advance -- <order> refund", () => {
  it("the demo's bank finishes the order's source refunds; the refund job records them processed", async () => {
    const user = (await makeCustomer(t.db)).id;
    const paymentId = await emulatorPayment(109000);
    const order = await makeOrder(t.db, user, { paymentType: 1, providerPaymentId: paymentId });
    const res = await request(t.app.server)
      .post("/user/order/track/cancelOrder")
      .set(customerAuth(t.app, user))
      .send({ order_id: [order.id], to_bfCash: false, title: "Changed my mind" });
    expect(res.body.data.orders[0].refund.bank_status).toBe("initiated");
    const out: string[] = [];
    await run(t.db, [order.orderNo, "refund"], (l) => out.push(l));
    expect(out).toEqual([`Order ${order.orderNo}: 1 refund(s) finished at the bank.`]);
    await syncRefunds(ctx(), new Date());
    const refund = await t.db.refund.findFirstOrThrow({ where: { orderId: order.id } });
    expect(refund).toMatchObject({ status: "processed", amount: 109000 });
    expect(refund.processedAt).not.toBeNull();
  });
});

describe("refunds as live events and notifications", () => {
  const eventsOf = async (userId: string) =>
    (await t.db.liveEvent.findMany({ where: { userId }, orderBy: { id: "asc" } }))
      .filter((e) => e.type === "refund.updated" || e.type === "wallet.credited")
      .map((e) => ({ type: e.type, ...(JSON.parse(e.data) as LiveEventData) }));
  const notify = () =>
    sendDueNotifications(
      { db: t.db, messages: t.app.ctx.adapters.messages, publicUrl: "https://galli.example" },
      new Date(Date.now() + 5000),
    );
  const smsTo = async (mobile: string) =>
    (
      await t.db.outboxMessage.findMany({
        where: { to: `+91${mobile}`, channel: "sms" },
        orderBy: { createdAt: "asc" },
      })
    ).map((m) => m.body);

  it("a refund to the bank is initiated then processed, each a live event and an SMS in the customer's language", async () => {
    await notify(); // the notifier starts from the log's end
    const customer = await makeCustomer(t.db);
    await t.db.user.update({ where: { id: customer.id }, data: { language: "hi" } });
    const paymentId = await emulatorPayment(109000);
    const order = await makeOrder(t.db, customer.id, { paymentType: 1, providerPaymentId: paymentId });
    const res = await request(t.app.server)
      .post("/user/order/track/cancelOrder")
      .set(customerAuth(t.app, customer.id))
      .send({ order_id: [order.id], to_bfCash: false, title: "Changed my mind" });
    expect(res.body.data.orders[0].refund.bank_status).toBe("initiated");
    const initiated = {
      type: "refund.updated",
      order_id: order.id,
      order_number: order.orderNo,
      amount: 109000,
      refund_method: "upi",
    };
    expect(await eventsOf(customer.id)).toEqual([{ ...initiated, refund_status: "initiated" }]);
    // The bank finishes it; the refund job records it processed, in the same transaction as the event.
    await run(t.db, [order.orderNo, "refund"], () => {});
    await syncRefunds(ctx(), new Date());
    await syncRefunds(ctx(), new Date()); // nothing twice
    expect(await eventsOf(customer.id)).toEqual([
      { ...initiated, refund_status: "initiated" },
      { ...initiated, refund_status: "processed" },
    ]);
    await notify();
    const track = `https://galli.example/track-order?order=${order.orderNo}`;
    const sms = await smsTo(customer.mobile);
    expect(sms).toContain(fillTemplate(DLT_TEMPLATES.refundInitiated.text.hi, [order.orderNo, track]));
    expect(sms).toContain(
      fillTemplate(DLT_TEMPLATES.sourceRefundProcessed.text.hi, [
        "1090.00",
        order.orderNo,
        "https://galli.example/payments",
      ]),
    );
    expect(sms.filter((b) => b.includes("रिफ़ंड"))).toHaveLength(2);
  });

  it("a source refund the provider refuses is failed, and its Galli Cash replacement is told as a credit", async () => {
    await notify();
    const customer = await makeCustomer(t.db);
    const order = await makeOrder(t.db, customer.id, {
      status: 6,
      paymentType: 1,
      providerPaymentId: `pay_unknown_${customer.id.slice(-6)}`,
      items: [lines.atta(2), lines.rice(1)],
    });
    await markUndelivered(order.id, order.items[1].id, 1);
    await advanceEscalation(ctx(), order.id, 6);
    const events = await eventsOf(customer.id);
    expect(events.map((e) => [e.type, e.refund_status ?? e.kind])).toEqual([
      ["refund.updated", "initiated"],
      ["refund.updated", "failed"],
      ["wallet.credited", "refund"],
    ]);
    expect(events[2]).toMatchObject({ amount: 45000, order_id: order.id });
    await notify();
    const sms = await smsTo(customer.mobile);
    expect(sms).toEqual([
      fillTemplate(DLT_TEMPLATES.refundInitiated.text.en, [
        order.orderNo,
        `https://galli.example/track-order?order=${order.orderNo}`,
      ]),
      fillTemplate(DLT_TEMPLATES.refundProcessed.text.en, ["450.00", "https://galli.example/payments"]),
    ]);
  });

  it("a cash on delivery order's refund goes to Galli Cash: one credit event, one notification, no bank steps", async () => {
    await notify();
    const customer = await makeCustomer(t.db);
    const order = await makeOrder(t.db, customer.id, { status: 5, items: [lines.atta(2), lines.rice(1)] });
    await markUndelivered(order.id, order.items[1].id, 1);
    await advanceEscalation(ctx(), order.id, 6);
    expect(await eventsOf(customer.id)).toEqual([
      { type: "wallet.credited", amount: 45000, kind: "refund", order_id: order.id },
    ]);
    await notify();
    expect(await smsTo(customer.mobile)).toEqual([
      fillTemplate(DLT_TEMPLATES.refundProcessed.text.en, ["450.00", "https://galli.example/payments"]),
    ]);
  });
});

describe("requests after Submit", () => {
  const verifyJson = (user: string, body: object) =>
    request(t.app.server).post("/user/order/history/verifyProducts").set(customerAuth(t.app, user)).send(body);

  it("reports a delivered product until the replacement window closes, one open request per line", async () => {
    const user = (await makeCustomer(t.db)).id;
    const order = await makeOrder(t.db, user, { status: 6, items: [lines.atta(2), lines.rice(1)] });
    const res = await verifyJson(user, { order_id: order.id, product_id: order.items[1].id, verify_status: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ verify_status: 2, escalation_status: 1, escalated_qty: 1 });
    const again = await verifyJson(user, { order_id: order.id, product_id: order.items[1].id, verify_status: 2 });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("REQUEST_ALREADY_OPEN");
    expect((await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(6);

    const old = await makeOrder(t.db, user, {
      status: 6,
      deliveredAt: new Date(Date.now() - 8 * DAY),
      replacementUntil: new Date(Date.now() - 2 * DAY),
    });
    const late = await verifyJson(user, { order_id: old.id, product_id: old.items[0].id, verify_status: 2 });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe("REPLACEMENT_WINDOW_CLOSED");
    expect((await t.db.orderItem.findUniqueOrThrow({ where: { id: old.items[0].id } })).escalationStatus).toBe(0);
  });
});

describe("cashback earned on what the customer kept", () => {
  const auth = (user: string) => customerAuth(t.app, user);
  const verifyProduct = (user: string, body: object, list = "track") =>
    request(t.app.server).post(`/user/order/${list}/verifyProducts`).set(auth(user)).send(body);
  const submit = (user: string, orderId: string) =>
    request(t.app.server).post("/user/order/track/verifyOrder").set(auth(user)).send({ order_id: orderId });
  const cashbackOf = async (orderId: string) =>
    (await t.db.walletEntry.findMany({ where: { orderId, kind: "cashback" } })).reduce((s, e) => s + e.amount, 0);
  const cli = () => ({ db: t.db, now: () => new Date() });

  /** An online order of 2 x atta (300.00) and 1 x rice (450.00) with 40.00 delivery: 1090.00, under a ₹100 cashback with a ₹500 minimum. */
  async function cashbackOrder(user: string, code: string) {
    const promo = await t.db.promo.create({
      data: {
        code,
        title: "₹100 cashback",
        expiresAt: new Date(Date.now() + 30 * DAY),
        valueType: 1,
        offerType: 1,
        codeValue: 10000,
        minPurchaseEnable: true,
        minPurchaseValue: 50000,
      },
    });
    const order = await makeOrder(t.db, user, { status: 5, paymentType: 1, items: [lines.atta(2), lines.rice(1)] });
    await t.db.order.update({ where: { id: order.id }, data: { offerType: 1, offerAmount: 10000, promoId: promo.id } });
    return order;
  }

  it("shrinks in proportion as refunds come, goes under the minimum to nothing, and is taken back from the refunds", async () => {
    const user = (await makeCustomer(t.db)).id;
    const order = await cashbackOrder(user, "KEPT100");
    const [atta, rice] = order.items;
    await verifyProduct(user, { order_id: order.id, product_id: atta.id, verify_status: 1 });
    await verifyProduct(user, { order_id: order.id, product_id: rice.id, verify_status: 2 });
    expect((await submit(user, order.id)).status).toBe(200);
    // Credited on the bill at Submit: nothing refunded yet.
    expect(await cashbackOf(order.id)).toBe(10000);

    // The rice is refunded: 640.00 kept, above the minimum, so the cashback is 100 x 640/1090 = 58.71;
    // the 41.29 it earns less comes out of the rice's 450.00, paid to Galli Cash and taken back there.
    await advanceEscalation(cli(), order.id, 6);
    expect(await cashbackOf(order.id)).toBe(5871);
    const riceRefunds = await t.db.refund.findMany({ where: { orderItemId: rice.id } });
    expect(riceRefunds.reduce((s, r) => s + r.amount, 0)).toBe(45000);
    expect(riceRefunds.find((r) => r.destination === "wallet")?.amount).toBe(4129);
    // Galli Cash: the 58.71 of cashback left and the rice's 41.29 paid there (taken back to the cashback).
    expect(await walletOf(t.db, user)).toBe(5871 + 4129);

    // After Submit one atta pack is reported undelivered and refunded: 340.00 kept, under the ₹500
    // minimum: no cashback at all; the 58.71 left comes out of the atta's 300.00.
    const late = await verifyProduct(
      user,
      { order_id: order.id, product_id: atta.id, verify_status: 2, qty: 1 },
      "history",
    );
    expect(late.status).toBe(200);
    await advanceEscalation(cli(), order.id, 6);
    expect(await cashbackOf(order.id)).toBe(0);
    // The customer's money: 1090.00 paid, 750.00 of goods refunded, no cashback: out by exactly what was kept.
    const refunds = await t.db.refund.findMany({ where: { orderId: order.id } });
    const back = refunds.reduce((s, r) => s + r.amount, 0);
    expect(back).toBe(75000);
    // Galli Cash holds the refunds' Galli Cash parts and the cashback left (none).
    const toWallet = refunds.filter((r) => r.destination === "wallet").reduce((s, r) => s + r.amount, 0);
    expect(toWallet).toBe(4129 + 5871);
    expect(await walletOf(t.db, user)).toBe(toWallet);
    await expectLedgerBalanced(user, await walletOf(t.db, user));
  });

  it("a cashback credited before refunds never takes from other Galli Cash: only from the refund", async () => {
    const user = (await makeCustomer(t.db)).id;
    const order = await cashbackOrder(user, "KEPT101");
    const [atta, rice] = order.items;
    await verifyProduct(user, { order_id: order.id, product_id: atta.id, verify_status: 1 });
    await verifyProduct(user, { order_id: order.id, product_id: rice.id, verify_status: 1 });
    expect((await submit(user, order.id)).status).toBe(200);
    expect(await cashbackOf(order.id)).toBe(10000);
    // The customer spends the cashback; then the whole order comes back after Submit.
    await t.db.$transaction((tx) =>
      debit(tx, { userId: user, amount: 10000, kind: "adjustment", refId: `spent-${user}` }),
    );
    for (const line of [atta, rice])
      expect(
        (await verifyProduct(user, { order_id: order.id, product_id: line.id, verify_status: 2 }, "history")).status,
      ).toBe(200);
    await advanceEscalation(cli(), order.id, 6);
    expect(await cashbackOf(order.id)).toBe(0);
    // 1090.00 refunded in all, of which 100.00 stays with Galli as the cashback taken back: the
    // customer ends where they began (the cashback spent was the 100.00 they now do not get back).
    const refunds = await t.db.refund.findMany({ where: { orderId: order.id } });
    expect(refunds.reduce((s, r) => s + r.amount, 0)).toBe(109000);
    expect(await walletOf(t.db, user)).toBe(0);
    const bank = refunds.filter((r) => r.destination === "bank").reduce((s, r) => s + r.amount, 0);
    expect(bank).toBe(109000 - 10000);
  });
});

describe("the refund shown is the refund paid", () => {
  it("a wholly undelivered order shows each line's goods and the charges as their own line, adding up to the refund", async () => {
    const user = (await makeCustomer(t.db)).id;
    const order = await makeOrder(t.db, user, { status: 5, paymentType: 1, items: [lines.atta(2), lines.rice(1)] });
    for (const line of order.items)
      await request(t.app.server)
        .post("/user/order/track/verifyProducts")
        .set(customerAuth(t.app, user))
        .send({ order_id: order.id, product_id: line.id, verify_status: 2 });
    const details = async () =>
      (
        await request(t.app.server)
          .post("/user/order/track/details")
          .set(customerAuth(t.app, user))
          .send({ _id: order.id })
      ).body.data.order;
    const before = await details();
    expect(before.products.map((p: { refund_value: number }) => p.refund_value)).toEqual([600, 450]);
    expect(before.fees_refund).toBe(40);
    await advanceEscalation({ db: t.db, now: () => new Date() }, order.id, 6);
    const after = await details();
    const refunded = after.refunds.reduce((s: number, r: { amount: number }) => s + r.amount, 0);
    expect(refunded).toBe(1090);
    expect(after.products.map((p: { refund_value: number }) => p.refund_value)).toEqual([600, 450]);
    expect(after.fees_refund).toBe(40);
  });
});

describe("auto-verify", () => {
  it("verifies delivered orders when the window closes, credits cashback once, leaves open windows alone", async () => {
    const user = (await makeCustomer(t.db)).id;
    const due = await makeOrder(t.db, user, {
      status: 5,
      deliveredAt: new Date(Date.now() - 7 * DAY),
      replacementUntil: new Date(Date.now() - DAY),
    });
    await t.db.order.update({ where: { id: due.id }, data: { offerType: 1, offerAmount: 5000 } });
    const open = await makeOrder(t.db, user, { status: 5 });
    const verified = await autoVerify(t.db, new Date());
    expect(verified).toContain(due.id);
    expect(verified).not.toContain(open.id);
    const row = await t.db.order.findUniqueOrThrow({ where: { id: due.id }, include: { items: true } });
    expect(row.status).toBe(6);
    expect(row.items.every((i) => i.verifyStatus === 1)).toBe(true);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: open.id } })).status).toBe(5);
    expect(await walletOf(t.db, user)).toBe(5000);
    await autoVerify(t.db, new Date());
    expect(await walletOf(t.db, user)).toBe(5000);
    // It runs as a job of the app.
    expect((await t.app.jobs.runNow("auto-verify"))?.ok).toBe(true);
  });
});

describe("new-customer status", () => {
  it("counts only orders that were not cancelled", async () => {
    const user = (await makeCustomer(t.db)).id;
    const order = await makeOrder(t.db, user, { status: 1 });
    await t.db.user.update({ where: { id: user }, data: { isNewCustomer: false } });
    const res = await request(t.app.server)
      .post("/user/order/track/cancelOrder")
      .set(customerAuth(t.app, user))
      .send({ order_id: [order.id], title: "Changed my mind" });
    expect(res.status).toBe(200);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user } })).isNewCustomer).toBe(true);
    // A standing order keeps them not new.
    const kept = await makeOrder(t.db, user, { status: 6 });
    const second = await makeOrder(t.db, user, { status: 1 });
    await request(t.app.server)
      .post("/user/order/track/cancelOrder")
      .set(customerAuth(t.app, user))
      .send({ order_id: [second.id], title: "Changed my mind" });
    expect(kept.status).toBe(6);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user } })).isNewCustomer).toBe(false);
  });
});

describe("one ledger", () => {
  it("the balance is the ledger's sum after every kind of movement", async () => {
    const user = (await makeCustomer(t.db)).id;
    const auth = customerAuth(t.app, user);
    // Scratch card reward (through the API).
    await t.db.scratchCard.create({ data: { id: `card-${user}`, userId: user, cardType: 1, randomCost: 2500 } });
    await acceptCard(t.app.ctx, user, `card-${user}`);
    await expectLedgerBalanced(user, 2500);
    // Order spend.
    await t.db.$transaction((tx) => debit(tx, { userId: user, amount: 2000, kind: "order", refId: `co-${user}` }));
    await expectLedgerBalanced(user, 500);
    // Cancel refund (Galli Cash part of an online order).
    const paid = await makeOrder(t.db, user, { paymentType: 1, walletAmount: 10000, onlineAmount: 0 });
    await request(t.app.server)
      .post("/user/order/track/cancelOrder")
      .set(auth)
      .send({ order_id: [paid.id], title: "Changed my mind" });
    await expectLedgerBalanced(user, 10500);
    // Escalation refund: the order's only product never came, so its delivery charge comes back too.
    const cod = await makeOrder(t.db, user, { status: 6, items: [lines.atta(1)] });
    await markUndelivered(cod.id, cod.items[0].id, 1);
    await advanceEscalation(ctx(), cod.id, 6);
    await expectLedgerBalanced(user, 44500);
    // Cashback (auto-verify).
    const cb = await makeOrder(t.db, user, {
      status: 5,
      deliveredAt: new Date(Date.now() - 7 * DAY),
      replacementUntil: new Date(Date.now() - DAY),
    });
    await t.db.order.update({ where: { id: cb.id }, data: { offerType: 1, offerAmount: 1500 } });
    await autoVerify(t.db, new Date());
    await expectLedgerBalanced(user, 46000);
    // Provider-failure refund: the source refund is refused, Galli Cash gets it.
    const failed = await makeOrder(t.db, user, { paymentType: 1, providerPaymentId: "pay_unknown000777" });
    await request(t.app.server)
      .post("/user/order/track/cancelOrder")
      .set(auth)
      .send({ order_id: [failed.id], to_bfCash: false, title: "Changed my mind" });
    await expectLedgerBalanced(user, 46000 + 109000);
    // An adjustment with the same key twice is one entry.
    await t.db.$transaction((tx) => credit(tx, { userId: user, amount: 100, kind: "adjustment", refId: "a1" }));
    await t.db.$transaction((tx) => credit(tx, { userId: user, amount: 100, kind: "adjustment", refId: "a1" }));
    await expectLedgerBalanced(user, 46000 + 109000 + 100);

    // The statement: newest first, paged, with each entry's order.
    const st = await statementOf(user);
    expect(st.entries.map((e: { type: string }) => e.type)).toEqual([
      "adjustment",
      "refund",
      "cashback",
      "refund",
      "refund",
      "order",
      "scratch",
    ]);
    expect(st.entries[2]).toMatchObject({ amount: 15, order: { _id: cb.id, order_id: cb.orderNo } });
    const page2 = await request(t.app.server).get("/user/wallet/statement?skip=5&limit=5").set(auth);
    expect(page2.body.data.entries.map((e: { type: string }) => e.type)).toEqual(["order", "scratch"]);
    const refunds = await request(t.app.server).get("/user/wallet/refunds").set(auth);
    expect(refunds.body.data.refunds.map((r: { destination: string; status: string }) => r.status)).toEqual(
      expect.arrayContaining(["failed", "processed"]),
    );
    // Another customer sees none of it.
    const other = (await makeCustomer(t.db)).id;
    expect((await statementOf(other)).entries).toEqual([]);
  });
});

describe("cash on delivery, placed, verified and escalated", () => {
  it("the customer's money out less money back is what was delivered, goods and charges", async () => {
    // Atta only from Koramangala (2 in stock): the order is one store's.
    await setStock(t.db, W.s2, W.atta, 0);
    await setStock(t.db, W.s3, W.atta, 0);
    const c = await customer(t);
    await addToCart(t, c.auth, W.atta, 2);
    await addToCart(t, c.auth, W.rice, 1);
    const placed = await place(t, c.auth, "cashOnDelivery/shop", placeInputs());
    expect(placed.status).toBe(200);
    const order = await t.db.order.findFirstOrThrow({ where: { userId: c.id }, include: { items: true } });
    // Atta: 299.99 less 12.5% = 262.49 a pack, 524.98 for two, 5% tax 26.25 (rounded for the line).
    // Rice: 150.50, no tax. Packaging 15.00, delivery 40.00: 756.73.
    expect(order).toMatchObject({ amount: 75673, tax: 2625, packaging: 1500, delivery: 4000, walletAmount: 0 });
    await run(t.db, [order.orderNo, "5"], () => {});

    const atta = order.items.find((i) => i.productId === W.atta)!;
    const rice = order.items.find((i) => i.productId === W.rice)!;
    // The rice never came; one atta pack was torn and goes back for replacement.
    const undelivered = await request(t.app.server)
      .post("/user/order/track/verifyProducts")
      .set(c.auth)
      .send({ order_id: order.id, product_id: rice.id, verify_status: 2 });
    expect(undelivered.body.data.refund_value).toBe(150.5);
    const png = await pngBytes();
    let form = request(t.app.server).post("/user/order/track/verifyProducts").set(c.auth);
    const fields = { order_id: order.id, product_id: atta.id, verify_status: 3, qty: 1, title: "replacement" };
    for (const [k, v] of Object.entries({ ...fields, reason: "Damaged product", message: "The pack was torn." }))
      form = form.field(k, String(v));
    const replaced = await form.attach("image1", png, "a.png").attach("image2", png, "b.png");
    expect(replaced.status).toBe(200);
    // One pack as paid: 262.49 and its half of the line's tax, 13.12.
    expect(replaced.body.data.refund_value).toBe(275.61);

    const verified = await request(t.app.server)
      .post("/user/order/track/verifyOrder")
      .set(c.auth)
      .send({ order_id: order.id });
    // The undelivered rice is left out of the cash; the torn atta pack comes back as its request's refund.
    expect(verified.body.data).toMatchObject({ payment_type: 2, amount_payable: 606.23, escalated_products: 2 });
    await run(t.db, [order.orderNo, "escalation", "6"], () => {});

    const cashPaid = Math.round(verified.body.data.amount_payable * 100);
    const entries = await t.db.walletEntry.findMany({ where: { userId: c.id } });
    const out = cashPaid - entries.filter((e) => e.amount < 0).reduce((s, e) => s + e.amount, 0);
    const back = entries.filter((e) => e.kind === "refund").reduce((s, e) => s + e.amount, 0);
    // The rice was never charged; the atta pack comes back to Galli Cash.
    expect(back).toBe(27561);
    const notCharged = await t.db.refund.findMany({ where: { orderId: order.id, destination: "cash" } });
    expect(notCharged.map((r) => [r.orderItemId, r.amount])).toEqual([[rice.id, 15050]]);
    // Delivered: one atta pack with the rest of the line's tax (262.49 + 13.13), packaging, delivery.
    expect(out - back).toBe(26249 + 1313 + 1500 + 4000);
    await expectLedgerBalanced(c.id, back);
    // Purchase history: 'Total Paid' is what was paid, the refunds beside it.
    const history = await request(t.app.server).get("/user/order/history/purchase?skip=0&limit=10").set(c.auth);
    const card = history.body.data.find((o: { _id: string }) => o._id === order.id);
    expect(card).toMatchObject({ amount: 756.73, status: 6 });
    expect(card.refunds.map((r: { amount: number }) => r.amount).sort((a: number, b: number) => a - b)).toEqual([
      150.5, 275.61,
    ]);
    // A second move refunds nothing more.
    await expect(run(t.db, [order.orderNo, "escalation", "6"], () => {})).rejects.toThrow(/no open/);
    expect(await walletOf(t.db, c.id)).toBe(back);
  });
});

describe("escalation refunds over random orders", () => {
  const lineArb = fc.record({
    sellingPrice: fc.integer({ min: 100, max: 120_000 }),
    offerPercent: fc.constantFrom(0, 5, 12.5, 33),
    taxPercent: fc.constantFrom(0, 5, 12, 18),
    qty: fc.integer({ min: 1, max: 5 }),
    ask: fc.option(fc.record({ qtyShare: fc.double({ min: 0, max: 1, noNaN: true }), replace: fc.boolean() })),
  });
  const orderArb = fc.record({
    lines: fc.array(lineArb, { minLength: 1, maxLength: 3 }),
    packaging: fc.integer({ min: 0, max: 3000 }),
    delivery: fc.integer({ min: 0, max: 6000 }),
    promo: fc.option(fc.record({ offerType: fc.constantFrom(1, 2), amount: fc.integer({ min: 1, max: 50_000 }) })),
    online: fc.boolean(),
    walletShare: fc.constantFrom(0, 0.3, 1),
    wholeOrder: fc.boolean(),
    together: fc.boolean(),
  });
  const products = [
    [OW.atta, OW.spAtta],
    [OW.rice, OW.spRice],
    [OW.ghee, OW.spGhee],
  ];

  it("never refund more than was paid, nor more to the bank than was paid online; a whole order comes back exactly", async () => {
    await fc.assert(
      fc.asyncProperty(orderArb, async (o) => {
        const user = (await makeCustomer(t.db)).id;
        const items = o.lines.map((l, i) => {
          const netPrice = netUnitPrice(l.sellingPrice, l.offerPercent);
          return { ...l, netPrice, tax: percentOf(netPrice * l.qty, l.taxPercent), product: products[i] };
        });
        const itemTotal = items.reduce((s, l) => s + l.netPrice * l.qty, 0);
        const tax = items.reduce((s, l) => s + l.tax, 0);
        const netPrice = itemTotal + tax + o.packaging;
        const offerAmount = o.promo
          ? Math.min(o.promo.amount, o.promo.offerType === 2 ? netPrice + o.delivery : Infinity)
          : 0;
        const amount = netPrice + o.delivery - (o.promo?.offerType === 2 ? offerAmount : 0);
        const walletAmount = Math.floor(amount * o.walletShare);
        const onlineAmount = o.online ? amount - walletAmount : 0;
        let checkoutId: string | null = null;
        if (onlineAmount > 0) {
          const checkout = await t.db.checkout.create({
            data: {
              userId: user,
              shopId: OW.shop,
              status: "placed",
              amount: onlineAmount,
              walletAmount,
              billingJson: "{}",
            },
          });
          checkoutId = checkout.id;
          await t.db.payment.create({
            data: {
              checkoutId,
              provider: "razorpay",
              providerId: `pay_prop_${checkout.id}`,
              method: "card",
              amount: onlineAmount,
              status: "captured",
            },
          });
        }
        const order = await t.db.order.create({
          data: {
            orderNo: `GP${user.slice(-10)}`,
            userId: user,
            shopId: OW.shop,
            storeId: OW.store,
            checkoutId,
            status: 6,
            paymentType: o.online ? 1 : 2,
            modeName: o.online ? "Online" : "COD",
            deliveryType: 1,
            grossPrice: items.reduce((s, l) => s + l.sellingPrice * l.qty, 0),
            netPrice,
            tax,
            packaging: o.packaging,
            delivery: o.delivery,
            offerType: o.promo?.offerType ?? 0,
            offerAmount,
            amount,
            walletAmount,
            onlineAmount,
            deliveredAt: new Date(Date.now() - DAY),
            verifiedAt: new Date(),
            replacementUntil: new Date(Date.now() + 5 * DAY),
            items: {
              create: items.map((l) => ({
                productId: l.product[0],
                storeProductId: l.product[1],
                productName: "Product",
                unit: "1 kg",
                image: "p.png",
                qty: l.qty,
                sellingPrice: l.sellingPrice,
                netPrice: l.netPrice,
                taxPercent: l.taxPercent,
                offerPercent: l.offerPercent,
                verifyStatus: 1,
              })),
            },
          },
          include: { items: { orderBy: { id: "asc" } } },
        });
        const asks = order.items.flatMap((item, i) => {
          const ask = o.wholeOrder ? { qtyShare: 1, replace: false } : o.lines[i].ask;
          return ask ? [{ item, qty: Math.max(1, Math.ceil(item.qty * ask.qtyShare)), replace: ask.replace }] : [];
        });
        if (asks.length === 0) return;
        for (const a of asks) {
          await t.db.orderItem.update({
            where: { id: a.item.id },
            data: { verifyStatus: a.replace ? 3 : 2, escalatedQty: a.qty, escalationStatus: 1 },
          });
        }
        // Refunds without the provider at hand: source refunds stay recorded, as the command line leaves them.
        const cli = { db: t.db, now: () => new Date() };
        if (o.together) await advanceEscalation(cli, order.id, 6);
        else for (const a of asks) await advanceEscalation(cli, order.id, 6, { productIds: [a.item.id] });

        const refunds = await t.db.refund.findMany({ where: { orderId: order.id } });
        const total = refunds.reduce((s, r) => s + r.amount, 0);
        const bank = refunds.filter((r) => r.destination === "bank").reduce((s, r) => s + r.amount, 0);
        expect(total).toBeLessThanOrEqual(amount);
        expect(bank).toBeLessThanOrEqual(onlineAmount);
        expect(await walletOf(t.db, user)).toBe(total - bank);
        const whole = asks.length === order.items.length && asks.every((a) => a.qty === a.item.qty);
        if (whole) expect(total).toBe(amount);
        else {
          // Each line gets what its units cost as paid.
          for (const a of asks) {
            const got = refunds.filter((r) => r.orderItemId === a.item.id).reduce((s, r) => s + r.amount, 0);
            expect(got).toBe(paidFor(order, { ...a.item }, a.qty));
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});
