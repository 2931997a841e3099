import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { customerAuth, guestAuth, testApp, type TestApp } from "../../testing/app";
import { KORAMANGALA, destination, merchant, point, shopWithStores } from "./test-fixtures";

let t: TestApp;
let auth: Record<string, string>;
const ids: Record<string, string> = {};
const storeIds: Record<string, string[]> = {};
const NOW = new Date("2026-11-21T06:00:00Z");
const DAY = 86_400_000;

const body = (km: number, extra: Record<string, unknown> = {}) => ({
  searchLocation: point(KORAMANGALA),
  deliveryLocation: point(destination(KORAMANGALA, 0, 300)),
  maxDistance: km * 1000,
  ...extra,
});

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  auth = guestAuth(t.app);
  const m = await merchant(t.db);
  const specs = [
    { key: "P1", name: "Near Kirana", group: "public", stores: [[0, 500]] },
    { key: "P2", name: "East Mart", group: "public", stores: [[90, 2500]] },
    { key: "P3", name: "South Stores", group: "public", stores: [[180, 4900]] },
    { key: "P4", name: "West Bazaar", group: "public", stores: [[270, 5100]] },
    { key: "P5", name: "Far Market", group: "public", stores: [[45, 12000]] },
    {
      key: "P6",
      name: "Two Branch Foods",
      group: "public",
      stores: [
        [135, 20000],
        [200, 3000],
      ],
    },
    {
      key: "V1",
      name: "Open Private",
      group: "private",
      stores: [[10, 1000]],
      uniqueId: "open-private",
      privateIsOpen: true,
    },
    {
      key: "V2",
      name: "Closed Private",
      group: "private",
      stores: [[20, 2000]],
      uniqueId: "closed-private",
      isOpen: false,
    },
    { key: "V3", name: "Far Private", group: "private", stores: [[30, 7000]], uniqueId: "far-private" },
    { key: "B1", name: "Brand One", group: "branded", stores: [[300, 1500]] },
    { key: "B2", name: "Brand Two", group: "branded", stores: [[310, 8000]] },
    { key: "G1", name: "Global Near", group: "global", stores: [[0, 1000]] },
    {
      key: "G2",
      name: "Global Mid",
      group: "global",
      stores: [
        [90, 30000],
        [0, 900000],
      ],
    },
    { key: "G3", name: "Global Far", group: "global", stores: [[200, 300000]] },
  ] as const;
  for (const s of specs) {
    const { shop, stores } = await shopWithStores(t.db, m.id, {
      ...s,
      stores: s.stores.map((x) => [...x]) as [number, number][],
    });
    ids[s.key] = shop.id;
    storeIds[s.key] = stores.map((x) => x.id);
  }
  const promo = (code: string, shopId: string, data: Record<string, unknown> = {}) =>
    t.db.promo.create({
      data: {
        code,
        title: code,
        shopId,
        expiresAt: new Date(NOW.getTime() + DAY),
        valueType: 1,
        offerType: 2,
        codeValue: 5000,
        ...data,
      },
    });
  await promo("P1PCT", ids.P1, { valueType: 2, codeValue: 20 });
  await promo("P1AMT", ids.P1, { codeValue: 9900 });
  await promo("P2OLD", ids.P2, { expiresAt: new Date(NOW.getTime() - 1000) });
  await promo("P2HIDDEN", ids.P2, { hideFromPublic: true });
  await promo("P3AMT", ids.P3, { codeValue: 5000 });
  const usedUp = await promo("P4USEDUP", ids.P4, { maxLimit: 1 });
  const user = await t.db.user.create({ data: { firstName: "U", lastName: "Sed", mobile: "9876500009" } });
  await t.db.promoRedemption.create({
    data: { promoId: usedUp.id, userId: user.id, checkoutId: "chk-used", amount: 5000 },
  });
});
afterAll(async () => t.close());

const post = (path: string, b: unknown, headers = auth) =>
  request(t.app.server)
    .post(`/user/category${path}`)
    .set(headers)
    .send(b as object);
const names = (res: request.Response) =>
  res.body.data.shops.map((s: { _id: string }) => Object.keys(ids).find((k) => ids[k] === s._id));

