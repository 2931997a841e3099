// Billing through the API against hand-computed paise, delivery types, and the shop check.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { customerAuth, testApp, type TestApp } from "../../testing/app";
import { CART_MESSAGES } from "../../contract/cart";
import { W, buildCartWorld, newCustomer } from "./test-world";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  await buildCartWorld(t.db);
});
afterAll(async () => t.close());

const post = (userId: string, path: string, body: object) =>
  request(t.app.server).post(`/user${path}`).set(customerAuth(t.app, userId)).send(body);

/** Atta 4 (S3 1, S1 2, S2 1) and Rice 3 (S1) in shop A: the cart of billing.test.ts. */
async function billedCustomer(deliveryType = 1) {
  const id = await newCustomer(t.db, deliveryType);
  await post(id, "/cart/add", { _id: W.shopA, product_id: W.atta, is_private: false, stores: [], qty: 4 });
  await post(id, "/cart/add", { _id: W.shopA, product_id: W.rice, is_private: false, stores: [], qty: 3 });
  return id;
}

// Paise by hand: gross 159148, items 151118, tax 1299 + 2625 + 1375 = 5299, packaging 1500,
// net 157917, delivery 4000 (By Shop) or 0 (pickup).
const byShop = {
  gross_price: 1591.48,
  discount: -80.3,
  item_total: 1511.18,
  onlyTax: 52.99,
  onlyTaxes: 52.99,
  packaging_price: 15,
  taxes: 67.99,
  net_price: 1579.17,
  delivery: 40,
  promo_info: { offer_type: 0, offerAmount: 0 },
  total: 1619.17,
  delivery_type: 1,
};

describe("POST /order/view/billing", () => {
  it("follows part 2 section 9 for delivery by the shop", async () => {
    const id = await billedCustomer();
    const res = await post(id, "/order/view/billing", { _id: W.shopA });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(byShop);
    // The cart view carries the same prices (the 'Proceed to Buy' amount).
    const view = await post(id, "/cart/view/cr", {});
    expect(view.body.data.prices).toEqual(byShop);
  });

  it("charges no delivery for self pickup, chosen in the request or saved in the profile", async () => {
    const pickup = { ...byShop, delivery: 0, total: 1579.17, delivery_type: 3 };
    const id = await billedCustomer();
    expect((await post(id, "/order/view/billing", { _id: W.shopA, delivery_type: 3 })).body.data).toEqual(pickup);
    const saved = await billedCustomer(3);
    expect((await post(saved, "/order/view/billing", { _id: W.shopA })).body.data).toEqual(pickup);
  });

  it("refuses pickup at an other-location shop and falls back to By Shop for a saved preference", async () => {
    const id = await newCustomer(t.db, 3);
    await post(id, "/cart/add", { _id: W.shopG, product_id: W.dal, is_private: false, stores: [], qty: 2 });
    const refused = await post(id, "/order/view/billing", { _id: W.shopG, delivery_type: 3 });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("DELIVERY_TYPE_UNAVAILABLE");
    const res = await post(id, "/order/view/billing", { _id: W.shopG });
    // 2 x 130.00, 5% tax 13.00, packaging 5.00, delivery 99.00
    expect(res.body.data).toMatchObject({
      gross_price: 260,
      onlyTax: 13,
      taxes: 18,
      net_price: 278,
      delivery: 99,
      total: 377,
      delivery_type: 1,
    });
  });

  it("needs a cart of that shop", async () => {
    const id = await newCustomer(t.db);
    const empty = await post(id, "/order/view/billing", { _id: W.shopA });
    expect(empty.status).toBe(404);
    expect(empty.body.message).toBe(CART_MESSAGES.cartEmpty);
    await post(id, "/cart/add", { _id: W.shopB, product_id: W.oil, is_private: false, stores: [] });
    expect((await post(id, "/order/view/billing", { _id: W.shopA })).status).toBe(409);
    expect((await post(id, "/order/view/billing", { _id: W.shopB, delivery_type: 2 })).status).toBe(400);
  });
});

describe("POST /order/view/delivery/type", () => {
  it("lists By Shop and Self Pickup, and only By Shop for other-location shops", async () => {
    const id = await newCustomer(t.db, 3);
    const a = await post(id, "/order/view/delivery/type", { _id: W.shopA });
    expect(a.body.data).toEqual({
      delivery_type: 3,
      type: [
        { _id: 1, name: "By Shop" },
        { _id: 3, name: "Self Pickup" },
      ],
    });
    const g = await post(id, "/order/view/delivery/type", { _id: W.shopG });
    expect(g.body.data).toEqual({ delivery_type: 1, type: [{ _id: 1, name: "By Shop" }] });
    expect((await post(id, "/order/view/delivery/type", { _id: "nope" })).status).toBe(404);
  });

  it("takes the shop ids as a list (the body itself or _id): the types every listed shop offers", async () => {
    const id = await newCustomer(t.db, 3);
    const both = { delivery_type: 3, type: [{ _id: 1, name: "By Shop" }, { _id: 3, name: "Self Pickup" }] };
    for (const body of [[W.shopA], { _id: [W.shopA] }, [W.shopA, W.shopA]]) {
      const res = await post(id, "/order/view/delivery/type", body);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual(both);
    }
    for (const body of [[W.shopA, W.shopG], { _id: [W.shopG, W.shopA] }]) {
      const res = await post(id, "/order/view/delivery/type", body);
      expect(res.body.data).toEqual({ delivery_type: 1, type: [{ _id: 1, name: "By Shop" }] });
    }
    expect((await post(id, "/order/view/delivery/type", [W.shopA, "nope"])).status).toBe(404);
  });

  it.each([
    ["an empty list", []],
    ["an empty _id list", { _id: [] }],
    ["no _id", {}],
    ["a blank id", { _id: [""] }],
    ["51 shops", Array.from({ length: 51 }, (_, i) => `shop-${i}`)],
    ["numbers", [1, 2]],
  ])("refuses %s with a clear 400", async (_what, body) => {
    const id = await newCustomer(t.db, 3);
    const res = await post(id, "/order/view/delivery/type", body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: "VALIDATION_FAILED", message: CART_MESSAGES.shopIds });
  });
});

