// The last mile told to others: every delivery state to the store's webhook (order.delivery_state,
// signed), the out-for-delivery notice with the door code and the member's first name, the ready
// for pickup notice with the pickup code, automatic assignment to the free member (a shop switch),
// and the demo's moving deliveries (assigned, picked up, positions towards the door, delivered).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import type { TestApp } from "../../testing/app";
import { addToCart, checkoutWorld, customer, place, placeInputs, W } from "../checkout/test-helpers";
import {
  api as merchantApi,
  merchantKey,
  merchantVerifies,
  placeCodOrder,
  startReceiver,
  STORE_KEY,
} from "../shop-orders-api/test-helpers";
import { consoleApi, staffSession } from "../shop-console/orders-test-helpers";
import { deliverDueWebhooks } from "../webhooks/deliver";
import { sendDueNotifications } from "../live/notifier";
import { DLT_TEMPLATES, fillTemplate } from "../live/notify-texts";
import { doorCode } from "../../testing/door-code";
import { distanceMeters } from "../../lib/geo";
import { ERROR_CODE } from "../../contract/errors";
import { DEMO_DELIVERY_MEMBER } from "../../../../seed/demo-credentials";
import { moveDueOrders } from "../orders/simulator";
import { autoAssignReady, pickMember } from "./auto-assign";
import { DEMO_MEMBER_MOBILE, demoSpeedKmh, driveDemoTrips, stepTowards } from "./demo-trips";

let now = new Date("2026-11-28T06:30:00Z");
let t: TestApp;
let manager: Awaited<ReturnType<typeof staffSession>>;
let rider: Awaited<ReturnType<typeof staffSession>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let secret = "";

const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};
const notify = () =>
  sendDueNotifications(
    { db: t.db, messages: t.app.ctx.adapters.messages, publicUrl: "https://galli.example" },
    new Date(Date.now() + 5000),
  );

beforeAll(async () => {
  t = await checkoutWorld({ now: () => now });
  await merchantKey(t);
  manager = await staffSession(t, "m-1", "manager");
  rider = await staffSession(t, "m-1", "delivery");
  await t.db.staffMember.update({ where: { id: rider.id }, data: { name: "Ravi Kumar" } });
  receiver = await startReceiver(200);
  const put = await merchantApi(t)
    .put(`/api/stores/${STORE_KEY}/webhook`)
    .send({ url: receiver.url, events: ["order.delivery_state"] });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  secret = put.body.data.secret;
  await notify(); // the notifier starts from the log's end
});
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

/** A COD order moved to 3 Dispatched by the console (not assigned). */
async function packed() {
  const placed = await placeCodOrder(t);
  const m = consoleApi(t, manager.auth);
  for (const [move, status] of [
    ["accept", 1],
    ["ready", 2],
  ] as const)
    expect((await m.post(`/orders/${placed.order.id}/${move}`).send({ status })).status).toBe(200);
  return placed;
}

