// Store settings in the console: read, save, refuse bad values naming the field, the closure
// switch closes the shop's tile for customers at once, audited, another shop's is 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { guestAuth, testApp, type TestApp } from "../../testing/app";
import type { StoreSettingsBody } from "../../contract/console-settings";
import { SETTINGS_MESSAGES, SETTINGS_MESSAGES_HI } from "../../contract/console-settings";
import { auditOf, consoleCall, demoWorld, memberAuth } from "./test-store-world";
import { destination } from "../shops/test-fixtures";
import { distanceMeters, type LatLng } from "../../lib/geo";

let t: TestApp;
let w: Awaited<ReturnType<typeof demoWorld>>;
let call: ReturnType<typeof consoleCall>;
// The real clock (console sessions are checked against it), or a fixed instant for the hours.
let fixed: Date | null = null;

const week = (from: string, to: string) => [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open: day !== 0, from, to }));
const good: StoreSettingsBody = {
  weekly_hours: week("09:00", "21:00"),
  holidays: ["2026-12-25"],
  temporarily_closed: false,
  delivery_radius_km: 4.5,
  delivery_hours: { from: "09:30", to: "20:30" },
  delivery_types: { by_shop: true, pickup: false },
  cod: { enabled: true, limit: 2000 },
  features: { notes: true, upload: false },
  local_delivery: { duration: 30, unit: "minutes" },
  other_delivery: { duration: 3, unit: "days" },
};

beforeAll(async () => {
  t = await testApp({ seeded: true, now: () => fixed ?? new Date() });
  w = await demoWorld(t.db);
  call = consoleCall(t.app, (await memberAuth(t.app, t.db, w.merchantId, "manager")).auth);
});
afterAll(async () => t.close());

/** The customer's tile of the demo shop, from the shops near its first store. */
async function customerTile() {
  const store = await t.db.store.findUniqueOrThrow({ where: { id: w.store.id } });
  const shop = await t.db.shop.findUniqueOrThrow({ where: { id: w.shopId } });
  const at = { type: "Point", coordinates: [store.lng, store.lat] };
  const path =
    shop.shopGroup === "private" ? "/user/category/v2/view/location/private" : "/user/category/view/location";
  const body = {
    searchLocation: at,
    deliveryLocation: at,
    maxDistance: 2000,
    ...(shop.shopGroup === "private" ? {} : { type: shop.shopGroup === "branded" ? 2 : 1 }),
  };
  const res = await request(t.app.server).post(path).set(guestAuth(t.app)).send(body);
  expect(res.status).toBe(200);
  const tile = res.body.data.shops.find((s: { _id: string }) => s._id === w.shopId);
  expect(tile).toBeTruthy();
  return shop.shopGroup === "private" ? tile.is_open || tile.private_is_open : tile.is_open;
}

