// Substitutions: the merchant API's POST /api/stores/{store_key}/orders/{order_id}/substitutions,
// the customer's rules and answer (POST /user/order/substitutions/rules, /respond), the tracking
// answers' substitutions and amount, the expiry job following each line's rule, the money (a short
// line refunded as its share, a cheaper substitute's difference; cash on delivery: less cash to
// collect, online: back to the payment's source), the ledger and the money reconciliation after
// delivery, the webhook event, and bad input refused with the field named and nothing written.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/app";
import {
  addToCart,
  checkoutWorld,
  customer,
  payOnline,
  place,
  placeInputs,
  stockOf,
  W,
} from "../checkout/test-helpers";
import { api, merchantKey, STORE_KEY } from "../shop-orders-api/test-helpers";
import { reconcileOrderMoney, syncLedger } from "../ledger/public";
import { issueInvoice, snapshotOf } from "../invoices/public";
import { settleExpired } from "./expiry";
import { metrics } from "../../lib/metrics";

const START = new Date("2026-11-21T06:30:00Z");
let now = START;
let t: TestApp;

// Products of the order's store (store-a1) only: sugar (₹50 + 5% GST), a cheaper rice (₹120, the
// substitute), a dearer one (₹400), one out of stock.
const P = { sugar: "prod-sugar", riceB: "prod-rice-b", riceDear: "prod-rice-dear", empty: "prod-empty" };

beforeAll(async () => {
  t = await checkoutWorld({ now: () => now });
  await merchantKey(t);
  const product = (id: string, name: string, brand = "Test") =>
    t.db.product.create({ data: { id, name, brand, unit: "1 kg", categoryId: "cat-1", mrp: 100000 } });
  const offer = (productId: string, sellingPrice: number, taxPercent: number, stock: number) =>
    t.db.storeProduct.create({
      data: { storeId: W.s1, productId, productCode: `s1-${productId}`, sellingPrice, taxPercent, stock },
    });
  await product(P.sugar, "Sugar");
  await product(P.riceB, "Sona Masoori Rice");
  await product(P.riceDear, "Premium Basmati");
  await product(P.empty, "Brown Rice");
  await offer(P.sugar, 5000, 5, 100);
  await offer(P.riceB, 12000, 0, 10);
  await offer(P.riceDear, 40000, 0, 10);
  await offer(P.empty, 9000, 0, 0);
  await t.db.storeProduct.updateMany({ where: { storeId: W.s1, productId: W.rice }, data: { stock: 1000 } });
});
afterAll(async () => t.close());

async function placeOrder(kind: "cod" | "online") {
  const c = await customer(t);
  await addToCart(t, c.auth, W.rice, 2);
  await addToCart(t, c.auth, P.sugar, 1);
  let res;
  if (kind === "cod") res = await place(t, c.auth, "cashOnDelivery/shop", placeInputs());
  else {
    const { payment } = await payOnline(t, c.auth, { delivery_type: 1 });
    res = await place(t, c.auth, "online/shop", placeInputs({ payment }));
  }
  if (res.status !== 200) throw new Error(`place ${res.status}: ${JSON.stringify(res.body)}`);
  const order = await t.db.order.findFirstOrThrow({ where: { userId: c.id }, include: { items: true } });
  return { c, order };
}

const propose = (orderId: string, body: object) =>
  api(t).post(`/api/stores/${STORE_KEY}/orders/${orderId}/substitutions`).send(body);
const respond = (auth: { authorization: string }, body: object) =>
  request(t.app.server).post("/user/order/substitutions/respond").set(auth).send(body);
const setRules = (auth: { authorization: string }, body: object) =>
  request(t.app.server).post("/user/order/substitutions/rules").set(auth).send(body);
const tracking = async (auth: { authorization: string }, orderId: string) => {
  const res = await request(t.app.server).get("/user/order/track/upcoming").set(auth);
  return (res.body.data as { _id: string; amount: number; substitutions: unknown[] }[]).find((o) => o._id === orderId)!;
};
const move = (orderId: string, action: string, body: object = {}) =>
  api(t).post(`/api/stores/${STORE_KEY}/orders/${orderId}/${action}`).send(body);

