// The last mile through its routes: assignment, a member's own trips (others' answer 404), pick-up,
// positions (too soon, outside India, impossible speed), the door code (wrong, locked, right, twice),
// the cash collected, and a failed delivery returned to the shop with stock and the refund rule.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import type { TestApp } from "../../testing/app";
import { addToCart, checkoutWorld, customer, payOnline, place, placeInputs, W } from "../checkout/test-helpers";
import { api as merchantApi, merchantKey, placeCodOrder, STORE_KEY } from "../shop-orders-api/test-helpers";
import { consoleApi, otherMerchant, staffSession } from "../shop-console/orders-test-helpers";
import { doorCode } from "../../testing/door-code";
import { ERROR_CODE } from "../../contract/errors";

let now = new Date("2026-11-28T06:30:00Z");
let t: TestApp;
let manager: Awaited<ReturnType<typeof staffSession>>;
let rider: Awaited<ReturnType<typeof staffSession>>;
let rider2: Awaited<ReturnType<typeof staffSession>>;
let staff: Awaited<ReturnType<typeof staffSession>>;
let rival: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  t = await checkoutWorld({ now: () => now });
  await otherMerchant(t);
  await merchantKey(t);
  manager = await staffSession(t, "m-1", "manager");
  rider = await staffSession(t, "m-1", "delivery");
  rider2 = await staffSession(t, "m-1", "delivery");
  staff = await staffSession(t, "m-1", "staff");
  rival = await staffSession(t, "m-other", "delivery");
});
afterAll(async () => {
  await t?.close();
});

const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

/** A placed COD order moved to 3 Dispatched and assigned to `rider`. */
async function packedAndAssigned() {
  const { order, customer } = await placeCodOrder(t);
  const m = consoleApi(t, manager.auth);
  for (const [move, status] of [
    ["accept", 1],
    ["ready", 2],
  ] as const)
    expect((await m.post(`/orders/${order.id}/${move}`).send({ status })).status).toBe(200);
  const assigned = await m.post(`/orders/${order.id}/assign`).send({ member_id: rider.id });
  expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
  expect(assigned.body.data.delivery).toMatchObject({ state: "Agent-assigned", member: { id: rider.id } });
  return { order, customer };
}

