import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { createMerchantWorld, type MerchantWorld } from "./test-fixture";

let t: TestApp;
let m: MerchantWorld;
let other: MerchantWorld;
let clock = new Date("2026-11-21T06:00:00.000Z");

beforeAll(async () => {
  t = await testApp({ now: () => clock });
  m = await createMerchantWorld(t.db, {
    storeKeys: ["IDEM-1"],
    products: [
      { code: "A1", name: "Aashirvaad Atta", unit: "5 kg", price: 26500, stock: 42 },
      { code: "B2", name: "Tata Salt", unit: "1 kg", price: 2800, stock: 120 },
    ],
  });
  other = await createMerchantWorld(t.db, {
    storeKeys: ["IDEM-OTHER"],
    products: [{ code: "A1", name: "Other Atta", unit: "5 kg", price: 25000, stock: 5 }],
  });
});
afterAll(async () => t.close());

const send = (body: object, key?: string, token = m.token, query = "") => {
  const req = request(t.app.server).post(`/api/update${query}`).set("Authkey", token);
  if (key !== undefined) req.set("Idempotency-Key", key);
  return req.send(body);
};
const stockOf = async (code: string, storeKey = "IDEM-1") =>
  (await t.db.storeProduct.findFirstOrThrow({ where: { productCode: code, store: { storeKey } } })).stock;
const setStock = (code: string, stock: number) =>
  t.db.storeProduct.updateMany({ where: { productCode: code, store: { storeKey: "IDEM-1" } }, data: { stock } });

const body = {
  store_key: "IDEM-1",
  product_info: [
    { product_code: "A1", stock: 10, selling_price: 260 },
    { product_code: "ZZ", stock: 1, selling_price: 1 },
  ],
};

describe("Idempotency-Key on /api/update", () => {
  it("answers a retry with the first answer and applies nothing twice", async () => {
    const first = await send(body, "order-sync-0001");
    expect(first.status).toBe(200);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    expect(first.body.Updated).toBe(1);
    expect(await stockOf("A1")).toBe(10);

    // Stock moves on (a customer order) between the first call and the retry.
    await setStock("A1", 7);
    const retry = await send({ product_info: body.product_info, store_key: "IDEM-1" }, "order-sync-0001");
    expect(retry.status).toBe(200);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.body).toEqual(first.body);
    expect(await stockOf("A1")).toBe(7);
    expect(await t.db.idempotencyRecord.count({ where: { merchantId: m.merchantId, key: "order-sync-0001" } })).toBe(1);
  });

  it("answers 422 when the key comes back with a different body, and writes nothing", async () => {
    const res = await send(
      { ...body, product_info: [{ product_code: "A1", stock: 99, selling_price: 260 }] },
      "order-sync-0001",
    );
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      success: false,
      code: "IDEMPOTENCY_KEY_REUSED",
      message:
        "This Idempotency-Key was already used in the last 24 hours with a different request body. Use a new key for a new update.",
    });
    expect(await stockOf("A1")).toBe(7);
  });

  it("keeps keys per merchant: another merchant's same key is a new request", async () => {
    const res = await send(
      { store_key: "IDEM-OTHER", product_info: [{ product_code: "A1", stock: 3, selling_price: 250 }] },
      "order-sync-0001",
      other.token,
    );
    expect(res.status).toBe(200);
    expect(res.headers["idempotent-replayed"]).toBeUndefined();
    expect(await stockOf("A1", "IDEM-OTHER")).toBe(3);
  });

  it("forgets a key after 24 hours", async () => {
    clock = new Date(clock.getTime() + 24 * 3600 * 1000 + 1000);
    const again = await send(body, "order-sync-0001");
    expect(again.status).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBeUndefined();
    expect(await stockOf("A1")).toBe(10);
    const records = await t.db.idempotencyRecord.findMany({
      where: { merchantId: m.merchantId, key: "order-sync-0001" },
    });
    expect(records.map((r) => r.createdAt.toISOString())).toEqual([clock.toISOString()]);
  });

  it("does not consume a key on a dry run", async () => {
    const dry = await send(body, "dry-then-real", m.token, "?dryRun=1");
    expect(dry.body.dry_run).toBe(true);
    await setStock("A1", 4);
    const real = await send(body, "dry-then-real");
    expect(real.headers["idempotent-replayed"]).toBeUndefined();
    expect(real.body.dry_run).toBeUndefined();
    expect(await stockOf("A1")).toBe(10);
  });

  it("does not store a call that failed as a whole", async () => {
    const failed = await send({ ...body, store_key: "IDEM-OTHER" }, "failed-first");
    expect(failed.status).toBe(403);
    expect(await t.db.idempotencyRecord.count({ where: { key: "failed-first" } })).toBe(0);
  });

  it("answers concurrent first attempts with one write and one replay", async () => {
    await setStock("B2", 0);
    const concurrent = { store_key: "IDEM-1", product_info: [{ product_code: "B2", stock: 50, selling_price: 28 }] };
    const [a, b] = await Promise.all([send(concurrent, "same-time"), send(concurrent, "same-time")]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toEqual(b.body);
    expect([a.headers["idempotent-replayed"], b.headers["idempotent-replayed"]].filter(Boolean)).toEqual(["true"]);
    expect(await t.db.idempotencyRecord.count({ where: { key: "same-time" } })).toBe(1);
  });

  it("refuses a malformed key", async () => {
    for (const key of ["", "has space", "x".repeat(256)]) {
      const res = await send(body, key);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("IDEMPOTENCY_KEY_INVALID");
    }
  });
});
