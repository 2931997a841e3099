import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { clientHash } from "../../lib/password";
import { createCustomer, lastCode, lastMessage, mobileBody, testClock } from "../../testing/accounts";

let t: TestApp;
const clock = testClock();
const api = () => request(t.app.server);

beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: "false" }, now: clock.now });
});
afterAll(async () => t.close());

const askCode = (number: string) =>
  api()
    .post("/user/auth/onetimepassword")
    .send({ mobile: mobileBody(number) });
const verify = (number: string, otp: unknown) =>
  api()
    .post("/user/auth/onetimepassword/verify")
    .send({
      mobile: mobileBody(number),
      otp,
      device_details: { type: 3, token: "web" },
      current_location: { type: "Point", coordinates: [72.87, 19.07] },
    });

describe("one-time-code login", () => {
  it("sends a 6-digit code by SMS to +91 and logs in with it", async () => {
    const c = await createCustomer(t.db);
    await t.db.user.update({ where: { id: c.id }, data: { mobileVerified: false } });
    const sent = await askCode(c.mobile);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ success: true, message: "A one-time code has been sent to your mobile number." });
    const sms = await lastMessage(t.db, `+91${c.mobile}`);
    expect(sms?.channel).toBe("sms");
    expect(await lastCode(t.db, `+91${c.mobile}`)).toMatch(/^\d{6}$/);

    // The page in Hindi gets the same answer in Hindi.
    const inHindi = await api()
      .post("/user/auth/onetimepassword")
      .set("accept-language", "hi-IN,hi;q=0.9")
      .send({ mobile: mobileBody(c.mobile) });
    expect(inHindi.body).toEqual({
      success: true,
      message: "आपके मोबाइल नंबर पर एक बार इस्तेमाल होने वाला कोड भेज दिया गया है।",
    });
    const code2 = await lastCode(t.db, `+91${c.mobile}`);

    const res = await verify(c.mobile, code2);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ guest: false, user_name: "Asha Verma" });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: c.id } })).mobileVerified).toBe(true);
  });

  it("stores the code only as a keyed hash", async () => {
    const c = await createCustomer(t.db);
    await askCode(c.mobile);
    const code = await lastCode(t.db, `+91${c.mobile}`);
    const row = await t.db.otpChallenge.findFirstOrThrow({ where: { target: `+91${c.mobile}`, purpose: "login" } });
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).toMatch(/^[a-f0-9]{64}$/);
  });

  it("accepts a code once only", async () => {
    const c = await createCustomer(t.db);
    await askCode(c.mobile);
    const code = await lastCode(t.db, `+91${c.mobile}`);
    expect((await verify(c.mobile, code)).status).toBe(200);
    const again = await verify(c.mobile, code);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: "INVALID_CODE", message: "Invalid code." });
  });

  it.each([["12345"], ["1234567"], ["12a456"], [""]])(
    "refuses the malformed code %j with 'Invalid code.'",
    async (otp) => {
      const res = await verify("9876543210", otp);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: "VALIDATION_FAILED", message: "Invalid code." });
    },
  );

  it("refuses a malformed number when asking for a code", async () => {
    const res = await askCode("12345");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Invalid phone number.");
  });

  it("answers a wrong code with 'Invalid code.' and allows 5 tries per code", async () => {
    const c = await createCustomer(t.db);
    await askCode(c.mobile);
    const code = await lastCode(t.db, `+91${c.mobile}`);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i += 1) {
      const res = await verify(c.mobile, wrong);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, code: "INVALID_CODE", message: "Invalid code." });
    }
    const right = await verify(c.mobile, code);
    expect(right.status).toBe(429);
    expect(right.body.code).toBe("OTP_ATTEMPTS");
  });

  it("lets a code expire after 5 minutes", async () => {
    const c = await createCustomer(t.db);
    await askCode(c.mobile);
    const code = await lastCode(t.db, `+91${c.mobile}`);
    clock.advance(5 * 60_000 + 1000);
    const res = await verify(c.mobile, code);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: "OTP_EXPIRED",
      message: "This code has expired. Please request a new one.",
    });
  });

  it("is still valid just before 5 minutes", async () => {
    const c = await createCustomer(t.db);
    await askCode(c.mobile);
    const code = await lastCode(t.db, `+91${c.mobile}`);
    clock.advance(4 * 60_000 + 55_000);
    expect((await verify(c.mobile, code)).status).toBe(200);
  });

  it("replaces an earlier code when a new one is sent", async () => {
    const c = await createCustomer(t.db);
    await askCode(c.mobile);
    const first = await lastCode(t.db, `+91${c.mobile}`);
    await askCode(c.mobile);
    const second = await lastCode(t.db, `+91${c.mobile}`);
    if (first !== second) expect((await verify(c.mobile, first)).body.message).toBe("Invalid code.");
    expect((await verify(c.mobile, second)).status).toBe(200);
  });

  it("sends at most 3 codes per number per 10 minutes", async () => {
    const c = await createCustomer(t.db);
    for (let i = 0; i < 3; i += 1) expect((await askCode(c.mobile)).status).toBe(200);
    const fourth = await askCode(c.mobile);
    expect(fourth.status).toBe(429);
    expect(fourth.body.code).toBe("OTP_SEND_LIMIT");
    expect(await t.db.outboxMessage.count({ where: { to: `+91${c.mobile}` } })).toBe(3);
    clock.advance(10 * 60_000 + 1000);
    expect((await askCode(c.mobile)).status).toBe(200);
  });

  it("counts sends per number across purposes", async () => {
    const c = await createCustomer(t.db);
    await askCode(c.mobile);
    await askCode(c.mobile);
    await api()
      .post("/user/auth/forgotpassword/verify")
      .send({ mobile: mobileBody(c.mobile) });
    const res = await api()
      .post("/user/auth/forgotpassword/verify")
      .send({ mobile: mobileBody(c.mobile) });
    expect(res.status).toBe(429);
  });

  it("says nothing about whether a number has an account", async () => {
    const known = await createCustomer(t.db);
    const unknownNumber = "9111111111";
    const a = await askCode(known.mobile);
    const b = await askCode(unknownNumber);
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual(a.body);
    // The phone's owner is told there is no account; the caller learns nothing.
    const note = await lastMessage(t.db, `+91${unknownNumber}`);
    expect(note?.body).not.toMatch(/\d{6}/);
    const wrongKnown = await verify(known.mobile, "000000");
    const wrongUnknown = await verify(unknownNumber, "000000");
    expect(wrongUnknown.status).toBe(wrongKnown.status);
    expect(wrongUnknown.body).toEqual(wrongKnown.body);
    // Attempts run out the same way for both.
    for (let i = 0; i < 4; i += 1) {
      await verify(known.mobile, "000000");
      await verify(unknownNumber, "000000");
    }
    const k = await verify(known.mobile, "000000");
    const u = await verify(unknownNumber, "000000");
    expect(u.status).toBe(429);
    expect(u.body).toEqual(k.body);
  });

  it("answers 'Invalid code.' for a number that never asked for one", async () => {
    const res = await verify("9222222222", "123456");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Invalid code.");
  });
});

