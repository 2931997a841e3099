// Staff sign-in (password and one-time code), sessions and /merchant/api/me: the demo merchant's
// Super Admin signs in, sessions are separate from customers' both ways, sign-out and suspension
// end a session at once, and the customers' limits apply.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, customerAuth, type TestApp } from "../../testing/app";
import { createCustomer, lastCode, lastMessage, mobileBody } from "../../testing/accounts";
import { clientHash } from "../../lib/password";
import { DEMO_MERCHANT_ADMIN, DEMO_STORE_KEY } from "../../../../seed/demo-credentials";
import { ROLE_PRIVILEGES } from "../../contract/console-roles";
import { createMerchant, createStaff, staffAuth } from "./test-helpers";

let t: TestApp;
const api = () => request(t.app.server);

beforeAll(async () => {
  t = await testApp({ seeded: true, env: { RATE_LIMITS: "false" } });
});
afterAll(async () => t.close());

const signIn = (number: string, password: string) =>
  api()
    .post("/merchant/api/auth/password")
    .send({ mobile: mobileBody(number), password: clientHash(password) });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe("password sign-in", () => {
  it("signs the demo merchant's Super Admin in; /me names the member, role, privileges, merchant and stores", async () => {
    const res = await signIn(DEMO_MERCHANT_ADMIN.mobile, DEMO_MERCHANT_ADMIN.password);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ needs_password: false });
    expect(res.body.data.expiry).toBeGreaterThan(Date.now() + 11 * 3600_000);
    expect(res.body.data.expiry).toBeLessThanOrEqual(Date.now() + 12 * 3600_000 + 1000);
    const me = await api().get("/merchant/api/me").set(bearer(res.body.data.token));
    expect(me.status).toBe(200);
    expect(me.body.data.member).toMatchObject({
      id: DEMO_MERCHANT_ADMIN.id,
      name: DEMO_MERCHANT_ADMIN.name,
      mobile: DEMO_MERCHANT_ADMIN.mobile,
      role: "super_admin",
      role_name: "Super Admin",
      status: "active",
      has_password: true,
    });
    expect(me.body.data.privileges).toEqual([...ROLE_PRIVILEGES.super_admin]);
    expect(me.body.data.merchant.id).toBe(DEMO_MERCHANT_ADMIN.merchantId);
    const keys = me.body.data.shops.flatMap((s: { stores: { store_key: string }[] }) =>
      s.stores.map((x) => x.store_key),
    );
    expect(keys).toContain(DEMO_STORE_KEY);
  });

  it("refuses a wrong password or an unknown number alike, and pauses after repeated failures", async () => {
    const m = await createStaff(t.db, { merchantId: "merchant_demo", role: "staff" });
    const wrong = await signIn(m.mobile, "nope-nope");
    const unknown = await signIn("9711111111", "nope-nope");
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("INVALID_CREDENTIALS");
    expect(unknown.body).toEqual(wrong.body);
    for (let i = 0; i < 9; i += 1) await signIn(m.mobile, `guess-${i}`);
    const right = await signIn(m.mobile, m.password);
    expect(right.status).toBe(429);
    expect(right.body.code).toBe("LOGIN_PAUSED");
  });

  it("answers bad input with the field's message, never a 500", async () => {
    const res = await api()
      .post("/merchant/api/auth/password")
      .send({ mobile: mobileBody("12"), password: "x" });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it("tells a suspended member so only after the right password", async () => {
    const m = await createStaff(t.db, { merchantId: "merchant_demo", role: "manager", status: "suspended" });
    expect((await signIn(m.mobile, "wrong-one")).body.code).toBe("INVALID_CREDENTIALS");
    const res = await signIn(m.mobile, m.password);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("STAFF_SUSPENDED");
  });
});

