// Ops sign-in, sessions and the guard: password sign-in opens a session the ops token names; the
// token opens only ops routes (customer and shop staff routes refuse it, as ops routes refuse
// theirs); sign-out and suspension end it at once; the seed's demo admin signs in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { customerAuth, testApp, type TestApp } from "../../testing/app";
import { createCustomer } from "../../testing/accounts";
import { clientHash } from "../../lib/password";
import { DEMO_MERCHANT_ADMIN, DEMO_OPS_STAFF } from "../../../../seed/demo-credentials";
import { staffAuth } from "../shop-console/test-helpers";
import { createOps, opsAuth } from "./test-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ seeded: true, env: { RATE_LIMITS: "false" } });
});
afterAll(async () => t.close());

const signIn = (mobile: string, password: string, lang?: string) =>
  request(t.app.server)
    .post("/ops/api/auth/password")
    .set(lang ? { "accept-language": lang } : {})
    .send({ mobile: { dialing_code: "+91", number: mobile }, password: clientHash(password) });

describe("ops sign-in", () => {
  it("signs in each of the seed's ops members with their role", async () => {
    for (const member of DEMO_OPS_STAFF) {
      const res = await signIn(member.mobile, member.password);
      expect(res.status).toBe(200);
      const me = await request(t.app.server)
        .get("/ops/api/me")
        .set({ authorization: `Bearer ${res.body.data.token}` });
      expect(me.status).toBe(200);
      expect(me.body.data).toMatchObject({ name: member.name, mobile: member.mobile, role: member.role });
    }
  });

  it("refuses a wrong password and an unknown number alike", async () => {
    const wrong = await signIn(DEMO_OPS_STAFF[0].mobile, "Wrong@123");
    const unknown = await signIn("9600000999", "Galli@123");
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.body.code).toBe("INVALID_CREDENTIALS");
    expect(unknown.body).toEqual(wrong.body);
  });

  it("does not sign a shop's staff member into the ops console", async () => {
    const res = await signIn(DEMO_MERCHANT_ADMIN.mobile, DEMO_MERCHANT_ADMIN.password);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("INVALID_CREDENTIALS");
  });

  it("answers a suspended member with a clear message, in Hindi when asked", async () => {
    const member = await createOps(t.db, { status: "suspended" });
    const res = await signIn(member.mobile, member.password);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("OPS_SUSPENDED");
    const hi = await signIn(member.mobile, member.password, "hi");
    expect(hi.body.message).toMatch(/निलंबित/);
  });
});

describe("the ops guard", () => {
  it("refuses no token, a customer's token and a shop staff token (401)", async () => {
    const customer = await createCustomer(t.db);
    for (const headers of [
      {},
      customerAuth(t.app, customer.id),
      await staffAuth(t.app, t.db, DEMO_MERCHANT_ADMIN.id),
      { authorization: "Bearer not-a-token" },
    ]) {
      const res = await request(t.app.server).get("/ops/api/me").set(headers);
      expect(res.status).toBe(401);
    }
  });

  it("keeps an ops token out of customer and merchant console routes", async () => {
    const member = await createOps(t.db);
    const auth = await opsAuth(t.app, t.db, member.opsId);
    expect((await request(t.app.server).get("/merchant/api/me").set(auth)).status).toBe(401);
    expect((await request(t.app.server).get("/user/profile/view").set(auth)).status).toBe(401);
  });

  it("ends the session at sign-out and at suspension", async () => {
    const member = await createOps(t.db, { role: "support" });
    const auth = await opsAuth(t.app, t.db, member.opsId);
    expect((await request(t.app.server).get("/ops/api/me").set(auth)).status).toBe(200);
    expect((await request(t.app.server).post("/ops/api/auth/logout").set(auth)).status).toBe(200);
    expect((await request(t.app.server).get("/ops/api/me").set(auth)).status).toBe(401);

    // A member the process keeps from an earlier request is stopped on the next one.
    const second = await opsAuth(t.app, t.db, member.opsId);
    expect((await request(t.app.server).get("/ops/api/me").set(second)).status).toBe(200);
    await t.db.opsStaff.update({ where: { id: member.opsId }, data: { status: "suspended" } });
    const res = await request(t.app.server).get("/ops/api/me").set(second);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("OPS_SUSPENDED");
  });
});