describe("forgotten password", () => {
  const forgot = (number: string) =>
    api()
      .post("/user/auth/forgotpassword/verify")
      .send({ mobile: mobileBody(number) });
  const reset = (body: Record<string, unknown>) => api().post("/user/auth/resetpassword").send(body);
  const hash = clientHash;

  it("sends a reset code and sets a new password with it", async () => {
    const c = await createCustomer(t.db);
    const loginBefore = await api()
      .post("/user/auth/password")
      .send({ mobile: mobileBody(c.mobile), password: hash(c.password) });
    const oldRefresh = loginBefore.body.data.refresh_token;

    const sent = await forgot(c.mobile);
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe("A code to reset your password has been sent to your mobile number.");
    const code = await lastCode(t.db, `+91${c.mobile}`);
    const res = await reset({
      mobile: mobileBody(c.mobile),
      otp: code,
      password: hash("N3w-pass"),
      confirm_password: hash("N3w-pass"),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Password successfully changed!" });

    const oldLogin = await api()
      .post("/user/auth/password")
      .send({ mobile: mobileBody(c.mobile), password: hash(c.password) });
    expect(oldLogin.status).toBe(400);
    const newLogin = await api()
      .post("/user/auth/password")
      .send({ mobile: mobileBody(c.mobile), password: hash("N3w-pass") });
    expect(newLogin.status).toBe(200);
    // Earlier logins end with a reset.
    const refreshed = await api().post("/user/auth/refresh").set("Refresh", oldRefresh);
    expect(refreshed.status).toBe(401);
  });

  it("checks the confirmation, the password and the code", async () => {
    const mobile = mobileBody("9876543210");
    const mismatch = await reset({ mobile, otp: "123456", password: hash("a"), confirm_password: hash("b") });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe("Password not match.");
    const empty = await reset({ mobile, otp: "123456", password: "" });
    expect(empty.body.message).toBe("Password is required.");
    const shortCode = await reset({ mobile, otp: "123", password: hash("a") });
    expect(shortCode.body.message).toBe("Invalid code.");
  });

  it("does not take a login code as a reset code", async () => {
    const c = await createCustomer(t.db);
    await askCode(c.mobile);
    const code = await lastCode(t.db, `+91${c.mobile}`);
    const res = await reset({ mobile: mobileBody(c.mobile), otp: code, password: hash("x") });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Invalid code.");
  });

  it("answers an unknown number like a known one", async () => {
    const known = await createCustomer(t.db);
    const a = await forgot(known.mobile);
    const b = await forgot("9333333333");
    expect(b.body).toEqual(a.body);
    const res = await reset({ mobile: mobileBody("9333333333"), otp: "123456", password: hash("x") });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Invalid code.");
  });
});
