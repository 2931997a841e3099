import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { createCustomer, mobileBody } from "../../testing/accounts";
import { clientHash } from "../../lib/password";

let t: TestApp;
const api = () => request(t.app.server);

beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: "false" } });
});
afterAll(async () => t.close());

const login = (number: unknown, password: unknown, extra: Record<string, unknown> = {}) =>
  api()
    .post("/user/auth/password")
    .send({
      mobile: { dialing_code: "+91", number },
      password,
      device_details: { type: 3, token: "web" },
      current_location: { type: "Point", coordinates: [77.59, 12.97] },
      ...extra,
    });

describe("GET /user/auth/guest", () => {
  it("answers a guest session whose token reaches guest routes but not customer data", async () => {
    const res = await api().get("/user/auth/guest");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      data: { guest: true, refresh_token: null, user_name: "Guest", new_user: false },
    });
    const { token, expiry } = res.body.data;
    expect(expiry).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 1000);
    const profile = await api().get("/user/profile/view").set("authorization", `Bearer ${token}`);
    expect(profile.status).toBe(401);
    expect(profile.body.code).toBe("LOGIN_REQUIRED");
  });

  it("gives every guest a different identity", async () => {
    const a = await api().get("/user/auth/guest");
    const b = await api().get("/user/auth/guest");
    expect(a.body.data.token).not.toBe(b.body.data.token);
  });
});

describe("POST /user/auth/password", () => {
  it("logs a customer in with the session shape and a token that reaches their profile", async () => {
    const c = await createCustomer(t.db, { firstName: "Ravi", lastName: "Kumar" });
    const res = await login(c.mobile, clientHash(c.password));
    expect(res.status).toBe(200);
    const s = res.body.data;
    expect(s).toMatchObject({ guest: false, user_name: "Ravi Kumar", new_user: true });
    expect(typeof s.refresh_token).toBe("string");
    expect(s.expiry).toBeGreaterThan(Date.now());
    expect(Object.keys(s).sort()).toEqual(["expiry", "guest", "language", "new_user", "refresh_token", "token", "user_name"]);
    const profile = await api().get("/user/profile/view").set("authorization", `Bearer ${s.token}`);
    expect(profile.status).toBe(200);
    expect(profile.body.data._id).toBe(c.id);
  });

  it("accepts the dialing code as text or number and without the device fields", async () => {
    const c = await createCustomer(t.db);
    const asNumber = await api()
      .post("/user/auth/password")
      .send({ mobile: { dialing_code: 91, number: c.mobile }, password: clientHash(c.password) });
    expect(asNumber.status).toBe(200);
  });

  it("stores passwords with scrypt, never as the client hash", async () => {
    const c = await createCustomer(t.db);
    const row = await t.db.user.findUniqueOrThrow({ where: { id: c.id } });
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain(clientHash(c.password));
  });

  it.each([
    ["a 9-digit mobile", "987654321", clientHash("x"), "Invalid phone number."],
    ["an 11-digit mobile", "98765432101", clientHash("x"), "Invalid phone number."],
    ["letters in the mobile", "98765abcde", clientHash("x"), "Invalid phone number."],
    ["an empty password", "9876543210", "", "Password is required."],
    ["a missing password", "9876543210", undefined, "Password is required."],
    ["a password that was not hashed", "9876543210", "plain-text", "Password must be sent hashed."],
  ])("refuses %s with the spec's message", async (_what, number, password, message) => {
    const res = await login(number, password);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: "VALIDATION_FAILED", message });
  });

  it("refuses a missing mobile and a dialing code other than +91", async () => {
    const missing = await api()
      .post("/user/auth/password")
      .send({ password: clientHash("x") });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Invalid phone number.");
    const foreign = await api()
      .post("/user/auth/password")
      .send({ mobile: { dialing_code: "+1", number: "9876543210" }, password: clientHash("x") });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe("Dialing code must be +91.");
  });

  it("refuses unknown fields", async () => {
    const res = await login("9876543210", clientHash("x"), { admin: true });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION_FAILED");
  });

  it("answers a wrong password and an unknown number identically", async () => {
    const c = await createCustomer(t.db);
    const wrong = await login(c.mobile, clientHash("not-it"));
    const unknown = await login("9000000001", clientHash("not-it"));
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.body).toEqual({
      success: false,
      code: "INVALID_CREDENTIALS",
      message: "Invalid mobile number or password.",
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it("pauses password login for a number after 10 wrong passwords, known or not", async () => {
    const c = await createCustomer(t.db);
    for (let i = 0; i < 10; i += 1) expect((await login(c.mobile, clientHash(`guess-${i}`))).status).toBe(400);
    const right = await login(c.mobile, clientHash(c.password));
    expect(right.status).toBe(429);
    expect(right.body.code).toBe("LOGIN_PAUSED");
    for (let i = 0; i < 10; i += 1) await login("9000000002", clientHash(`guess-${i}`));
    const unknown = await login("9000000002", clientHash("again"));
    expect(unknown.status).toBe(429);
    expect(unknown.body).toEqual(right.body);
  });

  it("clears the failure count after a successful login", async () => {
    const c = await createCustomer(t.db);
    for (let i = 0; i < 9; i += 1) await login(c.mobile, clientHash(`guess-${i}`));
    expect((await login(c.mobile, clientHash(c.password))).status).toBe(200);
    for (let i = 0; i < 9; i += 1) await login(c.mobile, clientHash(`guess-${i}`));
    expect((await login(c.mobile, clientHash(c.password))).status).toBe(200);
  });
});

describe("an account without a password", () => {
  it("cannot be entered with a password", async () => {
    const user = await t.db.user.create({ data: { firstName: "No", lastName: "Password", mobile: "9000000003" } });
    const res = await api()
      .post("/user/auth/password")
      .send({ mobile: mobileBody(user.mobile), password: clientHash("") });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("INVALID_CREDENTIALS");
  });
});
