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
    const sim = await testApp({ env: { FULFILMENT_SIMULATOR: "true", FULFILMENT_STEP_SECONDS: "1" } });
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
