// /ops/api/money-reconciliation: Admin only (support and reviewer refused, no session 401); the
// last run (null before any), a run now over the seeded demo world (no mismatches), audited; a
// broken order appears with its order number in the next run.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { createOps, opsAuth } from "../ops/test-helpers";
import type { OpsRole } from "../../contract/ops-roles";
import { DEMO_CUSTOMER } from "../../../../seed/demo-credentials";

let t: TestApp;
let now = new Date();

beforeAll(async () => {
  t = await testApp({ seeded: true, now: () => now });
});
afterAll(async () => t.close());

const header = async (role: OpsRole) => opsAuth(t.app, t.db, (await createOps(t.db, { role })).opsId);
const get = (auth: Record<string, string>) => request(t.app.server).get("/ops/api/money-reconciliation").set(auth);
const run = (auth: Record<string, string>) => request(t.app.server).post("/ops/api/money-reconciliation/run").set(auth);

describe("/ops/api/money-reconciliation", () => {
  it("answers 401 without a session, 403 to support and reviewers", async () => {
    expect((await request(t.app.server).get("/ops/api/money-reconciliation")).status).toBe(401);
    expect((await request(t.app.server).post("/ops/api/money-reconciliation/run")).status).toBe(401);
    for (const role of ["support", "reviewer"] as const) {
      const auth = await header(role);
      expect((await get(auth)).status).toBe(403);
      expect((await run(auth)).status).toBe(403);
    }
    expect(await t.db.moneyReconciliation.count()).toBe(0);
  });

  it("shows nothing before a run, runs over the seeded world with no mismatches, and keeps the run; audited", async () => {
    const auth = await header("admin");
    const before = await get(auth);
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ success: true, data: null });
    const ran = await run(auth);
    expect(ran.status).toBe(200);
    const checked = await t.db.order.count({ where: { status: { in: [5, 6, 7, 8, 9] } } });
    expect(ran.body.data).toEqual({
      ran_at: now.toISOString(),
      trigger: "ops",
      orders_checked: checked,
      mismatches: 0,
      findings: [],
    });
    expect((await get(auth)).body.data).toEqual(ran.body.data);
    const audit = await t.db.opsAudit.findFirstOrThrow({ where: { action: "money.reconcile" }, orderBy: { createdAt: "desc" } });
    expect(JSON.parse(audit.after!)).toEqual({ orders_checked: checked, mismatches: 0 });
  });

  it("the console's order page lists the seeded cancelled prepaid order's refund (GL40210959)", async () => {
    const auth = await header("admin");
    const order = await t.db.order.findFirstOrThrow({ where: { status: 7, paymentType: 1, user: { mobile: DEMO_CUSTOMER.mobile } } });
    expect(order.orderNo).toBe("GL40210959");
    const res = await request(t.app.server).get(`/ops/api/orders/${order.orderNo}`).set(auth);
    expect(res.status).toBe(200);
    expect(res.body.data.refunds).toEqual([
      expect.objectContaining({ amount: order.amount / 100, destination: "wallet", status: "processed", reason: "Cancelled by the customer: Ordered by mistake" }),
    ]);
  });

  it("lists a broken order's mismatches with its number and amounts in rupees; the job keeps its run too", async () => {
    const auth = await header("admin");
    const order = await t.db.order.findUniqueOrThrow({ where: { id: "order_009" } });
    await t.db.refund.deleteMany({ where: { orderId: order.id } });
    now = new Date(Date.now() + 10 * 60_000);
    const ran = await run(auth);
    expect(ran.body.data.mismatches).toBeGreaterThan(0);
    expect(ran.body.data.findings).toContainEqual(
      expect.objectContaining({ order_number: order.orderNo, check: "refund_total", expected: order.amount / 100, actual: 0 }),
    );
    const job = await t.app.jobs.runNow("money-reconciliation");
    expect(job?.ok).toBe(true);
    const last = (await get(auth)).body.data;
    expect(last).toMatchObject({ trigger: "job", mismatches: ran.body.data.mismatches });
  });
});
