// Preparation limits: a shop's cap on its orders for immediate delivery per rolling hour, all its
// stores together.
// At the cap, placing one more (cash, online, Galli Cash) answers 409 STORE_BUSY with when the next
// one can be delivered, writing nothing and taking no stock; cancelled orders, slot orders, self
// pickup and orders older than an hour are not counted; the payment order and the shop tiles say
// when the next can be delivered; 10 customers racing for the last place: exactly one order.
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/app";
import { credit, balance } from "../../lib/wallet";
import { promisedArrival } from "../../lib/arrival";
import { messageText } from "../../lib/message-templates";
import {
  addToCart,
  checkoutWorld,
  customer,
  payOnline,
  paymentOrder,
  place,
  placeInputs,
  stockOf,
  W,
} from "../checkout/test-helpers";
import { api, merchantKey, STORE_KEY } from "../shop-orders-api/test-helpers";

const NOW = new Date("2026-11-21T06:30:00Z"); // Saturday 12:00 noon in India
const TOMORROW = "2026-11-22";
let t: TestApp;
beforeAll(async () => {
  t = await checkoutWorld({ now: () => NOW });
  await merchantKey(t);
  await t.db.storeProduct.updateMany({ where: { storeId: W.s1, productId: W.rice }, data: { stock: 10_000 } });
});
afterAll(async () => t.close());
beforeEach(async () => {
  // Every earlier order out of the count: cancelled.
  await t.db.order.updateMany({ data: { status: 7 } });
  await t.db.shop.update({ where: { id: W.shopA }, data: { ordersPerHour: null } });
});

const cap = (n: number | null) => t.db.shop.update({ where: { id: W.shopA }, data: { ordersPerHour: n } });

async function order(inputs: Record<string, unknown> = {}, path = "cashOnDelivery/shop") {
  const c = await customer(t);
  await addToCart(t, c.auth, W.rice, 1);
  return { c, res: await place(t, c.auth, path, placeInputs(inputs)) };
}

/** When the next immediate order can be delivered to W.near, the first counted order placed at `placed`. */
async function expectedNext(placed: Date) {
  const shop = await t.db.shop.findUniqueOrThrow({ where: { id: W.shopA } });
  const store = await t.db.store.findUniqueOrThrow({ where: { id: W.s1 } });
  return promisedArrival({ now: new Date(placed.getTime() + 3_600_000), shop, store, home: W.near }).toISOString();
}

