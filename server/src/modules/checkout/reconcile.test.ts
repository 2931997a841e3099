// After the payment: captured money with no order is reconciled by the job, a refund and a
// placement that race cannot both win, and promo codes hidden from the public list work only for
// the customers they were issued to, as many times as issued.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/app";
import { reconcilePayments, RECONCILE_AFTER_MS } from "./reconcile";
import {
  addToCart,
  checkoutWorld,
  customer,
  payAtProvider,
  payOnline,
  paymentOrder,
  place,
  placeInputs,
  W,
} from "./test-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await checkoutWorld({ env: { RATE_LIMITS: "false" } });
  await t.db.storeProduct.update({
    where: { storeId_productId: { storeId: W.s1, productId: W.rice } },
    data: { stock: 1000 },
  });
});
afterAll(async () => t.close());

const later = (ms = RECONCILE_AFTER_MS + 60_000) => new Date(Date.now() + ms);

describe("reconciliation job", () => {
  it("refunds a captured payment whose order never committed, once, and records why", async () => {
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1);
    const { po, payment } = await payOnline(t, c.auth, { delivery_type: 1 });
    // The process captured the money and died before the order's transaction committed.
    await t.db.checkout.update({
      where: { id: po.transaction_id },
      data: { status: "paid", rzpPaymentId: payment.razorpay_payment_id },
    });
    await t.app.ctx.adapters.payments.capturePayment(payment.razorpay_payment_id, po.order.amount);

    // Too fresh: a placement may still be finishing.
    expect(await reconcilePayments(t.app.ctx, new Date())).toMatchObject({ refunded: 0 });
    expect((await t.db.checkout.findUniqueOrThrow({ where: { id: po.transaction_id } })).status).toBe("paid");

    const out = await reconcilePayments(t.app.ctx, later());
    expect(out.refunded).toBeGreaterThanOrEqual(1);
    expect((await t.db.checkout.findUniqueOrThrow({ where: { id: po.transaction_id } })).status).toBe("refunded");
    const refunds = await t.db.refund.findMany({ where: { userId: c.id } });
    expect(refunds).toEqual([
      expect.objectContaining({
        amount: po.order.amount,
        destination: "bank",
        method: "card",
        status: "initiated",
        reason: "Reconciled: the payment was captured but no order was placed",
      }),
    ]);
    expect(await t.app.ctx.adapters.payments.fetchPayment(payment.razorpay_payment_id)).toMatchObject({
      status: "refunded",
      amount_refunded: po.order.amount,
    });
    // Again: nothing more.
    await reconcilePayments(t.app.ctx, later(2 * RECONCILE_AFTER_MS));
    expect(await t.db.refund.count({ where: { userId: c.id } })).toBe(1);
    // And the payment can no longer place an order.
    expect((await place(t, c.auth, "online/shop", placeInputs({ payment }))).status).toBe(409);
    expect(await t.db.order.count({ where: { userId: c.id } })).toBe(0);
  });

  it("closes abandoned checkouts with nothing captured, and leaves placed ones alone", async () => {
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1);
    const open = (await paymentOrder(t, c.auth, { delivery_type: 1 })).body.data;
    const { payment } = await payOnline(t, c.auth, { delivery_type: 1 });
    expect((await place(t, c.auth, "online/shop", placeInputs({ payment }))).status).toBe(200);
    await reconcilePayments(t.app.ctx, later());
    expect((await t.db.checkout.findUniqueOrThrow({ where: { id: open.transaction_id } })).status).toBe("closed");
    const placed = await t.db.checkout.findFirstOrThrow({ where: { userId: c.id, status: "placed" } });
    expect(placed).toBeTruthy();
    expect(await t.db.refund.count({ where: { userId: c.id } })).toBe(0);
    expect(await t.db.order.count({ where: { userId: c.id } })).toBe(1);
  });
});

describe("a refund request and a placement that race", () => {
  it("never both win: either the order stands and nothing is refunded, or no order and the money is back", async () => {
    for (let i = 0; i < 4; i++) {
      const c = await customer(t);
      await addToCart(t, c.auth, W.rice, 1);
      const { po, payment } = await payOnline(t, c.auth, { delivery_type: 1 });
      const issue = request(t.app.server)
        .post("/user/order/refund/orderIssue")
        .set(c.auth)
        .send({ amount_paid: po.amount, payment: { txnid: po.transaction_id, hash: po.hash } });
      const [placed, refunded] = await Promise.all([
        place(t, c.auth, "online/shop", placeInputs({ payment })),
        i % 2 === 0 ? issue : new Promise((r) => setTimeout(r, 5)).then(() => issue),
      ]);
      const orders = await t.db.order.count({ where: { userId: c.id } });
      const provider = await t.app.ctx.adapters.payments.fetchPayment(payment.razorpay_payment_id);
      const checkout = await t.db.checkout.findUniqueOrThrow({ where: { id: po.transaction_id } });
      if (orders > 0) {
        expect(placed.status).toBe(200);
        expect(provider.amount_refunded).toBe(0);
        expect(checkout.status).toBe("placed");
        expect(refunded.status).not.toBe(200);
      } else {
        expect(placed.status).not.toBe(200);
        // Whatever was captured is on its way back; nothing was captured twice or kept.
        expect(provider.amount_refunded).toBe(provider.captured ? provider.amount : 0);
        expect(["refunded", "released", "failed", "refunding"]).toContain(checkout.status);
      }
    }
  });
});

