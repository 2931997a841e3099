// The cart's API: one shop per cart, cheapest stores first, the stock cap, bad input that leaves
// the cart as it was, and concurrent adds.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { customerAuth, guestAuth, testApp, type TestApp } from "../../testing/app";
import { CART_MESSAGES } from "../../contract/cart";
import { W, buildCartWorld, newCustomer, setStock } from "./test-world";
import { addToCart, viewCart } from "./service";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  await buildCartWorld(t.db);
});
afterAll(async () => t.close());

type Body = Record<string, unknown>;
const as = (userId: string) => ({
  add: (body: Body) => request(t.app.server).post("/user/cart/add").set(customerAuth(t.app, userId)).send(body),
  remove: (body: Body) =>
    request(t.app.server).delete("/user/cart/remove/cr").set(customerAuth(t.app, userId)).send(body),
  view: () => request(t.app.server).post("/user/cart/view/cr").set(customerAuth(t.app, userId)).send({}),
  clear: () => request(t.app.server).delete("/user/cart/clear/cr").set(customerAuth(t.app, userId)).send({}),
});
const atta = (extra: Body = {}) => ({ _id: W.shopA, product_id: W.atta, is_private: false, stores: [], ...extra });
type Store = { store_id: string; qty: number };
type Item = { quantity: number; available: number; in_stock: boolean; item: { _id: string; stores: Store[] } };
const allocationOf = (res: request.Response, productId: string) =>
  Object.fromEntries(
    (res.body.data.items as Item[])
      .find((i) => i.item._id === productId)!
      .item.stores.filter((s) => s.qty > 0)
      .map((s) => [s.store_id, s.qty]),
  );
const rows = async (userId: string) =>
  (await t.db.cartLine.findMany({ where: { cart: { userId } }, orderBy: { storeId: "asc" } })).map((l) => [
    l.productId,
    l.storeId,
    l.qty,
  ]);

describe("the cart's shop", () => {
  it("carries the shop's order-relevant fields: cash on delivery (local, other location, in effect) and delivery times", async () => {
    const local = { is_cod: true, is_cod_limit: 0, is_cod_limit_type: "none" };
    const other = { is_cod: false, is_cod_limit: 0, is_cod_limit_type: "none" };
    const a = await as(await newCustomer(t.db)).add(atta());
    expect(a.body.data.shop).toMatchObject({
      _id: W.shopA,
      features: { enable_subscription: false, notes: true, upload: true },
      ...local,
      settings: { general: { delivery: { local, other } } },
      delivery_local_from: 540 * 60_000,
      delivery_local_to: 1260 * 60_000,
      delivery_local_duration: 45,
      delivery_local_duration_unit: "minutes",
      delivery_other_duration: 2,
      delivery_other_duration_unit: "days",
    });
    // An other-location shop: the 'other location' settings are the ones in effect.
    const g = await as(await newCustomer(t.db)).add({ _id: W.shopG, product_id: W.dal, is_private: false, stores: [] });
    expect(g.status).toBe(200);
    expect(g.body.data.shop).toMatchObject({ _id: W.shopG, ...other, settings: { general: { delivery: { local, other } } } });
  });
});