describe("preparation limits", () => {
  it("no limit set takes every order", async () => {
    for (let i = 0; i < 3; i++) expect((await order()).res.status).toBe(200);
  });

  it("at the cap refuses with 409 STORE_BUSY and the next delivery time, writing nothing", async () => {
    await cap(2);
    expect((await order()).res.status).toBe(200);
    expect((await order()).res.status).toBe(200);
    const stock = await stockOf(t, W.s1, W.rice);
    const third = await order();
    expect(third.res.status).toBe(409);
    const next = await expectedNext(NOW);
    expect(third.res.body).toMatchObject({ code: "STORE_BUSY", store_id: W.s1, next_delivery_at: next });
    expect(third.res.body.message).toBe(messageText("storeBusy", { time: "1:15 PM" }));
    expect(await t.db.order.count({ where: { userId: third.c.id } })).toBe(0);
    expect(await stockOf(t, W.s1, W.rice)).toBe(stock);
    // In Hindi, with the same time.
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1);
    const hindi = await place(t, c.auth, "cashOnDelivery/shop", placeInputs()).set("accept-language", "hi");
    expect(hindi.status).toBe(409);
    expect(hindi.body.message).toContain("1:15 PM");
    expect(hindi.body.message).toMatch(/[\u0900-\u097F]/);
  });

  it("a cancelled or rejected order frees its place; an order over an hour old is not counted", async () => {
    await cap(1);
    const first = await order();
    expect(first.res.status).toBe(200);
    expect((await order()).res.status).toBe(409);
    const placed = await t.db.order.findFirstOrThrow({ where: { userId: first.c.id } });
    const rejected = await api(t).post(`/api/stores/${STORE_KEY}/orders/${placed.id}/reject`).send({ reason: "Too busy" });
    expect(rejected.status).toBe(200);
    const second = await order();
    expect(second.res.status).toBe(200);
    expect((await order()).res.status).toBe(409);
    await t.db.order.updateMany({
      where: { userId: second.c.id },
      data: { orderedAt: new Date(NOW.getTime() - 61 * 60_000) },
    });
    expect((await order()).res.status).toBe(200);
  });

  it("counts the orders of all the shop's stores together", async () => {
    await cap(1);
    const c = await customer(t);
    await addToCart(t, c.auth, W.ghee, 1); // sold by the second store only
    expect((await place(t, c.auth, "cashOnDelivery/shop", placeInputs())).status).toBe(200);
    expect((await t.db.order.findFirstOrThrow({ where: { userId: c.id } })).storeId).toBe(W.s2);
    expect((await order()).res.body.code).toBe("STORE_BUSY");
  });

  it("slot orders and self pickup are neither counted nor refused", async () => {
    await cap(1);
    const slot = { deliveryPreferences: { date: TOMORROW, slot: "7 AM-10 AM" } };
    expect((await order(slot)).res.status).toBe(200);
    expect((await order({ is_shop_delivery: false }, "cashOnDelivery/takeaway")).res.status).toBe(200);
    expect((await order()).res.status).toBe(200);
    // Full now: immediate delivery is refused, a slot and self pickup still taken.
    expect((await order()).res.body.code).toBe("STORE_BUSY");
    expect((await order(slot)).res.status).toBe(200);
    expect((await order({ is_shop_delivery: false }, "cashOnDelivery/takeaway")).res.status).toBe(200);
  });

  it("refuses online and Galli Cash placements too: the payment refunded, the balance untouched", async () => {
    await cap(1);
    expect((await order()).res.status).toBe(200);
    const online = await customer(t);
    await addToCart(t, online.auth, W.rice, 1);
    const { po, payment } = await payOnline(t, online.auth, { delivery_type: 1, delivery_location: W.near });
    expect(po.next_delivery_at).toBe(await expectedNext(NOW));
    const paid = await place(t, online.auth, "online/shop", placeInputs({ payment }));
    expect(paid.status).toBe(409);
    expect(paid.body).toMatchObject({ code: "STORE_BUSY", refunded: true });
    expect(await t.db.order.count({ where: { userId: online.id } })).toBe(0);

    const cash = await customer(t);
    await addToCart(t, cash.auth, W.rice, 1);
    await t.db.$transaction((tx) =>
      credit(tx, { userId: cash.id, amount: 100_000, kind: "adjustment", refId: `test-${cash.id}` }),
    );
    const d = (await paymentOrder(t, cash.auth, { is_bfcash: true, delivery_type: 1 })).body.data;
    const res = await place(
      t,
      cash.auth,
      "online/bfcash",
      placeInputs({ is_bfcash: true, payment: { txnid: d.transaction_id, hash: d.hash } }),
    );
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("STORE_BUSY");
    expect(await balance(t.db, cash.id)).toBe(100_000);
  });

  it("the payment order says when the next can be delivered for immediate delivery only", async () => {
    await cap(1);
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1);
    const body = { payment_mode: "cod", delivery_type: 1, delivery_location: W.near };
    expect((await paymentOrder(t, c.auth, body)).body.data.next_delivery_at).toBeNull();
    expect((await order()).res.status).toBe(200);
    expect((await paymentOrder(t, c.auth, body)).body.data.next_delivery_at).toBe(await expectedNext(NOW));
    const slot = { ...body, delivery_preferences: { date: TOMORROW, slot: "7 AM-10 AM" } };
    expect((await paymentOrder(t, c.auth, slot)).body.data.next_delivery_at).toBeNull();
  });

  it("the shop tile and the shop's page say when the next order can be delivered while the shop is full", async () => {
    const point = (p: { lat: number; lng: number }) => ({ type: "Point", coordinates: [p.lng, p.lat] });
    const c = await customer(t);
    const tiles = async () => {
      const res = await request(t.app.server)
        .post("/user/category/view/location")
        .set(c.auth)
        .send({ searchLocation: point(W.near), deliveryLocation: point(W.near), maxDistance: 1000, type: 1 });
      expect(res.status).toBe(200);
      return res.body.data.shops.find((s: { _id: string }) => s._id === W.shopA);
    };
    // With no shop limited the tiles read no orders; setting a limit is seen at once (it moves the
    // tiles' version).
    expect((await tiles()).next_delivery_at).toBeUndefined();
    await cap(1);
    expect((await tiles()).next_delivery_at).toBeUndefined();
    expect((await order()).res.status).toBe(200);
    expect((await tiles()).next_delivery_at).toBe(await expectedNext(NOW));
    // The shop's page (public shops ask whether the shop delivers to the location) says it too.
    const delivers = async () =>
      (
        await request(t.app.server)
          .post("/user/product/view/delivers")
          .set(c.auth)
          .send({ category_id: W.shopA, deliveryLocation: point(W.near) })
      ).body;
    expect(await delivers()).toMatchObject({ is_deliver: true, next_delivery_at: await expectedNext(NOW) });
    await cap(null);
    expect((await tiles()).next_delivery_at).toBeUndefined();
    expect((await delivers()).next_delivery_at).toBeUndefined();
  });

  it("10 customers racing for the last place in the hour: exactly one order gets it", async () => {
    await cap(1);
    const customers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const c = await customer(t);
        await addToCart(t, c.auth, W.rice, 1);
        return c;
      }),
    );
    const answers = await Promise.all(customers.map((c) => place(t, c.auth, "cashOnDelivery/shop", placeInputs())));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === "STORE_BUSY")).toBe(true);
    const live = await t.db.order.count({
      where: { storeId: W.s1, preferredSlot: null, deliveryType: 1, status: { notIn: [7, 8, 9] } },
    });
    expect(live).toBe(1);
  });
});
