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

  it("answers the shop's cash-on-delivery settings and local delivery window (spec part 2 section 3)", async () => {
    await t.db.shop.update({
      where: { id: FIX.shop },
      data: {
        shopGroup: "public",
        isCod: true,
        isCodLimit: true,
        codLimitType: "limit",
        codLimit: 150050,
        otherIsCod: false,
        deliveryLocalFrom: 8 * 60,
        deliveryLocalTo: 21 * 60 + 30,
      },
    });
    const res = await post("/product/view/public", { category_id: FIX.shop });
    const shop = res.body.data[0];
    expect(shop).toMatchObject({
      is_cod: true,
      is_cod_limit: 1500.5,
      is_cod_limit_type: "limit",
      settings: {
        general: {
          delivery: {
            local: { is_cod: true, is_cod_limit: 1500.5, is_cod_limit_type: "limit" },
            other: { is_cod: false, is_cod_limit: 0, is_cod_limit_type: "none" },
          },
        },
      },
      delivery_local_from: 8 * 3_600_000,
      delivery_local_to: (21 * 60 + 30) * 60_000,
    });
    // Today's fields stay: the same window under delivery.local.
    expect(shop.delivery.local).toMatchObject({ start_time: 8 * 3_600_000, end_time: (21 * 60 + 30) * 60_000 });
    // Shown in India time after subtracting 330 minutes (spec part 1 section 9): 08:00 IST.
    expect(shop.delivery_local_from - 330 * 60_000).toBe(Date.UTC(1970, 0, 1, 2, 30));

    // An other-location shop's top-level fields are its 'other location' settings, as checkout applies them.
    await t.db.shop.update({
      where: { id: FIX.shop },
      data: { shopGroup: "global", otherIsCod: true, otherIsCodLimit: true, otherCodLimitType: "limit", otherCodLimit: 50000 },
    });
    const global = (await post("/product/view/public", { category_id: FIX.shop })).body.data[0];
    expect(global).toMatchObject({ is_cod: true, is_cod_limit: 500, is_cod_limit_type: "limit" });
    expect(global.settings.general.delivery.local).toEqual({ is_cod: true, is_cod_limit: 1500.5, is_cod_limit_type: "limit" });
    // A limit switched off, or of another type, is no limit.
    await t.db.shop.update({ where: { id: FIX.shop }, data: { otherIsCodLimit: false, isCodLimit: true, codLimitType: "none" } });
    const unlimited = (await post("/product/view/public", { category_id: FIX.shop })).body.data[0];
    expect(unlimited).toMatchObject({ is_cod: true, is_cod_limit: 0, is_cod_limit_type: "none" });
    expect(unlimited.settings.general.delivery.local.is_cod_limit_type).toBe("none");
    await t.db.shop.update({ where: { id: FIX.shop }, data: { shopGroup: "public" } });

    const priv = (await post("/product/view/private", privateBody(at(72.8777, 19.13)))).body.data;
    expect(priv).toMatchObject({ is_cod: true, is_cod_limit_type: "none", delivery_local_from: 540 * 60_000 });
  });

  it("answers a private shop's id or an unknown id with 404", async () => {
    expect((await post("/product/view/public", { category_id: FIX.privateShop })).status).toBe(404);
    const res = await post("/product/view/public", { category_id: "nope" });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Shop not found.");
  });
});
