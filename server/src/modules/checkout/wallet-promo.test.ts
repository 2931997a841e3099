// Galli Cash and promo codes at checkout: totals in paise for wallet-only, wallet plus online and
// promo plus online, and each promo rule on its own.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/app";
import { balance, credit } from "../../lib/wallet";
import { addToCart, checkoutWorld, customer, payAtProvider, paymentOrder, place, placeInputs, W } from "./test-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await checkoutWorld();
  await t.db.storeProduct.update({
    where: { storeId_productId: { storeId: W.s1, productId: W.rice } },
    data: { stock: 1000 },
  });
});
afterAll(async () => t.close());

const topUp = (userId: string, amount: number) =>
  t.db.$transaction((tx) => credit(tx, { userId, amount, kind: "adjustment", refId: `test-${userId}-${amount}` }));
const promo = (data: Record<string, unknown>) =>
  t.db.promo.create({
    data: {
      code: `P${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      title: "Test offer",
      expiresAt: new Date(Date.now() + 86_400_000),
      valueType: 1,
      offerType: 2,
      codeValue: 1000,
      ...data,
    } as never,
  });
/** A customer with 2 x rice in the cart: 356.00 with delivery by the shop. */
async function shopper() {
  const c = await customer(t);
  await addToCart(t, c.auth, W.rice, 2);
  return c;
}

describe("Galli Cash", () => {
  it("POST /wallet/bfcash answers the balance in rupees", async () => {
    const c = await customer(t);
    await topUp(c.id, 12345);
    const res = await request(t.app.server).post("/user/wallet/bfcash").set(c.auth).send({});
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ balance: 123.45 });
  });

  it("pays a whole order: no provider order, then /order/place/online/bfcash debits the ledger", async () => {
    const c = await shopper();
    await topUp(c.id, 50000);
    const po = await paymentOrder(t, c.auth, { is_bfcash: true, delivery_type: 1 });
    expect(po.status).toBe(200);
    const d = po.body.data;
    expect(d).toMatchObject({ amount: 0, order: null });
    expect(d.billing).toMatchObject({ total: 356, bfcash_amount: 356, bfcash_balance: 500, payable: 0 });
    const inputs = placeInputs({ is_bfcash: true, payment: { txnid: d.transaction_id, hash: d.hash } });
    const res = await place(t, c.auth, "online/bfcash", inputs);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      amount: 356,
      mode_name: "Galli Cash",
      paid: { online: 0, bfcash: 356, cash: 0 },
    });
    expect(await balance(t.db, c.id)).toBe(50000 - 35600);
    const [order] = await t.db.order.findMany({ where: { userId: c.id } });
    expect(order).toMatchObject({ walletAmount: 35600, onlineAmount: 0, amount: 35600, paymentType: 1 });
    const again = await place(t, c.auth, "online/bfcash", inputs);
    expect(again.status).toBe(409);
    expect(await balance(t.db, c.id)).toBe(50000 - 35600);
  });

  it("refuses a wallet-only order with a forged hash", async () => {
    const c = await shopper();
    await topUp(c.id, 50000);
    const d = (await paymentOrder(t, c.auth, { is_bfcash: true, delivery_type: 1 })).body.data;
    const res = await place(
      t,
      c.auth,
      "online/bfcash",
      placeInputs({ is_bfcash: true, payment: { txnid: d.transaction_id, hash: "0".repeat(64) } }),
    );
    expect(res.status).toBe(400);
    expect(await balance(t.db, c.id)).toBe(50000);
    expect(await t.db.order.count({ where: { userId: c.id } })).toBe(0);
  });

  it("pays part of an order, the rest online", async () => {
    const c = await shopper();
    await topUp(c.id, 10000);
    const d = (await paymentOrder(t, c.auth, { is_bfcash: true, delivery_type: 1 })).body.data;
    expect(d.amount).toBe(256);
    expect(d.order.amount).toBe(25600);
    expect(d.billing).toMatchObject({ total: 356, bfcash_amount: 100, payable: 256 });
    const payment = (await payAtProvider(t, d.order.id)).body;
    const res = await place(t, c.auth, "online/shop", placeInputs({ is_bfcash: true, payment }));
    expect(res.status).toBe(200);
    expect(res.body.data.paid).toEqual({ online: 256, bfcash: 100, cash: 0 });
    expect(await balance(t.db, c.id)).toBe(0);
    const [order] = await t.db.order.findMany({ where: { userId: c.id } });
    expect(order).toMatchObject({ amount: 35600, walletAmount: 10000, onlineAmount: 25600, modeName: "Online" });
  });
});

describe("promo with an online payment", () => {
  it("a percent discount is capped by price_limit and taken off the amount paid", async () => {
    const c = await shopper();
    const p = await promo({ valueType: 2, codeValue: 10, priceLimit: 2000 }); // 10% of 356.00 = 35.60, capped at 20.00
    const d = (await paymentOrder(t, c.auth, { promo_id: p.id, delivery_type: 1 })).body.data;
    expect(d.promo).toMatchObject({ _id: p.id, offer_type: 2, amount: 20 });
    expect(d.billing.promo_info).toEqual({ offer_type: 2, offerAmount: 20 });
    expect(d.billing.total).toBe(336);
    expect(d.order.amount).toBe(33600);
    const payment = (await payAtProvider(t, d.order.id)).body;
    const res = await place(t, c.auth, "online/shop", placeInputs({ promo_id: p.id, payment }));
    expect(res.status).toBe(200);
    const [order] = await t.db.order.findMany({ where: { userId: c.id } });
    expect(order).toMatchObject({ offerType: 2, offerAmount: 2000, amount: 33600, onlineAmount: 33600, promoId: p.id });
    expect(await t.db.promoRedemption.findMany({ where: { promoId: p.id } })).toMatchObject([
      { userId: c.id, amount: 2000 },
    ]);
  });

  it("a cashback is reported but not subtracted", async () => {
    const c = await shopper();
    const p = await promo({ valueType: 2, codeValue: 5, offerType: 1 });
    const d = (await paymentOrder(t, c.auth, { promo_code: p.code.toLowerCase(), delivery_type: 1 })).body.data;
    expect(d.billing.promo_info).toEqual({ offer_type: 1, offerAmount: 17.8 });
    expect(d.order.amount).toBe(35600);
  });
});

describe("promo rules", () => {
  const refusal = async (c: { auth: { authorization: string } }, body: Record<string, unknown>) => {
    const res = await paymentOrder(t, c.auth, { delivery_type: 1, ...body });
    expect(res.status).toBeGreaterThanOrEqual(400);
    return res.body as { code: string; message: string };
  };

  it("an unknown code or another shop's code is invalid", async () => {
    const c = await shopper();
    expect((await refusal(c, { promo_code: "NOSUCHCODE" })).message).toBe("Promo code is invalid!");
    const other = await promo({ shopId: W.shopB });
    expect((await refusal(c, { promo_id: other.id })).message).toBe("Promo code is invalid!");
  });

  it("an expired code is refused", async () => {
    const c = await shopper();
    const p = await promo({ expiresAt: new Date(Date.now() - 1000) });
    expect((await refusal(c, { promo_id: p.id })).code).toBe("PROMO_EXPIRED");
  });

  it("not for COD", async () => {
    const c = await shopper();
    const p = await promo({});
    expect((await refusal(c, { promo_id: p.id, payment_mode: "cod" })).message).toBe(
      "Promo code is not applicable for COD order!",
    );
  });

  it("not when Galli Cash pays the whole order", async () => {
    const c = await shopper();
    await topUp(c.id, 100000);
    const p = await promo({});
    expect((await refusal(c, { promo_id: p.id, is_bfcash: true })).message).toBe(
      "Promo code is not applicable if you pay only with Galli Cash!",
    );
  });

  it("new customers only (customer_id 2)", async () => {
    const p = await promo({ customerScope: 2 });
    const fresh = await shopper();
    expect((await paymentOrder(t, fresh.auth, { promo_id: p.id, delivery_type: 1 })).status).toBe(200);
    const old = await shopper();
    await t.db.user.update({ where: { id: old.id }, data: { isNewCustomer: false } });
    expect((await refusal(old, { promo_id: p.id })).code).toBe("PROMO_NEW_CUSTOMERS_ONLY");
  });

  it("minimum purchase when enabled", async () => {
    const c = await shopper();
    const high = await promo({ minPurchaseEnable: true, minPurchaseValue: 40000 });
    expect((await refusal(c, { promo_id: high.id })).message).toBe(
      "A minimum purchase of ₹400.00 is needed for this promo code.",
    );
    const ok = await promo({ minPurchaseEnable: true, minPurchaseValue: 35600 });
    expect((await paymentOrder(t, c.auth, { promo_id: ok.id, delivery_type: 1 })).status).toBe(200);
    const off = await promo({ minPurchaseEnable: false, minPurchaseValue: 99999 });
    expect((await paymentOrder(t, c.auth, { promo_id: off.id, delivery_type: 1 })).status).toBe(200);
  });

  it("a rupee promo needs a total of at least its value", async () => {
    const c = await shopper();
    const big = await promo({ codeValue: 40000 });
    expect((await refusal(c, { promo_id: big.id })).code).toBe("PROMO_BELOW_VALUE");
    const exact = await promo({ codeValue: 35600 });
    const d = (await paymentOrder(t, c.auth, { promo_id: exact.id, delivery_type: 3, is_bfcash: false })).body;
    expect(d.code).toBe("PROMO_BELOW_VALUE"); // takeaway total is 316.00
  });

  it("per-day and total limits", async () => {
    const day = await promo({ limitedUsersPerDay: 1 });
    const total = await promo({ maxLimit: 2 });
    const someone = await customer(t);
    const redeem = async (promoId: string, at: Date) => {
      const ch = await t.db.checkout.create({
        data: { userId: someone.id, shopId: W.shopA, status: "placed", amount: 0, billingJson: "{}" },
      });
      await t.db.promoRedemption.create({
        data: { promoId, userId: someone.id, checkoutId: ch.id, amount: 1000, createdAt: at },
      });
    };
    const c = await shopper();
    await redeem(day.id, new Date(Date.now() - 3 * 86_400_000));
    expect((await paymentOrder(t, c.auth, { promo_id: day.id, delivery_type: 1 })).status).toBe(200);
    await redeem(day.id, new Date());
    expect((await refusal(c, { promo_id: day.id })).code).toBe("PROMO_DAY_LIMIT");
    await redeem(total.id, new Date(Date.now() - 5 * 86_400_000));
    expect((await paymentOrder(t, c.auth, { promo_id: total.id, delivery_type: 1 })).status).toBe(200);
    await redeem(total.id, new Date(Date.now() - 4 * 86_400_000));
    expect((await refusal(c, { promo_id: total.id })).code).toBe("PROMO_MAX_LIMIT");
  });

  it("a promo past its limit by the time the order is placed creates nothing and refunds", async () => {
    const p = await promo({ maxLimit: 1 });
    const a = await shopper();
    const b = await shopper();
    const da = (await paymentOrder(t, a.auth, { promo_id: p.id, delivery_type: 1 })).body.data;
    const db = (await paymentOrder(t, b.auth, { promo_id: p.id, delivery_type: 1 })).body.data;
    const pa = (await payAtProvider(t, da.order.id)).body;
    const pb = (await payAtProvider(t, db.order.id)).body;
    expect((await place(t, a.auth, "online/shop", placeInputs({ promo_id: p.id, payment: pa }))).status).toBe(200);
    const late = await place(t, b.auth, "online/shop", placeInputs({ promo_id: p.id, payment: pb }));
    expect(late.status).toBe(409);
    expect(late.body.code).toBe("PROMO_MAX_LIMIT");
    expect(await t.db.order.count({ where: { userId: b.id } })).toBe(0);
    expect((await t.app.ctx.adapters.payments.fetchPayment(pb.razorpay_payment_id)).status).toBe("refunded");
  });
});
