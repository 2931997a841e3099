// Delivery slot capacity and cut-off: the merchant API's GET/PUT /api/stores/{store_key}/slots, the
// booking inside the order-placing transaction (full: 409 SLOT_FULL with the next free slot; past
// the cut-off: SLOT_CLOSED), a rejected order giving its place back, bad input with the field
// named, the customer's slot list, and 10 customers racing for 1 place (exactly one order).
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/app";
import { addToCart, checkoutWorld, customer, place, placeInputs, W } from "../checkout/test-helpers";
import { api, merchantKey, STORE_KEY } from "../shop-orders-api/test-helpers";

const NOW = new Date("2026-11-21T06:30:00Z"); // Saturday 12:00 noon in India
const TOMORROW = "2026-11-22"; // a Sunday
let t: TestApp;
beforeAll(async () => {
  t = await checkoutWorld({ now: () => NOW });
  await merchantKey(t);
  // The rice comes from the shop's first store (the store of STORE_KEY).
  await t.db.storeProduct.updateMany({ where: { storeId: W.s1, productId: W.rice }, data: { stock: 10_000 } });
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.db.store.updateMany({ data: { slotRules: "" } });
  await t.db.slotDay.deleteMany({});
  await t.db.order.updateMany({ where: { preferredSlot: { not: null } }, data: { status: 7 } });
});

const slots = (date = TOMORROW) => api(t).get(`/api/stores/${STORE_KEY}/slots?date=${date}`);
const setRules = (body: Record<string, unknown>) => api(t).put(`/api/stores/${STORE_KEY}/slots`).send(body);

async function order(slot: string, date = TOMORROW) {
  const c = await customer(t);
  await addToCart(t, c.auth, W.rice, 1);
  return {
    c,
    res: await place(t, c.auth, "cashOnDelivery/shop", placeInputs({ deliveryPreferences: { date, slot } })),
  };
}

