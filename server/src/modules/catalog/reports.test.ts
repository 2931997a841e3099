import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, guestAuth, customerAuth, type TestApp } from "../../testing/app";
import { buildCatalog, FIX } from "./catalog-fixture";
import { CATALOG_MESSAGES, REPORT_TYPES } from "../../contract/catalog";

let t: TestApp;

beforeAll(async () => {
  t = await testApp();
  await buildCatalog(t.db);
});
afterAll(async () => t.close());

const report = (auth: Record<string, string>, body: object) =>
  request(t.app.server).post("/user/product/update/productReport").set(auth).send(body);

describe("GET /product/view/reporttype", () => {
  it("answers data.type as a list of strings", async () => {
    const res = await request(t.app.server).get("/user/product/view/reporttype").set(guestAuth(t.app));
    expect(res.status).toBe(200);
    expect(res.body.data.type).toEqual([...REPORT_TYPES]);
  });
});

describe("POST /product/update/productReport", () => {
  it("stores a customer's report once; a second answers 409", async () => {
    const auth = customerAuth(t.app, FIX.user);
    const first = await report(auth, { _id: FIX.shop, product: "p_000", type: "Wrong price", message: "  Price on pack is lower.  " });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, message: CATALOG_MESSAGES.reportSaved });
    const again = await report(auth, { _id: FIX.shop, product: "p_000", type: "Other" });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, code: "ALREADY_REPORTED", message: "You have already reported this product." });
    const rows = await t.db.productReport.findMany({ where: { productId: "p_000" } });
    expect(rows).toEqual([expect.objectContaining({ userId: FIX.user, shopId: FIX.shop, type: "Wrong price", message: "Price on pack is lower." })]);
  });

  it("keeps reports of other customers and products apart, and stores no empty message", async () => {
    expect((await report(customerAuth(t.app, FIX.user2), { _id: FIX.shop, product: "p_000", type: "Other", message: "   " })).status).toBe(200);
    expect((await report(customerAuth(t.app, FIX.user), { _id: FIX.shop, product: "p_001", type: "Other" })).status).toBe(200);
    const row = await t.db.productReport.findUnique({ where: { userId_productId: { userId: FIX.user2, productId: "p_000" } } });
    expect(row?.message).toBeNull();
    expect(await t.db.productReport.count()).toBe(3);
  });

  it("asks guests to log in", async () => {
    const res = await report(guestAuth(t.app), { _id: FIX.shop, product: "p_002", type: "Other" });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("LOGIN_REQUIRED");
  });

  it("refuses an unknown type, and a product the shop does not sell", async () => {
    const auth = customerAuth(t.app, FIX.user);
    const bad = await report(auth, { _id: FIX.shop, product: "p_003", type: "Because" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Please choose a report type.");
    expect((await report(auth, { _id: FIX.shop, product: "p_bhujia", type: "Other" })).status).toBe(404);
    expect((await report(auth, { _id: "nope", product: "p_003", type: "Other" })).status).toBe(404);
  });
});