/** The delivery_state webhook rows of an order, in order. */
async function hooksOf(orderId: string) {
  const rows = await t.db.webhookDelivery.findMany({
    where: { eventType: "order.delivery_state" },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return rows
    .map((r) => JSON.parse(r.payload) as { type: string; data: Record<string, unknown> })
    .filter((p) => p.data.order_id === orderId);
}

describe("order.delivery_state webhooks", () => {
  it("go out for each state of a trip, signed, and the merchant's other events are not sent unasked", async () => {
    const { order } = await packed();
    const m = consoleApi(t, manager.auth);
    const me = consoleApi(t, rider.auth);
    expect((await m.post(`/orders/${order.id}/assign`).send({ member_id: rider.id })).status).toBe(200);
    expect((await me.post(`/deliveries/${order.id}/pickup`)).status).toBe(200);
    later(60);
    // Far from the door: no new state, no webhook; at the door: At-delivery.
    const far = await me.post(`/deliveries/${order.id}/position`).send({ lat: order.lat + 0.005, lng: order.lng });
    expect(far.body.data).toEqual({ accepted: true });
    later(60);
    const door = await me.post(`/deliveries/${order.id}/position`).send({ lat: order.lat, lng: order.lng });
    expect(door.body.data).toEqual({ accepted: true });
    later(30);
    const code = await doorCode(t.db, order.id);
    const done = await me.post(`/deliveries/${order.id}/deliver`).send({ code });
    expect(done.status, JSON.stringify(done.body)).toBe(200);

    const hooks = await hooksOf(order.id);
    expect(hooks.map((h) => [h.data.delivery_state, h.data.status])).toEqual([
      ["Agent-assigned", 3],
      ["Order-picked-up", 4],
      ["At-delivery", 4],
      ["Order-delivered", 5],
    ]);
    expect(hooks.every((h) => h.type === "order.delivery_state" && h.data.delivery_member_id === rider.id)).toBe(true);
    // Only the event the endpoint asked for: no order.created for this endpoint.
    expect(await t.db.webhookDelivery.count({ where: { eventType: { not: "order.delivery_state" } } })).toBe(0);

    // Posted and signed as any event.
    const sent = await deliverDueWebhooks({ db: t.db }, now);
    expect(sent.length).toBeGreaterThanOrEqual(4);
    expect(sent.every((s) => s.ok)).toBe(true);
    const posted = receiver.received.filter((r) => JSON.parse(r.body).data.order_id === order.id);
    expect(posted).toHaveLength(4);
    expect(posted[0].headers["galli-event"]).toBe("order.delivery_state");
    expect(merchantVerifies(secret, posted[0], Math.floor(now.getTime() / 1000))).toBe(true);
  });

  it("tell a failed door (with the reason), the return and the RTO-Delivered", async () => {
    const { order } = await packed();
    const m = consoleApi(t, manager.auth);
    const me = consoleApi(t, rider.auth);
    await m.post(`/orders/${order.id}/assign`).send({ member_id: rider.id }).expect(200);
    await me.post(`/deliveries/${order.id}/pickup`).expect(200);
    await me.post(`/deliveries/${order.id}/fail`).send({ reason: "customer_refused" }).expect(200);
    await m.post(`/orders/${order.id}/return`).expect(200);
    const hooks = await hooksOf(order.id);
    expect(hooks.map((h) => [h.data.delivery_state, h.data.reason ?? null])).toEqual([
      ["Agent-assigned", null],
      ["Order-picked-up", null],
      ["Delivery-failed", "customer_refused"],
      ["RTO-Initiated", "customer_refused"],
      ["RTO-Delivered", "customer_refused"],
    ]);
    expect(hooks.at(-1)?.data.status).toBe(7);
  });

  it("an endpoint may ask for the new event; an unknown event name is refused", async () => {
    const bad = await merchantApi(t)
      .put(`/api/stores/${STORE_KEY}/webhook`)
      .send({ url: receiver.url, events: ["order.delivery_states"] });
    expect(bad.status).toBe(400);
  });
});

describe("hand-over notices", () => {
  it("out for delivery carries the door code and the delivery person's first name; no notice per position", async () => {
    const { order, customer: c } = await packed();
    await notify();
    const m = consoleApi(t, manager.auth);
    const me = consoleApi(t, rider.auth);
    await m.post(`/orders/${order.id}/assign`).send({ member_id: rider.id }).expect(200);
    await me.post(`/deliveries/${order.id}/pickup`).expect(200);
    later(60);
    await me.post(`/deliveries/${order.id}/position`).send({ lat: order.lat + 0.004, lng: order.lng }).expect(200);
    later(15);
    await me.post(`/deliveries/${order.id}/position`).send({ lat: order.lat + 0.003, lng: order.lng }).expect(200);
    const user = await t.db.user.findUniqueOrThrow({ where: { id: c.id } });
    const before = await t.db.outboxMessage.count({ where: { to: `+91${user.mobile}`, channel: "sms" } });
    await notify();
    const sms = await t.db.outboxMessage.findMany({
      where: { to: `+91${user.mobile}`, channel: "sms" },
      orderBy: { createdAt: "asc" },
      skip: before,
    });
    const code = await doorCode(t.db, order.id);
    const link = `https://galli.example/track-order?order=${order.orderNo}`;
    // Assigned and two positions: nothing; picked up: one notice with Ravi and the code.
    expect(sms.map((s) => s.body)).toEqual([
      fillTemplate(DLT_TEMPLATES.outForDelivery.text.en, [order.orderNo, "Ravi", code, link]),
    ]);
    expect(sms[0].body).toContain(code);
    expect(sms[0].subject).toContain(DLT_TEMPLATES.outForDelivery.templateId);
  });

  it("a self-pickup order is told when it is packed, with the pickup code, in Hindi for a Hindi customer", async () => {
    await t.db.storeProduct.updateMany({ where: { storeId: W.s1, productId: W.rice }, data: { stock: 50 } });
    const c = await customer(t);
    await t.db.user.update({ where: { id: c.id }, data: { language: "hi" } });
    await addToCart(t, c.auth, W.rice, 1);
    const res = await place(t, c.auth, "cashOnDelivery/takeaway", placeInputs({ is_shop_delivery: false }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = await t.db.order.findFirstOrThrow({ where: { userId: c.id } });
    expect(order.deliveryType).toBe(3);
    await notify();
    const user = await t.db.user.findUniqueOrThrow({ where: { id: c.id } });
    const before = await t.db.outboxMessage.count({ where: { to: `+91${user.mobile}`, channel: "sms" } });
    const m = consoleApi(t, manager.auth);
    await m.post(`/orders/${order.id}/accept`).send({ status: 1 }).expect(200);
    await m.post(`/orders/${order.id}/ready`).send({ status: 2 }).expect(200);
    await notify();
    const sms = await t.db.outboxMessage.findMany({
      where: { to: `+91${user.mobile}`, channel: "sms" },
      orderBy: { createdAt: "asc" },
      skip: before,
    });
    const code = await doorCode(t.db, order.id);
    const store = await t.db.store.findUniqueOrThrow({ where: { id: order.storeId } });
    const link = `https://galli.example/track-order?order=${order.orderNo}`;
    expect(sms.map((s) => s.body)).toEqual([
      fillTemplate(DLT_TEMPLATES.accepted.text.hi, [order.orderNo, link]),
      fillTemplate(DLT_TEMPLATES.readyForPickup.text.hi, [order.orderNo, store.name, code, link]),
    ]);
    // A delivery order packed: no "ready for pickup".
    const { order: delivery, customer: dc } = await packed();
    const du = await t.db.user.findUniqueOrThrow({ where: { id: dc.id } });
    await notify();
    const bodies = (await t.db.outboxMessage.findMany({ where: { to: `+91${du.mobile}`, channel: "sms" } })).map(
      (s) => s.body,
    );
    expect(bodies.some((b) => b.includes("pickup"))).toBe(false);
    expect(delivery.deliveryType).toBe(1);
  });
});

describe("automatic assignment", () => {
  it("is off by default; on, a ready order goes to the free member (fewest open trips, then name)", async () => {
    // Every earlier order out of the way: their members' open trips would count.
    await t.db.order.updateMany({ where: { status: { lt: 5 } }, data: { status: 7, deliveryState: null } });
    const busy = rider;
    const free = await staffSession(t, "m-1", "delivery");
    await t.db.staffMember.update({ where: { id: free.id }, data: { name: "Zoya Free" } });
    const { order: first } = await packed();
    await consoleApi(t, manager.auth).post(`/orders/${first.id}/assign`).send({ member_id: busy.id }).expect(200);

    const { order } = await packed();
    expect(await autoAssignReady(t.db, now)).toBe(0);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).deliveryMemberId).toBeNull();

    const m = consoleApi(t, manager.auth);
    const shopId = W.shopA;
    expect((await m.get(`/delivery-settings/${shopId}`)).body.data).toEqual({ shop_id: shopId, auto_assign: false });
    // Turning it on assigns what waits at once.
    const on = await m.put(`/delivery-settings/${shopId}`).send({ auto_assign: true });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.data).toEqual({ shop_id: shopId, auto_assign: true });
    const row = await t.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row).toMatchObject({ deliveryMemberId: free.id, deliveryState: "Agent-assigned" });
    const audit = await t.db.consoleAudit.findFirst({
      where: { action: "store.auto_assign" },
      orderBy: { createdAt: "desc" },
    });
    expect(audit?.entityId).toBe(shopId);

    // Each now has one open trip: the next goes by name (Ravi Kumar before Zoya Free).
    const { order: next } = await packed();
    expect(await autoAssignReady(t.db, now)).toBe(1);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: next.id } })).deliveryMemberId).toBe(busy.id);

    // Self pickup: never.
    await t.db.storeProduct.updateMany({ where: { storeId: W.s1, productId: W.rice }, data: { stock: 50 } });
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1);
    await place(t, c.auth, "cashOnDelivery/takeaway", placeInputs({ is_shop_delivery: false })).expect(200);
    const pickup = await t.db.order.findFirstOrThrow({ where: { userId: c.id } });
    await m.post(`/orders/${pickup.id}/accept`).send({ status: 1 }).expect(200);
    await m.post(`/orders/${pickup.id}/ready`).send({ status: 2 }).expect(200);
    expect(await autoAssignReady(t.db, now)).toBe(0);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: pickup.id } })).deliveryMemberId).toBeNull();

    // Bad input, another role, another shop.
    const bad = await m.put(`/delivery-settings/${shopId}`).send({ auto_assign: "yes" });
    expect(bad.status).toBe(400);
    expect((await m.put(`/delivery-settings/${shopId}`).send({})).status).toBe(400);
    expect((await consoleApi(t, rider.auth).put(`/delivery-settings/${shopId}`).send({ auto_assign: false })).status).toBe(
      403,
    );
    const other = await m.put(`/delivery-settings/shop-nowhere`).send({ auto_assign: false });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe(ERROR_CODE.SHOP_NOT_FOUND);
    await m.put(`/delivery-settings/${shopId}`).send({ auto_assign: false }).expect(200);
  });

  it("picks the member with the fewest open trips, then by name order", () => {
    expect(pickMember([])).toBeNull();
    expect(
      pickMember([
        { id: "a", name: "Amit", open_trips: 2 },
        { id: "b", name: "Bela", open_trips: 0 },
        { id: "c", name: "Chand", open_trips: 0 },
      ])?.id,
    ).toBe("b");
  });
});