async function deliver(orderId: string) {
  for (const a of ["accept", "ready", "ship"]) expect((await move(orderId, a)).status).toBe(200);
  const code = (await t.db.order.findUniqueOrThrow({ where: { id: orderId } })).deliveryCode;
  const res = await move(orderId, "deliver", { code });
  expect(res.status).toBe(200);
  return res.body.data as { amount_to_collect: number };
}

async function reconciled() {
  await syncLedger(t.db);
  const run = await reconcileOrderMoney(t.db, {
    now: new Date(now.getTime() + 3_600_000),
    trigger: "ops",
    settleMs: 0,
  });
  expect(run.findings).toEqual([]);
  expect(run.mismatches).toBe(0);
}

describe("a cash-on-delivery order: one line short and refunded, one substituted", () => {
  it("follows the customer's rules, lowers the cash to collect and balances after delivery", async () => {
    now = START;
    const { c, order } = await placeOrder("cod");
    // Rice 2 x ₹150.50, sugar ₹50 + ₹2.50 GST, packaging ₹15, delivery ₹40.
    expect(order.amount).toBe(30100 + 5250 + 1500 + 4000);
    const rules = await setRules(c.auth, { order_id: order.id, default: "refund", lines: { [W.rice]: "similar" } });
    expect(rules.status).toBe(200);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: c.id } })).substitutionDefault).toBe("refund");
    const defaults = await request(t.app.server).get("/user/order/substitutions/default").set(c.auth);
    expect(defaults.body.data).toEqual({ default: "refund" });

    // The sugar's rule is refund: a substitute is refused by name; short with none is refunded at once.
    const refusedSub = await propose(order.id, {
      product_id: P.sugar,
      short_qty: 1,
      substitute: { product_id: P.riceB, qty: 1 },
    });
    expect(refusedSub.status).toBe(400);
    expect(refusedSub.body.errors[0].path).toBe("substitute");
    const short = await propose(order.id, { product_id: P.sugar, short_qty: 1, substitute: null });
    expect(short.status).toBe(200);
    expect(short.body.data.substitution_id).toEqual(expect.any(String));
    let shown = await tracking(c.auth, order.id);
    expect(shown.amount).toBe((order.amount - 5250) / 100);
    expect(shown.substitutions).toEqual([
      expect.objectContaining({
        _id: short.body.data.substitution_id,
        product_id: P.sugar,
        short_qty: 1,
        substitute: null,
        state: "short",
        refund: 52.5,
      }),
    ]);

    // Rice: one of two short, a cheaper rice proposed; its unit is held from stock.
    const before = await stockOf(t, W.s1, P.riceB);
    const proposed = await propose(order.id, {
      product_id: W.rice,
      short_qty: 1,
      substitute: { product_id: P.riceB, qty: 1 },
    });
    expect(proposed.status).toBe(200);
    expect(await stockOf(t, W.s1, P.riceB)).toBe(before - 1);
    shown = await tracking(c.auth, order.id);
    const sub = shown.substitutions.find((s) => (s as { _id: string })._id === proposed.body.data.substitution_id);
    expect(sub).toMatchObject({
      state: "proposed",
      short_qty: 1,
      substitute: { product_id: P.riceB, qty: 1, price: 120 },
      expires_at: new Date(now.getTime() + 10 * 60_000).toISOString(),
    });

    const accepted = await respond(c.auth, {
      order_id: order.id,
      substitution_id: proposed.body.data.substitution_id,
      accept: true,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ state: "accepted", refund: 30.5 });
    const again = await respond(c.auth, {
      order_id: order.id,
      substitution_id: proposed.body.data.substitution_id,
      accept: false,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "SUBSTITUTION_ANSWERED", errors: [{ path: "substitution_id" }] });
    shown = await tracking(c.auth, order.id);
    expect(shown.amount).toBe((order.amount - 5250 - 3050) / 100);
    // The merchant API's order shows the same two substitutions, in the order they were made.
    const viewed = await api(t).get(`/api/stores/${STORE_KEY}/orders/${order.id}`);
    expect(viewed.status).toBe(200);
    expect(viewed.body.data.substitutions).toEqual([
      expect.objectContaining({ _id: short.body.data.substitution_id, state: "short", refund: 52.5, substitute: null }),
      expect.objectContaining({
        _id: proposed.body.data.substitution_id,
        state: "accepted",
        refund: 30.5,
        substitute: expect.objectContaining({ product_id: P.riceB, qty: 1, price: 120 }),
      }),
    ]);

    // No money moved on a COD order: the cash to collect is lower instead.
    const refunds = await t.db.refund.findMany({ where: { orderId: order.id } });
    expect(refunds.every((r) => r.destination === "cash")).toBe(true);
    expect(refunds.reduce((s, r) => s + r.amount, 0)).toBe(5250 + 3050);
    const delivered = await deliver(order.id);
    expect(delivered.amount_to_collect).toBe((order.amount - 5250 - 3050) / 100);
    await reconciled();
    // The invoice lists what was delivered: one Basmati, the substitute, no sugar.
    const invoice = snapshotOf(await issueInvoice(t.db, order.id, now));
    expect(invoice.lines.map((l) => [l.description, l.qty, l.total])).toEqual([
      ["Basmati Rice", 1, 15050],
      ["Sona Masoori Rice", 1, 12000],
    ]);
  });
});

