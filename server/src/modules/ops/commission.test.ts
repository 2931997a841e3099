// Commission rules in the operations console: Admin lists, creates, edits and deactivates rules (by
// shop, by category, default; online and COD), every write in the ops audit log; a percent over 100
// or below 0 is refused with its message in English or Hindi, and so are a duplicate active rule and
// a target that does not exist; other roles are refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import type { OpsRole } from "../../contract/ops-roles";
import { createOps, opsAuth } from "./test-helpers";

let t: TestApp;
const auths = new Map<OpsRole, Record<string, string>>();
beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: "false" } });
  await t.db.merchant.create({ data: { id: "m-c", name: "Commission Merchant", email: "c@test.in" } });
  await t.db.shop.create({
    data: {
      id: "shop-c",
      merchantId: "m-c",
      displayName: "Commission Kirana",
      kind: "Grocery",
      shopGroup: "public",
      image: "c.png",
      street: "1 Road",
      city: "Pune",
      mobilePrimary: "9000000011",
    },
  });
  await t.db.category.create({ data: { id: "cat-c", name: "Staples", path: "Grocery > Staples", depth: 1 } });
  for (const role of ["admin", "support"] as const) {
    const ops = await createOps(t.db, { role, name: `Commission ${role}` });
    auths.set(role, await opsAuth(t.app, t.db, ops.opsId));
  }
});
afterAll(async () => t.close());

const as = (role: OpsRole, lang = "en") => ({
  get: (path: string) =>
    request(t.app.server).get(`/ops/api${path}`).set(auths.get(role)!).set("Accept-Language", lang),
  post: (path: string, body: object) =>
    request(t.app.server).post(`/ops/api${path}`).set(auths.get(role)!).set("Accept-Language", lang).send(body),
  patch: (path: string, body: object) =>
    request(t.app.server).patch(`/ops/api${path}`).set(auths.get(role)!).set("Accept-Language", lang).send(body),
});
const admin = as("admin");

const lastAudit = () => t.db.opsAudit.findFirstOrThrow({ orderBy: [{ createdAt: "desc" }, { id: "desc" }] });

describe("commission rules", () => {
  it("creates default, category and shop rules, lists them, edits and deactivates one, each audited", async () => {
    const def = await admin.post("/commission-rules", { scope: "default", payment: "online", bps: 1000, minimum: 200 });
    expect(def.status).toBe(200);
    expect(def.body.data).toMatchObject({ scope: "default", payment: "online", bps: 1000, minimum: 200, active: true });
    expect(await lastAudit()).toMatchObject({
      action: "commission.create",
      entity: "commission_rule",
      entityId: def.body.data.id,
    });

    const cod = await admin.post("/commission-rules", { scope: "default", payment: "cod", bps: 500 });
    expect(cod.body.data).toMatchObject({ payment: "cod", bps: 500, minimum: 0 });
    const cat = await admin.post("/commission-rules", {
      scope: "category",
      category_id: "cat-c",
      payment: "online",
      bps: 800,
    });
    expect(cat.body.data).toMatchObject({ category_id: "cat-c", category_path: "Grocery > Staples" });
    const shop = await admin.post("/commission-rules", { scope: "shop", shop_id: "shop-c", payment: "online", bps: 0 });
    expect(shop.body.data).toMatchObject({ shop_id: "shop-c", shop_name: "Commission Kirana", bps: 0 });

    const list = await admin.get("/commission-rules");
    expect(list.status).toBe(200);
    expect(list.body.data.private_free_months).toBe(6);
    expect(list.body.data.categories).toContainEqual({ id: "cat-c", path: "Grocery > Staples" });
    expect(list.body.data.items.map((r: { scope: string }) => r.scope)).toEqual([
      "default",
      "default",
      "category",
      "shop",
    ]);

    const edited = await admin.patch(`/commission-rules/${cat.body.data.id}`, { bps: 750, minimum: 100 });
    expect(edited.body.data).toMatchObject({ bps: 750, minimum: 100, active: true });
    expect(await lastAudit()).toMatchObject({ action: "commission.update", entityId: cat.body.data.id });
    const off = await admin.patch(`/commission-rules/${cat.body.data.id}`, { active: false });
    expect(off.body.data.active).toBe(false);
    const audit = await lastAudit();
    expect(audit.action).toBe("commission.deactivate");
    expect(JSON.parse(audit.before!)).toMatchObject({ active: true });

    // A second active rule for the same target and payment is refused; a new one after deactivation is fine.
    const twin = await admin.post("/commission-rules", { scope: "default", payment: "online", bps: 900 });
    expect(twin.status).toBe(409);
    expect(twin.body.code).toBe("COMMISSION_RULE_EXISTS");
    const again = await admin.post("/commission-rules", {
      scope: "category",
      category_id: "cat-c",
      payment: "online",
      bps: 600,
    });
    expect(again.status).toBe(200);
    const back = await admin.patch(`/commission-rules/${cat.body.data.id}`, { active: true });
    expect(back.status).toBe(409);
  });

  it("refuses a percent over 100 or below 0, in English and Hindi, and a bad minimum or target", async () => {
    for (const bps of [10_001, -1, 12.5]) {
      const res = await admin.post("/commission-rules", { scope: "shop", shop_id: "shop-c", payment: "cod", bps });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: "COMMISSION_PERCENT_INVALID",
        message: "The commission must be between 0% and 100%.",
      });
    }
    const hi = await as("admin", "hi").post("/commission-rules", { scope: "default", payment: "cod", bps: 20_000 });
    expect(hi.body.message).toBe("कमीशन 0% से 100% के बीच होना चाहिए।");
    const rule = await t.db.commissionRule.findFirstOrThrow({ where: { active: true } });
    const edit = await admin.patch(`/commission-rules/${rule.id}`, { bps: 10_500 });
    expect(edit.body.code).toBe("COMMISSION_PERCENT_INVALID");
    expect((await admin.patch(`/commission-rules/${rule.id}`, { minimum: -5 })).body.code).toBe(
      "COMMISSION_MINIMUM_INVALID",
    );
    expect((await admin.post("/commission-rules", { scope: "shop", payment: "cod", bps: 10 })).body.code).toBe(
      "COMMISSION_TARGET_INVALID",
    );
    const missing = await admin.post("/commission-rules", { scope: "shop", shop_id: "nope", payment: "cod", bps: 10 });
    expect(missing.status).toBe(404);
    expect((await admin.patch("/commission-rules/nope", { bps: 10 })).status).toBe(404);
    expect((await admin.post("/commission-rules", { scope: "default", payment: "card", bps: 10 })).status).toBe(400);
  });

  it("is for Admin only", async () => {
    const support = as("support");
    expect((await support.get("/commission-rules")).status).toBe(403);
    expect((await support.post("/commission-rules", { scope: "default", payment: "cod", bps: 10 })).status).toBe(403);
    expect((await request(t.app.server).get("/ops/api/commission-rules")).status).toBe(401);
  });
});
