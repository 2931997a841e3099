// Online orders: the payment order, the provider payment and the place call, with the signature
// and amount checks that keep money and stock safe.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
  stockOf,
  W,
} from "./test-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await checkoutWorld();
});
afterAll(async () => t.close());

const ordersOf = (userId: string) => t.db.order.findMany({ where: { userId }, include: { items: true } });

describe("payment order", () => {
  it("prices the cart in paise and makes a Razorpay order for exactly the online amount", async () => {
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 2);
    const res = await paymentOrder(t, c.auth, { delivery_type: 1 });
    expect(res.status).toBe(200);
    const d = res.body.data;
    // 2 x 150.50 + packaging 15.00 + delivery 40.00 = 356.00
    expect(d.billing.total).toBe(356);
    expect(d.amount).toBe(356);
    expect(d.order.amount).toBe(35600);
    expect(d.order.id).toMatch(/^order_/);
    expect(d.order.order_id).toBe(d.order.id);
    expect(d.rzy_pay_key).toBe("rzp_test_galli");
    expect(d.rzy_customer_Id).toMatch(/^cust_/);
    expect(d.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(d.cod).toEqual({ allowed: true, limit: null });
    const checkout = await t.db.checkout.findUniqueOrThrow({ where: { id: d.transaction_id } });
    expect(checkout).toMatchObject({ userId: c.id, status: "created", amount: 35600, rzpOrderId: d.order.id });
    const provider = await t.app.ctx.adapters.payments.fetchOrderPayments(d.order.id);
    expect(provider).toEqual([]);
  });

  it("answers the cash tab without a provider order", async () => {
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1);
    const res = await paymentOrder(t, c.auth, { payment_mode: "cod", delivery_type: 3 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ transaction_id: null, order: null, hash: null, delivery_type: 3 });
    expect(res.body.data.billing.total).toBe(165.5);
  });

  it("needs a customer", async () => {
    const res = await request(t.app.server).post("/user/order/payment").send({ _id: W.shopA });
    expect(res.status).toBe(401);
  });
});

