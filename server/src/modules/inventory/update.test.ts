import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { NOTHING_UPDATED_MESSAGE, UPDATED_MESSAGE } from "../../contract/inventory";
import { addStore, createMerchantWorld, sell, type MerchantWorld } from "./test-fixture";
import { providerOf } from "../../lib/db";

let t: TestApp;
let m: MerchantWorld;
let other: MerchantWorld;
const clock = new Date("2026-11-21T06:00:00.000Z");

const products = [
  { code: "A1", name: "Aashirvaad Atta", unit: "5 kg", price: 26500, stock: 42, offer: 5, tax: 5 },
  { code: "B2", name: "Tata Salt", unit: "1 kg", price: 2800, stock: 120 },
  { code: "C3", name: "Amul Butter", unit: "500 g", price: 28500, stock: 18, tax: 12 },
  { code: "D4", name: "Parle-G", unit: "800 g", price: 9000, stock: 60 },
  { code: "E5", name: "Fortune Sunflower Oil", unit: "1 L", price: 16500, stock: 30 },
  { code: "F6", name: "Surf Excel", unit: "1 kg", price: 14000, mrp: 15000, stock: 25 },
];

beforeAll(async () => {
  t = await testApp({ now: () => clock });
  m = await createMerchantWorld(t.db, { storeKeys: ["UPD-1", "UPD-2"], products });
  other = await createMerchantWorld(t.db, { storeKeys: ["OTHER-1"] });
});
afterAll(async () => t.close());

const update = (body: unknown, query = "") =>
  request(t.app.server)
    .post(`/api/update${query}`)
    .set("Authkey", m.token)
    .send(body as object);
const row = (code: string, storeKey = "UPD-1") =>
  t.db.storeProduct.findFirstOrThrow({ where: { productCode: code, store: { storeKey } }, include: { product: true } });

