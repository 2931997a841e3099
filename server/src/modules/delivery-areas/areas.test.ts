// Stores' delivery areas (issue 53): the one test (pincode always out > pincode always in > the
// polygon if set, else the radius), the merchant API's GET/PUT /api/stores/{store_key}/area, every
// customer path using it (shop groups, search across shops, the private shop's header, the cart's
// check and placing an order), and bad input refused naming the field with nothing written.
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { guestAuth, type TestApp } from "../../testing/app";
import { addToCart, checkoutWorld, customer, place, placeInputs, W } from "../checkout/test-helpers";
import { api, merchantKey } from "../shop-orders-api/test-helpers";
import { destination, point } from "../shops/test-fixtures";
import { deliversTo, parsedArea } from "../../lib/delivery-area";
import { AREA_MESSAGES, AREA_MESSAGES_HI } from "../../contract/delivery-area";
import type { LatLng } from "../../lib/geo";
import { CATALOG_MESSAGES } from "../../contract/catalog";
import { CATALOG_MESSAGES_HI } from "../../contract/messages-hi";

let t: TestApp;
beforeAll(async () => {
  t = await checkoutWorld();
  await merchantKey(t);
  // The rice comes from the shop's first store (Koramangala).
  await t.db.storeProduct.updateMany({ where: { storeId: W.s1, productId: W.rice }, data: { stock: 10_000 } });
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.db.store.updateMany({ data: { deliveryArea: "" } });
});

const NEAR = W.near; // the Koramangala store's own doorstep
/** 1.5 km west of the Koramangala store: within every radius of the shop, outside every square below. */
const WEST = destination(NEAR, 270, 1500);

/** A square outline of `half` metres each way around a point, as GeoJSON positions (closed). */
function square(c: LatLng, half = 500): [number, number][] {
  const n = destination(c, 0, half).lat;
  const s = destination(c, 180, half).lat;
  const e = destination(c, 90, half).lng;
  const w = destination(c, 270, half).lng;
  return [
    [w, s],
    [e, s],
    [e, n],
    [w, n],
    [w, s],
  ];
}
const feature = (ring: [number, number][] | null, props: Record<string, unknown> = {}) => ({
  type: "Feature",
  geometry: ring ? { type: "Polygon", coordinates: [ring] } : null,
  properties: props,
});
const putArea = (storeId: string, body: unknown) => api(t).put(`/api/stores/key-${storeId}/area`).send(body as object);
const getArea = (storeId: string) => api(t).get(`/api/stores/key-${storeId}/area`);

/** Every store of the public shop gets a 1 km square around itself. */
async function squares() {
  for (const id of [W.s1, W.s2, W.s3]) {
    const s = await t.db.store.findUniqueOrThrow({ where: { id } });
    const res = await putArea(id, feature(square(s)));
    expect(res.status).toBe(200);
  }
}

describe("the delivery test", () => {
  const store = { lat: NEAR.lat, lng: NEAR.lng, deliveryRadiusM: 2000 };
  const area = (a: object) => ({ ...store, deliveryArea: JSON.stringify({ polygon: null, pincodes_in: [], pincodes_out: [], ...a }) });
  const ring = square(NEAR).slice(0, 4);

  it("uses the radius with no area, the polygon when one is drawn", () => {
    expect(deliversTo(store, WEST)).toBe(true);
    expect(deliversTo(store, destination(NEAR, 270, 2100))).toBe(false);
    expect(deliversTo(area({ polygon: ring }), WEST)).toBe(false);
    expect(deliversTo(area({ polygon: ring }), destination(NEAR, 45, 300))).toBe(true);
    // The polygon replaces the radius: a point in it beyond the radius is served.
    const wide = square(NEAR, 3000).slice(0, 4);
    expect(deliversTo(area({ polygon: wide }), destination(NEAR, 0, 2500))).toBe(true);
  });

  it("pincode always out wins over always in, which wins over the polygon and the radius", () => {
    const a = area({ polygon: ring, pincodes_in: ["560095"], pincodes_out: ["560034"] });
    expect(deliversTo(a, NEAR, "560034")).toBe(false); // inside the polygon, but always out
    expect(deliversTo(a, WEST, "560095")).toBe(true); // outside the polygon, but always in
    expect(deliversTo(a, WEST, "560001")).toBe(false);
    expect(deliversTo(a, NEAR, null)).toBe(true);
    expect(deliversTo(area({ pincodes_out: ["560034"] }), NEAR, "560034")).toBe(false);
  });

  it("keeps one parsed area per stored text", () => {
    const text = area({ polygon: ring }).deliveryArea;
    expect(parsedArea(text)).toBe(parsedArea(text));
    expect(parsedArea("")).toBeNull();
  });
});

