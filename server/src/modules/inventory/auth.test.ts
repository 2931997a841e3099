import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { sha256 } from "../../lib/tokens";
import { RATE_LIMIT_PER_MINUTE } from "../../contract/inventory";
import { issueKey, revokeKey } from "./keys";
import { addStore, createMerchantWorld, sell, type MerchantWorld } from "./test-fixture";

let t: TestApp;
let m: MerchantWorld;
let other: MerchantWorld;

beforeAll(async () => {
  t = await testApp();
  m = await createMerchantWorld(t.db, {
    storeKeys: ["AUTH-1", "AUTH-2"],
    products: [{ code: "A1", name: "Aashirvaad Atta", unit: "5 kg", price: 26500, stock: 42 }],
  });
  other = await createMerchantWorld(t.db, {
    storeKeys: ["AUTH-OTHER"],
    products: [{ code: "A1", name: "Other Atta", unit: "5 kg", price: 25000, stock: 5 }],
  });
});
afterAll(async () => t.close());

const readBody = { store_key: "AUTH-1", prod_codes: ["A1"] };
const updateBody = (storeKey: string) => ({
  store_key: storeKey,
  product_info: [{ product_code: "A1", stock: 1, selling_price: 1 }],
});

describe("Authkey", () => {
  it("answers 401 without an Authkey on both calls", async () => {
    for (const [path, body] of [
      ["/api/read", readBody],
      ["/api/update", updateBody("AUTH-1")],
    ] as const) {
      const res = await request(t.app.server).post(path).send(body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        success: false,
        code: "AUTHKEY_MISSING",
        message: "Send your API token in the Authkey header.",
      });
    }
  });

  it("answers 401 for a wrong token, checked before the body is read", async () => {
    const wrong = await request(t.app.server).post("/api/read").set("Authkey", "galli_not-a-real-token").send(readBody);
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe("AUTHKEY_INVALID");
    const badJson = await request(t.app.server)
      .post("/api/update")
      .set("Authkey", "galli_not-a-real-token")
      .set("content-type", "application/json")
      .send("{not json");
    expect(badJson.status).toBe(401);
  });

  it("answers 401 for a revoked token", async () => {
    const key = await issueKey(t.db, m.merchantId, { label: "to revoke" });
    const ok = await request(t.app.server).post("/api/read").set("Authkey", key.token).send(readBody);
    expect(ok.status).toBe(200);
    await revokeKey(t.db, key.id);
    const res = await request(t.app.server).post("/api/read").set("Authkey", key.token).send(readBody);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("AUTHKEY_INVALID");
  });

  it("stores only the SHA-256 digest of a token", async () => {
    const rows = await t.db.merchantApiKey.findMany({ where: { merchantId: m.merchantId } });
    expect(rows.some((r) => r.tokenHash === sha256(m.token))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(m.token);
  });

  it("works for every store of the token's merchant", async () => {
    const storeId = m.stores["AUTH-2"];
    await sell(t.db, storeId, m.products["A1"], { code: "A1", price: 27000, stock: 8 });
    const res = await request(t.app.server).post("/api/update").set("Authkey", m.token).send(updateBody("AUTH-2"));
    expect(res.body.Updated).toBe(1);
  });

  it("answers 403 for another merchant's store key and changes nothing there", async () => {
    for (const [path, body] of [
      ["/api/read", { store_key: "AUTH-OTHER", prod_codes: ["A1"] }],
      ["/api/update", updateBody("AUTH-OTHER")],
    ] as const) {
      const res = await request(t.app.server).post(path).set("Authkey", m.token).send(body);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        success: false,
        code: "STORE_FORBIDDEN",
        message: "This Authkey token does not belong to the merchant of this store_key.",
      });
    }
    const row = await t.db.storeProduct.findFirstOrThrow({ where: { store: { storeKey: "AUTH-OTHER" } } });
    expect(row).toMatchObject({ stock: 5, sellingPrice: 25000, lastSyncedAt: null });
  });

  it("follows a store moved to another merchant's shop, and a store key changed, on the next call", async () => {
    const storeId = await addStore(t.db, m.shopId, "AUTH-MOVING");
    const body = { store_key: "AUTH-MOVING", prod_codes: ["A1"] };
    const call = () => request(t.app.server).post("/api/read").set("Authkey", m.token).send(body);
    expect((await call()).status).toBe(200);
    await t.db.store.update({ where: { id: storeId }, data: { shopId: other.shopId } });
    expect((await call()).status).toBe(403);
    await t.db.store.update({ where: { id: storeId }, data: { shopId: m.shopId, storeKey: "AUTH-MOVED" } });
    expect((await call()).status).toBe(404);
  });

  it("answers 404 for an unknown store key", async () => {
    const res = await request(t.app.server)
      .post("/api/read")
      .set("Authkey", m.token)
      .send({ store_key: "NOPE", prod_codes: ["A1"] });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      success: false,
      code: "STORE_NOT_FOUND",
      message: 'No store has the store_key "NOPE".',
    });
  });
});

describe("rate limit", () => {
  it(`allows ${RATE_LIMIT_PER_MINUTE} calls a minute per token and endpoint, then answers 429`, async () => {
    const store = await addStore(t.db, other.shopId, "AUTH-RATE");
    expect(store).toBeTruthy();
    const key = await issueKey(t.db, other.merchantId, { label: "rate" });
    const call = (token: string) =>
      request(t.app.server)
        .post("/api/read")
        .set("Authkey", token)
        .send({ store_key: "AUTH-RATE", prod_codes: ["A1"] });
    for (let i = 0; i < RATE_LIMIT_PER_MINUTE; i++) {
      const res = await call(key.token);
      expect(res.status).toBe(200);
    }
    const limited = await call(key.token);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      success: false,
      code: "RATE_LIMITED",
      message: "Too many requests. Please wait a moment and try again.",
    });
    // Another token of the same merchant and the other endpoint keep their own counters.
    expect((await call(other.token)).status).toBe(200);
    const update = await request(t.app.server)
      .post("/api/update")
      .set("Authkey", key.token)
      .send({ store_key: "AUTH-RATE", product_info: [{ product_code: "A1", stock: 1, selling_price: 1 }] });
    expect(update.status).toBe(200);
  });
});
