// Stock and prices in the console: search, edit with /api/update's rules, mark out of stock, the
// customer's shop answers change at once, every write is audited, another shop's store is 404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { guestAuth, testApp, type TestApp } from "../../testing/app";
import { auditOf, consoleCall, demoWorld, memberAuth } from "./test-store-world";

let t: TestApp;
let w: Awaited<ReturnType<typeof demoWorld>>;
let call: ReturnType<typeof consoleCall>;
let row: { productCode: string; productId: string; stock: number; sellingPrice: number };

beforeAll(async () => {
  t = await testApp({ seeded: true });
  w = await demoWorld(t.db);
  call = consoleCall(t.app, (await memberAuth(t.app, t.db, w.merchantId, "staff")).auth);
  row = await t.db.storeProduct.findFirstOrThrow({
    // A product whose MRP allows the ₹41.50 the edits below set (a price above the MRP is refused).
    where: { storeId: w.store.id, stock: { gt: 0 }, product: { mrp: { gte: 4150 } } },
    select: { productCode: true, productId: true, stock: true, sellingPrice: true },
    orderBy: { productCode: "asc" },
  });
});
afterAll(async () => t.close());

/** What the customer's shop page shows of the product (through the read cache). */
async function customerSees() {
  const res = await request(t.app.server)
    .post("/user/product/view/by_product")
    .set(guestAuth(t.app))
    .send({ _id: w.shopId, stores: [w.store.id], product_id: row.productId });
  expect(res.status).toBe(200);
  return res.body.data.stores.find((s: { store_id: string }) => s.store_id === w.store.id).product_details as {
    stock: number;
    selling_price: number;
    offer: number;
  };
}

describe("GET /merchant/api/stores and /merchant/api/stock", () => {
  it("lists the merchant's stores", async () => {
    const res = await call.get("/stores");
    expect(res.status).toBe(200);
    const ids = res.body.data.map((s: { store_id: string }) => s.store_id);
    expect(ids).toContain(w.store.id);
    expect(ids).not.toContain(w.other.id);
  });

  it("searches a store's products by barcode and by name", async () => {
    const byCode = await call.get(`/stock?store_id=${w.store.id}&q=${row.productCode}`);
    expect(byCode.status).toBe(200);
    expect(byCode.body.data.items[0]).toMatchObject({ product_code: row.productCode, stock: row.stock });
    const all = await call.get(`/stock?store_id=${w.store.id}&limit=5`);
    expect(all.body.data.total).toBeGreaterThan(5);
    expect(all.body.data.items).toHaveLength(5);
    const name = all.body.data.items[0].product_name as string;
    const byName = await call.get(`/stock?store_id=${w.store.id}&q=${encodeURIComponent(name.slice(0, 6))}`);
    expect(byName.body.data.items.map((i: { product_name: string }) => i.product_name)).toContain(name);
  });

  it("answers 404 for another merchant's store and 400 for a bad query", async () => {
    const other = await call.get(`/stock?store_id=${w.other.id}`);
    expect(other.status).toBe(404);
    expect(other.body.code).toBe("STORE_NOT_FOUND");
    expect((await call.get(`/stock?store_id=${w.store.id}&limit=500`)).status).toBe(400);
    expect((await call.get(`/stock`)).status).toBe(400);
  });
});

describe("PATCH /merchant/api/stock/:store_id/:product_code", () => {
  it("changes stock, price and offer; the customer's shop page shows it at once; audited", async () => {
    expect((await customerSees()).stock).toBe(row.stock);
    const res = await call.patch(`/stock/${w.store.id}/${row.productCode}`, { stock: 7, selling_price: 4150, offer: 10 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ product_code: row.productCode, stock: 7, selling_price: 41.5, offer: 10 });
    expect(await customerSees()).toMatchObject({ stock: 7, selling_price: 41.5, offer: 10 });
    const [entry] = await auditOf(t.db, w.merchantId);
    expect(entry).toMatchObject({ action: "stock.update", entity: "store_product", entityId: `${w.store.storeKey}/${row.productCode}` });
    expect(JSON.parse(entry.before!)).toMatchObject({ stock: row.stock });
    expect(JSON.parse(entry.after!)).toEqual({ stock: 7, selling_price: 41.5, offer: 10 });
  });

  it("marks out of stock (stock 0), and the offer stays when not sent", async () => {
    const res = await call.patch(`/stock/${w.store.id}/${row.productCode}`, { stock: 0, selling_price: 4150 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ stock: 0, offer: 10 });
    expect((await customerSees()).stock).toBe(0);
    expect((await auditOf(t.db, w.merchantId))[0].action).toBe("stock.out_of_stock");
    const out = await call.get(`/stock?store_id=${w.store.id}&out_of_stock=1`);
    expect(out.body.data.items.map((i: { product_code: string }) => i.product_code)).toContain(row.productCode);
  });

  it("refuses bad values with /api/update's messages, naming the field", async () => {
    const cases: [object, string, string][] = [
      [{ stock: -1, selling_price: 1000 }, "stock", "stock must not be negative."],
      [{ stock: 1.5, selling_price: 1000 }, "stock", "stock must be a whole number."],
      [{ stock: 1, selling_price: 0 }, "selling_price", "selling_price must be more than 0."],
      [{ stock: 1, selling_price: 1055.5 }, "selling_price", "selling_price must be a whole number of paise."],
      [{ stock: 1, selling_price: 1000, offer: 120 }, "offer", ""],
      [{ stock: 1 }, "selling_price", ""],
      [{ stock: 1, selling_price: 1000, tax: 5 }, "", ""],
    ];
    for (const [body, path, message] of cases) {
      const res = await call.patch(`/stock/${w.store.id}/${row.productCode}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe("VALIDATION_FAILED");
      if (path) expect(res.body.errors[0].path).toBe(path);
      if (message) expect(res.body.errors[0].message).toBe(message);
    }
  });

  it("answers 404 for a code the store does not sell and for another merchant's store, writing nothing", async () => {
    const before = await auditOf(t.db, w.merchantId);
    const unknown = await call.patch(`/stock/${w.store.id}/NO-SUCH-CODE`, { stock: 1, selling_price: 1000 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("STORE_PRODUCT_NOT_FOUND");
    const otherRow = await t.db.storeProduct.findFirstOrThrow({ where: { storeId: w.other.id } });
    const other = await call.patch(`/stock/${w.other.id}/${otherRow.productCode}`, { stock: 1, selling_price: 1000 });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe("STORE_NOT_FOUND");
    expect((await t.db.storeProduct.findUniqueOrThrow({ where: { id: otherRow.id } })).stock).toBe(otherRow.stock);
    expect(await auditOf(t.db, w.merchantId)).toHaveLength(before.length);
  });

  it("is refused without the catalogue privilege (403) and without a session (401)", async () => {
    const accounts = consoleCall(t.app, (await memberAuth(t.app, t.db, w.merchantId, "accounts")).auth);
    expect((await accounts.get(`/stock?store_id=${w.store.id}`)).status).toBe(403);
    expect((await accounts.patch(`/stock/${w.store.id}/${row.productCode}`, { stock: 1, selling_price: 1000 })).status).toBe(403);
    expect((await accounts.get("/stores")).status).toBe(200);
    const anonymous = consoleCall(t.app, {});
    expect((await anonymous.get(`/stock?store_id=${w.store.id}`)).status).toBe(401);
    // A customer's token never opens the console.
    expect((await consoleCall(t.app, guestAuth(t.app)).get(`/stock?store_id=${w.store.id}`)).status).toBe(401);
  });
});