describe("placing an online order", () => {
  it("delivery by the shop: verifies, captures, takes stock, makes the order and clears the cart", async () => {
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 2);
    const before = await stockOf(t, W.s1, W.rice);
    const { po, payment } = await payOnline(t, c.auth, { delivery_type: 1 });
    const res = await place(t, c.auth, "online/shop", placeInputs({ payment }));
    expect(res.status).toBe(200);
    expect(res.body.data.amount).toBe(356);
    expect(res.body.data.paid).toEqual({ online: 356, bfcash: 0, cash: 0 });
    expect(res.body.data.shops).toHaveLength(1);
    expect(res.body.data.shops[0]).toMatchObject({ store_id: W.s1, name: "Shop shop-a", amount: 356, status: 1 });
    expect(res.body.data.shops[0].address).toContain("Koramangala");

    const [order] = await ordersOf(c.id);
    expect(order).toMatchObject({
      status: 1,
      paymentType: 1,
      modeName: "Online",
      deliveryType: 1,
      amount: 35600,
      onlineAmount: 35600,
      delivery: 4000,
      packaging: 1500,
      cancelSelectedStage: 2,
      street: "12, 4th Cross",
      notes: "Please ring the bell",
    });
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ productId: W.rice, qty: 2, sellingPrice: 15050, netPrice: 15050 });
    expect(await stockOf(t, W.s1, W.rice)).toBe(before - 2);
    const cart = await request(t.app.server).post("/user/cart/view/cr").set(c.auth).send({});
    expect(cart.body.data.items).toEqual([]);
    expect(await t.db.checkout.findUniqueOrThrow({ where: { id: po.transaction_id } })).toMatchObject({
      status: "placed",
      rzpPaymentId: payment.razorpay_payment_id,
    });
    expect((await t.app.ctx.adapters.payments.fetchPayment(payment.razorpay_payment_id)).status).toBe("captured");
    expect((await t.db.user.findUniqueOrThrow({ where: { id: c.id } })).isNewCustomer).toBe(false);
  });

  it("takeaway: no delivery charge, no address needed", async () => {
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1);
    const { payment } = await payOnline(t, c.auth, { delivery_type: 3 });
    const res = await place(
      t,
      c.auth,
      "online/takeaway",
      placeInputs({ payment, is_shop_delivery: false, deliveryAddress: undefined, deliveryLocation: undefined }),
    );
    expect(res.status).toBe(200);
    const [order] = await ordersOf(c.id);
    expect(order).toMatchObject({ deliveryType: 3, delivery: 0, amount: 16550 });
  });

  it("one checkout makes one order per store and the orders add up to the paisa", async () => {
    const c = await customer(t);
    await addToCart(t, c.auth, W.atta, 4); // S3 1, S1 2, S2 1 (cheapest first)
    const { po, payment } = await payOnline(t, c.auth, { delivery_type: 1 });
    const res = await place(t, c.auth, "online/shop", placeInputs({ payment }));
    expect(res.status).toBe(200);
    const orders = await ordersOf(c.id);
    expect(orders.map((o) => o.storeId).sort()).toEqual([W.s1, W.s2, W.s3].sort());
    expect(orders.reduce((s, o) => s + o.amount, 0)).toBe(Math.round(po.billing.total * 100));
    expect(orders.reduce((s, o) => s + o.onlineAmount, 0)).toBe(po.order.amount);
    expect(orders.filter((o) => o.delivery > 0)).toHaveLength(1);
    expect(new Set(orders.map((o) => o.orderNo)).size).toBe(3);
  });

  it("refuses a forged signature: no order, no stock taken, nothing captured", async () => {
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1);
    const before = await stockOf(t, W.s1, W.rice);
    const { payment } = await payOnline(t, c.auth, { delivery_type: 1 });
    const forged = {
      ...payment,
      razorpay_signature: payment.razorpay_signature.replace(/^./, (ch) => (ch === "a" ? "b" : "a")),
    };
    const res = await place(t, c.auth, "online/shop", placeInputs({ payment: forged }));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("PAYMENT_SIGNATURE_INVALID");
    expect(await ordersOf(c.id)).toEqual([]);
    expect(await stockOf(t, W.s1, W.rice)).toBe(before);
    expect((await t.app.ctx.adapters.payments.fetchPayment(payment.razorpay_payment_id)).status).toBe("authorized");
  });

  it("refuses a replayed signature: the second call creates nothing", async () => {
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1);
    const { payment } = await payOnline(t, c.auth, { delivery_type: 1 });
    expect((await place(t, c.auth, "online/shop", placeInputs({ payment }))).status).toBe(200);
    await addToCart(t, c.auth, W.rice, 1); // a new cart the replay might try to pay for
    const before = await stockOf(t, W.s1, W.rice);
    const replay = await place(t, c.auth, "online/shop", placeInputs({ payment }));
    expect(replay.status).toBe(409);
    expect(replay.body.code).toBe("ALREADY_PLACED");
    expect(await ordersOf(c.id)).toHaveLength(1);
    expect(await stockOf(t, W.s1, W.rice)).toBe(before);
  });

  it("a double submit of the same payment places once", async () => {
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1);
    const { payment } = await payOnline(t, c.auth, { delivery_type: 1 });
    const results = await Promise.all([1, 2].map(() => place(t, c.auth, "online/shop", placeInputs({ payment }))));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await ordersOf(c.id)).toHaveLength(1);
  });

  it("refuses another customer's payment", async () => {
    const a = await customer(t);
    const b = await customer(t);
    await addToCart(t, a.auth, W.rice, 1);
    await addToCart(t, b.auth, W.rice, 1);
    const { payment } = await payOnline(t, a.auth, { delivery_type: 1 });
    const res = await place(t, b.auth, "online/shop", placeInputs({ payment }));
    expect(res.status).toBe(403);
    expect(await ordersOf(b.id)).toEqual([]);
    expect(await ordersOf(a.id)).toEqual([]);
  });

  it("refuses when the cart no longer matches what was paid, and refunds the payment", async () => {
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1);
    const before = await stockOf(t, W.s1, W.rice);
    const { payment } = await payOnline(t, c.auth, { delivery_type: 1 });
    await addToCart(t, c.auth, W.rice, 1); // the paid amount now differs from the server's total
    const res = await place(t, c.auth, "online/shop", placeInputs({ payment }));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("PRICE_CHANGED");
    expect(res.body.message).toContain("refunded");
    expect(await ordersOf(c.id)).toEqual([]);
    expect(await stockOf(t, W.s1, W.rice)).toBe(before);
    const p = await t.app.ctx.adapters.payments.fetchPayment(payment.razorpay_payment_id);
    expect(p).toMatchObject({ status: "refunded", amount_refunded: p.amount });
    expect(await t.db.refund.count({ where: { userId: c.id, destination: "bank" } })).toBe(1);
  });

  it("refunds when the stock is gone by the time the order is placed", async () => {
    const c = await customer(t);
    await addToCart(t, c.auth, W.ghee, 2);
    const { payment } = await payOnline(t, c.auth, { delivery_type: 1 });
    await t.db.storeProduct.update({
      where: { storeId_productId: { storeId: W.s2, productId: W.ghee } },
      data: { stock: 1 },
    });
    const res = await place(t, c.auth, "online/shop", placeInputs({ payment }));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("OUT_OF_STOCK");
    expect(await stockOf(t, W.s2, W.ghee)).toBe(1);
    expect((await t.app.ctx.adapters.payments.fetchPayment(payment.razorpay_payment_id)).status).toBe("refunded");
  });

  it("a declined card never reaches the place call, and leaves cart and stock as they were", async () => {
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1);
    const before = await stockOf(t, W.s1, W.rice);
    const po = await paymentOrder(t, c.auth, { delivery_type: 1 });
    const res = await payAtProvider(t, po.body.data.order.id, { method: "card", card: DECLINED_CARD });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "BAD_REQUEST_ERROR", reason: "payment_declined", source: "bank" });
    expect(res.body.error.metadata.payment_id).toMatch(/^pay_/);
    expect(await stockOf(t, W.s1, W.rice)).toBe(before);
    const cart = await request(t.app.server).post("/user/cart/view/cr").set(c.auth).send({});
    expect(cart.body.data.count).toBe(1);
  });
});
