import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { customerAuth, testApp, type TestApp } from "../../testing/app";
import { testClock } from "../../testing/accounts";
import { run, UsageError } from "../../../../scripts/order-advance";
import { advanceOrder } from "./transitions";
import { startSimulator } from "./simulator";
import { buildOrdersWorld, DAY, lines, makeCustomer, makeOrder, OW, stockOf, walletOf } from "./test-world";

let t: TestApp;
let asha: string;
const clock = testClock(Date.UTC(2026, 10, 21, 6, 0, 0));

beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: "false" }, now: clock.now });
  await buildOrdersWorld(t.db);
  asha = (await makeCustomer(t.db)).id;
});
afterAll(async () => t.close());

const row = (id: string) => t.db.order.findUniqueOrThrow({ where: { id } });

describe("advanceOrder", () => {
  it("moves 1 -> 2 -> 3 -> 4 -> 5 one step at a time, stamping each, and opens the replacement window", async () => {
    const order = await makeOrder(t.db, asha, { status: 1 });
    const stamps = ["acceptedAt", "readyToShipAt", "shippingAt", "deliveredAt"] as const;
    for (const [i, stamp] of stamps.entries()) {
      const at = new Date(Date.UTC(2026, 10, 21, 7 + i));
      const moved = await advanceOrder(t.db, order.id, { now: at });
      expect(moved).toEqual({ id: order.id, orderNo: order.orderNo, from: i + 1, to: i + 2 });
      const current = await row(order.id);
      expect(current.status).toBe(i + 2);
      expect(current[stamp]).toEqual(at);
    }
    const delivered = await row(order.id);
    expect(delivered.replacementUntil).toEqual(new Date(delivered.deliveredAt!.getTime() + 6 * DAY));
    await expect(advanceOrder(t.db, order.id, { now: clock.now() })).rejects.toThrow(
      /delivered; the customer verifies it/,
    );
  });

  it("jumps to a later status stamping every step between", async () => {
    const order = await makeOrder(t.db, asha, { status: 1 });
    await advanceOrder(t.db, order.orderNo, { now: clock.now(), to: 5 });
    const current = await row(order.id);
    expect(current).toMatchObject({
      status: 5,
      acceptedAt: clock.now(),
      readyToShipAt: clock.now(),
      shippingAt: clock.now(),
      deliveredAt: clock.now(),
    });
    await expect(advanceOrder(t.db, order.id, { now: clock.now(), to: 3 })).rejects.toThrow(/cannot move/);
    await expect(advanceOrder(t.db, "nope", { now: clock.now() })).rejects.toThrow(/No order/);
  });

  it("rejects (8) and denies (9) before delivery: stock back, the paid amount to Galli Cash", async () => {
    const user = (await makeCustomer(t.db)).id;
    const order = await makeOrder(t.db, user, {
      status: 2,
      paymentType: 1,
      walletAmount: 5000,
      items: [lines.atta(3)],
    });
    const stock = await stockOf(t.db, OW.spAtta);
    await advanceOrder(t.db, order.id, { now: clock.now(), to: 8 });
    expect(await row(order.id)).toMatchObject({ status: 8, rejectedAt: clock.now() });
    expect(await stockOf(t.db, OW.spAtta)).toBe(stock + 3);
    expect(await walletOf(t.db, user)).toBe(order.amount);
    const cod = await makeOrder(t.db, user, { status: 1 });
    await advanceOrder(t.db, cod.id, { now: clock.now(), to: 9 });
    expect(await row(cod.id)).toMatchObject({ status: 9, deniedAt: clock.now() });
    expect(await walletOf(t.db, user)).toBe(order.amount);
    const delivered = await makeOrder(t.db, user, { status: 5 });
    await expect(advanceOrder(t.db, delivered.id, { now: clock.now(), to: 8 })).rejects.toThrow(
      /can no longer be rejected/,
    );
  });
});

describe("npm run order:advance", () => {
  it("moves an order by number or id and prints the move", async () => {
    const order = await makeOrder(t.db, asha, { status: 1 });
    const out: string[] = [];
    await run(t.db, [order.orderNo], (l) => out.push(l), clock.now);
    await run(t.db, [order.id, "5"], (l) => out.push(l), clock.now);
    expect(out).toEqual([
      `Order ${order.orderNo}: New Order (1) -> Packaging (2).`,
      `Order ${order.orderNo}: Packaging (2) -> Delivered (5).`,
    ]);
    await expect(run(t.db, [], () => {})).rejects.toBeInstanceOf(UsageError);
    await expect(run(t.db, [order.id, "6"], () => {})).rejects.toBeInstanceOf(UsageError);
  });

  it("leaves a delivered order ready for the customer's verification", async () => {
    const order = await makeOrder(t.db, asha, { status: 1, items: [lines.atta(1)] });
    await run(t.db, [order.orderNo, "5"], () => {}, clock.now);
    const list = await request(t.app.server).get("/user/order/track/upcoming").set(customerAuth(t.app, asha));
    const listed = list.body.data.find((o: { _id: string }) => o._id === order.id);
    expect(listed).toMatchObject({ status: 5 });
    expect(listed.shop.replacement).toBe(new Date(clock.now().getTime() + 6 * DAY).toISOString());
  });
});