describe("POST /user/category/view/location (public and branded)", () => {
  it("lists exactly the public shops with a store within 5 km, nearest first", async () => {
    const res = await post("/view/location", body(5, { type: 1 }));
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(["P1", "P2", "P6", "P3"]);
    expect(res.body.data.count).toBe(4);
    const p6 = res.body.data.shops.find((s: { _id: string }) => s._id === ids.P6);
    expect(p6.stores).toEqual([storeIds.P6[1]]); // only the branch 3 km away serves this search
    expect(p6.distance).toBe(3000);
    expect(res.body.data.storesIds.sort()).toEqual(
      [storeIds.P1[0], storeIds.P2[0], storeIds.P6[1], storeIds.P3[0]].sort(),
    );
  });

  it("widens with the distance: 10 km adds the shop at 5.1 km but not the one at 12 km", async () => {
    expect(names(await post("/view/location", body(10, { type: 1 })))).toEqual(["P1", "P2", "P6", "P3", "P4"]);
    expect(names(await post("/view/location", body(1, { type: 1 })))).toEqual(["P1"]);
  });

  it("lists branded shops for type 2", async () => {
    expect(names(await post("/view/location", body(5, { type: 2 })))).toEqual(["B1"]);
    expect(names(await post("/view/location", body(10, { type: 2 })))).toEqual(["B1", "B2"]);
  });

  it("answers the shop shape: rating, open state, delivery and the best live offer in rupees", async () => {
    const res = await post("/view/location", body(5, { type: 1 }));
    const [p1, p2] = res.body.data.shops;
    expect(p1).toMatchObject({
      _id: ids.P1,
      category_id: ids.P1,
      display_name: "Near Kirana",
      group: "public",
      store_id: storeIds.P1[0],
      distance: 500,
      delivery_distance: 200,
      store_rating: { avg_rating: 4.3, count: 8 },
      is_open: true,
      private: null,
      promoid_obj: { shop_unique_id: null },
      offer: { value_type: 2, code_value: 20 },
      delivery: { local: { delivery_max_hours: 0, delivery_max_minutes: 45 } },
      delivery_local_duration: 45,
      delivery_local_duration_unit: "minutes",
    });
    expect(p2.offer).toBeNull(); // its promos are expired or hidden
    const p3 = res.body.data.shops.find((s: { _id: string }) => s._id === ids.P3);
    expect(p3.offer).toEqual({ value_type: 1, code_value: 50 });
    const wide = await post("/view/location", body(10, { type: 1 }));
    const p4 = wide.body.data.shops.find((s: { _id: string }) => s._id === ids.P4);
    expect(p4.offer).toBeNull(); // its only promo is used up
  });

  it("lists a shop only where its own delivery radius reaches, whatever maxDistance", async () => {
    await t.db.shop.update({ where: { id: ids.P2 }, data: { deliveryRadiusM: 2000 } }); // its store is 2.5 km away
    try {
      expect(names(await post("/view/location", body(5, { type: 1 })))).toEqual(["P1", "P6", "P3"]);
      // From its own doorstep it is listed again.
      const there = { ...body(5, { type: 1 }), searchLocation: point(destination(KORAMANGALA, 90, 2000)) };
      expect(names(await post("/view/location", there))).toContain("P2");
    } finally {
      await t.db.shop.update({ where: { id: ids.P2 }, data: { deliveryRadiusM: 10_000 } });
    }
    expect(names(await post("/view/location", body(5, { type: 1 })))).toEqual(["P1", "P2", "P6", "P3"]);
  });
});

describe("POST /user/category/v2/view/location/private", () => {
  it("lists private shops in range with their open flags and unique ids", async () => {
    const res = await post("/v2/view/location/private", body(5));
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(["V1", "V2"]);
    const [open, closed] = res.body.data.shops;
    expect(open).toMatchObject({
      is_open: true,
      private_is_open: true,
      promoid_obj: { shop_unique_id: "open-private" },
    });
    expect(open.private).toEqual({ icon: open.image });
    expect(closed).toMatchObject({
      is_open: false,
      private_is_open: false,
      promoid_obj: { shop_unique_id: "closed-private" },
    });
    expect(names(await post("/v2/view/location/private", body(10)))).toEqual(["V1", "V2", "V3"]);
  });

  it("works for a logged-in customer too", async () => {
    const user = await t.db.user.create({ data: { firstName: "A", lastName: "B", mobile: "9876500001" } });
    const res = await post("/v2/view/location/private", body(5), customerAuth(t.app, user.id));
    expect(res.status).toBe(200);
  });
});

describe("POST /user/category/view/location/global", () => {
  it("lists every global shop nearest first, whatever the radius, with all its stores", async () => {
    const res = await post("/view/location/global", body(1));
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(["G1", "G2", "G3"]);
    expect(res.body.data.count).toBe(3);
    const g2 = res.body.data.shops[1];
    expect(g2.stores).toEqual(storeIds.G2);
    expect(g2.distance).toBe(30000);
    expect(names(await post("/view/location/global", body(10)))).toEqual(["G1", "G2", "G3"]);
  });
});

describe("bad input", () => {
  const cases: [string, unknown, string][] = [
    [
      "a missing search location",
      { deliveryLocation: point(KORAMANGALA), maxDistance: 5000 },
      "searchLocation is required.",
    ],
    [
      "a latitude out of range",
      body(5, { searchLocation: { type: "Point", coordinates: [77.6, 95] } }),
      "Latitude must be between -90 and 90.",
    ],
    [
      "a longitude out of range",
      body(5, { deliveryLocation: { type: "Point", coordinates: [-181, 12] } }),
      "Longitude must be between -180 and 180.",
    ],
    [
      "a non-numeric coordinate",
      body(5, { searchLocation: { type: "Point", coordinates: ["77.6", 12.9] } }),
      "Longitude must be a number.",
    ],
    [
      "an unset location",
      body(5, { searchLocation: { type: "Point", coordinates: [0, 0] } }),
      "searchLocation is not set.",
    ],
    ["a distance under 1 km", body(0.5), "maxDistance must be between 1000 and 10000 metres (1 to 10 km)."],
    ["a distance over 10 km", body(11), "maxDistance must be between 1000 and 10000 metres (1 to 10 km)."],
    [
      "a distance as text",
      body(5, { maxDistance: "5000" }),
      "maxDistance must be between 1000 and 10000 metres (1 to 10 km).",
    ],
    [
      "a missing distance",
      { searchLocation: point(KORAMANGALA), deliveryLocation: point(KORAMANGALA) },
      "maxDistance is required.",
    ],
  ];
  it.each(cases)("answers 400 for %s", async (_what, b, message) => {
    const res = await post("/v2/view/location/private", b);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: "VALIDATION_FAILED", message });
  });

  it("needs a type of 1 or 2 on the public/branded call", async () => {
    const missing = await post("/view/location", body(5));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("type is required: 1 for public shops, 2 for branded shops.");
    const three = await post("/view/location", body(5, { type: 3 }));
    expect(three.body.message).toBe("type must be 1 (public shops) or 2 (branded shops).");
  });

  it("needs a token", async () => {
    const res = await request(t.app.server).post("/user/category/view/location/global").send(body(5));
    expect(res.status).toBe(401);
  });
});
