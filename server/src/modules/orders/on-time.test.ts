// Arrival measured: each shop's on-time share and median delay of the last 7 India days, on the
// merchant dashboard and the ops console's shops; and Track Order's expected arrival from the last
// position at the shop's own delivery speed.
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/app";
import { checkoutWorld, W } from "../checkout/test-helpers";
import { placeCodOrder } from "../shop-orders-api/test-helpers";
import { consoleApi, staffSession } from "../shop-console/orders-test-helpers";
import { createOps, opsAuth } from "../ops/test-helpers";
import { onTimeByShop } from "./on-time";

const NOW = new Date("2026-12-21T06:30:00Z"); // 12:00 noon in India, Monday 21 December
const MIN = 60_000;
let t: TestApp;

beforeAll(async () => {
  t = await checkoutWorld({ now: () => NOW, env: { RATE_LIMITS: "false" } });
});
afterAll(async () => t.close());

/** A placed order of shop A made delivered `delay` minutes after its promise, promised at `promised`. */
async function delivered(promised: Date, delay: number | null) {
  const { order } = await placeCodOrder(t);
  await t.db.order.update({
    where: { id: order.id },
    data: {
      status: 5,
      promisedAt: delay === null ? null : promised,
      deliveredAt: new Date(promised.getTime() + (delay ?? 0) * MIN),
    },
  });
  return order;
}

describe("on time and the median delay", () => {
  it("counts the delivered orders of the last 7 India days that carried a promise", async () => {
    const yesterday = new Date("2026-12-20T10:00:00Z");
    for (const delay of [-5, 0, 10, 20]) await delivered(yesterday, delay);
    // The first India day of the seven (Tuesday 15 December) counts, the day before does not.
    await delivered(new Date("2026-12-14T18:40:00Z"), 1); // 00:10 on the 15th in India: counts, late
    await delivered(new Date("2026-12-14T18:20:00Z"), 30); // 23:50 on the 14th: delivered 00:20 on the 15th
    await delivered(new Date("2026-12-14T17:00:00Z"), 60); // delivered 23:30 on the 14th: too old
    await delivered(yesterday, null); // no promise (placed before promises were kept)
    const figures = (await onTimeByShop(t.db, [W.shopA, W.shopB], NOW)).get(W.shopA);
    // Delays -5, 0, 1, 10, 20, 30: two on time of six, median (1 + 10) / 2 = 5.5 -> 6 minutes.
    expect(figures).toEqual({ delivered: 6, on_time_share: 0.33, median_delay_minutes: 6 });
    expect((await onTimeByShop(t.db, [W.shopB], NOW)).get(W.shopB)).toEqual({
      delivered: 0,
      on_time_share: null,
      median_delay_minutes: null,
    });
  });

  it("are on the merchant dashboard and the ops console's shops", async () => {
    const me = await staffSession(t);
    const dash = await consoleApi(t, me.auth).get("/dashboard");
    expect(dash.status).toBe(200);
    const shop = dash.body.data.shops.find((s: { shop_id: string }) => s.shop_id === W.shopA);
    expect(shop.on_time).toEqual({ delivered: 6, on_time_share: 0.33, median_delay_minutes: 6 });

    const ops = await createOps(t.db, { role: "admin", name: "Arrival admin" });
    const auth = await opsAuth(t.app, t.db, ops.opsId);
    // The session outlives the test's clock (three weeks ahead of the wall clock).
    await t.db.opsSession.updateMany({ where: { opsId: ops.opsId }, data: { expiresAt: new Date(NOW.getTime() + 3_600_000) } });
    const list = await request(t.app.server).get("/ops/api/shops").set(auth);
    expect(list.status).toBe(200);
    const row = list.body.data.items.find((s: { id: string }) => s.id === W.shopA);
    expect(row.on_time).toEqual({ delivered: 6, on_time_share: 0.33, median_delay_minutes: 6 });
    const other = list.body.data.items.find((s: { id: string }) => s.id === W.shopB);
    expect(other.on_time).toEqual({ delivered: 0, on_time_share: null, median_delay_minutes: null });
  });
});

describe("Track Order's expected arrival", () => {
  it("is the remaining distance from the last position over the shop's delivery speed", async () => {
    const { order, customer } = await placeCodOrder(t);
    // ~3.0 km from the address (0.027 degrees of latitude), the last position 2 minutes old.
    await t.db.order.update({
      where: { id: order.id },
      data: {
        status: 4,
        deliveryState: "Order-picked-up",
        positionLat: order.lat + 0.027,
        positionLng: order.lng,
        positionAt: new Date(NOW.getTime() - 2 * MIN),
      },
    });
    const track = () =>
      request(t.app.server).post("/user/order/track/details").set(customer.auth).send({ _id: order.id });
    const at15 = await track();
    expect(at15.status).toBe(200);
    // 06:28 + ~12.01 minutes at 15 km/h, up to the minute.
    expect(at15.body.data.order.delivery.eta).toEqual({
      promised_at: order.promisedAt!.toISOString(),
      expected_at: "2026-12-21T06:41:00.000Z",
    });
    await t.db.shop.update({ where: { id: W.shopA }, data: { deliverySpeedKmh: 30 } });
    try {
      expect((await track()).body.data.order.delivery.eta.expected_at).toBe("2026-12-21T06:35:00.000Z");
    } finally {
      await t.db.shop.update({ where: { id: W.shopA }, data: { deliverySpeedKmh: 15 } });
    }
  });
});