describe("adding and removing", () => {
  it("splits a product over the shop's stores, cheapest net price first", async () => {
    const c = as(await newCustomer(t.db));
    const first = await c.add(atta());
    expect(first.status).toBe(200);
    expect(first.body.data._id).toBe(W.shopA);
    expect(allocationOf(first, W.atta)).toEqual({ [W.s3]: 1 });

    const res = await c.add(atta({ qty: 3 }));
    expect(res.status).toBe(200);
    // S3 (259.70, stock 1), then S1 (262.49, stock 2), then S2 (275.00).
    expect(allocationOf(res, W.atta)).toEqual({ [W.s3]: 1, [W.s1]: 2, [W.s2]: 1 });
    const item = res.body.data.items[0];
    expect(item).toMatchObject({ quantity: 4, available: 8, max_qty: 8, in_stock: true });
    expect(item.item.productInfo).toEqual({
      product_name: "Whole Wheat Atta",
      unit: "5 kg",
      images: [{ name: `${W.atta}.jpg` }],
    });
    // Every store selling it is listed ('Store n', price, qty, offer) for the availability dialog.
    expect(item.item.stores.map((s: { store_no: number }) => s.store_no)).toEqual([1, 2, 3]);
    expect(item.item.stores[0]).toMatchObject({
      store_id: W.s1,
      selling_price: 299.99,
      net_price: 262.49,
      offer: 12.5,
      qty: 2,
      stock: 2,
    });
    // 259.70 + 2 x 262.49 + 275.00
    expect(item.line_price).toBe(1059.68);
    expect(res.body.data.count).toBe(4);
    expect(res.body.data.store_ids.sort()).toEqual([W.s1, W.s2, W.s3].sort());
  });

  it("takes units off the dearest store first when removing", async () => {
    const id = await newCustomer(t.db);
    const c = as(id);
    await c.add(atta({ qty: 4 }));
    const res = await c.remove(atta());
    expect(res.status).toBe(200);
    expect(allocationOf(res, W.atta)).toEqual({ [W.s3]: 1, [W.s1]: 2 });
    const all = await c.remove(atta({ all: true }));
    expect(all.body.data).toMatchObject({ _id: null, items: [], count: 0 });
    expect(await rows(id)).toEqual([]);
  });

  it("caps the quantity at the stores' summed stock and leaves the cart as it was", async () => {
    const id = await newCustomer(t.db);
    const c = as(id);
    expect((await c.add(atta({ qty: 8 }))).status).toBe(200);
    const before = await rows(id);
    const more = await c.add(atta());
    expect(more.status).toBe(409);
    expect(more.body).toMatchObject({
      success: false,
      code: "OUT_OF_STOCK",
      available: 8,
      message: "Only 8 of Whole Wheat Atta are in stock.",
    });
    expect(await rows(id)).toEqual(before);

    const fresh = as(await newCustomer(t.db));
    const tooMany = await fresh.add(atta({ qty: 9 }));
    expect(tooMany.status).toBe(409);
    expect((await fresh.view()).body.data.items).toEqual([]);
  });

  it("refuses a second shop with the cart-conflict sentence, whatever its group", async () => {
    const id = await newCustomer(t.db);
    const c = as(id);
    await c.add(atta());
    const before = await rows(id);
    const res = await c.add({ _id: W.shopB, product_id: W.oil, is_private: false, stores: [] });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, code: "CART_GROUP_CONFLICT", message: CART_MESSAGES.groupConflict });
    expect(res.body.message).toBe(
      "If you want to purchase from other category shops, you must check out the current cart items or would like to clear the cart?",
    );
    expect(await rows(id)).toEqual(before);
    // After clearing, the other shop is welcome.
    expect((await c.clear()).body.data.count).toBe(0);
    const ok = await c.add({ _id: W.shopB, product_id: W.oil, is_private: false, stores: [] });
    expect(ok.status).toBe(200);
    expect(ok.body.data._id).toBe(W.shopB);
  });

  it("ends with the right quantity when two tabs add at once", async () => {
    const id = await newCustomer(t.db);
    const c = as(id);
    const results = await Promise.all([
      c.add(atta()),
      c.add(atta()),
      c.add(atta()),
      c.add(atta()),
      c.add(atta({ qty: 1 })),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const view = await c.view();
    expect(view.body.data.items[0].quantity).toBe(5);
    expect(allocationOf(view, W.atta)).toEqual({ [W.s3]: 1, [W.s1]: 2, [W.s2]: 2 });

    // The same through the service, all started in one tick: without the transaction around the
    // read-modify-write these interleave and lose units (or collide creating the cart).
    const direct = await newCustomer(t.db);
    await Promise.all(Array.from({ length: 5 }, () => addToCart(t.app.ctx, direct, atta())));
    expect((await viewCart(t.app.ctx, direct)).items[0].quantity).toBe(5);

    // Concurrent adds beyond the stock: exactly the stock is taken, the rest are refused.
    const other = as(await newCustomer(t.db));
    const burst = await Promise.all(Array.from({ length: 10 }, () => other.add(atta())));
    expect(burst.filter((r) => r.status === 200)).toHaveLength(8);
    expect(burst.filter((r) => r.status === 409)).toHaveLength(2);
    expect((await other.view()).body.data.items[0].quantity).toBe(8);
  });
});

