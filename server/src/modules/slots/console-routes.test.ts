// The store settings' slot panel in the merchant console: each store's rules and its slots today
// and tomorrow, saving capacity and cut-off, closing a slot by hand (both audited), a capacity below
// the bookings refused naming the field, and another merchant's shop answering 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../../testing/app";
import { auditOf, consoleCall, demoWorld, memberAuth } from "../shop-console/test-store-world";
import { indiaDate } from "../../lib/india-time";

let t: TestApp;
let w: Awaited<ReturnType<typeof demoWorld>>;
let call: ReturnType<typeof consoleCall>;

beforeAll(async () => {
  t = await testApp({ seeded: true });
  w = await demoWorld(t.db);
  call = consoleCall(t.app, (await memberAuth(t.app, t.db, w.merchantId, "manager")).auth);
});
afterAll(async () => t.close());

describe("console slots", () => {
  it("shows each store's slots today and tomorrow, saves rules and closes a slot, audited", async () => {
    const tomorrow = indiaDate(Date.now() + 86_400_000);
    const saved = await call
      .put(`/settings/${w.shopId}/slots/${w.store.id}`)
      .send({ capacity: 12, cutoff_minutes: 30 });
    expect(saved.status).toBe(200);
    const closed = await call
      .put(`/settings/${w.shopId}/slots/${w.store.id}/close`)
      .send({ date: tomorrow, slot: "7 AM-10 AM", closed: true });
    expect(closed.status).toBe(200);

    const panel = await call.get(`/settings/${w.shopId}/slots`);
    expect(panel.status).toBe(200);
    const store = panel.body.data.stores.find((s: { store_id: string }) => s.store_id === w.store.id);
    expect(store.rules).toMatchObject({ capacity: 12, cutoff_minutes: 30 });
    expect(store.today.items).toHaveLength(5);
    expect(store.tomorrow.date).toBe(tomorrow);
    expect(store.tomorrow.items[0]).toMatchObject({ slot: "7 AM-10 AM", capacity: 0, closed: true, open: false });
    expect(store.tomorrow.items[1]).toMatchObject({ capacity: 12, closed: false });

    const actions = (await auditOf(t.db, w.merchantId)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["store.slots", "slot.close"]));
  });

  it("refuses a capacity below the bookings, naming the field", async () => {
    const tomorrow = indiaDate(Date.now() + 86_400_000);
    const order = await t.db.order.findFirstOrThrow({ where: { storeId: w.store.id } });
    await t.db.order.update({
      where: { id: order.id },
      data: { status: 1, preferredDate: tomorrow, preferredSlot: "4 PM-7 PM" },
    });
    const res = await call
      .put(`/settings/${w.shopId}/slots/${w.store.id}`)
      .send({ capacity: 12, cutoff_minutes: 0, slots: { "4 PM-7 PM": 0 } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe("slots.4 PM-7 PM");
  });

  it("another merchant's shop and store answer 404", async () => {
    expect((await call.get(`/settings/${w.other.shop.id}/slots`)).status).toBe(404);
    const put = await call.put(`/settings/${w.shopId}/slots/${w.other.id}`).send({ capacity: 1, cutoff_minutes: 0 });
    expect(put.status).toBe(404);
  });
});
