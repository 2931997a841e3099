// One price path: /api/update (rupees at its edge), the console's stock page and its catalogue page
// (paise) all refuse a selling price above the MRP with the same message and write nothing; at the
// MRP each is accepted; the one write (changePrices) refuses it too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { ERROR_CODE, ITEM_ERROR_CODE } from "../../contract/errors";
import { DEMO_MERCHANT_AUTHKEY } from "../../../../seed/demo-credentials";
import { consoleCall, demoWorld, memberAuth } from "../shop-console/test-store-world";
import { changePrices, PRICE_ABOVE_MRP } from "./prices";

let t: TestApp;
let w: Awaited<ReturnType<typeof demoWorld>>;
let call: ReturnType<typeof consoleCall>;
/** A catalogue product the demo store sells, and the shop's own live product there. */
let shelf: { id: string; productCode: string; sellingPrice: number; mrp: number };
let own: { productId: string; storeProductId: string };
const OWN_MRP = 5000;

beforeAll(async () => {
  t = await testApp({ seeded: true });
  w = await demoWorld(t.db);
  call = consoleCall(t.app, (await memberAuth(t.app, t.db, w.merchantId, "staff")).auth);
  const row = await t.db.storeProduct.findFirstOrThrow({
    where: { storeId: w.store.id, product: { mrp: { gt: 0 }, shopId: null } },
    select: { id: true, productCode: true, sellingPrice: true, product: { select: { mrp: true } } },
    orderBy: { productCode: "asc" },
  });
  shelf = { id: row.id, productCode: row.productCode, sellingPrice: row.sellingPrice, mrp: row.product.mrp };
  const category = await t.db.category.findFirstOrThrow({ where: { children: { none: {} } }, select: { id: true } });
  const product = await t.db.product.create({
    data: { name: "Price Rule Poha", brand: "Rule", unit: "500 g", categoryId: category.id, mrp: OWN_MRP, status: "live", shopId: w.shopId },
  });
  const sp = await t.db.storeProduct.create({
    data: { storeId: w.store.id, productId: product.id, productCode: "PRICE-RULE-1", sellingPrice: 4500, stock: 4 },
  });
  own = { productId: product.id, storeProductId: sp.id };
});
afterAll(async () => t.close());

const update = (code: string, rupees: number) =>
  request(t.app.server)
    .post("/api/update")
    .set("Authkey", DEMO_MERCHANT_AUTHKEY)
    .send({ store_key: w.store.storeKey, product_info: [{ product_code: code, stock: 5, selling_price: rupees }] });
const priceOf = async (id: string) => (await t.db.storeProduct.findUniqueOrThrow({ where: { id } })).sellingPrice;

describe("a selling price above the MRP", () => {
  it("is refused by /api/update as an item error with the MRP message", async () => {
    const res = await update(shelf.productCode, (shelf.mrp + 100) / 100);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Updated: 0 });
    expect(res.body.error).toEqual([
      { index: 0, product_code: shelf.productCode, code: ITEM_ERROR_CODE.INVALID_ITEM, message: PRICE_ABOVE_MRP },
    ]);
    expect(await priceOf(shelf.id)).toBe(shelf.sellingPrice);
    const at = await update(shelf.productCode, shelf.mrp / 100);
    expect(at.body).toMatchObject({ Updated: 1, error: [] });
    expect(await priceOf(shelf.id)).toBe(shelf.mrp);
  });

  it("is refused by the console's stock page with the same message on selling_price", async () => {
    const res = await call.patch(`/stock/${w.store.id}/${shelf.productCode}`, { stock: 5, selling_price: shelf.mrp + 1 });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ERROR_CODE.VALIDATION_FAILED);
    expect(res.body.message).toBe(PRICE_ABOVE_MRP);
    expect(res.body.errors[0]).toEqual({ path: "selling_price", message: PRICE_ABOVE_MRP });
    const at = await call.patch(`/stock/${w.store.id}/${shelf.productCode}`, { stock: 5, selling_price: shelf.mrp - 100 });
    expect(at.status).toBe(200);
    expect(at.body.data.selling_price).toBe((shelf.mrp - 100) / 100);
  });

  it("is refused by the console's catalogue page (a live product) with the same message", async () => {
    const res = await call.put(`/products/${own.productId}/offers`, {
      offers: [{ store_id: w.store.id, selling_price: OWN_MRP + 1, stock: 5 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ERROR_CODE.VALIDATION_FAILED);
    expect(res.body.message).toBe(PRICE_ABOVE_MRP);
    expect(res.body.errors[0]).toEqual({ path: "offers.0.selling_price", message: PRICE_ABOVE_MRP });
    expect(await priceOf(own.storeProductId)).toBe(4500);
    const at = await call.put(`/products/${own.productId}/offers`, {
      offers: [{ store_id: w.store.id, selling_price: OWN_MRP, offer_percent: 5, stock: 6 }],
    });
    expect(at.status).toBe(200);
    expect(await t.db.storeProduct.findUniqueOrThrow({ where: { id: own.storeProductId } })).toMatchObject({
      sellingPrice: OWN_MRP,
      offerPercent: 5,
      stock: 6,
    });
  });

  it("is refused by the one price write itself", async () => {
    const write = t.db.$transaction((tx) =>
      changePrices(tx, [{ id: own.storeProductId, stock: 1, sellingPrice: OWN_MRP + 1, offer: 0, tax: 0, mrp: OWN_MRP }], new Date()),
    );
    await expect(write).rejects.toMatchObject({ code: ERROR_CODE.VALIDATION_FAILED, message: PRICE_ABOVE_MRP });
    expect(await priceOf(own.storeProductId)).toBe(OWN_MRP);
  });
});