describe("a delivery member's trip", () => {
  it("assigns, picks up, takes positions, refuses a wrong code and delivers with the right one", async () => {
    const { order, customer } = await packedAndAssigned();
    const me = consoleApi(t, rider.auth);

    const members = await consoleApi(t, manager.auth).get("/delivery-members");
    expect(members.body.data.members).toEqual(
      expect.arrayContaining([{ id: rider.id, name: expect.any(String), open_trips: 1 }]),
    );
    const trips = await me.get("/deliveries");
    expect(trips.status).toBe(200);
    const trip = trips.body.data.trips.find((x: { order_id: string }) => x.order_id === order.id);
    expect(trip).toMatchObject({
      status: 3,
      delivery_state: "Agent-assigned",
      directions_url: `https://www.google.com/maps/dir/?api=1&destination=${order.lat},${order.lng}`,
      cash_to_collect: order.amount - order.walletAmount,
      items: 1,
    });

    // Out of order: deliver before the pick-up is 409 with the state now; nothing moves.
    const early = await me.post(`/deliveries/${order.id}/deliver`).send({ code: "0000" });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: ERROR_CODE.DELIVERY_STATE_CONFLICT,
      current_status: 3,
      delivery_state: "Agent-assigned",
    });

    // Another member's trip and another merchant's member: 404.
    expect((await consoleApi(t, rider2.auth).post(`/deliveries/${order.id}/pickup`)).status).toBe(404);
    expect((await consoleApi(t, rival.auth).post(`/deliveries/${order.id}/pickup`)).status).toBe(404);
    expect((await consoleApi(t, rider2.auth).get("/deliveries")).body.data.trips).toEqual([]);

    const picked = await me.post(`/deliveries/${order.id}/pickup`);
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    expect(picked.body.data.trip).toMatchObject({ status: 4, delivery_state: "Order-picked-up" });

    // Positions: one accepted, one too soon (skipped), outside India and impossible speed refused.
    later(60);
    const pos = (lat: number, lng: number) =>
      me.post(`/deliveries/${order.id}/position`).send({ lat, lng, accuracy_m: 10 });
    const first = await pos(order.lat + 0.005, order.lng);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toEqual({ accepted: true });
    later(2);
    expect((await pos(order.lat + 0.004, order.lng)).body.data).toEqual({ accepted: false });
    later(20);
    const india = await pos(51.5, -0.12);
    expect(india.status).toBe(422);
    expect(india.body.code).toBe(ERROR_CODE.DELIVERY_POSITION_REFUSED);
    const fast = await pos(order.lat + 0.1, order.lng);
    expect(fast.status).toBe(422);
    const row = await t.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(row.positionLat).toBeCloseTo(order.lat + 0.005, 6);

    // The customer's tracking shows the state, the door code, the first name and the position.
    const track = await request(t.app.server)
      .post("/user/order/track/details")
      .set(customer.auth)
      .send({ _id: order.id });
    expect(track.status, JSON.stringify(track.body)).toBe(200);
    expect(track.body.data.order.delivery).toMatchObject({
      state: "Order-picked-up",
      code: row.deliveryCode,
      agent: { first_name: expect.any(String) },
      position: { lat: row.positionLat, lng: row.positionLng, at: row.positionAt!.toISOString() },
      // Promised when placed; expected from the last position at the shop's delivery speed.
      eta: { promised_at: row.promisedAt!.toISOString(), expected_at: expect.any(String) },
      home: { lat: order.lat, lng: order.lng },
    });
    expect(track.body.data.order.pickup).toBeUndefined();

    // A wrong code says how many tries are left; cash above the amount is refused.
    const code = await doorCode(t.db, order.id);
    const wrong = await me.post(`/deliveries/${order.id}/deliver`).send({ code: code === "1111" ? "2222" : "1111" });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ code: ERROR_CODE.DELIVERY_CODE_WRONG });
    expect(wrong.body.message).toContain("4 tries left");
    const due = order.amount - order.walletAmount;
    const above = await me.post(`/deliveries/${order.id}/deliver`).send({ code, cash_collected: due + 100 });
    expect(above.body.code).toBe(ERROR_CODE.DELIVERY_CASH_ABOVE_AMOUNT);
    const less = await me.post(`/deliveries/${order.id}/deliver`).send({ code, cash_collected: due - 100 });
    expect(less.body.code).toBe(ERROR_CODE.DELIVERY_CASH_REASON_REQUIRED);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(4);

    const done = await me.post(`/deliveries/${order.id}/deliver`).send({ code });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.trip).toMatchObject({ status: 5, delivery_state: "Order-delivered", cash_collected: due });
    const delivered = await t.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(delivered).toMatchObject({
      status: 5,
      deliveryState: "Order-delivered",
      positionLat: null,
      cashCollected: due,
    });
    expect(delivered.tripEndLat).toBeCloseTo(order.lat + 0.005, 6);

    // A second deliver: 409, nothing moves twice.
    const again = await me.post(`/deliveries/${order.id}/deliver`).send({ code });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ current_status: 5, delivery_state: "Order-delivered" });
  });

  it("locks the code for 15 minutes after 5 wrong codes", async () => {
    const { order } = await packedAndAssigned();
    const me = consoleApi(t, rider.auth);
    expect((await me.post(`/deliveries/${order.id}/pickup`)).status).toBe(200);
    const code = await doorCode(t.db, order.id);
    const bad = code === "1111" ? "2222" : "1111";
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await me.post(`/deliveries/${order.id}/deliver`).send({ code: bad })).body.code);
    expect(answers).toEqual([...Array(4).fill(ERROR_CODE.DELIVERY_CODE_WRONG), ERROR_CODE.DELIVERY_CODE_LOCKED]);
    const locked = await me.post(`/deliveries/${order.id}/deliver`).send({ code });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe(ERROR_CODE.DELIVERY_CODE_LOCKED);
    later(15 * 60 + 1);
    expect((await me.post(`/deliveries/${order.id}/deliver`).send({ code })).status).toBe(200);
  });

  it("lets only a Manager or Super Admin assign, and never a self-pickup order or an unknown member", async () => {
    const { order } = await placeCodOrder(t);
    await consoleApi(t, manager.auth).post(`/orders/${order.id}/accept`).send({ status: 1 });
    const byStaff = await consoleApi(t, staff.auth).post(`/orders/${order.id}/assign`).send({ member_id: rider.id });
    expect(byStaff.status).toBe(403);
    const nobody = await consoleApi(t, manager.auth).post(`/orders/${order.id}/assign`).send({ member_id: rival.id });
    expect(nobody.body.code).toBe(ERROR_CODE.DELIVERY_MEMBER_NOT_FOUND);
    await t.db.order.update({ where: { id: order.id }, data: { deliveryType: 3 } });
    const pickup = await consoleApi(t, manager.auth).post(`/orders/${order.id}/assign`).send({ member_id: rider.id });
    expect(pickup.status).toBe(409);
    expect(pickup.body.code).toBe(ERROR_CODE.DELIVERY_NOT_ASSIGNABLE);
  });

  it("returns a failed delivery to the shop: stock back; customer's side cancelled, shop's side rejected", async () => {
    const stock = () =>
      t.db.storeProduct
        .findUniqueOrThrow({ where: { storeId_productId: { storeId: W.s1, productId: W.rice } } })
        .then((s) => s.stock);
    for (const [reason, status] of [
      ["customer_not_reachable", 7],
      ["damaged", 8],
    ] as const) {
      const { order } = await packedAndAssigned();
      const me = consoleApi(t, rider.auth);
      expect((await me.post(`/deliveries/${order.id}/pickup`)).status).toBe(200);
      const failed = await me.post(`/deliveries/${order.id}/fail`).send({ reason });
      expect(failed.status, JSON.stringify(failed.body)).toBe(200);
      expect(failed.body.data.trip).toMatchObject({ status: 4, delivery_state: "RTO-Initiated" });
      // The member cannot return it; the shop does.
      const before = await stock();
      const back = await consoleApi(t, manager.auth).post(`/orders/${order.id}/return`);
      expect(back.status, JSON.stringify(back.body)).toBe(200);
      expect(back.body.data).toMatchObject({ status, delivery: { state: "RTO-Delivered" } });
      expect(await stock()).toBe(before + 2);
      const audit = await t.db.consoleAudit.findFirstOrThrow({ where: { entityId: order.id, action: "order.return" } });
      expect(JSON.parse(audit.after!)).toMatchObject({ status, delivery_state: "RTO-Delivered" });
      // Twice: 409.
      expect((await consoleApi(t, manager.auth).post(`/orders/${order.id}/return`)).status).toBe(409);
    }
  });
});