describe("POST /api/update", () => {
  it("applies the valid items of a mixed batch, lists each refused item, and changes nothing else", async () => {
    const res = await update({
      store_key: "UPD-1",
      product_info: [
        { product_code: "A1", stock: 40, selling_price: 259.5, offer: 4, tax: 5 },
        { product_code: "B2", stock: -1, selling_price: 28 },
        { product_code: "C3", stock: 10, selling_price: -285 },
        { product_code: "D4", stock: 10, selling_price: "90" },
        { product_code: "E5", stock: 10, selling_price: 165, offer: 101, tax: -1 },
        { product_code: "NOPE", stock: 1, selling_price: 1 },
        { product_code: "F6", stock: 2.5, selling_price: 140.123 },
        { product_code: "B2", stock: 5, selling_price: 30 },
        "not an item",
        { product_code: "A1x", stock: 1, selling_price: 1, mrp: 2 },
        { stock: 1 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe(UPDATED_MESSAGE);
    expect(res.body.Updated).toBe(1);
    const byIndex = Object.fromEntries(res.body.error.map((e: { index: number }) => [e.index, e]));
    expect(Object.keys(byIndex).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(byIndex[1]).toEqual({
      index: 1,
      product_code: "B2",
      code: "INVALID_ITEM",
      message: "stock must not be negative.",
    });
    expect(byIndex[2].message).toBe("selling_price must be more than 0.");
    expect(byIndex[3].message).toBe("selling_price must be a number (not a string).");
    expect(byIndex[4].message).toBe("offer must be a percent from 0 to 100. tax must be a percent from 0 to 100.");
    expect(byIndex[5]).toMatchObject({ product_code: "NOPE", code: "UNKNOWN_PRODUCT_CODE" });
    expect(byIndex[6].message).toBe(
      "stock must be a whole number. selling_price can have at most 2 decimals (rupees and paise).",
    );
    expect(byIndex[7]).toMatchObject({ product_code: "B2", code: "DUPLICATE_PRODUCT_CODE" });
    expect(byIndex[7].message).toBe("product_code appears 2 times in this batch (items 1, 7); send each code once.");
    expect(byIndex[8]).toEqual({
      index: 8,
      product_code: null,
      code: "INVALID_ITEM",
      message: "Each item must be an object.",
    });
    expect(byIndex[9].message).toMatch(/^Unknown field "mrp"/);
    expect(byIndex[10]).toMatchObject({
      product_code: null,
      message: "product_code is required. selling_price is required.",
    });

    const a1 = await row("A1");
    expect(a1).toMatchObject({ stock: 40, sellingPrice: 25950, offerPercent: 4, taxPercent: 5 });
    expect(a1.lastSyncedAt?.toISOString()).toBe(clock.toISOString());
    for (const [code, stock, price] of [
      ["B2", 120, 2800],
      ["C3", 18, 28500],
      ["D4", 60, 9000],
      ["E5", 30, 16500],
      ["F6", 25, 14000],
    ] as const) {
      const r = await row(code);
      expect({ code, stock: r.stock, price: r.sellingPrice, synced: r.lastSyncedAt }).toEqual({
        code,
        stock,
        price,
        synced: null,
      });
    }
  });

  it("keeps offer, tax, name and unit when they are not sent", async () => {
    const res = await update({
      store_key: "UPD-1",
      product_info: [{ product_code: "C3", stock: 11, selling_price: 280 }],
    });
    expect(res.body).toEqual({ success: true, message: UPDATED_MESSAGE, Updated: 1, error: [] });
    const c3 = await row("C3");
    expect(c3).toMatchObject({ stock: 11, sellingPrice: 28000, offerPercent: 0, taxPercent: 12 });
    expect(c3.product).toMatchObject({ name: "Amul Butter", unit: "500 g" });
  });

  it("says nothing was updated when every item is refused", async () => {
    const res = await update({
      store_key: "UPD-1",
      product_info: [{ product_code: "D4", stock: 1, selling_price: 0 }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: NOTHING_UPDATED_MESSAGE, Updated: 0 });
    expect((await row("D4")).sellingPrice).toBe(9000);
  });

  it("renames a product sold only by this merchant's stores, in every one of them", async () => {
    await sell(t.db, m.stores["UPD-2"], m.products["D4"], { code: "D4-second", price: 9500, stock: 3 });
    const res = await update({
      store_key: "UPD-1",
      product_info: [{ product_code: "D4", stock: 61, selling_price: 90, product_name: "Parle-G Gold", unit: "1 kg" }],
    });
    expect(res.body.Updated).toBe(1);
    const second = await row("D4-second", "UPD-2");
    expect(second.product).toMatchObject({ name: "Parle-G Gold", unit: "1 kg" });
    const read = await request(t.app.server)
      .post("/api/read")
      .set("Authkey", m.token)
      .send({ store_key: "UPD-2", prod_codes: ["D4-second"] });
    expect(read.body.data[0]).toMatchObject({
      product_name: "Parle-G Gold",
      unit: "1 kg",
      stock: 3,
      selling_price: 95,
    });
  });

  it("refuses to rename a product another merchant also sells, but accepts its current name", async () => {
    const otherStore = await addStore(t.db, other.shopId, "OTHER-2");
    await sell(t.db, otherStore, m.products["E5"], { code: "E5", price: 17000, stock: 9 });
    const res = await update({
      store_key: "UPD-1",
      product_info: [
        { product_code: "E5", stock: 5, selling_price: 160, product_name: "My Oil" },
        { product_code: "F6", stock: 5, selling_price: 150, product_name: "Surf Excel", unit: "1 kg" },
      ],
    });
    expect(res.body.Updated).toBe(1);
    expect(res.body.error).toEqual([
      {
        index: 0,
        product_code: "E5",
        code: "PRODUCT_SHARED",
        message:
          "product_name and unit cannot be changed here: this catalogue product is also sold by other merchants' stores. Send the item without product_name and unit (or with the current values).",
      },
    ]);
    const e5 = await row("E5");
    expect(e5).toMatchObject({ stock: 30, sellingPrice: 16500 });
    expect(e5.product.name).toBe("Fortune Sunflower Oil");
    expect((await row("F6")).stock).toBe(5);
  });

  it("applies nothing when the transaction fails part-way", async () => {
    const pg = providerOf(t.db) === "postgresql";
    if (pg) {
      await t.db.$executeRawUnsafe(
        `CREATE FUNCTION inventory_test_boom() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'boom'; END $$`,
      );
      await t.db.$executeRawUnsafe(
        `CREATE TRIGGER inventory_test_boom BEFORE UPDATE ON "StoreProduct" FOR EACH ROW WHEN (NEW."productCode" = 'B2') EXECUTE FUNCTION inventory_test_boom()`,
      );
    } else {
      await t.db.$executeRawUnsafe(
        `CREATE TRIGGER inventory_test_boom BEFORE UPDATE ON "StoreProduct" WHEN NEW."productCode" = 'B2' BEGIN SELECT RAISE(ABORT, 'boom'); END`,
      );
    }
    try {
      const res = await update({
        store_key: "UPD-1",
        product_info: [
          { product_code: "A1", stock: 1, selling_price: 1 },
          { product_code: "B2", stock: 1, selling_price: 1 },
        ],
      });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        success: false,
        code: "INTERNAL",
        message: "Something went wrong. Please try again.",
      });
      expect((await row("A1")).stock).toBe(40);
    } finally {
      await t.db.$executeRawUnsafe(pg ? `DROP TRIGGER inventory_test_boom ON "StoreProduct"` : `DROP TRIGGER inventory_test_boom`);
    }
  });

  it("refuses a wrong envelope as a whole", async () => {
    for (const body of [
      { store_key: "UPD-1" },
      { store_key: "UPD-1", product_info: [] },
      { store_key: "UPD-1", product_info: { product_code: "A1" } },
      { store_key: 7, product_info: [{ product_code: "A1", stock: 1, selling_price: 1 }] },
    ]) {
      const res = await update(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: "VALIDATION_FAILED" });
    }
    expect((await row("A1")).stock).toBe(40);
  });
});

describe("POST /api/update?dryRun=1", () => {
  it("reports before and after of every valid item and writes nothing", async () => {
    const before = await row("A1");
    const res = await update(
      {
        store_key: "UPD-1",
        product_info: [
          { product_code: "A1", stock: 7, selling_price: 250, tax: 0 },
          { product_code: "C3", stock: 11, selling_price: 280 },
          { product_code: "B2", stock: -7, selling_price: 1 },
        ],
      },
      "?dryRun=1",
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      dry_run: true,
      Updated: 2,
      message: "Dry run: nothing was changed.",
    });
    expect(res.body.error).toEqual([
      { index: 2, product_code: "B2", code: "INVALID_ITEM", message: "stock must not be negative." },
    ]);
    expect(res.body.changes).toEqual([
      {
        index: 0,
        product_code: "A1",
        changed: ["stock", "selling_price", "tax"],
        before: { product_name: "Aashirvaad Atta", unit: "5 kg", stock: 40, selling_price: 259.5, offer: 4, tax: 5 },
        after: { product_name: "Aashirvaad Atta", unit: "5 kg", stock: 7, selling_price: 250, offer: 4, tax: 0 },
      },
      {
        index: 1,
        product_code: "C3",
        changed: [],
        before: { product_name: "Amul Butter", unit: "500 g", stock: 11, selling_price: 280, offer: 0, tax: 12 },
        after: { product_name: "Amul Butter", unit: "500 g", stock: 11, selling_price: 280, offer: 0, tax: 12 },
      },
    ]);
    expect(await row("A1")).toEqual(before);
  });

  it("applies the same body when dryRun is 0", async () => {
    const res = await update(
      { store_key: "UPD-1", product_info: [{ product_code: "A1", stock: 7, selling_price: 250 }] },
      "?dryRun=0",
    );
    expect(res.body).toEqual({ success: true, message: UPDATED_MESSAGE, Updated: 1, error: [] });
    expect((await row("A1")).stock).toBe(7);
  });

  it("refuses an unknown dryRun value", async () => {
    const res = await update(
      { store_key: "UPD-1", product_info: [{ product_code: "A1", stock: 8, selling_price: 250 }] },
      "?dryRun=yes",
    );
    expect(res.status).toBe(400);
    expect((await row("A1")).stock).toBe(7);
  });
});