describe("one-time code sign-in", () => {
  it("sends a code through the outbox and signs an invited member without a password in", async () => {
    const m = await createStaff(t.db, { merchantId: "merchant_demo", role: "staff", password: null });
    const sent = await api()
      .post("/merchant/api/auth/onetimepassword")
      .send({ mobile: mobileBody(m.mobile) });
    expect(sent.status).toBe(200);
    const code = await lastCode(t.db, `+91${m.mobile}`);
    const res = await api()
      .post("/merchant/api/auth/onetimepassword/verify")
      .send({ mobile: mobileBody(m.mobile), otp: code });
    expect(res.status).toBe(200);
    expect(res.body.data.needs_password).toBe(true);
    const auth = bearer(res.body.data.token);
    expect((await api().get("/merchant/api/me").set(auth)).body.data.member.has_password).toBe(false);
    // The member sets a password and can then sign in with it.
    const set = await api()
      .put("/merchant/api/me/password")
      .set(auth)
      .send({ password: clientHash("NewPass#99") });
    expect(set.status).toBe(200);
    expect((await signIn(m.mobile, "NewPass#99")).status).toBe(200);
    // Changing it again needs the current password.
    const change = await api()
      .put("/merchant/api/me/password")
      .set(auth)
      .send({ password: clientHash("Other#123") });
    expect(change.body.code).toBe("WRONG_OLD_PASSWORD");
    const audit = await t.db.consoleAudit.findMany({ where: { staffId: m.id, action: "staff.password" } });
    expect(audit).toHaveLength(1);
  });

  it("answers a number without a staff account the same, with a note instead of a code", async () => {
    const res = await api()
      .post("/merchant/api/auth/onetimepassword")
      .send({ mobile: mobileBody("9722222222") });
    expect(res.status).toBe(200);
    expect((await lastMessage(t.db, "+919722222222"))?.body).not.toMatch(/\d{6}/);
    const verify = await api()
      .post("/merchant/api/auth/onetimepassword/verify")
      .send({ mobile: mobileBody("9722222222"), otp: "123456" });
    expect(verify.body.code).toBe("INVALID_CODE");
  });

  it("keeps staff codes and customer codes apart: a customer's login code never opens the console", async () => {
    const customer = await createCustomer(t.db, { mobile: "9733333333" });
    await createStaff(t.db, { merchantId: "merchant_demo", role: "staff", mobile: customer.mobile });
    await api()
      .post("/user/auth/onetimepassword")
      .send({ mobile: mobileBody(customer.mobile) });
    const code = await lastCode(t.db, `+91${customer.mobile}`);
    const res = await api()
      .post("/merchant/api/auth/onetimepassword/verify")
      .send({ mobile: mobileBody(customer.mobile), otp: code });
    expect(res.body.code).toBe("INVALID_CODE");
  });

  it("limits code sends per number like customers'", async () => {
    const m = await createStaff(t.db, { merchantId: "merchant_demo", role: "staff" });
    for (let i = 0; i < 3; i += 1) {
      expect(
        (
          await api()
            .post("/merchant/api/auth/onetimepassword")
            .send({ mobile: mobileBody(m.mobile) })
        ).status,
      ).toBe(200);
    }
    const fourth = await api()
      .post("/merchant/api/auth/onetimepassword")
      .send({ mobile: mobileBody(m.mobile) });
    expect(fourth.status).toBe(429);
    expect(fourth.body.code).toBe("OTP_SEND_LIMIT");
  });
});

describe("sessions", () => {
  it("refuses a customer's token in the console and a staff token on customer routes", async () => {
    const customer = await createCustomer(t.db);
    const asCustomer = await api().get("/merchant/api/me").set(customerAuth(t.app, customer.id));
    expect(asCustomer.status).toBe(401);
    const staff = await createStaff(t.db, { merchantId: "merchant_demo" });
    const auth = await staffAuth(t.app, t.db, staff.id);
    expect((await api().get("/merchant/api/me").set(auth)).status).toBe(200);
    const onProfile = await api().get("/user/profile/view").set(auth);
    expect(onProfile.status).toBe(401);
    const onOrders = await api().get("/user/order/history/purchase/c").set(auth);
    expect(onOrders.status).toBe(401);
  });

  it("answers 401 without a token and for a forged one", async () => {
    expect((await api().get("/merchant/api/me")).status).toBe(401);
    const forged = await api().get("/merchant/api/me").set(bearer("eyJhbGciOiJIUzI1NiJ9.e30.x"));
    expect(forged.status).toBe(401);
  });

  it("ends the session on sign-out, leaving the member's other sessions open", async () => {
    const staff = await createStaff(t.db, { merchantId: "merchant_demo", role: "delivery" });
    const a = await staffAuth(t.app, t.db, staff.id);
    const b = await staffAuth(t.app, t.db, staff.id);
    expect((await api().post("/merchant/api/auth/logout").set(a)).status).toBe(200);
    expect((await api().get("/merchant/api/me").set(a)).status).toBe(401);
    expect((await api().get("/merchant/api/me").set(b)).status).toBe(200);
  });

  it("stops a suspended or deleted member's open session at once", async () => {
    const staff = await createStaff(t.db, { merchantId: "merchant_demo", role: "manager" });
    const auth = await staffAuth(t.app, t.db, staff.id);
    expect((await api().get("/merchant/api/me").set(auth)).status).toBe(200);
    await t.db.staffMember.update({ where: { id: staff.id }, data: { status: "suspended" } });
    const suspended = await api().get("/merchant/api/me").set(auth);
    expect(suspended.status).toBe(401);
    expect(suspended.body.code).toBe("STAFF_SUSPENDED");
    await t.db.staffMember.delete({ where: { id: staff.id } });
    expect((await api().get("/merchant/api/me").set(auth)).status).toBe(401);
  });

  it("shows another merchant's member only their own merchant", async () => {
    const other = await createMerchant(t.db);
    const staff = await createStaff(t.db, { merchantId: other });
    const me = await api()
      .get("/merchant/api/me")
      .set(await staffAuth(t.app, t.db, staff.id));
    expect(me.body.data.merchant.id).toBe(other);
    expect(me.body.data.shops).toEqual([]);
  });

  it("answers in Hindi for a Hindi request", async () => {
    const res = await api()
      .post("/merchant/api/auth/password")
      .set("accept-language", "hi")
      .send({ mobile: mobileBody("9744444444"), password: clientHash("whatever1") });
    expect(res.body.message).toBe("मोबाइल नंबर या पासवर्ड गलत है।");
  });
});
