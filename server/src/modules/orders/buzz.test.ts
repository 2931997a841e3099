import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { customerAuth, testApp, type TestApp } from "../../testing/app";
import { testClock } from "../../testing/accounts";
import { ORDER_MESSAGES } from "../../contract/orders";
import { buildOrdersWorld, makeCustomer, makeOrder } from "./test-world";

let t: TestApp;
let asha: string;
let ravi: string;
const clock = testClock(Date.UTC(2026, 10, 21, 6, 0, 0));

const buzz = (id: string, user = asha) =>
  request(t.app.server).post("/user/order/help/buzz").set(customerAuth(t.app, user)).send({ _id: id });

beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: "false" }, now: clock.now });
  await buildOrdersWorld(t.db);
  asha = (await makeCustomer(t.db)).id;
  ravi = (await makeCustomer(t.db)).id;
});
afterAll(async () => t.close());

describe("POST /user/order/help/buzz", () => {
  it("buzzes the shop by SMS, then refuses inside 3600 seconds and allows it after", async () => {
    const order = await makeOrder(t.db, asha, { status: 3 });
    const first = await buzz(order.id);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      message: ORDER_MESSAGES.buzzed,
      data: { last_buzz_at: "2026-11-21T06:00:00.000Z", next_buzz_at: "2026-11-21T07:00:00.000Z" },
    });
    const sms = await t.db.outboxMessage.findFirstOrThrow({ where: { to: "+919876500001" } });
    expect(sms.body).toContain(order.orderNo);

    clock.advance(3599_000);
    const early = await buzz(order.id);
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({
      success: false,
      code: "BUZZ_COOLDOWN",
      message: "You have already buzzed the shop for this order. You can buzz again in 00:01.",
      retry_after: 1,
    });
    expect((await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).lastBuzzAt?.toISOString()).toBe(
      "2026-11-21T06:00:00.000Z",
    );
    expect(await t.db.outboxMessage.count({ where: { to: "+919876500001" } })).toBe(1);

    clock.advance(1000);
    const again = await buzz(order.id);
    expect(again.status).toBe(200);
    expect(again.body.data.last_buzz_at).toBe("2026-11-21T07:00:00.000Z");
  });

  it("counts the cooldown per order", async () => {
    const a = await makeOrder(t.db, asha, { status: 1 });
    const b = await makeOrder(t.db, asha, { status: 1 });
    expect((await buzz(a.id)).status).toBe(200);
    expect((await buzz(b.id)).status).toBe(200);
    expect((await buzz(a.id)).status).toBe(429);
  });

  it("refuses delivered and closed orders, and other customers' orders", async () => {
    const delivered = await makeOrder(t.db, asha, { status: 5 });
    const res = await buzz(delivered.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ORDER_MESSAGES.buzzDelivered);
    const cancelled = await makeOrder(t.db, asha, { status: 7 });
    expect((await buzz(cancelled.id)).body.message).toBe(ORDER_MESSAGES.buzzClosed);
    const theirs = await makeOrder(t.db, ravi, { status: 1 });
    expect((await buzz(theirs.id)).status).toBe(404);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: theirs.id } })).lastBuzzAt).toBeNull();
  });
});