describe("promo codes bound to their customers", () => {
  const hidden = (code: string, data: Record<string, unknown> = {}) =>
    t.db.promo.create({
      data: {
        code,
        title: "Hidden",
        hideFromPublic: true,
        expiresAt: new Date(Date.now() + 86_400_000),
        valueType: 1,
        offerType: 2,
        codeValue: 1000,
        ...data,
      },
    });
  async function shopper() {
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 2);
    return c;
  }
  const tryCode = (c: { auth: { authorization: string } }, code: string) =>
    paymentOrder(t, c.auth, { promo_code: code, delivery_type: 1 });

  it("a hidden code works only for the customers it was issued to", async () => {
    const p = await hidden("STAFFTEST");
    const staff = await shopper();
    const stranger = await shopper();
    await t.db.promoGrant.create({ data: { promoId: p.id, userId: staff.id } });
    expect((await tryCode(staff, "stafftest")).status).toBe(200);
    const refused = await tryCode(stranger, "STAFFTEST");
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "PROMO_INVALID", message: "Promo code is invalid!" });
    // Nor hidden from the offer list's reader.
    const listed = await request(t.app.server).post("/user/promo/list").set(stranger.auth).send({});
    expect(JSON.stringify(listed.body)).not.toContain("STAFFTEST");
  });

  it("a scratch card's code works only for its winner, once the card is scratched", async () => {
    await hidden("SCRATCHTEST", { valueType: 2, codeValue: 10 });
    const winner = await shopper();
    const other = await shopper();
    await t.db.scratchCard.create({
      data: { id: `sc-${winner.id}`, userId: winner.id, cardType: 2, promoCode: "SCRATCHTEST", codeValue: 10 },
    });
    expect((await tryCode(winner, "SCRATCHTEST")).body.code).toBe("PROMO_INVALID"); // not scratched yet
    await t.db.scratchCard.update({ where: { id: `sc-${winner.id}` }, data: { activatedAt: new Date() } });
    expect((await tryCode(winner, "SCRATCHTEST")).status).toBe(200);
    expect((await tryCode(other, "SCRATCHTEST")).body.code).toBe("PROMO_INVALID");
  });

  it("per-customer limits hold in the order's own transaction", async () => {
    const p = await hidden("ONCEONLY");
    const c = await shopper();
    await t.db.promoGrant.create({ data: { promoId: p.id, userId: c.id, uses: 1 } });
    // Two payments priced with the code before either is placed: the second placement is refused
    // (and its money goes back), so the code is used once.
    const a = (await tryCode(c, "ONCEONLY")).body.data;
    const b = (await tryCode(c, "ONCEONLY")).body.data;
    const pa = (await payAtProvider(t, a.order.id)).body;
    const pb = (await payAtProvider(t, b.order.id)).body;
    expect((await place(t, c.auth, "online/shop", placeInputs({ promo_id: p.id, payment: pa }))).status).toBe(200);
    await addToCart(t, c.auth, W.rice, 2);
    const second = await place(t, c.auth, "online/shop", placeInputs({ promo_id: p.id, payment: pb }));
    expect(second.status).toBe(409);
    expect(await t.db.promoRedemption.count({ where: { promoId: p.id, userId: c.id } })).toBe(1);
    expect((await t.app.ctx.adapters.payments.fetchPayment(pb.razorpay_payment_id)).status).toBe("refunded");
    // A public code with a per-customer limit.
    const pub = await t.db.promo.create({
      data: {
        code: "TWICEEACH",
        title: "Twice",
        expiresAt: new Date(Date.now() + 86_400_000),
        valueType: 1,
        offerType: 2,
        codeValue: 1000,
        perCustomerLimit: 1,
      },
    });
    const d = await shopper();
    const ch = await t.db.checkout.create({
      data: { userId: d.id, shopId: W.shopA, status: "placed", amount: 0, billingJson: "{}" },
    });
    await t.db.promoRedemption.create({ data: { promoId: pub.id, userId: d.id, checkoutId: ch.id, amount: 1000 } });
    const refused = await tryCode(d, "TWICEEACH");
    expect(refused.body).toMatchObject({
      code: "PROMO_CUSTOMER_LIMIT",
      message: "You have already used this promo code.",
    });
    expect((await tryCode(await shopper(), "TWICEEACH")).status).toBe(200);
  });
});
