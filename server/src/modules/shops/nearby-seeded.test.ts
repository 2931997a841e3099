// The shop calls on the seeded demo world, checked against a brute-force scan of every store.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { guestAuth, testApp, type TestApp } from "../../testing/app";
import { KORAMANGALA, point } from "./test-fixtures";

let t: TestApp;
let stores: { id: string; shopId: string; lat: number; lng: number; group: string }[];

// An independent great-circle distance (spherical law of cosines), not the one under test.
function meters(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const r = Math.PI / 180;
  const c =
    Math.sin(a.lat * r) * Math.sin(b.lat * r) +
    Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.cos((b.lng - a.lng) * r);
  return 6_371_008.8 * Math.acos(Math.min(1, Math.max(-1, c)));
}

beforeAll(async () => {
  t = await testApp({ seeded: true });
  const rows = await t.db.store.findMany({
    select: { id: true, shopId: true, lat: true, lng: true, shop: { select: { shopGroup: true } } },
  });
  stores = rows.map((s) => ({ ...s, group: s.shop.shopGroup }));
});
afterAll(async () => t.close());

const calls = [
  { group: "public", url: "/user/category/view/location", extra: { type: 1 } },
  { group: "branded", url: "/user/category/view/location", extra: { type: 2 } },
  { group: "private", url: "/user/category/v2/view/location/private", extra: {} },
] as const;

describe("shop groups on the seeded world", () => {
  it("list exactly the shops with a store within the radius, for several points and distances", async () => {
    // The demo world puts shops of every in-range group around Koramangala: the check is not vacuous.
    for (const group of ["public", "private", "branded"]) {
      expect(
        stores.some((s) => s.group === group && meters(KORAMANGALA, s) <= 5000),
        group,
      ).toBe(true);
    }
    const centres = [
      KORAMANGALA,
      ...stores.filter((_, i) => i % Math.max(1, Math.floor(stores.length / 4)) === 0).slice(0, 4),
    ];
    for (const centre of centres) {
      for (const km of [1, 5, 10]) {
        for (const c of calls) {
          const res = await request(t.app.server)
            .post(c.url)
            .set(guestAuth(t.app))
            .send({
              searchLocation: point(centre),
              deliveryLocation: point(centre),
              maxDistance: km * 1000,
              ...c.extra,
            });
          expect(res.status).toBe(200);
          const expected = new Set(
            stores.filter((s) => s.group === c.group && meters(centre, s) <= km * 1000).map((s) => s.shopId),
          );
          const listed = res.body.data.shops.map((s: { _id: string }) => s._id);
          expect(res.body.data.count, `${c.group} ${km} km`).toBe(expected.size);
          expect(listed.length).toBe(Math.min(expected.size, 120));
          for (const id of listed) expect(expected.has(id), `${c.group} ${km} km lists ${id}`).toBe(true);
        }
      }
    }
  });

  it("lists global shops nearest first", async () => {
    const res = await request(t.app.server)
      .post("/user/category/view/location/global")
      .set(guestAuth(t.app))
      .send({ searchLocation: point(KORAMANGALA), deliveryLocation: point(KORAMANGALA), maxDistance: 5000 });
    expect(res.status).toBe(200);
    const globalShops = new Set(stores.filter((s) => s.group === "global").map((s) => s.shopId));
    expect(globalShops.size).toBeGreaterThan(0);
    expect(res.body.data.count).toBe(globalShops.size);
    const distances = res.body.data.shops.map((s: { distance: number }) => s.distance);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });
});