describe("fulfilment simulator", () => {
  it("moves each order in status 1-4 one step once its current status is a step old", async () => {
    const fresh = await makeOrder(t.db, asha, { status: 1, orderedAt: clock.now() });
    const due = await makeOrder(t.db, asha, { status: 1, orderedAt: new Date(clock.now().getTime() - 120_000) });
    const delivered = await makeOrder(t.db, asha, { status: 5 });
    const sim = startSimulator({ db: t.db, now: clock.now, stepMs: 60_000, tickMs: 3_600_000 });
    try {
      const moved = await sim.tick();
      expect(moved.map((m) => m.id)).toContain(due.id);
      expect(moved.map((m) => m.id)).not.toContain(fresh.id);
      expect(moved.map((m) => m.id)).not.toContain(delivered.id);
      expect(await row(due.id)).toMatchObject({ status: 2, acceptedAt: clock.now() });
      // Right after a step nothing moves; a step later it does.
      expect((await sim.tick()).map((m) => m.id)).not.toContain(due.id);
      clock.advance(60_000);
      await sim.tick();
      expect((await row(due.id)).status).toBe(3);
      expect((await row(fresh.id)).status).toBe(2);
      expect((await row(delivered.id)).status).toBe(5);
    } finally {
      await sim.stop();
    }
  });

  it("runs from the app when FULFILMENT_SIMULATOR is on, and stops on close", async () => {
    const sim = await testApp({ env: { FULFILMENT_SIMULATOR: "true", FULFILMENT_STEP_SECONDS: "1", JOBS: "true" } });
    try {
      await buildOrdersWorld(sim.db);
      const user = (await makeCustomer(sim.db)).id;
      const order = await makeOrder(sim.db, user, { status: 1, orderedAt: new Date(Date.now() - 5000) });
      await expect
        .poll(async () => (await sim.db.order.findUniqueOrThrow({ where: { id: order.id } })).status, {
          timeout: 8000,
          interval: 200,
        })
        .toBeGreaterThanOrEqual(2);
    } finally {
      await sim.close();
    }
  });
});

describe("npm run order:advance -- <order> escalation <status>", () => {
  it("moves the open requests forward, shows them to the customer, and refuses the rest", async () => {
    const order = await makeOrder(t.db, asha, {
      status: 6,
      verifyStatuses: [1, 3],
      items: [lines.atta(1), lines.rice(1)],
    });
    const replaced = order.items[1];
    await t.db.orderItem.update({ where: { id: replaced.id }, data: { escalationStatus: 1, escalatedQty: 1 } });
    const out: string[] = [];

    await run(t.db, [order.orderNo, "escalation", "2"], (l) => out.push(l), clock.now);
    await run(t.db, [order.id, "escalation", "6"], (l) => out.push(l), clock.now);
    expect(out).toEqual([
      `Order ${order.orderNo}: 1 request(s) -> escalation status 2.`,
      `Order ${order.orderNo}: 1 request(s) -> escalation status 6. 1 refund(s) started.`,
    ]);
    const items = await t.db.orderItem.findMany({ where: { orderId: order.id }, orderBy: { id: "asc" } });
    expect(items.find((i) => i.id === replaced.id)?.escalationStatus).toBe(6);
    expect(items.find((i) => i.id !== replaced.id)?.escalationStatus).toBe(0);

    const res = await request(t.app.server)
      .post("/user/order/history/viewProducts")
      .set(customerAuth(t.app, asha))
      .send({ order_id: order.id });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body.data)).toContain('"escalation_status":6');

    // Backwards, out of range, or an order without an open request: refused, nothing changes.
    await expect(run(t.db, [order.id, "escalation", "3"], () => {})).rejects.toThrow(/no open/);
    await expect(run(t.db, [order.id, "escalation", "9"], () => {})).rejects.toBeInstanceOf(UsageError);
    const plain = await makeOrder(t.db, asha, { status: 6 });
    await expect(run(t.db, [plain.id, "escalation", "2"], () => {})).rejects.toThrow(/no open/);
    expect((await t.db.orderItem.findUniqueOrThrow({ where: { id: replaced.id } })).escalationStatus).toBe(6);
  });
});