describe("slot capacity", () => {
  it("no capacity set takes unlimited orders (today's behaviour)", async () => {
    const res = await slots();
    expect(res.status).toBe(200);
    expect(res.body.data.items).toHaveLength(5);
    expect(res.body.data.items[0]).toMatchObject({ slot: "7 AM-10 AM", capacity: null, booked: 0, open: true });
    for (let i = 0; i < 3; i++) expect((await order("7 AM-10 AM")).res.status).toBe(200);
    expect((await slots()).body.data.items[0]).toMatchObject({ booked: 3, open: true });
  });

  it("a full slot answers 409 SLOT_FULL with the next free slot; a rejected order gives its place back", async () => {
    const put = await setRules({ capacity: 2, cutoff_minutes: 60 });
    expect(put.status).toBe(200);
    expect(put.body.data.rules).toMatchObject({ capacity: 2, cutoff_minutes: 60 });
    const first = await order("7 AM-10 AM");
    expect(first.res.status).toBe(200);
    expect((await order("7 AM-10 AM")).res.status).toBe(200);
    const third = await order("7 AM-10 AM");
    expect(third.res.status).toBe(409);
    expect(third.res.body).toMatchObject({ code: "SLOT_FULL" });
    // Today noon: 1 PM-4 PM is within the 60-minute cut-off, 4 PM-7 PM is the next free one.
    expect(third.res.body.next_slot).toEqual({ date: "2026-11-21", slot: "4 PM-7 PM" });
    const list = (await slots()).body.data.items;
    expect(list[0]).toMatchObject({ capacity: 2, booked: 2, open: false, state: "full" });
    expect(list[0].cutoff_at).toBe("2026-11-22T00:30:00.000Z");
    expect(list[1]).toMatchObject({ booked: 0, open: true });

    const placed = await t.db.order.findFirstOrThrow({ where: { userId: first.c.id } });
    const rejected = await api(t)
      .post(`/api/stores/${STORE_KEY}/orders/${placed.id}/reject`)
      .send({ reason: "Too busy" });
    expect(rejected.status).toBe(200);
    expect((await slots()).body.data.items[0]).toMatchObject({ booked: 1, open: true });
    expect((await order("7 AM-10 AM")).res.status).toBe(200);
  });

  it("refuses a slot past its cut-off (SLOT_CLOSED) and marks it so", async () => {
    await setRules({ capacity: null, cutoff_minutes: 120 });
    // Noon: 1 PM-4 PM starts in 60 minutes, inside a 120-minute cut-off.
    const late = await order("1 PM-4 PM", "2026-11-21");
    expect(late.res.status).toBe(409);
    expect(late.res.body).toMatchObject({ code: "SLOT_CLOSED", next_slot: { date: "2026-11-21", slot: "4 PM-7 PM" } });
    const today = (await slots("2026-11-21")).body.data.items;
    expect(today.map((i: { state: string }) => i.state)).toEqual(["cut_off", "cut_off", "cut_off", "open", "open"]);
  });

  it("per-weekday and per-slot overrides, the most specific winning", async () => {
    const put = await setRules({
      capacity: 5,
      cutoff_minutes: 0,
      slots: { "7 PM-10 PM": 1 },
      weekdays: { sun: { capacity: 3, slots: { "10 AM-1 PM": 0 } } },
    });
    expect(put.status).toBe(200);
    const sunday = (await slots()).body.data.items.map((i: { capacity: number }) => i.capacity);
    expect(sunday).toEqual([3, 0, 3, 3, 1]);
    const monday = (await slots("2026-11-23")).body.data.items.map((i: { capacity: number }) => i.capacity);
    expect(monday).toEqual([5, 5, 5, 5, 1]);
    expect((await order("10 AM-1 PM")).res.body.code).toBe("SLOT_FULL");
  });

  it("refuses a capacity below the orders already booked, naming the field, and writes nothing", async () => {
    await setRules({ capacity: 5, cutoff_minutes: 0 });
    for (let i = 0; i < 2; i++) expect((await order("4 PM-7 PM")).res.status).toBe(200);
    const below = await setRules({ capacity: 5, cutoff_minutes: 0, slots: { "4 PM-7 PM": 1 } });
    expect(below.status).toBe(400);
    expect(below.body.errors[0].path).toBe("slots.4 PM-7 PM");
    const all = await setRules({ capacity: 1, cutoff_minutes: 0 });
    expect(all.status).toBe(400);
    expect(all.body.errors[0].path).toBe("capacity");
    expect(JSON.parse((await t.db.store.findUniqueOrThrow({ where: { id: W.s1 } })).slotRules)).toMatchObject({
      capacity: 5,
    });
  });

  it("bad input answers 400, never 500", async () => {
    for (const body of [
      {},
      { capacity: -1, cutoff_minutes: 0 },
      { capacity: 1.5, cutoff_minutes: 0 },
      { capacity: 1, cutoff_minutes: 5000 },
      { capacity: 1, cutoff_minutes: 0, slots: { "6 AM-7 AM": 1 } },
      { capacity: 1, cutoff_minutes: 0, weekdays: { funday: { capacity: 1 } } },
      { capacity: 1, cutoff_minutes: 0, extra: true },
    ]) {
      expect((await setRules(body)).status).toBe(400);
    }
    expect((await slots("2026-13-40")).status).toBe(400);
    expect((await api(t, null).get(`/api/stores/${STORE_KEY}/slots`)).status).toBe(401);
  });

  it("a slot closed by hand takes no orders; the customer's list shows it full", async () => {
    await t.db.slotDay.create({ data: { storeId: W.s1, date: TOMORROW, slot: "1 PM-4 PM", closed: true } });
    expect((await order("1 PM-4 PM")).res.body.code).toBe("SLOT_FULL");
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1);
    const list = await request(t.app.server).get(`/user/order/slots?shop_id=${W.shopA}&date=${TOMORROW}`).set(c.auth);
    expect(list.status).toBe(200);
    expect(list.body.data.items[2]).toMatchObject({ slot: "1 PM-4 PM", open: false, state: "full", closed: true });
    expect(list.body.data.next_free).toEqual({ date: TOMORROW, slot: "7 AM-10 AM" });
  });

  it("10 customers racing for the last place: exactly one order gets it", async () => {
    await setRules({ capacity: 1, cutoff_minutes: 0 });
    const customers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const c = await customer(t);
        await addToCart(t, c.auth, W.rice, 1);
        return c;
      }),
    );
    const answers = await Promise.all(
      customers.map((c) =>
        place(
          t,
          c.auth,
          "cashOnDelivery/shop",
          placeInputs({ deliveryPreferences: { date: TOMORROW, slot: "7 PM-10 PM" } }),
        ),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.code === "SLOT_FULL")).toBe(true);
    const live = await t.db.order.count({
      where: { storeId: W.s1, preferredDate: TOMORROW, preferredSlot: "7 PM-10 PM", status: { notIn: [7, 8, 9] } },
    });
    expect(live).toBe(1);
  });
});