describe("GET /merchant/api/settings", () => {
  it("answers the merchant's shops only", async () => {
    const res = await call.get("/settings");
    expect(res.status).toBe(200);
    const own = await t.db.shop.findMany({
      where: { merchantId: w.merchantId },
      select: { id: true },
      orderBy: { id: "asc" },
    });
    expect(res.body.data.map((s: { shop_id: string }) => s.shop_id)).toEqual(own.map((s) => s.id));
    expect(res.body.data.map((s: { shop_id: string }) => s.shop_id)).not.toContain(w.other.shop.id);
    expect(res.body.data.find((s: { shop_id: string }) => s.shop_id === w.shopId)).toMatchObject({
      temporarily_closed: false,
      weekly_hours: [],
      delivery_types: { by_shop: true },
    });
    const one = await call.get(`/settings/${w.shopId}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({
      shop_id: w.shopId,
      delivery_radius_km: 10,
      delivery_types: { by_shop: true },
    });
    expect((await call.get(`/settings/${w.other.shop.id}`)).status).toBe(404);
  });
});

describe("PUT /merchant/api/settings/:shop_id", () => {
  it("saves every setting, answers them back and audits before and after", async () => {
    const res = await call.put(`/settings/${w.shopId}`, good);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject(good);
    const shop = await t.db.shop.findUniqueOrThrow({ where: { id: w.shopId } });
    expect(shop).toMatchObject({
      deliveryRadiusM: 4500,
      selfPickup: false,
      isCodLimit: true,
      codLimitType: "limit",
      codLimit: 200_000,
      featureUpload: false,
      deliveryLocalFrom: 570,
      deliveryLocalTo: 1230,
      deliveryLocalDuration: 30,
      deliveryOtherUnit: "days",
    });
    const [entry] = await auditOf(t.db, w.merchantId);
    expect(entry).toMatchObject({ action: "store.settings", entity: "shop", entityId: w.shopId });
    expect(JSON.parse(entry.after!)).toMatchObject({ delivery_radius_km: 4.5 });
  });

  it("refuses bad values with the field named", async () => {
    const cases: [Partial<StoreSettingsBody> | Record<string, unknown>, string, string][] = [
      // Sunday (0) is closed, so its hours are not checked against each other: Monday's are.
      [{ weekly_hours: week("21:00", "09:00") }, "weekly_hours.1.to", SETTINGS_MESSAGES.closeBeforeOpen],
      [{ weekly_hours: week("9am", "21:00") }, "weekly_hours.0.from", SETTINGS_MESSAGES.time],
      [{ weekly_hours: week("09:00", "21:00").slice(0, 5) }, "weekly_hours", SETTINGS_MESSAGES.weekdays],
      [{ delivery_radius_km: -2 }, "delivery_radius_km", SETTINGS_MESSAGES.radiusPositive],
      [{ delivery_radius_km: 0 }, "delivery_radius_km", SETTINGS_MESSAGES.radiusPositive],
      [{ delivery_radius_km: 50 }, "delivery_radius_km", SETTINGS_MESSAGES.radiusMax],
      [{ delivery_hours: { from: "20:00", to: "08:00" } }, "delivery_hours.to", SETTINGS_MESSAGES.closeBeforeOpen],
      [{ holidays: ["2026-02-30"] }, "holidays.0", SETTINGS_MESSAGES.date],
      [{ holidays: ["2026-12-25", "2026-12-25"] }, "holidays", SETTINGS_MESSAGES.holidaysRepeat],
      [{ cod: { enabled: true, limit: -5 } }, "cod.limit", SETTINGS_MESSAGES.codLimit],
      [{ local_delivery: { duration: 0, unit: "minutes" } }, "local_delivery.duration", SETTINGS_MESSAGES.duration],
      [{ delivery_types: { by_shop: false, pickup: true } }, "delivery_types.by_shop", SETTINGS_MESSAGES.deliveryType],
    ];
    for (const [patch, path, message] of cases) {
      const res = await call.put(`/settings/${w.shopId}`, { ...good, ...patch });
      expect(res.status, path).toBe(400);
      expect(res.body).toMatchObject({ code: "VALIDATION_FAILED", message });
      expect(res.body.errors[0]).toEqual({ path, message });
    }
    const { delivery_radius_km: _r, ...missing } = good;
    expect((await call.put(`/settings/${w.shopId}`, missing)).body.errors[0].path).toBe("delivery_radius_km");
  });

  it("answers the field's message in Hindi for a Hindi request", async () => {
    const res = await call
      .put(`/settings/${w.shopId}`, { ...good, delivery_radius_km: -1 })
      .set("accept-language", "hi");
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe("delivery_radius_km");
    expect(res.body.message).toMatch(/[\u0900-\u097F]/);
  });

  it("answers 404 for another merchant's shop and changes nothing there", async () => {
    const before = await t.db.shop.findUniqueOrThrow({ where: { id: w.other.shop.id } });
    const res = await call.put(`/settings/${w.other.shop.id}`, good);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("SHOP_NOT_FOUND");
    expect(await t.db.shop.findUniqueOrThrow({ where: { id: w.other.shop.id } })).toEqual(before);
  });
});

describe("the closure switch and the customer's tile", () => {
  it("closes the shop's tile at once and opens it again", async () => {
    // No hours or holidays: open at any time of the real clock.
    expect((await call.put(`/settings/${w.shopId}`, { ...good, weekly_hours: [], holidays: [] })).status).toBe(200);
    expect(await customerTile()).toBe(true);
    const closed = await call.put(`/settings/${w.shopId}/closure`, { temporarily_closed: true });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ temporarily_closed: true, open_now: false });
    expect(await customerTile()).toBe(false);
    expect((await auditOf(t.db, w.merchantId))[0].action).toBe("store.close");
    await call.put(`/settings/${w.shopId}/closure`, { temporarily_closed: false });
    expect(await customerTile()).toBe(true);
  });

  it("shows the tile closed outside the saved hours and on a holiday", async () => {
    expect((await call.put(`/settings/${w.shopId}`, good)).status).toBe(200);
    try {
      fixed = new Date("2026-11-30T12:00:00+05:30"); // a Monday, noon in India
      expect(await customerTile()).toBe(true);
      fixed = new Date("2026-11-30T22:00:00+05:30");
      expect(await customerTile()).toBe(false);
      fixed = new Date("2026-11-29T12:00:00+05:30"); // Sunday: closed all day
      expect(await customerTile()).toBe(false);
      fixed = new Date("2026-12-25T12:00:00+05:30"); // the holiday
      expect(await customerTile()).toBe(false);
      fixed = new Date("2026-12-24T12:00:00+05:30");
      expect(await customerTile()).toBe(true);
    } finally {
      fixed = null;
    }
    expect((await call.put(`/settings/${w.shopId}`, { ...good, weekly_hours: [], holidays: [] })).status).toBe(200);
  });

  it("is refused to roles without the settings privilege", async () => {
    for (const role of ["staff", "supervisor", "accounts", "delivery"] as const) {
      const c = consoleCall(t.app, (await memberAuth(t.app, t.db, w.merchantId, role)).auth);
      expect((await c.get("/settings")).status, role).toBe(403);
      expect((await c.put(`/settings/${w.shopId}/closure`, { temporarily_closed: true })).status, role).toBe(403);
    }
    expect((await t.db.shop.findUniqueOrThrow({ where: { id: w.shopId } })).temporarilyClosed).toBe(false);
  });
});

describe("the delivery radius", () => {
  it("decides where customers see the shop and where it delivers, at once", async () => {
    const shop = await t.db.shop.findUniqueOrThrow({ where: { id: w.shopId }, include: { stores: true } });
    // A point 2.5 km from the first store and at least 2 km from every store of the shop.
    const first = shop.stores.find((s) => s.id === w.store.id)!;
    const at = [0, 45, 90, 135, 180, 225, 270, 315]
      .map((bearing) => destination(first, bearing, 2500))
      .find((p: LatLng) => shop.stores.every((s) => distanceMeters(s, p) >= 2000));
    expect(at).toBeTruthy();
    const point = { type: "Point", coordinates: [at!.lng, at!.lat] };
    const listed = async () => {
      const res = await request(t.app.server)
        .post("/user/category/view/location")
        .set(guestAuth(t.app))
        .send({
          searchLocation: point,
          deliveryLocation: point,
          maxDistance: 5000,
          type: shop.shopGroup === "branded" ? 2 : 1,
        });
      expect(res.status).toBe(200);
      return res.body.data.shops.some((s: { _id: string }) => s._id === w.shopId);
    };
    expect(shop.shopGroup).not.toBe("private");
    expect(await listed()).toBe(true);
    expect(
      (await call.put(`/settings/${w.shopId}`, { ...good, weekly_hours: [], holidays: [], delivery_radius_km: 1.5 }))
        .status,
    ).toBe(200);
    try {
      expect(await listed()).toBe(false);
    } finally {
      expect(
        (await call.put(`/settings/${w.shopId}`, { ...good, weekly_hours: [], holidays: [], delivery_radius_km: 10 }))
          .status,
      ).toBe(200);
    }
    expect(await listed()).toBe(true);
  });
});

describe("the free-delivery amount", () => {
  const shopRule = async () => (await t.db.shop.findUniqueOrThrow({ where: { id: w.shopId } })).freeDeliveryFrom;
  // A member of its own: console writes are limited per staff token, and the tests above used many.
  beforeAll(async () => {
    call = consoleCall(t.app, (await memberAuth(t.app, t.db, w.merchantId, "manager")).auth);
  });

  it("is saved in rupees, kept when a save leaves it out, and cleared by null or 0", async () => {
    // The demo shop delivers free from ₹199 (the seed).
    expect((await call.get(`/settings/${w.shopId}`)).body.data.free_delivery_from).toBe(199);
    const saved = await call.put(`/settings/${w.shopId}`, { ...good, free_delivery_from: 249.5 });
    expect(saved.status).toBe(200);
    expect(saved.body.data.free_delivery_from).toBe(249.5);
    expect(await shopRule()).toBe(24950);
    expect((await call.put(`/settings/${w.shopId}`, good)).body.data.free_delivery_from).toBe(249.5);
    expect(
      (await call.put(`/settings/${w.shopId}`, { ...good, free_delivery_from: null })).body.data.free_delivery_from,
    ).toBeNull();
    expect(await shopRule()).toBe(0);
    await call.put(`/settings/${w.shopId}`, { ...good, free_delivery_from: 120 });
    expect(
      (await call.put(`/settings/${w.shopId}`, { ...good, free_delivery_from: 0 })).body.data.free_delivery_from,
    ).toBeNull();
    expect(await shopRule()).toBe(0);
    const [entry] = await auditOf(t.db, w.merchantId);
    expect(JSON.parse(entry.before!)).toMatchObject({ free_delivery_from: 120 });
    await call.put(`/settings/${w.shopId}`, { ...good, free_delivery_from: 199 });
  });

  it("refuses a negative, too large or non-numeric amount with the field named, in English and Hindi", async () => {
    const cases: [unknown, string][] = [
      [-1, SETTINGS_MESSAGES.freeDeliveryMin],
      [100_001, SETTINGS_MESSAGES.freeDeliveryMax],
      ["199", SETTINGS_MESSAGES.freeDeliveryNumber],
    ];
    for (const [value, message] of cases) {
      const res = await call.put(`/settings/${w.shopId}`, { ...good, free_delivery_from: value });
      expect(res.status, String(value)).toBe(400);
      expect(res.body.errors[0]).toEqual({ path: "free_delivery_from", message });
    }
    const hindi = await call
      .put(`/settings/${w.shopId}`, { ...good, free_delivery_from: -1 })
      .set("accept-language", "hi");
    expect(hindi.status).toBe(400);
    expect(hindi.body.errors[0]).toEqual({ path: "free_delivery_from", message: SETTINGS_MESSAGES_HI.freeDeliveryMin });
    expect(await shopRule()).toBe(19900);
  });
});

describe("the arrival a shop promises", () => {
  const arrivalOf = () =>
    t.db.shop.findUniqueOrThrow({ where: { id: w.shopId }, select: { prepMinutes: true, deliverySpeedKmh: true } });

  it("has a kirana's defaults, is saved, and is kept when a save leaves it out", async () => {
    expect((await call.get(`/settings/${w.shopId}`)).body.data.arrival).toEqual({ prep_minutes: 15, speed_kmh: 15 });
    const saved = await call.put(`/settings/${w.shopId}`, { ...good, arrival: { prep_minutes: 20, speed_kmh: 25 } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.arrival).toEqual({ prep_minutes: 20, speed_kmh: 25 });
    expect(await arrivalOf()).toEqual({ prepMinutes: 20, deliverySpeedKmh: 25 });
    expect((await call.put(`/settings/${w.shopId}`, good)).body.data.arrival).toEqual({ prep_minutes: 20, speed_kmh: 25 });
    await call.put(`/settings/${w.shopId}`, { ...good, arrival: { prep_minutes: 15, speed_kmh: 15 } });
  });

  it("refuses a time or speed out of range, or not whole, with the field named, in English and Hindi", async () => {
    const cases: [object, string, string][] = [
      [{ prep_minutes: -1, speed_kmh: 15 }, "arrival.prep_minutes", SETTINGS_MESSAGES.prepMinutes],
      [{ prep_minutes: 241, speed_kmh: 15 }, "arrival.prep_minutes", SETTINGS_MESSAGES.prepMinutes],
      [{ prep_minutes: 15, speed_kmh: 4 }, "arrival.speed_kmh", SETTINGS_MESSAGES.speed],
      [{ prep_minutes: 15, speed_kmh: 12.5 }, "arrival.speed_kmh", SETTINGS_MESSAGES.speed],
      [{ prep_minutes: 15, speed_kmh: "fast" }, "arrival.speed_kmh", SETTINGS_MESSAGES.speed],
    ];
    for (const [arrival, path, message] of cases) {
      const res = await call.put(`/settings/${w.shopId}`, { ...good, arrival });
      expect(res.status, JSON.stringify(arrival)).toBe(400);
      expect(res.body.errors[0]).toEqual({ path, message });
    }
    const hindi = await call
      .put(`/settings/${w.shopId}`, { ...good, arrival: { prep_minutes: 15, speed_kmh: 99 } })
      .set("accept-language", "hi");
    expect(hindi.body.errors[0]).toEqual({ path: "arrival.speed_kmh", message: SETTINGS_MESSAGES_HI.speed });
    expect(await arrivalOf()).toEqual({ prepMinutes: 15, deliverySpeedKmh: 15 });
  });
});

describe("the orders a shop takes per hour for immediate delivery", () => {
  const capOf = async () =>
    (await t.db.shop.findUniqueOrThrow({ where: { id: w.shopId }, select: { ordersPerHour: true } })).ordersPerHour;

  it("has no limit by default, is saved and cleared, and is kept when a save leaves it out", async () => {
    expect((await call.get(`/settings/${w.shopId}`)).body.data.orders_per_hour).toBeNull();
    const saved = await call.put(`/settings/${w.shopId}`, { ...good, orders_per_hour: 12 });
    expect(saved.status).toBe(200);
    expect(saved.body.data.orders_per_hour).toBe(12);
    expect(await capOf()).toBe(12);
    expect((await call.put(`/settings/${w.shopId}`, good)).body.data.orders_per_hour).toBe(12);
    expect((await call.put(`/settings/${w.shopId}`, { ...good, orders_per_hour: null })).body.data.orders_per_hour).toBeNull();
    expect(await capOf()).toBeNull();
  });

  it("refuses 0, over 500, a fraction or text with the field named, in English and Hindi", async () => {
    for (const bad of [0, 501, 2.5, "ten", -3]) {
      const res = await call.put(`/settings/${w.shopId}`, { ...good, orders_per_hour: bad });
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.errors[0]).toEqual({ path: "orders_per_hour", message: SETTINGS_MESSAGES.ordersPerHour });
    }
    const hindi = await call.put(`/settings/${w.shopId}`, { ...good, orders_per_hour: 0 }).set("accept-language", "hi");
    expect(hindi.body.errors[0]).toEqual({ path: "orders_per_hour", message: SETTINGS_MESSAGES_HI.ordersPerHour });
    expect(await capOf()).toBeNull();
  });
});
