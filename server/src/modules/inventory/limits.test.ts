import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { INVENTORY_BATCH_LIMIT, MAX_PRODUCT_NAME } from "../../contract/inventory";
import { createMerchantWorld, stockShelf, type MerchantWorld } from "./test-fixture";

let t: TestApp;
let m: MerchantWorld;
let codes: string[];

beforeAll(async () => {
  t = await testApp({ env: { LOG_LEVEL: "error" } });
  m = await createMerchantWorld(t.db, { storeKeys: ["BIG-1"] });
  codes = await stockShelf(t.db, m.stores["BIG-1"], INVENTORY_BATCH_LIMIT, "890000000");
});
afterAll(async () => t.close());

const post = (path: string) => request(t.app.server).post(path).set("Authkey", m.token);

describe("batch and body limits", () => {
  it("refuses a body nested past the bound (a bracket bomb) with 400 JSON_TOO_DEEP", async () => {
    const bomb = "[".repeat(50_000) + "]".repeat(50_000);
    const res = await post("/api/update").set("content-type", "application/json").send(bomb);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: "JSON_TOO_DEEP" });
  });

  it("applies a 1,000-item batch with long non-Latin names (a body over 1 MiB) in one call", async () => {
    // Devanagari names sent \u-escaped: the largest honest body a valid batch can have.
    const name = "आशीर्वाद".repeat(MAX_PRODUCT_NAME / 8).slice(0, MAX_PRODUCT_NAME);
    const product_info = codes.map((code, i) => ({
      product_code: code,
      stock: i,
      selling_price: 10.5,
      product_name: name,
      offer: 2.5,
      tax: 18,
    }));
    const payload = JSON.stringify({ store_key: "BIG-1", product_info }).replace(
      /[\u0080-\uffff]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
    );
    expect(payload.length).toBeGreaterThan(1024 * 1024);
    const res = await post("/api/update").set("content-type", "application/json").send(payload);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, Updated: INVENTORY_BATCH_LIMIT, error: [] });
    const last = await t.db.storeProduct.findFirstOrThrow({
      where: { productCode: codes[999] },
      include: { product: true },
    });
    expect(last).toMatchObject({ stock: 999, sellingPrice: 1050, offerPercent: 2.5, taxPercent: 18 });
    expect(last.product.name).toBe(name);
    expect(await t.db.storeProduct.count({ where: { lastSyncedAt: null } })).toBe(0);
  });

  it("reads 1,000 codes in one call", async () => {
    const res = await post("/api/read").send({ store_key: "BIG-1", prod_codes: codes });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(INVENTORY_BATCH_LIMIT);
    expect(res.body.data[999]).toMatchObject({ product_code: codes[999], stock: 999, selling_price: 10.5 });
  });

  it("answers 413 with a clear message for 1,001 items or codes, and writes nothing", async () => {
    const items = [...codes, "8900000001001"].map((code) => ({ product_code: code, stock: 777_777, selling_price: 1 }));
    const res = await post("/api/update").send({ store_key: "BIG-1", product_info: items });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      success: false,
      code: "BATCH_TOO_LARGE",
      message: "product_info holds 1001 items; one call takes at most 1000. Split the batch into several calls.",
    });
    expect(await t.db.storeProduct.count({ where: { stock: 777_777 } })).toBe(0);
    const read = await post("/api/read").send({ store_key: "BIG-1", prod_codes: [...codes, "x"] });
    expect(read.status).toBe(413);
    expect(read.body.message).toBe(
      "prod_codes holds 1001 codes; one call takes at most 1000. Split the batch into several calls.",
    );
  });

  it("answers 413 for a 5 MB body", async () => {
    const res = await post("/api/update")
      .set("content-type", "application/json")
      .send(
        JSON.stringify({
          store_key: "BIG-1",
          product_info: [{ product_code: "x".repeat(5 * 1024 * 1024), stock: 1, selling_price: 1 }],
        }),
      );
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      success: false,
      code: "PAYLOAD_TOO_LARGE",
      message: "The request body is larger than 2 MiB. Send at most 1000 items per call.",
    });
  });

  it("answers 415 for a body that is not JSON and 400 for broken JSON", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const res = await post("/api/update").set("content-type", type).send("store_key=BIG-1");
      expect(res.status).toBe(415);
      expect(res.body).toEqual({
        success: false,
        code: "UNSUPPORTED_MEDIA_TYPE",
        message: "Send the body as JSON with Content-Type: application/json.",
      });
    }
    const broken = await post("/api/update").set("content-type", "application/json").send('{"store_key": "BIG-1", ');
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ success: false, code: "INVALID_JSON" });
    const poisoned = await post("/api/update")
      .set("content-type", "application/json")
      .send('{"store_key": "BIG-1", "product_info": [], "__proto__": {"admin": true}}');
    expect(poisoned.status).toBe(400);
  });
});