describe("bad input leaves the cart as it was", () => {
  it("answers 400, 404 or 409 with a clear message", async () => {
    const id = await newCustomer(t.db);
    const c = as(id);
    await c.add(atta());
    const before = await rows(id);
    const cases: [Body, number, string][] = [
      [atta({ qty: -1 }), 400, CART_MESSAGES.qtyMin],
      [atta({ qty: 0 }), 400, CART_MESSAGES.qtyMin],
      [atta({ qty: 1.5 }), 400, CART_MESSAGES.qtyWhole],
      [atta({ qty: 1_000_000 }), 400, CART_MESSAGES.qtyMax],
      [atta({ qty: "2" }), 400, CART_MESSAGES.qtyWhole],
      [atta({ stores: [{ store_id: W.s1, qty: -2 }] }), 400, CART_MESSAGES.qtyMin],
      [atta({ product_id: W.oil }), 404, "This product is not sold by this shop."],
      [atta({ product_id: "no-such-product" }), 404, "Product not found."],
      [
        { ...atta(), product_id: W.rice, stores: [{ store_id: W.s3, qty: 1 }] },
        404,
        "This store does not sell this product.",
      ],
      [atta({ stores: [{ store_id: W.b1, qty: 1 }] }), 404, "This store does not sell this product."],
      [atta({ _id: "no-such-shop" }), 404, "Shop not found."],
      [atta({ is_private: true }), 400, "This is not a private shop."],
      [
        { _id: W.shopP, product_id: W.dal, is_private: true, stores: [] },
        409,
        "This shop is closed now. Please order once it opens.",
      ],
      [atta({ extra: 1 }), 400, ""],
    ];
    for (const [body, status, message] of cases) {
      const res = await c.add(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.success).toBe(false);
      if (message) expect(res.body.message).toBe(message);
    }
    const removeCases: [Body, number][] = [
      [atta({ qty: 0 }), 400],
      [{ _id: W.shopA, product_id: W.rice, is_private: false, stores: [] }, 404],
      [{ _id: W.shopB, product_id: W.oil, is_private: false, stores: [] }, 404],
    ];
    for (const [body, status] of removeCases) expect((await c.remove(body)).status).toBe(status);
    expect(await rows(id)).toEqual(before);
  });

  it("keeps the quantity at most 99 per product", async () => {
    await t.db.storeProduct.update({
      where: { storeId_productId: { storeId: W.s1, productId: W.rice } },
      data: { stock: 500 },
    });
    const c = as(await newCustomer(t.db));
    const rice = { _id: W.shopA, product_id: W.rice, is_private: false, stores: [] };
    expect((await c.add({ ...rice, qty: 99 })).status).toBe(200);
    const over = await c.add(rice);
    expect(over.status).toBe(409);
    expect(over.body.code).toBe("QTY_LIMIT");
    await setStock(t.db, W.s1, W.rice, 10);
  });

  it("views and clears with or without a body", async () => {
    const id = await newCustomer(t.db);
    await as(id).add(atta());
    const view = await request(t.app.server).post("/user/cart/view/cr").set(customerAuth(t.app, id));
    expect(view.body.data.count).toBe(1);
    const cleared = await request(t.app.server).delete("/user/cart/clear/cr").set(customerAuth(t.app, id));
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ _id: null, count: 0, items: [] });
    expect(await rows(id)).toEqual([]);
  });

  it("is for customers only", async () => {
    const guest = await request(t.app.server).post("/user/cart/add").set(guestAuth(t.app)).send(atta());
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe("LOGIN_REQUIRED");
    const none = await request(t.app.server).post("/user/cart/view/cr").send({});
    expect(none.status).toBe(401);
  });
});

describe("stock changes after adding", () => {
  it("re-allocates a line the stock still covers, without changing its quantity", async () => {
    const id = await newCustomer(t.db);
    const c = as(id);
    await c.add(atta({ qty: 2 })); // S3 1, S1 1
    await setStock(t.db, W.s3, W.atta, 0);
    const view = await c.view();
    expect(view.body.data.items[0]).toMatchObject({ quantity: 2, in_stock: true });
    expect(allocationOf(view, W.atta)).toEqual({ [W.s1]: 2 });
    await setStock(t.db, W.s3, W.atta, 1);
  });

  it("reports, never silently keeps or drops, a line that lost stock", async () => {
    const id = await newCustomer(t.db);
    const c = as(id);
    await c.add(atta({ qty: 4 }));
    await setStock(t.db, W.s1, W.atta, 0);
    await setStock(t.db, W.s2, W.atta, 0);
    try {
      const view = await c.view();
      expect(view.body.data.in_stock).toBe(false);
      expect(view.body.data.items[0]).toMatchObject({ quantity: 4, available: 1, in_stock: false });
      const verify = await request(t.app.server)
        .post("/user/cart/verify/stock")
        .set(customerAuth(t.app, id))
        .send({ _id: W.shopA });
      expect(verify.status).toBe(200);
      expect(verify.body.data).toEqual({
        in_stock: false,
        items: [{ product_id: W.atta, product_name: "Whole Wheat Atta", quantity: 4, available: 1 }],
      });
      expect(verify.body.message).toBe("Some items in your cart are no longer in stock.");
      // Adding is refused; reducing works and stays flagged until it fits.
      expect((await c.add(atta())).status).toBe(409);
      const less = await c.remove(atta({ qty: 2 }));
      expect(less.body.data.items[0]).toMatchObject({ quantity: 2, in_stock: false });
      const fits = await c.remove(atta());
      expect(fits.body.data.items[0]).toMatchObject({ quantity: 1, in_stock: true });
      expect(allocationOf(fits, W.atta)).toEqual({ [W.s3]: 1 });
    } finally {
      await setStock(t.db, W.s1, W.atta, 2);
      await setStock(t.db, W.s2, W.atta, 5);
    }
  });
});
