// The store settings' delivery area editor in the merchant console: the area with the store's
// recent delivery points, saving a polygon (audited), a crossing outline refused naming the field,
// and another merchant's store answering 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../../testing/app";
import { auditOf, consoleCall, demoWorld, memberAuth } from "../shop-console/test-store-world";
import { AREA_MESSAGES, RECENT_DELIVERY_POINTS } from "../../contract/delivery-area";

let t: TestApp;
let w: Awaited<ReturnType<typeof demoWorld>>;
let call: ReturnType<typeof consoleCall>;

beforeAll(async () => {
  t = await testApp({ seeded: true });
  w = await demoWorld(t.db);
  call = consoleCall(t.app, (await memberAuth(t.app, t.db, w.merchantId, "manager")).auth);
});
afterAll(async () => t.close());

describe("console delivery area", () => {
  it("shows the area and the recent delivery points; saves a polygon, audited", async () => {
    const delivered = await t.db.order.findMany({ where: { storeId: w.store.id, status: { in: [5, 6] } } });
    const res = await call.get(`/settings/${w.shopId}/area/${w.store.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.area).toMatchObject({ type: "Feature", geometry: null });
    expect(res.body.data.recent_points.length).toBe(
      Math.min(RECENT_DELIVERY_POINTS, delivered.filter((o) => o.lat !== 0 || o.lng !== 0).length),
    );
    const [lng, lat] = res.body.data.area.properties.store as [number, number];
    const ring = [
      [lng - 0.01, lat - 0.01],
      [lng + 0.01, lat - 0.01],
      [lng + 0.01, lat + 0.01],
      [lng - 0.01, lat + 0.01],
      [lng - 0.01, lat - 0.01],
    ];
    const body = { type: "Feature", geometry: { type: "Polygon", coordinates: [ring] }, properties: { pincodes_out: ["560001"] } };
    const saved = await call.put(`/settings/${w.shopId}/area/${w.store.id}`, body);
    expect(saved.status).toBe(200);
    expect(saved.body.data.geometry.coordinates[0]).toEqual(ring);
    expect(saved.body.data.properties.pincodes_out).toEqual(["560001"]);
    expect((await auditOf(t.db, w.merchantId)).map((a) => a.action)).toContain("store.area");
  });

  it("refuses a crossing outline naming the field, writing nothing", async () => {
    const before = (await t.db.store.findUniqueOrThrow({ where: { id: w.store.id } })).deliveryArea;
    const [lng, lat] = [77.6245, 12.9352];
    const bowTie = [
      [lng, lat],
      [lng + 0.01, lat + 0.01],
      [lng + 0.01, lat],
      [lng, lat + 0.01],
    ];
    const res = await call.put(`/settings/${w.shopId}/area/${w.store.id}`, {
      type: "Feature",
      geometry: { type: "Polygon", coordinates: [bowTie] },
      properties: {},
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toEqual({ path: "geometry.coordinates", message: AREA_MESSAGES.crossesItself });
    expect((await t.db.store.findUniqueOrThrow({ where: { id: w.store.id } })).deliveryArea).toBe(before);
  });

  it("another merchant's shop and store answer 404", async () => {
    expect((await call.get(`/settings/${w.other.shop.id}/area/${w.other.id}`)).status).toBe(404);
    const put = await call.put(`/settings/${w.shopId}/area/${w.other.id}`, { type: "Feature", geometry: null });
    expect(put.status).toBe(404);
  });
});
