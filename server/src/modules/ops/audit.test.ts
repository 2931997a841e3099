// The ops audit log: recordOpsAudit keeps who (name and role), what, when, before and after; the
// Admin reads it newest first, filtered by action and entity, a page at a time.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { recordOpsAudit } from "./audit";
import { createOps, opsAuth } from "./test-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: "false" } });
});
afterAll(async () => t.close());

describe("the ops audit log", () => {
  it("lists entries newest first with who, what, before and after, and filters them", async () => {
    const admin = await createOps(t.db, { role: "admin", name: "Meera" });
    await recordOpsAudit(t.db, admin, {
      action: "enquiry.decline",
      entity: "enquiry",
      entityId: "enq_1",
      before: { status: "new" },
      after: { status: "declined", reason: "Outside our cities" },
    });
    await new Promise((r) => setTimeout(r, 5));
    await recordOpsAudit(t.db, admin, {
      action: "shop.approve",
      entity: "shop",
      entityId: "shop_1",
      before: { status: "onboarding" },
      after: { status: "live" },
    });
    const auth = await opsAuth(t.app, t.db, admin.opsId);
    const all = await request(t.app.server).get("/ops/api/audit").set(auth);
    expect(all.status).toBe(200);
    expect(all.body.data.entries.map((e: { action: string }) => e.action)).toEqual(["shop.approve", "enquiry.decline"]);
    expect(all.body.data.entries[1]).toMatchObject({
      ops_name: "Meera",
      ops_role: "admin",
      entity: "enquiry",
      entity_id: "enq_1",
      before: { status: "new" },
      after: { status: "declined", reason: "Outside our cities" },
    });
    expect(all.body.data.actions).toEqual(["enquiry.decline", "shop.approve"]);

    const shops = await request(t.app.server).get("/ops/api/audit?entity=shop").set(auth);
    expect(shops.body.data.entries.map((e: { entity_id: string }) => e.entity_id)).toEqual(["shop_1"]);
    const paged = await request(t.app.server).get("/ops/api/audit?limit=1").set(auth);
    expect(paged.body.data.entries).toHaveLength(1);
    const rest = await request(t.app.server).get(`/ops/api/audit?limit=1&before=${paged.body.data.next}`).set(auth);
    expect(rest.body.data.entries[0].action).toBe("enquiry.decline");
    expect(rest.body.data.next).toBeNull();

    const bad = await request(t.app.server).get("/ops/api/audit?action=DROP%20TABLE").set(auth);
    expect(bad.status).toBe(400);
  });

  it("is for Admins only", async () => {
    const support = await createOps(t.db, { role: "support" });
    const res = await request(t.app.server)
      .get("/ops/api/audit")
      .set(await opsAuth(t.app, t.db, support.opsId));
    expect(res.status).toBe(403);
  });
});