describe("bad input is refused with the field named and nothing written", () => {
  it("refuses each, with no 500", async () => {
    now = START;
    const { order } = await placeOrder("cod");
    const stockBefore = await stockOf(t, W.s1, P.riceB);
    const cases: [object, number, string][] = [
      [{ product_id: W.rice, short_qty: 3, substitute: null }, 400, "short_qty"],
      [{ product_id: "prod-none", short_qty: 1, substitute: null }, 400, "product_id"],
      [{ product_id: W.rice, short_qty: 1, substitute: { product_id: W.ghee, qty: 1 } }, 400, "substitute.product_id"],
      [{ product_id: W.rice, short_qty: 1, substitute: { product_id: P.empty, qty: 1 } }, 400, "substitute.product_id"],
      [
        { product_id: W.rice, short_qty: 1, substitute: { product_id: P.riceDear, qty: 1 } },
        400,
        "substitute.product_id",
      ],
      [{ product_id: W.rice, short_qty: 1, substitute: { product_id: P.riceB, qty: 2 } }, 400, "substitute.qty"],
      [{ product_id: W.rice, short_qty: 1, substitute: { product_id: W.rice, qty: 1 } }, 400, "substitute.product_id"],
    ];
    for (const [body, status, path] of cases) {
      const res = await propose(order.id, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.errors?.[0]?.path ?? res.body.message, JSON.stringify(body)).toContain(path);
    }
    const schema = await propose(order.id, { product_id: W.rice, short_qty: 0, substitute: null });
    expect(schema.status).toBe(400);
    expect(await t.db.orderSubstitution.count({ where: { orderId: order.id } })).toBe(0);
    expect(await t.db.refund.count({ where: { orderId: order.id } })).toBe(0);
    expect(await stockOf(t, W.s1, P.riceB)).toBe(stockBefore);

    // A second mark on the same line; a proposal after the order shipped.
    expect((await propose(order.id, { product_id: W.rice, short_qty: 1, substitute: null })).status).toBe(200);
    const twice = await propose(order.id, { product_id: W.rice, short_qty: 1, substitute: null });
    expect(twice.status).toBe(400);
    expect(twice.body.errors[0].path).toBe("product_id");
    for (const a of ["accept", "ready", "ship"]) expect((await move(order.id, a)).status).toBe(200);
    const late = await propose(order.id, { product_id: P.sugar, short_qty: 1, substitute: null });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: "SUBSTITUTION_TOO_LATE", errors: [{ path: "order_id" }] });
    expect(await t.db.orderSubstitution.count({ where: { orderId: order.id } })).toBe(1);
    // Another store's order is not found.
    const other = await api(t)
      .post(`/api/stores/key-${W.s2}/orders/${order.id}/substitutions`)
      .send({ product_id: W.rice, short_qty: 1, substitute: null });
    expect([403, 404]).toContain(other.status);
  });
});

