// The demo world's orders through the orders API: every seeded order answers its list and details
// shapes (the response schemas would turn a mismatch into a 500), and a new one can be advanced.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { customerAuth, testApp, type TestApp } from "../../testing/app";
import { DEMO_CUSTOMER } from "../../../../seed/demo-credentials";
import { advanceOrder } from "./transitions";

let t: TestApp;
let userId: string;

beforeAll(async () => {
  t = await testApp({ seeded: true, env: { RATE_LIMITS: "false" } });
  userId = (await t.db.user.findUniqueOrThrow({ where: { mobile: DEMO_CUSTOMER.mobile } })).id;
});
afterAll(async () => t.close());

const get = (path: string) => request(t.app.server).get(`/user/order${path}`).set(customerAuth(t.app, userId));

describe("the demo customer's orders", () => {
  it("lists and details every seeded order", async () => {
    const upcoming = await get("/track/upcoming?limit=50");
    const history = await get("/history/purchase?limit=50");
    expect(upcoming.status).toBe(200);
    expect(history.status).toBe(200);
    const total = await t.db.order.count({ where: { userId } });
    const ids = new Set([...upcoming.body.data, ...history.body.data].map((o: { _id: string }) => o._id));
    expect(ids.size).toBe(total);
    for (const id of ids) {
      const res = await request(t.app.server)
        .post("/user/order/track/details")
        .set(customerAuth(t.app, userId))
        .send({ _id: id });
      expect(res.status).toBe(200);
    }
    expect((await get("/view/cancel/titles")).body.data.titles.length).toBeGreaterThan(0);
    expect((await get("/view/replacement/titles")).body.data.titles.length).toBeGreaterThan(0);
  });

  it("says what a cancelled prepaid order without a refund record was paid, and how", async () => {
    // The seed's cancelled order (status 7) was paid online and has no refund row.
    const cancelled = await t.db.order.findFirstOrThrow({ where: { userId, status: 7 }, include: { refunds: true } });
    expect(cancelled.refunds).toEqual([]);
    const history = await get("/history/purchase?limit=50");
    const listed = history.body.data.find((o: { _id: string }) => o._id === cancelled.id);
    expect(listed).toMatchObject({
      payment_type: 1,
      amount: cancelled.amount / 100,
      wallet_amount: cancelled.walletAmount / 100,
      online_amount: cancelled.onlineAmount / 100,
      refunds: [],
    });
    expect(listed.online_amount).toBeGreaterThan(0);
  });

  it("names each product of an order in Hindi too (product_name_hi) where the catalogue has a Hindi name", async () => {
    const order = await t.db.order.findFirstOrThrow({ where: { userId, items: { some: {} } }, include: { items: true } });
    const products = await t.db.product.findMany({ where: { id: { in: order.items.map((i) => i.productId) } } });
    const nameHi = new Map(products.map((p) => [p.id, p.nameHi]));
    expect([...nameHi.values()].some(Boolean)).toBe(true);
    const res = await request(t.app.server)
      .post("/user/order/track/details")
      .set(customerAuth(t.app, userId))
      .send({ _id: order.id });
    expect(res.status).toBe(200);
    for (const p of res.body.data.order.products as { product_id: string; product_name_hi?: string }[]) {
      expect(p.product_name_hi).toBe(nameHi.get(p.product_id) ?? undefined);
    }
  });

  it("advances a new seeded order to Delivered, ready for verification", async () => {
    const order = await t.db.order.findFirstOrThrow({ where: { userId, status: 1 } });
    await advanceOrder(t.db, order.orderNo, { now: new Date(), to: 5 });
    const res = await request(t.app.server)
      .post("/user/order/track/viewProducts")
      .set(customerAuth(t.app, userId))
      .send({ order_id: order.id });
    expect(res.body.data.order.status).toBe(5);
    expect(res.body.data.order.shop.replacement).toEqual(expect.any(String));
  });
});
