// Arrival promised: the payment step's pricing answers when a delivery by the shop will arrive, and
// placing the order keeps that promise on the order (Order.promisedAt) on all three payment paths.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/app";
import { credit } from "../../lib/wallet";
import { addToCart, checkoutWorld, customer, payOnline, paymentOrder, place, placeInputs, W } from "./test-helpers";

const NOW = new Date("2026-11-21T06:30:00Z"); // 12:00 noon in India
/** About 3.0 km north of store 1 (Koramangala), where the rice is. */
const HOME = { lat: W.near.lat + 0.027, lng: W.near.lng };
/** 15 min preparation + ~3.0 km at 15 km/h (~12 min), up to the next minute. */
const PROMISED = "2026-11-21T06:58:00.000Z";

let t: TestApp;
beforeAll(async () => {
  t = await checkoutWorld({ now: () => NOW });
  await t.db.storeProduct.update({
    where: { storeId_productId: { storeId: W.s1, productId: W.rice } },
    data: { stock: 1000 },
  });
});
afterAll(async () => t.close());

const at = (inputs: Record<string, unknown> = {}) =>
  placeInputs({ deliveryLocation: { type: "Point", coordinates: [HOME.lng, HOME.lat] }, ...inputs });
const lastOrder = (userId: string) => t.db.order.findFirstOrThrow({ where: { userId } });
const where = { delivery_location: HOME };

async function shopper() {
  const c = await customer(t);
  await addToCart(t, c.auth, W.rice, 1);
  return c;
}

describe("the arrival promised before placing", () => {
  it("is answered with the payment step's pricing, from the shop's settings", async () => {
    const c = await shopper();
    const res = await paymentOrder(t, c.auth, { delivery_type: 1, payment_mode: "cod", ...where });
    expect(res.status).toBe(200);
    expect(res.body.data.arrival_at).toBe(PROMISED);
    await t.db.shop.update({ where: { id: W.shopA }, data: { prepMinutes: 5, deliverySpeedKmh: 30 } });
    try {
      const faster = await paymentOrder(t, c.auth, { delivery_type: 1, payment_mode: "cod", ...where });
      expect(faster.body.data.arrival_at).toBe("2026-11-21T06:42:00.000Z"); // 5 min + ~6 min
    } finally {
      await t.db.shop.update({ where: { id: W.shopA }, data: { prepMinutes: 15, deliverySpeedKmh: 15 } });
    }
  });

  it("is the chosen slot's end, and ignores a slot already past", async () => {
    const c = await shopper();
    const slot = await paymentOrder(t, c.auth, {
      delivery_type: 1,
      payment_mode: "cod",
      ...where,
      delivery_preferences: { date: "2026-11-21", slot: "4 PM-7 PM" },
    });
    expect(slot.body.data.arrival_at).toBe("2026-11-21T13:30:00.000Z"); // 7 PM India time
    const past = await paymentOrder(t, c.auth, {
      delivery_type: 1,
      payment_mode: "cod",
      ...where,
      delivery_preferences: { date: "2026-11-21", slot: "7 AM-10 AM" },
    });
    expect(past.status).toBe(200);
    expect(past.body.data.arrival_at).toBe(PROMISED);
  });

  it("is null for self pickup or without a location", async () => {
    const c = await shopper();
    const pickup = await paymentOrder(t, c.auth, { delivery_type: 3, payment_mode: "cod", ...where });
    expect(pickup.body.data.arrival_at).toBeNull();
    const nowhere = await paymentOrder(t, c.auth, { delivery_type: 1, payment_mode: "cod" });
    expect(nowhere.body.data.arrival_at).toBeNull();
  });

  it("refuses a location that is not one", async () => {
    const c = await shopper();
    const res = await paymentOrder(t, c.auth, { delivery_type: 1, delivery_location: { lat: 200, lng: "x" } });
    expect(res.status).toBe(400); // the body's validation answer, as for every field of this body
    expect(res.body.success).toBe(false);
  });
});

describe("the promise kept on the order", () => {
  it("cash on delivery", async () => {
    const c = await shopper();
    expect((await place(t, c.auth, "cashOnDelivery/shop", at())).status).toBe(200);
    expect((await lastOrder(c.id)).promisedAt?.toISOString()).toBe(PROMISED);
  });

  it("online", async () => {
    const c = await shopper();
    const { po, payment } = await payOnline(t, c.auth, { delivery_type: 1, ...where });
    expect(po.arrival_at).toBe(PROMISED);
    expect((await place(t, c.auth, "online/shop", at({ payment }))).status).toBe(200);
    expect((await lastOrder(c.id)).promisedAt?.toISOString()).toBe(PROMISED);
  });

  it("Galli Cash", async () => {
    const c = await shopper();
    await t.db.$transaction((tx) => credit(tx, { userId: c.id, amount: 50000, kind: "adjustment", refId: `t-${c.id}` }));
    const d = (await paymentOrder(t, c.auth, { is_bfcash: true, delivery_type: 1, ...where })).body.data;
    const inputs = at({ is_bfcash: true, payment: { txnid: d.transaction_id, hash: d.hash } });
    expect((await place(t, c.auth, "online/bfcash", inputs)).status).toBe(200);
    expect((await lastOrder(c.id)).promisedAt?.toISOString()).toBe(PROMISED);
  });

  it("with a slot, its end; self pickup promises nothing", async () => {
    const c = await shopper();
    const slot = at({ deliveryPreferences: { date: "2026-11-22", slot: "10 AM-1 PM" } });
    expect((await place(t, c.auth, "cashOnDelivery/shop", slot)).status).toBe(200);
    expect((await lastOrder(c.id)).promisedAt?.toISOString()).toBe("2026-11-22T07:30:00.000Z");
    const d = await shopper();
    const pickup = at({ is_shop_delivery: false, deliveryAddress: undefined });
    expect((await place(t, d.auth, "cashOnDelivery/takeaway", pickup)).status).toBe(200);
    expect((await lastOrder(d.id)).promisedAt).toBeNull();
  });
});