describe("an online order: unanswered proposals follow each line's rule", () => {
  it("similar is accepted, refund is declined with the stock back; money back to the card; late answers refused", async () => {
    now = START;
    const counted = async (state: string) =>
      (await metrics.substitutions.get()).values.find((v) => v.labels.state === state)?.value ?? 0;
    const [proposedBefore, acceptedBefore, declinedBefore] = [
      await counted("proposed"),
      await counted("accepted"),
      await counted("declined"),
    ];
    const { c, order } = await placeOrder("online");
    expect(order.onlineAmount).toBe(order.amount);
    await setRules(c.auth, { order_id: order.id, default: "similar", lines: { [P.sugar]: "call" } });
    const rice = await propose(order.id, {
      product_id: W.rice,
      short_qty: 2,
      substitute: { product_id: P.riceB, qty: 2 },
    });
    expect(rice.status).toBe(200);
    const stockAfterRice = await stockOf(t, W.s1, P.riceB);
    // Sugar (call me): a cheaper product of the same store proposed (₹50 + 5% vs ₹120: refused as dearer).
    const dearer = await propose(order.id, {
      product_id: P.sugar,
      short_qty: 1,
      substitute: { product_id: P.riceB, qty: 1 },
    });
    expect(dearer.status).toBe(400);
    await t.db.storeProduct.updateMany({
      where: { storeId: W.s1, productId: P.empty },
      data: { stock: 5, sellingPrice: 4000 },
    });
    const sugar = await propose(order.id, {
      product_id: P.sugar,
      short_qty: 1,
      substitute: { product_id: P.empty, qty: 1 },
    });
    expect(sugar.status).toBe(200);
    expect(await stockOf(t, W.s1, P.empty)).toBe(4);

    // Nothing settles before the 10 minutes.
    expect(await settleExpired(t.app.ctx, new Date(START.getTime() + 9 * 60_000))).toBe(0);
    now = new Date(START.getTime() + 11 * 60_000);
    const late = await respond(c.auth, {
      order_id: order.id,
      substitution_id: rice.body.data.substitution_id,
      accept: false,
    });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: "SUBSTITUTION_EXPIRED", errors: [{ path: "substitution_id" }] });
    expect(await settleExpired(t.app.ctx, now)).toBe(2);

    const subs = await t.db.orderSubstitution.findMany({ where: { orderId: order.id }, orderBy: { createdAt: "asc" } });
    const riceSub = subs.find((s) => s.id === rice.body.data.substitution_id)!;
    const sugarSub = subs.find((s) => s.id === sugar.body.data.substitution_id)!;
    expect(riceSub).toMatchObject({ state: "accepted", answeredBy: "rule", refund: 2 * 15050 - 2 * 12000 });
    expect(sugarSub).toMatchObject({ state: "declined", answeredBy: "rule", callRequested: true, refund: 5250 });
    // The metrics count what became of them (GET /metrics, galli_substitutions_total).
    expect((await counted("proposed")) - proposedBefore).toBe(2);
    expect((await counted("accepted")) - acceptedBefore).toBe(1);
    expect((await counted("declined")) - declinedBefore).toBe(1);
    expect(await stockOf(t, W.s1, P.empty)).toBe(5);
    expect(await stockOf(t, W.s1, P.riceB)).toBe(stockAfterRice);
    const refunds = await t.db.refund.findMany({ where: { orderId: order.id } });
    expect(refunds.map((r) => r.destination)).toEqual(["bank", "bank"]);
    expect(refunds.reduce((s, r) => s + r.amount, 0)).toBe(6100 + 5250);
    const shown = await tracking(c.auth, order.id);
    expect(shown.amount).toBe((order.amount - 6100 - 5250) / 100);
    await deliver(order.id);
    await reconciled();
  });

  it("a cancelled order after a refunded short line refunds only the rest", async () => {
    now = START;
    const { c, order } = await placeOrder("online");
    expect((await propose(order.id, { product_id: P.sugar, short_qty: 1, substitute: null })).status).toBe(200);
    const cancel = await request(t.app.server)
      .post("/user/order/track/cancelOrder")
      .set(c.auth)
      .send({ order_id: [order.id], to_bfCash: false, title: "Changed my mind" });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const refunds = await t.db.refund.findMany({ where: { orderId: order.id, status: { not: "failed" } } });
    expect(refunds.reduce((s, r) => s + r.amount, 0)).toBe(order.amount);
    await reconciled();
  });
});