describe("GET/PUT /api/stores/{store_key}/area", () => {
  it("answers the radius (geometry null), saves a polygon with pincodes, and clears it again", async () => {
    const before = await getArea(W.s1);
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({
      type: "Feature",
      geometry: null,
      properties: { pincodes_in: [], pincodes_out: [], store_id: W.s1, store: [NEAR.lng, NEAR.lat], radius_km: 10 },
    });
    const ring = square(NEAR);
    const saved = await putArea(W.s1, feature(ring, { pincodes_in: ["560095"], pincodes_out: ["560001"] }));
    expect(saved.status).toBe(200);
    expect(saved.body.data.geometry).toEqual({ type: "Polygon", coordinates: [ring] });
    const read = await getArea(W.s1);
    expect(read.body.data.geometry.coordinates[0]).toEqual(ring);
    expect(read.body.data.properties).toMatchObject({ pincodes_in: ["560095"], pincodes_out: ["560001"] });
    // An open outline is closed; a cleared one is the radius again.
    const open = await putArea(W.s1, feature(ring.slice(0, 4)));
    expect(open.body.data.geometry.coordinates[0]).toEqual(ring);
    expect((await putArea(W.s1, feature(null))).status).toBe(200);
    expect((await t.db.store.findUniqueOrThrow({ where: { id: W.s1 } })).deliveryArea).toBe("");
  });

  it("another merchant's store answers 404; no key answers 401", async () => {
    expect((await api(t, null).get(`/api/stores/key-${W.s1}/area`)).status).toBe(401);
    expect((await api(t).get(`/api/stores/key-nope/area`)).status).toBe(404);
  });
});

