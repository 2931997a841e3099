import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, guestAuth, type TestApp } from "../../testing/app";
import { buildCatalog, FIX } from "./catalog-fixture";

let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await testApp();
  await buildCatalog(t.db);
  auth = guestAuth(t.app);
});
afterAll(async () => t.close());

const post = (path: string, body: object) => request(t.app.server).post(`/user${path}`).set(auth).send(body);

describe("POST /cart/qty", () => {
  it("answers the stock of each store in scope", async () => {
    const res = await post("/cart/qty", { _id: FIX.shop, stores: [...FIX.stores], product_id: "p_000" });
    expect(res.status).toBe(200);
    const stock = Object.fromEntries(res.body.data.stores.map((s: { store_id: string; product_details: { stock: number } }) => [s.store_id, s.product_details.stock]));
    expect(stock).toEqual({ st_a: 5, st_b: 2, st_c: 0 });
    expect(res.body.data.total).toBe(7);
  });

  it("follows stock changes, and limits the answer to the named stores", async () => {
    await t.db.storeProduct.update({ where: { storeId_productId: { storeId: "st_b", productId: "p_000" } }, data: { stock: 11 } });
    const res = await post("/cart/qty", { _id: FIX.shop, stores: ["st_b"], product_id: "p_000" });
    expect(res.body.data.stores).toHaveLength(1);
    expect(res.body.data.stores[0]).toMatchObject({ store_id: "st_b", product_details: { stock: 11 } });
    expect(res.body.data.total).toBe(11);
  });

  it("answers 404 for a product the stores do not sell, an unknown product or a foreign store", async () => {
    expect((await post("/cart/qty", { _id: FIX.shop, stores: ["st_c"], product_id: "p_001" })).status).toBe(404);
    expect((await post("/cart/qty", { _id: FIX.shop, product_id: "p_bhujia" })).body.code).toBe("PRODUCT_NOT_FOUND");
    expect((await post("/cart/qty", { _id: FIX.shop, product_id: "nope" })).status).toBe(404);
    expect((await post("/cart/qty", { _id: FIX.shop, stores: [FIX.otherStore], product_id: "p_000" })).body.code).toBe("STORE_NOT_FOUND");
  });
});

describe("POST /product/view/by_product", () => {
  it("answers the product with its template rows and review summary", async () => {
    const res = await post("/product/view/by_product", { _id: FIX.shop, stores: [], product_id: "p_chakki" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      _id: "p_chakki",
      category: "Grocery > Staples > Atta",
      productInfo: { product_name: "Aashirvaad Shudh Chakki Atta", brand: "Aashirvaad" },
      reviews: { count: 2, avg_rating: 4.5 },
      template: [
        { key_name: "brand", display_name: "Brand", value: "Aashirvaad" },
        { key_name: "shelf_life", display_name: "Shelf Life", value: "6 months" },
      ],
    });
    // Cheapest net price first: 315 (10% off 350), 333.45 (5% off 351), 349.
    expect(res.body.data.stores.map((s: { store_id: string; net_price: number }) => [s.store_id, s.net_price])).toEqual([
      ["st_a", 315],
      ["st_c", 333.45],
      ["st_b", 349],
    ]);
  });

  it("names the seller: legal name, the selling store's address, GSTIN (e-commerce rules)", async () => {
    const before = await post("/product/view/by_product", { _id: FIX.shop, stores: [], product_id: "p_chakki" });
    const store = await t.db.store.findUniqueOrThrow({ where: { id: "st_a" } });
    const shop = await t.db.shop.findUniqueOrThrow({ where: { id: FIX.shop } });
    // No registration yet: the display name, and no GSTIN.
    expect(before.body.data.seller).toEqual({
      legal_name: shop.displayName,
      address: expect.stringContaining(store.street),
      gstin: null,
    });
    await t.db.shop.update({ where: { id: FIX.shop }, data: { legalName: "Sharma Traders LLP", gstin: "29AAPFU0939F1ZV" } });
    const res = await post("/product/view/by_product", { _id: FIX.shop, stores: [], product_id: "p_chakki" });
    expect(res.body.data.seller).toEqual({
      legal_name: "Sharma Traders LLP",
      address: expect.stringContaining(`${store.city}, ${store.state} ${store.zipcode}`),
      gstin: "29AAPFU0939F1ZV",
    });
  });

  it("answers the private shop's own offer of a shared product", async () => {
    const res = await post("/product/view/by_product", { _id: FIX.privateShop, product_id: "p_chakki" });
    expect(res.body.data.stores).toEqual([
      expect.objectContaining({ store_id: FIX.privateStore, net_price: 450, product_details: expect.objectContaining({ stock: 3 }) }),
    ]);
  });
});

describe("POST /product/view/reviews", () => {
  it("answers the reviews newest first with the reviewer's name", async () => {
    const res = await post("/product/view/reviews?skip=0&limit=20", { product_id: "p_chakki" });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      count: 2,
      avg_rating: 4.5,
      reviews: [
        { _id: expect.any(String), name: "Arjun M.", rating: 4, message: null, at: "2026-05-01T10:00:00.000Z" },
        { _id: expect.any(String), name: "Priya N.", rating: 5, message: "Soft rotis every time.", at: "2026-03-04T10:00:00.000Z" },
      ],
    });
    const second = await post("/product/view/reviews?skip=1&limit=1", { product_id: "p_chakki" });
    expect(second.body.data.reviews.map((r: { name: string }) => r.name)).toEqual(["Priya N."]);
  });

  it("answers an empty list for a product without reviews, 404 for an unknown one", async () => {
    const none = await post("/product/view/reviews", { product_id: "p_001" });
    expect(none.body.data).toEqual({ count: 0, avg_rating: 0, reviews: [] });
    expect((await post("/product/view/reviews", { product_id: "nope" })).status).toBe(404);
    expect((await post("/product/view/reviews?limit=21", { product_id: "p_001" })).status).toBe(400);
  });
});

describe("POST /product/view/template", () => {
  it("answers the shop's template rows", async () => {
    const res = await post("/product/view/template", { _id: FIX.shop });
    expect(res.body.data.template).toEqual([
      { key_name: "brand", display_name: "Brand" },
      { key_name: "shelf_life", display_name: "Shelf Life" },
    ]);
    expect((await post("/product/view/template", { _id: "nope" })).status).toBe(404);
  });
});
