import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { createCustomer, freshMobile, lastCode, mobileBody } from "../../testing/accounts";
import { clientHash } from "../../lib/password";
import { PRIVACY_NOTICE_VERSION } from "../../contract/privacy";

let t: TestApp;
const api = () => request(t.app.server);

beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: "false" } });
});
afterAll(async () => t.close());

const verify = (number: string, email: unknown) =>
  api()
    .post("/user/auth/signup/verify")
    .send({ mobile: mobileBody(number), email });

const signupBody = (number: string, otp: string, overrides: Record<string, unknown> = {}) => ({
  first_name: "Meera",
  last_name: "Iyer",
  mobile: mobileBody(number),
  otp,
  email: { id: `meera${number}@example.in` },
  password: clientHash("Meera#2026"),
  device_details: { type: 1, token: "web" },
  current_location: { type: "Point", coordinates: [80.27, 13.08] },
  consent: { notice_version: PRIVACY_NOTICE_VERSION, offers: false },
  ...overrides,
});

describe("POST /user/auth/signup/verify", () => {
  it("checks the number and email are free and sends the sign-up code", async () => {
    const number = freshMobile();
    const res = await verify(number, { id: `new${number}@example.in` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "A verification code has been sent to your mobile number." });
    expect(await lastCode(t.db, `+91${number}`)).toMatch(/^\d{6}$/);
  });

  it("takes the email as a bare string too", async () => {
    const number = freshMobile();
    expect((await verify(number, `bare${number}@example.in`)).status).toBe(200);
  });

  it("refuses a registered number or email with 409", async () => {
    const c = await createCustomer(t.db);
    const byMobile = await verify(c.mobile, { id: "someone-new@example.in" });
    expect(byMobile.status).toBe(409);
    expect(byMobile.body.code).toBe("MOBILE_TAKEN");
    const byEmail = await verify(freshMobile(), { id: c.email.toUpperCase() });
    expect(byEmail.status).toBe(409);
    expect(byEmail.body.code).toBe("EMAIL_TAKEN");
  });

  it.each([
    ["a short number", "98765", { id: "a@example.in" }, "Invalid phone number."],
    ["a bad email", "9876543210", { id: "not-an-email" }, "Invalid email."],
    ["a missing email", "9876543210", undefined, "Invalid email."],
  ])("refuses %s", async (_what, number, email, message) => {
    const res = await verify(number, email);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe("POST /user/auth/signup", () => {
  it("creates a verified-mobile customer and logs them in", async () => {
    const number = freshMobile();
    await verify(number, { id: `meera${number}@example.in` });
    const code = await lastCode(t.db, `+91${number}`);
    const res = await api().post("/user/auth/signup").send(signupBody(number, code));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ guest: false, user_name: "Meera Iyer", new_user: true });
    expect(typeof res.body.data.refresh_token).toBe("string");

    const user = await t.db.user.findUniqueOrThrow({ where: { mobile: number } });
    expect(user).toMatchObject({
      firstName: "Meera",
      lastName: "Iyer",
      dialingCode: "+91",
      mobileVerified: true,
      emailVerified: false,
    });
    expect(user.email).toBe(`meera${number}@example.in`);
    expect(user.passwordHash).toMatch(/^scrypt\$/);

    const login = await api()
      .post("/user/auth/password")
      .send({ mobile: mobileBody(number), password: clientHash("Meera#2026") });
    expect(login.status).toBe(200);
  });

  it("refuses a wrong code, and a code that was never sent", async () => {
    const number = freshMobile();
    await verify(number, { id: `w${number}@example.in` });
    const code = await lastCode(t.db, `+91${number}`);
    const wrong = await api()
      .post("/user/auth/signup")
      .send(signupBody(number, code === "000000" ? "111111" : "000000"));
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Invalid code.");
    const never = await api().post("/user/auth/signup").send(signupBody(freshMobile(), "123456"));
    expect(never.status).toBe(400);
    expect(never.body.message).toBe("Invalid code.");
    expect(await t.db.user.count({ where: { mobile: number } })).toBe(0);
  });

  it("does not take a login code as a sign-up code", async () => {
    const number = freshMobile();
    await api()
      .post("/user/auth/onetimepassword")
      .send({ mobile: mobileBody(number) });
    const loginCode = await lastCode(t.db, `+91${number}`).catch(() => null);
    // An unknown number gets a note, not a code; ask for a sign-up code and use the other kind.
    expect(loginCode).toBeNull();
    const c = await createCustomer(t.db);
    await api()
      .post("/user/auth/onetimepassword")
      .send({ mobile: mobileBody(c.mobile) });
    const code = await lastCode(t.db, `+91${c.mobile}`);
    await t.db.user.delete({ where: { id: c.id } });
    const res = await api().post("/user/auth/signup").send(signupBody(c.mobile, code));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Invalid code.");
  });

  it("refuses a number registered since the code was sent", async () => {
    const number = freshMobile();
    await verify(number, { id: `race${number}@example.in` });
    const code = await lastCode(t.db, `+91${number}`);
    await createCustomer(t.db, { mobile: number, email: `other${number}@example.in` });
    const res = await api().post("/user/auth/signup").send(signupBody(number, code));
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("MOBILE_TAKEN");
  });

  it.each([
    ["first_name", { first_name: "  " }, "First name is required."],
    ["first_name", { first_name: undefined }, "First name is required."],
    ["last_name", { last_name: "" }, "Last name is required."],
    ["mobile.number", { mobile: mobileBody("12345678901") }, "Invalid phone number."],
    ["password", { password: "" }, "Password is required."],
    ["email.id", { email: { id: "meera@" } }, "Invalid email."],
    ["otp", { otp: "12" }, "Invalid code."],
  ])("answers a bad %s with the spec's message", async (path, overrides, message) => {
    const res = await api()
      .post("/user/auth/signup")
      .send(signupBody("9876543210", "123456", overrides));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
  });
});