describe("the demo's moving deliveries", () => {
  it("never pass 120 km/h and stop at the door", () => {
    const a = { lat: 12.93, lng: 77.62 };
    const b = { lat: 12.95, lng: 77.63 };
    for (const step of [1000, 60_000, 3_600_000]) {
      const kmh = demoSpeedKmh(distanceMeters(a, b), step);
      expect(kmh).toBeGreaterThanOrEqual(10);
      expect(kmh).toBeLessThanOrEqual(60);
    }
    const p = stepTowards(a, b, 36, 10); // 100 m
    expect(distanceMeters(a, p)).toBeCloseTo(100, 0);
    expect(stepTowards(a, b, 60, 3600)).toEqual(b);
    expect(DEMO_MEMBER_MOBILE).toBe(DEMO_DELIVERY_MEMBER.mobile);
  });

  it("assign, pick up, move the rider towards the address every 10 s and deliver with the code", async () => {
    await t.db.order.updateMany({ where: { status: { lt: 5 } }, data: { status: 7, deliveryState: null } });
    const placed = await packed();
    const c = placed.customer;
    // The test world's customer lives at the store: move the address about 2 km away.
    const order = await t.db.order.update({
      where: { id: placed.order.id },
      data: { lat: placed.order.lat + 0.015, lng: placed.order.lng + 0.012 },
    });
    const opts = { db: t.db, stepMs: 60_000, leaveShopsOf: [] as string[] };
    // The fulfilment simulator leaves the last mile to the demo job.
    later(61);
    expect(await moveDueOrders({ ...opts, leaveDeliveries: true }, now)).toEqual([]);

    await driveDemoTrips(opts, now);
    let row = await t.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row.deliveryState).toBe("Agent-assigned");
    expect(row.deliveryMemberId).not.toBeNull();
    later(21);
    await driveDemoTrips(opts, now);
    row = await t.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row).toMatchObject({ status: 4, deliveryState: "Order-picked-up" });

    const store = await t.db.store.findUniqueOrThrow({ where: { id: order.storeId } });
    let left = distanceMeters(store, order);
    const track = () =>
      request(t.app.server).post("/user/order/track/details").set(c.auth).send({ _id: order.id });
    let moves = 0;
    for (let i = 0; i < 200 && row.status === 4; i++) {
      later(10);
      await driveDemoTrips(opts, now);
      row = await t.db.order.findUniqueOrThrow({ where: { id: order.id } });
      if (row.status === 4 && row.positionLat !== null && row.positionLng !== null) {
        const here = distanceMeters({ lat: row.positionLat, lng: row.positionLng }, order);
        expect(here).toBeLessThanOrEqual(left + 0.5);
        if (here < left) moves++;
        left = here;
        if (moves === 1) {
          const seen = await track();
          expect(seen.body.data.order.delivery.position).toMatchObject({ lat: row.positionLat, lng: row.positionLng });
        }
      }
    }
    expect(row).toMatchObject({ status: 5, deliveryState: "Order-delivered" });
    expect(moves).toBeGreaterThanOrEqual(2);
    expect(row.tripDistanceM ?? 0).toBeGreaterThan(0);
    expect(row.cashCollected).toBe(order.amount - order.walletAmount);
    const states = (await hooksOf(order.id)).map((h) => h.data.delivery_state);
    expect(states).toEqual(["Agent-assigned", "Order-picked-up", "At-delivery", "Order-delivered"]);
  });
});