describe("an online order with a discount promo", () => {
  it("invoices what was delivered at what was paid: the discount row keeps only the delivered goods' share", async () => {
    now = START;
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 2);
    await addToCart(t, c.auth, P.sugar, 1);
    const promo = await t.db.promo.create({
      data: {
        code: "SUBS10",
        title: "Ten percent off",
        expiresAt: new Date(START.getTime() + 86_400_000),
        valueType: 2,
        offerType: 2,
        codeValue: 10,
      },
    });
    const { payment } = await payOnline(t, c.auth, { promo_id: promo.id, delivery_type: 1 });
    const placed = await place(t, c.auth, "online/shop", placeInputs({ promo_id: promo.id, payment }));
    expect(placed.status).toBe(200);
    const order = await t.db.order.findFirstOrThrow({ where: { userId: c.id } });
    expect(order.offerAmount).toBeGreaterThan(0);
    await setRules(c.auth, { order_id: order.id, default: "similar", lines: { [P.sugar]: "refund" } });
    // The sugar is short (refunded); one rice is short and a cheaper rice accepted.
    expect((await propose(order.id, { product_id: P.sugar, short_qty: 1, substitute: null })).status).toBe(200);
    const rice = await propose(order.id, {
      product_id: W.rice,
      short_qty: 1,
      substitute: { product_id: P.riceB, qty: 1 },
    });
    const answer = { order_id: order.id, substitution_id: rice.body.data.substitution_id, accept: true };
    expect((await respond(c.auth, answer)).status).toBe(200);
    const refunded = (await t.db.refund.findMany({ where: { orderId: order.id } })).reduce((s, r) => s + r.amount, 0);
    expect(refunded).toBeGreaterThan(0);
    await deliver(order.id);
    await reconciled();

    const invoice = snapshotOf(await issueInvoice(t.db, order.id, now));
    expect(invoice.lines.map((l) => [l.description, l.qty])).toEqual([
      ["Basmati Rice", 1],
      ["Sona Masoori Rice", 1],
    ]);
    expect(invoice.totals.total).toBe(order.amount - refunded);
    const discount = invoice.charges.find((x) => x.key === "discount")!;
    expect(-discount.amount).toBeGreaterThan(0);
    expect(-discount.amount).toBeLessThan(order.offerAmount);
  });
});

describe("the order.substitution webhook", () => {
  it("goes to a store that asked for it", async () => {
    now = START;
    const hook = await api(t)
      .put(`/api/stores/${STORE_KEY}/webhook`)
      .send({ url: "http://127.0.0.1:9/hook", events: ["order.substitution"] });
    expect(hook.status).toBe(200);
    const { order } = await placeOrder("cod");
    await propose(order.id, { product_id: W.rice, short_qty: 1, substitute: { product_id: P.riceB, qty: 1 } });
    const rows = await t.db.webhookDelivery.findMany({ where: { eventType: "order.substitution" } });
    expect(rows).toHaveLength(1);
    const payload = JSON.parse(rows[0].payload) as { data: Record<string, unknown> };
    expect(payload.data).toMatchObject({
      order_id: order.id,
      product_id: W.rice,
      qty: 1,
      substitution_state: "proposed",
      substitute_product_id: P.riceB,
      substitute_qty: 1,
    });
  });
});
