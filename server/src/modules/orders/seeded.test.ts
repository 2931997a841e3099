// The demo world's orders through the orders API: every seeded order answers its list and details
// shapes (the response schemas would turn a mismatch into a 500), and a new one can be advanced.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { customerAuth, testApp, type TestApp } from "../../testing/app";
import { DEMO_CUSTOMER } from "../../../../seed/demo-credentials";
import { advanceOrder } from "./transitions";
import { moveDueOrders } from "./simulator";

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

  it("reads each closed prepaid order by its refund: what was paid ahead, back in Galli Cash", async () => {
    // The seed closes them as the services do: the cancelled online order and the denied one.
    const closed = await t.db.order.findMany({
      where: { userId, status: { in: [7, 9] }, paymentType: 1 },
      include: { refunds: true },
    });
    expect(closed.map((o) => o.status).sort()).toEqual([7, 9]);
    const history = await get("/history/purchase?limit=50");
    for (const order of closed) {
      expect(order.refunds).toEqual([
        expect.objectContaining({ key: `order:${order.id}`, amount: order.amount, destination: "wallet", status: "processed" }),
      ]);
      const listed = history.body.data.find((o: { _id: string }) => o._id === order.id);
      expect(listed.refunds).toEqual([expect.objectContaining({ amount: order.amount / 100 })]);
      const credit = await t.db.walletEntry.findUniqueOrThrow({ where: { kind_refId: { kind: "refund", refId: `order:${order.id}` } } });
      expect(credit.amount).toBe(order.amount);
    }
  });

  it("moves the same money as the services: each closed order, reopened and closed again through them, agrees with the seed", async () => {
    const closed = await t.db.order.findMany({ where: { userId, status: { in: [7, 8, 9] } }, include: { refunds: true } });
    expect(closed.map((o) => o.status).sort()).toEqual([7, 8, 9]);
    const refundsOf = async (orderId: string) =>
      (await t.db.refund.findMany({ where: { orderId } })).map((r) => ({
        key: r.key,
        amount: r.amount,
        destination: r.destination,
        method: r.method,
        status: r.status,
        reason: r.reason,
      }));
    const creditsOf = async (orderId: string) =>
      (await t.db.walletEntry.findMany({ where: { orderId, kind: "refund" } })).map((w) => ({
        amount: w.amount,
        refId: w.refId,
        note: w.note,
        userId: w.userId,
      }));
    const ledgerOf = async (orderId: string) => {
      const rows = await t.db.ledgerEntry.groupBy({ by: ["account"], where: { orderId }, _sum: { amount: true } });
      return Object.fromEntries(rows.map((r) => [r.account, r._sum.amount]));
    };
    for (const order of closed) {
      const seeded = { refunds: await refundsOf(order.id), credits: await creditsOf(order.id), ledger: await ledgerOf(order.id) };
      // Reopened where it stood before it closed, without the closing's money.
      await t.db.ledgerJournal.deleteMany({ where: { key: { in: order.refunds.map((r) => `refund:${r.id}`) } } });
      await t.db.walletEntry.deleteMany({ where: { orderId: order.id, kind: "refund" } });
      await t.db.refund.deleteMany({ where: { orderId: order.id } });
      await t.db.order.update({
        where: { id: order.id },
        data: { status: order.acceptedAt ? 2 : 1, cancelledAt: null, rejectedAt: null, deniedAt: null },
      });
      if (order.status === 7) {
        const res = await request(t.app.server)
          .post("/user/order/track/cancelOrder")
          .set(customerAuth(t.app, userId))
          .send({ order_id: [order.id], title: order.cancelReason, message: order.cancelMessage ?? "" });
        expect(res.status).toBe(200);
      } else {
        await advanceOrder(t.db, order.id, { now: new Date(), to: order.status, reason: order.cancelReason ?? undefined });
      }
      expect({ refunds: await refundsOf(order.id), credits: await creditsOf(order.id), ledger: await ledgerOf(order.id) }).toEqual(
        seeded,
      );
    }
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

describe("the fulfilment simulator in the demo world", () => {
  it("leaves the demo merchant's shop (store GALLI-STORE-0001's) to its merchant and moves the other shops' orders", async () => {
    const demoShopId = (await t.db.store.findUniqueOrThrow({ where: { storeKey: "GALLI-STORE-0001" } })).shopId;
    const open = { status: { gte: 1, lte: 4 } };
    // The seed's open orders are all the demo shop's: one of another shop's is placed anew.
    const elsewhere = await t.db.order.findFirstOrThrow({ where: { shopId: { not: demoShopId } } });
    await t.db.order.update({ where: { id: elsewhere.id }, data: { status: 1, acceptedAt: null } });
    const mine = await t.db.order.findMany({ where: { shopId: demoShopId, ...open }, select: { id: true, status: true } });
    const others = await t.db.order.findMany({ where: { shopId: { not: demoShopId }, ...open }, select: { id: true } });
    expect(mine.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);

    const aYearOn = new Date(Date.now() + 365 * 24 * 3600 * 1000);
    const moved = new Set((await moveDueOrders({ db: t.db, stepMs: 60_000, batch: 1000 }, aYearOn)).map((m) => m.id));
    for (const o of others) expect(moved.has(o.id)).toBe(true);
    for (const o of mine) {
      expect(moved.has(o.id)).toBe(false);
      expect((await t.db.order.findUniqueOrThrow({ where: { id: o.id } })).status).toBe(o.status);
    }
  });
});
