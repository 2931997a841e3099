import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { createMerchantWorld, type MerchantWorld } from "./test-fixture";

let t: TestApp;
let m: MerchantWorld;

beforeAll(async () => {
  t = await testApp();
  m = await createMerchantWorld(t.db, {
    storeKeys: ["READ-STORE-1"],
    products: [
      { code: "8901063010116", name: "Aashirvaad Atta", unit: "5 kg", price: 26550, stock: 42, offer: 5, tax: 5 },
      { code: "0012345678905", name: "Maggi Noodles", unit: "70 g", price: 1400, stock: 0, offer: 12.5, tax: 18 },
    ],
  });
});
afterAll(async () => t.close());

const read = (body: unknown, token = m.token) =>
  request(t.app.server)
    .post("/api/read")
    .set("Authkey", token)
    .send(body as object);

describe("POST /api/read", () => {
  it("answers the store's products in rupees, in request order, with unknown codes in not_found", async () => {
    const res = await read({ store_key: "READ-STORE-1", prod_codes: ["0012345678905", "999", "8901063010116"] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: [
        {
          product_code: "0012345678905",
          product_name: "Maggi Noodles",
          unit: "70 g",
          stock: 0,
          selling_price: 14,
          offer: 12.5,
          tax: 18,
        },
        {
          product_code: "8901063010116",
          product_name: "Aashirvaad Atta",
          unit: "5 kg",
          stock: 42,
          selling_price: 265.5,
          offer: 5,
          tax: 5,
        },
      ],
      not_found: ["999"],
    });
  });

  it("answers a repeated code once and trims codes", async () => {
    const res = await read({ store_key: " READ-STORE-1 ", prod_codes: ["8901063010116", " 8901063010116 "] });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.not_found).toEqual([]);
  });

  it("answers success with empty data when no code is sold here", async () => {
    const res = await read({ store_key: "READ-STORE-1", prod_codes: ["1", "2"] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: [], not_found: ["1", "2"] });
  });

  it("refuses a numeric barcode, which would lose its leading zeros", async () => {
    const res = await read({ store_key: "READ-STORE-1", prod_codes: [12345678905] });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION_FAILED");
    expect(res.body.errors[0]).toEqual({
      path: "prod_codes.0",
      message: "product_code must be a string (send barcodes in quotes so leading zeros are kept).",
    });
  });

  it("refuses a wrong envelope: missing store_key, empty list, unknown field", async () => {
    const missing = await read({ prod_codes: ["1"] });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("store_key is required and must be a string.");
    const empty = await read({ store_key: "READ-STORE-1", prod_codes: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("prod_codes must hold at least one product code.");
    const extra = await read({ store_key: "READ-STORE-1", prod_codes: ["1"], limit: 5 });
    expect(extra.status).toBe(400);
    expect(extra.body.code).toBe("VALIDATION_FAILED");
  });

  it("reads nothing it was not asked: the row is unchanged and lastSyncedAt stays empty", async () => {
    await read({ store_key: "READ-STORE-1", prod_codes: ["8901063010116"] });
    const row = await t.db.storeProduct.findFirst({ where: { productCode: "8901063010116" } });
    expect(row?.stock).toBe(42);
    expect(row?.lastSyncedAt).toBeNull();
  });

  it("answers values that /api/update accepts back unchanged", async () => {
    await t.db.storeProduct.updateMany({
      where: { productCode: "0012345678905" },
      data: { offerPercent: 33.333, taxPercent: 2.5 },
    });
    const res = await read({ store_key: "READ-STORE-1", prod_codes: ["0012345678905"] });
    const product_info = res.body.data.map(
      ({ product_code, stock, selling_price, offer, tax, product_name, unit }: Record<string, unknown>) => ({
        product_code,
        stock,
        selling_price,
        offer,
        tax,
        product_name,
        unit,
      }),
    );
    const dry = await request(t.app.server)
      .post("/api/update?dryRun=1")
      .set("Authkey", m.token)
      .send({ store_key: "READ-STORE-1", product_info });
    expect(dry.body).toMatchObject({ Updated: 1, error: [], changes: [{ changed: [] }] });
  });
});