describe("bad input: refused naming the field, nothing written, never a 500", () => {
  const bowTie = (): [number, number][] => {
    const [sw, se, ne, nw] = square(NEAR);
    return [sw, ne, se, nw, sw]; // two edges cross in the middle
  };
  const cases: [string, unknown, string, string][] = [
    ["a polygon that crosses itself", feature(bowTie()), "geometry.coordinates", AREA_MESSAGES.crossesItself],
    ["two points", feature(square(NEAR).slice(0, 2)), "geometry.coordinates", AREA_MESSAGES.tooFewPoints],
    [
      "three points, two the same",
      feature([square(NEAR)[0], square(NEAR)[1], square(NEAR)[1], square(NEAR)[0]]),
      "geometry.coordinates",
      AREA_MESSAGES.tooFewPoints,
    ],
    ["a point 30 km away", feature(square(destination(NEAR, 0, 30_000))), "geometry.coordinates.0.0", AREA_MESSAGES.tooFar],
    ["a latitude of 95", feature([[77.6, 95], [77.61, 12.9], [77.62, 12.91]]), "geometry.coordinates.0.0.1", AREA_MESSAGES.point],
    ["a text position", feature([["a", 1], [77.61, 12.9], [77.62, 12.91]] as never), "geometry.coordinates.0.0.0", AREA_MESSAGES.point],
    ["a bad pincode", feature(null, { pincodes_in: ["012345"] }), "properties.pincodes_in.0", AREA_MESSAGES.pincode],
    ["a pincode in both lists", feature(null, { pincodes_in: ["560034"], pincodes_out: ["560034"] }), "properties.pincodes_out.0", AREA_MESSAGES.pincodeBoth],
    ["a Point, not a Polygon", { type: "Feature", geometry: { type: "Point", coordinates: [77.6, 12.9] } }, "geometry.type", AREA_MESSAGES.polygon],
  ];

  it.each(cases)("%s", async (_name, body, path, message) => {
    const kept = JSON.stringify({ polygon: square(NEAR).slice(0, 4), pincodes_in: [], pincodes_out: [] });
    await t.db.store.update({ where: { id: W.s1 }, data: { deliveryArea: kept } });
    const res = await putArea(W.s1, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION_FAILED");
    expect(res.body.errors[0]).toEqual({ path, message });
    expect((await t.db.store.findUniqueOrThrow({ where: { id: W.s1 } })).deliveryArea).toBe(kept);
  });

  it("refuses in Hindi for a Hindi request", async () => {
    const res = await putArea(W.s1, feature(bowTie())).set("accept-language", "hi");
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toEqual({ path: "geometry.coordinates", message: AREA_MESSAGES_HI.crossesItself });
  });

  it("a body that is not JSON or not a Feature answers 400", async () => {
    expect((await putArea(W.s1, { geometry: null })).status).toBe(400);
    const holes = feature(null);
    const ring = square(NEAR);
    const res = await putArea(W.s1, { ...holes, geometry: { type: "Polygon", coordinates: [ring, ring] } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe("geometry.coordinates");
  });
});

describe("every customer path uses the area", () => {
  const guest = () => guestAuth(t.app);
  const listed = async (at: LatLng) => {
    const res = await request(t.app.server)
      .post("/user/category/view/location")
      .set(guest())
      .send({ searchLocation: point(at), deliveryLocation: point(at), maxDistance: 5000, type: 1 });
    expect(res.status).toBe(200);
    return res.body.data.shops.map((s: { _id: string }) => s._id) as string[];
  };
  const searched = async (at: LatLng) => {
    const res = await request(t.app.server)
      .post("/user/find/search")
      .set(guest())
      .send({ search: "rice", searchLocation: point(at), deliveryLocation: point(at), maxDistance: 5000 });
    expect(res.status).toBe(200);
    return (res.body.data as { shops: { _id: string }[] }[]).flatMap((p) => p.shops.map((s) => s._id));
  };

  it("shop groups and search across shops leave out a shop whose areas miss the point", async () => {
    expect(await listed(WEST)).toContain(W.shopA);
    expect(await searched(WEST)).toContain(W.shopA);
    await squares();
    expect(await listed(WEST)).not.toContain(W.shopA);
    expect(await searched(WEST)).not.toContain(W.shopA);
    expect(await listed(NEAR)).toContain(W.shopA);
    expect(await searched(NEAR)).toContain(W.shopA);
  });

  it("the products page of a public shop is told before the cart whether the shop delivers there", async () => {
    const delivers = (at: LatLng, shop: string = W.shopA) =>
      request(t.app.server)
        .post("/user/product/view/delivers")
        .set(guest())
        .send({ category_id: shop, deliveryLocation: point(at) });
    expect((await delivers(WEST)).body).toEqual({ success: true, is_deliver: true, warning: "" });
    await squares();
    const outside = await delivers(WEST);
    expect(outside.body).toEqual({ success: true, is_deliver: false, warning: CATALOG_MESSAGES.outsideArea });
    const hindi = await delivers(WEST).set("accept-language", "hi");
    expect(hindi.body.warning).toBe(CATALOG_MESSAGES_HI.outsideArea);
    expect((await delivers(NEAR)).body.is_deliver).toBe(true);
    expect((await delivers({ lat: 0, lng: 0 })).body.is_deliver).toBe(true); // no location yet: nothing to say
    expect((await delivers(WEST, W.shopG)).body.is_deliver).toBe(true); // other-location shops ship from afar
    expect((await delivers(WEST, W.shopP)).status).toBe(404); // private shops answer through their header
    const bad = await request(t.app.server)
      .post("/user/product/view/delivers")
      .set(guest())
      .send({ category_id: W.shopA, deliveryLocation: { type: "Point", coordinates: [200, 0] } });
    expect(bad.status).toBe(400);
  });

  it("the private shop's header says it does not deliver outside its area", async () => {
    const header = (at: LatLng) =>
      request(t.app.server)
        .post("/user/product/view/private")
        .set(guest())
        .send({ store_unique_id: "closed-private", deliveryLocation: point(at) });
    const p1 = await t.db.store.findUniqueOrThrow({ where: { id: W.p1 } });
    expect((await header(p1)).body.is_deliver).toBe(true);
    expect((await putArea(W.p1, feature(square(p1)))).status).toBe(200);
    expect((await header(destination(p1, 90, 1500))).body.is_deliver).toBe(false);
    expect((await header(p1)).body.is_deliver).toBe(true);
  });

  it("the cart's check and placing an order refuse a point outside, take one inside or always in", async () => {
    await squares();
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1);
    const verify = (at: LatLng, zipcode = "560034") =>
      request(t.app.server)
        .post("/user/cart/verify/shop")
        .set(c.auth)
        .send({
          _id: W.shopA,
          deliveryType: 1,
          deliveryLocation: point(at),
          deliveryAddress: { street: "12, 4th Cross", area: "Koramangala", zipcode },
        });
    const outside = await verify(WEST);
    expect(outside.status).toBe(409);
    expect(outside.body.code).toBe("OUT_OF_DELIVERY_AREA");
    const inside = await verify(NEAR);
    expect(inside.body).toMatchObject({ success: true });

    const placeAt = (at: LatLng, zipcode = "560034") =>
      place(
        t,
        c.auth,
        "cashOnDelivery/shop",
        placeInputs({
          deliveryLocation: point(at),
          deliveryAddress: { street: "1 Main Road", area: "Koramangala", zipcode, landmark: "" },
        }),
      );
    const refused = await placeAt(WEST);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("OUT_OF_DELIVERY_AREA");
    expect(await t.db.order.count({ where: { userId: c.id } })).toBe(0);

    // Pincode always out refuses even the doorstep; always in takes the point outside.
    await t.db.store.updateMany({
      where: { shopId: W.shopA },
      data: { deliveryArea: JSON.stringify({ polygon: null, pincodes_in: ["560095"], pincodes_out: ["560034"] }) },
    });
    expect((await verify(NEAR)).body.code).toBe("OUT_OF_DELIVERY_AREA");
    expect((await placeAt(NEAR)).status).toBe(409);
    const far = destination(NEAR, 270, 20_000); // beyond the 10 km radius
    expect((await verify(far, "560095")).status).toBe(200);
    const placed = await placeAt(far, "560095");
    expect(placed.status).toBe(200);
    expect(await t.db.order.count({ where: { userId: c.id } })).toBe(1);
  });
});