describe("the refund of a failed delivery paid ahead", () => {
  it("keeps the delivery charge on the customer's side, refunds everything on the shop's side", async () => {
    await t.db.shop.update({ where: { id: W.shopA }, data: { deliveryCharge: 3000, freeDeliveryFrom: 0 } });
    try {
      for (const [reason, keep] of [
        ["customer_not_reachable", 3000],
        ["wrong_items", 0],
      ] as const) {
        await t.db.storeProduct.updateMany({ where: { storeId: W.s1, productId: W.rice }, data: { stock: 50 } });
        const c = await customer(t);
        await addToCart(t, c.auth, W.rice, 1);
        const { payment } = await payOnline(t, c.auth, { delivery_type: 1 });
        expect((await place(t, c.auth, "online/shop", placeInputs({ payment }))).status).toBe(200);
        const order = await t.db.order.findFirstOrThrow({ where: { userId: c.id } });
        expect(order.delivery).toBe(3000);
        const m = consoleApi(t, manager.auth);
        for (const [move, status] of [
          ["accept", 1],
          ["ready", 2],
          ["ship", 3],
        ] as const)
          expect((await m.post(`/orders/${order.id}/${move}`).send({ status })).status).toBe(200);
        expect((await m.post(`/orders/${order.id}/fail`).send({ reason })).status).toBe(200);
        expect((await m.post(`/orders/${order.id}/return`)).status).toBe(200);
        const credited = await t.db.walletEntry.aggregate({
          where: { userId: c.id, amount: { gt: 0 } },
          _sum: { amount: true },
        });
        expect(credited._sum.amount, reason).toBe(order.amount - keep);
      }
    } finally {
      await t.db.shop.update({ where: { id: W.shopA }, data: { deliveryCharge: 0 } });
    }
  });
});