describe("POST /cart/verify/shop", () => {
  const address = { street: "12, 4th Cross", area: "Koramangala", zipcode: "560034" };
  const point = (p: { lng: number; lat: number }) => ({ type: "Point", coordinates: [p.lng, p.lat] });

  it("accepts a reachable address and records the delivery type", async () => {
    const id = await billedCustomer();
    const res = await post(id, "/cart/verify/shop", {
      _id: W.shopA,
      deliveryType: 1,
      deliveryLocation: point(W.near),
      deliveryAddress: address,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ _id: W.shopA, delivery_type: 1, prices: byShop });
    const pickup = await post(id, "/cart/verify/shop", {
      _id: W.shopA,
      deliveryType: 3,
      deliveryLocation: point({ lng: 0, lat: 0 }),
      deliveryAddress: { street: "", area: "", zipcode: "" },
    });
    expect(pickup.status).toBe(200);
    expect((await t.db.cart.findUniqueOrThrow({ where: { userId: id } })).deliveryType).toBe(3);
  });

  it("asks for the address fields with the spec's messages", async () => {
    const id = await billedCustomer();
    const res = await post(id, "/cart/verify/shop", {
      _id: W.shopA,
      deliveryType: 1,
      deliveryLocation: point(W.near),
      deliveryAddress: { street: " ", area: "", zipcode: "" },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: "deliveryAddress.street", message: CART_MESSAGES.streetRequired },
      { path: "deliveryAddress.zipcode", message: CART_MESSAGES.zipcodeRequired },
    ]);
  });

  it("refuses a location no store reaches, pickup where not offered, and a closed shop", async () => {
    const id = await billedCustomer();
    const far = await post(id, "/cart/verify/shop", {
      _id: W.shopA,
      deliveryType: 1,
      deliveryLocation: point(W.far),
      deliveryAddress: address,
    });
    expect(far.status).toBe(409);
    expect(far.body.code).toBe("OUT_OF_DELIVERY_AREA");

    const g = await newCustomer(t.db);
    await post(g, "/cart/add", { _id: W.shopG, product_id: W.dal, is_private: false, stores: [] });
    const pickup = await post(g, "/cart/verify/shop", {
      _id: W.shopG,
      deliveryType: 3,
      deliveryLocation: point(W.far),
      deliveryAddress: address,
    });
    expect(pickup.status).toBe(409);
    expect(pickup.body.code).toBe("DELIVERY_TYPE_UNAVAILABLE");
    // Other-location shops ship from anywhere.
    expect(
      (
        await post(g, "/cart/verify/shop", {
          _id: W.shopG,
          deliveryType: 1,
          deliveryLocation: point(W.far),
          deliveryAddress: address,
        })
      ).status,
    ).toBe(200);

    await t.db.shop.update({ where: { id: W.shopA }, data: { isOpen: false } });
    try {
      const closed = await post(id, "/cart/verify/shop", {
        _id: W.shopA,
        deliveryType: 1,
        deliveryLocation: point(W.near),
        deliveryAddress: address,
      });
      expect(closed.status).toBe(409);
      expect(closed.body.code).toBe("SHOP_CLOSED");
      // The cart view tells the client the shop is closed ('Proceed to Buy' stays disabled).
      expect((await post(id, "/cart/view/cr", {})).body.data.shop.is_open).toBe(false);
    } finally {
      await t.db.shop.update({ where: { id: W.shopA }, data: { isOpen: true } });
    }

    // The temporary closure switch of the store settings closes it the same way.
    await t.db.shop.update({ where: { id: W.shopA }, data: { temporarilyClosed: true } });
    try {
      const paused = await post(id, "/cart/verify/shop", {
        _id: W.shopA,
        deliveryType: 1,
        deliveryLocation: point(W.near),
        deliveryAddress: address,
      });
      expect(paused.status).toBe(409);
      expect(paused.body.code).toBe("SHOP_CLOSED");
      expect((await post(id, "/cart/view/cr", {})).body.data.shop.is_open).toBe(false);
    } finally {
      await t.db.shop.update({ where: { id: W.shopA }, data: { temporarilyClosed: false } });
    }
  });
});
