import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, guestAuth, type TestApp } from "../../testing/app";
import { buildCatalog, FIX } from "./catalog-fixture";
import { CATALOG_MESSAGES } from "../../contract/catalog";

let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await testApp();
  await buildCatalog(t.db);
  auth = guestAuth(t.app);
});
afterAll(async () => t.close());

const post = (path: string, body: object) => request(t.app.server).post(`/user${path}`).set(auth).send(body);
const at = (lng: number, lat: number) => ({ type: "Point", coordinates: [lng, lat] });
const privateBody = (deliveryLocation?: object) => ({
  store_unique_id: FIX.privateUniqueId,
  device_OS: "web",
  source: "web",
  ...(deliveryLocation ? { deliveryLocation } : {}),
});

describe("POST /product/view/private", () => {
  it("answers the private shop with is_deliver true within 10 km of a store", async () => {
    // About 6 km north of the store in Mumbai.
    const res = await post("/product/view/private", privateBody(at(72.8777, 19.13)));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, is_deliver: true, warning: "" });
    expect(res.body.data).toMatchObject({
      _id: FIX.privateShop,
      category_id: FIX.privateShop,
      display_name: "Sharma Kirana",
      group: "private",
      store_unique_id: FIX.privateUniqueId,
      stores: [FIX.privateStore],
      is_open: false,
      private_is_open: true,
      address: { street: "12 MG Road", city: "Mumbai" },
      private: { icon: "shops/shop_priv.png" },
      delivery: { local: { delivery_max_hours: 0, delivery_max_minutes: 45 } },
    });
    // 09:00 and 21:00 India time on the shop clock: minus 330 minutes they are 03:30 and 15:30 UTC.
    expect(res.body.data.delivery.local.start_time - 330 * 60_000).toBe(Date.UTC(1970, 0, 1, 3, 30));
    expect(res.body.data.delivery.local.end_time - 330 * 60_000).toBe(Date.UTC(1970, 0, 1, 15, 30));
  });

  it("answers is_deliver false with a warning beyond 10 km, and without a location", async () => {
    const far = await post("/product/view/private", privateBody(at(72.8777, 19.2)));
    expect(far.body).toMatchObject({ is_deliver: false, warning: CATALOG_MESSAGES.outsideArea });
    const unset = await post("/product/view/private", privateBody(at(0, 0)));
    expect(unset.body).toMatchObject({ is_deliver: false, warning: CATALOG_MESSAGES.noLocation });
    const absent = await post("/product/view/private", privateBody());
    expect(absent.body).toMatchObject({ is_deliver: false, warning: CATALOG_MESSAGES.noLocation });
  });

  it("warns that a closed private shop is closed", async () => {
    await t.db.shop.update({ where: { id: FIX.privateShop }, data: { privateIsOpen: false } });
    const res = await post("/product/view/private", privateBody(at(72.8777, 19.08)));
    expect(res.body).toMatchObject({ is_deliver: true, warning: CATALOG_MESSAGES.closed });
    await t.db.shop.update({ where: { id: FIX.privateShop }, data: { privateIsOpen: true } });
  });

  it("answers an unknown unique id, or a public shop's id, with 404", async () => {
    expect((await post("/product/view/private", { store_unique_id: "nobody" })).status).toBe(404);
    expect((await post("/product/view/private", { store_unique_id: FIX.shop })).status).toBe(404);
    expect((await post("/product/view/private", { store_unique_id: "" })).status).toBe(400);
  });
});

describe("POST /product/view/public", () => {
  it("answers data[0] with the shop and its detail template", async () => {
    const res = await post("/product/view/public", { category_id: FIX.shop });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({
      _id: FIX.shop,
      display_name: "Sharma General Store",
      group: "public",
      stores: ["st_a", "st_b", "st_c"],
      store_rating: { avg_rating: 4.3, count: 12 },
      private: null,
      template: [
        { key_name: "brand", display_name: "Brand" },
        { key_name: "shelf_life", display_name: "Shelf Life" },
      ],
    });
  });

  it("answers the local and the other-location delivery durations (spec part 2 section 3)", async () => {
    await t.db.shop.update({ where: { id: FIX.shop }, data: { deliveryOtherDuration: 3, deliveryOtherUnit: "days" } });
    const res = await post("/product/view/public", { category_id: FIX.shop });
    expect(res.body.data[0]).toMatchObject({
      delivery_local_duration: 45,
      delivery_local_duration_unit: "minutes",
      delivery_other_duration: 3,
      delivery_other_duration_unit: "days",
    });
    const priv = await post("/product/view/private", privateBody(at(72.8777, 19.13)));
    expect(priv.body.data).toMatchObject({ delivery_other_duration: 2, delivery_other_duration_unit: "days" });
  });

  it("answers a private shop's id or an unknown id with 404", async () => {
    expect((await post("/product/view/public", { category_id: FIX.privateShop })).status).toBe(404);
    const res = await post("/product/view/public", { category_id: "nope" });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Shop not found.");
  });
});