describe("the shop on an order on the road", () => {
  it("is not offered a rejection, marks the delivery failed itself, and cannot deliver goods coming back", async () => {
    const { order } = await packedAndAssigned();
    expect((await consoleApi(t, rider.auth).post(`/deliveries/${order.id}/pickup`)).status).toBe(200);
    const m = consoleApi(t, manager.auth);
    const reject = await m.post(`/orders/${order.id}/reject`).send({ status: 4, reason: "Out of stock" });
    expect(reject.status).toBe(409);
    expect(reject.body).toMatchObject({
      code: ERROR_CODE.DELIVERY_STATE_CONFLICT,
      delivery_state: "Order-picked-up",
    });
    expect(reject.body.message).toContain("mark the delivery failed");
    const bad = await m.post(`/orders/${order.id}/fail`).send({ reason: "lost" });
    expect(bad.status).toBe(400);
    const failed = await m.post(`/orders/${order.id}/fail`).send({ reason: "customer_refused" });
    expect(failed.status, JSON.stringify(failed.body)).toBe(200);
    expect(failed.body.data).toMatchObject({ status: 4, delivery: { state: "RTO-Initiated" } });
    const audit = await t.db.consoleAudit.findFirstOrThrow({ where: { entityId: order.id, action: "order.fail" } });
    expect(JSON.parse(audit.after!)).toMatchObject({ reason: "customer_refused", delivery_state: "RTO-Initiated" });
    // Goods on their way back: no delivery (with or without a code), no rejection, no second failure.
    const code = await doorCode(t.db, order.id);
    for (const [path, body] of [
      ["deliver", { status: 4, code }],
      ["deliver", { status: 4, override_reason: "Customer took it at the shop" }],
      ["reject", { status: 4, reason: "Damaged" }],
      ["fail", { reason: "damaged" }],
    ] as const) {
      const answer = await m.post(`/orders/${order.id}/${path}`).send(body);
      expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(409);
    }
    expect((await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(4);
    // The way out is the return.
    const back = await m.post(`/orders/${order.id}/return`);
    expect(back.body.data).toMatchObject({ status: 7, delivery: { state: "RTO-Delivered" } });
  });

  it("a delivery member cannot use the shop's fail", async () => {
    const { order } = await packedAndAssigned();
    expect((await consoleApi(t, rider.auth).post(`/deliveries/${order.id}/pickup`)).status).toBe(200);
    const answer = await consoleApi(t, rider.auth).post(`/orders/${order.id}/fail`).send({ reason: "damaged" });
    expect(answer.status).toBe(403);
  });
});

describe("the door code on the console's and the merchant API's deliver", () => {
  it("requires the code; a Manager may deliver without it with a reason, audited; Staff may not", async () => {
    const { order } = await placeCodOrder(t);
    const m = consoleApi(t, manager.auth);
    for (const [move, status] of [
      ["accept", 1],
      ["ready", 2],
      ["ship", 3],
    ] as const)
      expect((await m.post(`/orders/${order.id}/${move}`).send({ status })).status).toBe(200);
    expect((await m.post(`/orders/${order.id}/deliver`).send({ status: 4 })).body.code).toBe(
      ERROR_CODE.DELIVERY_CODE_REQUIRED,
    );
    const byStaff = await consoleApi(t, staff.auth)
      .post(`/orders/${order.id}/deliver`)
      .send({ status: 4, override_reason: "Customer has no phone" });
    expect(byStaff.status).toBe(403);
    const ok = await m
      .post(`/orders/${order.id}/deliver`)
      .send({ status: 4, override_reason: "Customer has no phone" });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const audit = await t.db.consoleAudit.findFirstOrThrow({ where: { entityId: order.id, action: "order.deliver" } });
    expect(JSON.parse(audit.after!)).toMatchObject({ without_code: true, override_reason: "Customer has no phone" });
  });

  it("answers the merchant API's deliver 422 without the right code, 200 with it", async () => {
    const { order } = await placeCodOrder(t);
    const base = `/api/stores/${STORE_KEY}/orders/${order.id}`;
    for (const a of ["accept", "ready"]) expect((await merchantApi(t).post(`${base}/${a}`).send({})).status).toBe(200);
    const members = await merchantApi(t).get(`/api/stores/${STORE_KEY}/delivery-members`);
    expect(members.body.data.members.map((x: { id: string }) => x.id)).toContain(rider.id);
    expect((await merchantApi(t).post(`${base}/assign`).send({ member_id: rider.id })).status).toBe(200);
    expect((await merchantApi(t).post(`${base}/pickup`).send({})).body.data).toMatchObject({ status: 4 });
    const code = await doorCode(t.db, order.id);
    const missing = await merchantApi(t).post(`${base}/deliver`).send({});
    expect(missing.status).toBe(422);
    const wrong = await merchantApi(t)
      .post(`${base}/deliver`)
      .send({ code: code === "1111" ? "2222" : "1111" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe(ERROR_CODE.DELIVERY_CODE_WRONG);
    const ok = await merchantApi(t).post(`${base}/deliver`).send({ code });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).deliveryState).toBe("Order-delivered");
  });
});
