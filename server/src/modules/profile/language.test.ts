// A customer's saved language: saving it, the session carrying it, answers in it when a request
// names no language, and the SMS and emails written to the outbox in it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { customerAuth, guestAuth, testApp, type TestApp } from "../../testing/app";
import { createCustomer, freshMobile, lastCode, lastMessage, mobileBody } from "../../testing/accounts";
import { clientHash } from "../../lib/password";
import { OUTBOX_TEXTS_EN, OUTBOX_TEXTS_HI } from "../../lib/outbox-texts";
import { PROFILE_MESSAGES } from "../../contract/profile";
import { PROFILE_MESSAGES_HI } from "../../contract/messages-hi";
import { ERRORS } from "../../contract/errors";
import { ERROR_MESSAGES_HI } from "../../contract/errors-hi";
import { PRIVACY_NOTICE_VERSION } from "../../contract/privacy";

let t: TestApp;
const api = () => request(t.app.server);

beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: "false" } });
});
afterAll(async () => t.close());

const saveLanguage = (userId: string, body: unknown, language = "en-IN") =>
  api()
    .post("/user/profile/language/edit")
    .set(customerAuth(t.app, userId))
    .set("Accept-Language", language)
    .send(body as object);

describe("POST /user/profile/language/edit", () => {
  it("saves the customer's language and answers it", async () => {
    const c = await createCustomer(t.db);
    const res = await saveLanguage(c.id, { language: "hi" }, "hi-IN,hi;q=0.9");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: PROFILE_MESSAGES_HI.languageSaved, data: { language: "hi" } });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: c.id } })).language).toBe("hi");

    const back = await saveLanguage(c.id, { language: "en" });
    expect(back.body).toMatchObject({ message: PROFILE_MESSAGES.languageSaved, data: { language: "en" } });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: c.id } })).language).toBe("en");
  });

  it.each([[{ language: "fr" }], [{ language: 1 }], [{}], [{ language: "hi", extra: true }]])(
    "refuses %j with a 400 and changes nothing",
    async (body) => {
      const c = await createCustomer(t.db);
      const res = await saveLanguage(c.id, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: "VALIDATION_FAILED" });
      if (!("extra" in body)) expect(res.body.message).toBe(PROFILE_MESSAGES.language);
      expect((await t.db.user.findUniqueOrThrow({ where: { id: c.id } })).language).toBe("en");
    },
  );

  it("answers success messages in the request's language, or the saved one without a header", async () => {
    const c = await createCustomer(t.db);
    const edit = (language?: string) => {
      const req = api().post("/user/profile/delivery/edit").set(customerAuth(t.app, c.id));
      return (language ? req.set("Accept-Language", language) : req).send({ delivery_type: 1 });
    };
    expect((await edit("hi-IN")).body.message).toBe(PROFILE_MESSAGES_HI.deliveryTypeUpdated);
    expect((await edit("en-IN")).body.message).toBe(PROFILE_MESSAGES.deliveryTypeUpdated);
    expect((await edit()).body.message).toBe(PROFILE_MESSAGES.deliveryTypeUpdated);
    await saveLanguage(c.id, { language: "hi" });
    expect((await edit()).body.message).toBe(PROFILE_MESSAGES_HI.deliveryTypeUpdated);
  });

  it("is closed to guests", async () => {
    const res = await api().post("/user/profile/language/edit").set(guestAuth(t.app)).send({ language: "hi" });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("LOGIN_REQUIRED");
  });
});

describe("the saved language", () => {
  it("comes with a customer's session, so a device without its own choice can adopt it", async () => {
    const c = await createCustomer(t.db, { language: "hi" });
    const res = await api()
      .post("/user/auth/password")
      .send({ mobile: mobileBody(c.mobile), password: clientHash(c.password) });
    expect(res.status).toBe(200);
    expect(res.body.data.language).toBe("hi");
    const guest = await api().get("/user/auth/guest");
    expect(guest.body.data.language).toBeUndefined();
  });

  it("answers a request without an Accept-Language preference; the header wins when present", async () => {
    const c = await createCustomer(t.db, { language: "hi" });
    const bare = await api().post("/user/profile/email/verifyOTP").set(customerAuth(t.app, c.id)).send({ otp: "" });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe(PROFILE_MESSAGES_HI.otpRequired);
    const english = await api()
      .post("/user/profile/email/verifyOTP")
      .set(customerAuth(t.app, c.id))
      .set("Accept-Language", "en")
      .send({ otp: "" });
    expect(english.body.message).toBe(PROFILE_MESSAGES.otpRequired);
    // A catalogue error too (the email is verified already).
    await t.db.user.update({ where: { id: c.id }, data: { emailVerified: true } });
    const verified = await api().post("/user/profile/email/otp").set(customerAuth(t.app, c.id));
    expect(verified.body).toMatchObject({ code: "EMAIL_ALREADY_VERIFIED", message: ERROR_MESSAGES_HI.EMAIL_ALREADY_VERIFIED });
    expect(ERROR_MESSAGES_HI.EMAIL_ALREADY_VERIFIED).not.toBe(ERRORS.EMAIL_ALREADY_VERIFIED.message);
  });
});

describe("outbox messages in the customer's language", () => {
  it("sends login and reset codes in the saved language, English ones unchanged", async () => {
    const hi = await createCustomer(t.db, { language: "hi" });
    const en = await createCustomer(t.db);
    for (const [path, purpose] of [
      ["/user/auth/onetimepassword", "login"],
      ["/user/auth/forgotpassword/verify", "reset"],
    ] as const) {
      await api().post(path).set("Accept-Language", "en").send({ mobile: mobileBody(hi.mobile) });
      const code = await lastCode(t.db, `+91${hi.mobile}`);
      expect((await lastMessage(t.db, `+91${hi.mobile}`))?.body).toBe(OUTBOX_TEXTS_HI.code(purpose, code));

      await api().post(path).set("Accept-Language", "hi").send({ mobile: mobileBody(en.mobile) });
      const enCode = await lastCode(t.db, `+91${en.mobile}`);
      expect((await lastMessage(t.db, `+91${en.mobile}`))?.body).toBe(
        `Your Galli ${purpose === "login" ? "login" : "password reset"} code is ${enCode}. It is valid for 5 minutes. Do not share it with anyone.`,
      );
    }
  });

  it("tells a number without an account in the request's language", async () => {
    const number = freshMobile();
    await api().post("/user/auth/onetimepassword").set("Accept-Language", "hi-IN").send({ mobile: mobileBody(number) });
    expect((await lastMessage(t.db, `+91${number}`))?.body).toBe(OUTBOX_TEXTS_HI.noAccount);
    await api().post("/user/auth/onetimepassword").send({ mobile: mobileBody(number) });
    expect((await lastMessage(t.db, `+91${number}`))?.body).toBe(
      "Someone asked for a Galli code for this number, but no Galli account uses it. Sign up on Galli to create one.",
    );
  });

  it("signs up in the request's language: the code SMS and the saved language", async () => {
    const number = freshMobile();
    const verify = await api()
      .post("/user/auth/signup/verify")
      .set("Accept-Language", "hi-IN,hi;q=0.9,en;q=0.8")
      .send({ mobile: mobileBody(number), email: { id: `h${number}@example.in` } });
    expect(verify.status).toBe(200);
    const code = await lastCode(t.db, `+91${number}`);
    expect((await lastMessage(t.db, `+91${number}`))?.body).toBe(OUTBOX_TEXTS_HI.code("signup", code));
    const res = await api()
      .post("/user/auth/signup")
      .set("Accept-Language", "hi")
      .send({
        first_name: "Meera",
        last_name: "Iyer",
        mobile: mobileBody(number),
        otp: code,
        email: { id: `h${number}@example.in` },
        password: clientHash("Meera#2026"),
        device_details: { type: 1, token: "web" },
        current_location: { type: "Point", coordinates: [80.27, 13.08] },
        consent: { notice_version: PRIVACY_NOTICE_VERSION, offers: false },
      });
    expect(res.status).toBe(200);
    expect(res.body.data.language).toBe("hi");
    expect((await t.db.user.findUniqueOrThrow({ where: { mobile: number } })).language).toBe("hi");
  });

  it("writes the email verification in the saved language", async () => {
    const hi = await createCustomer(t.db, { language: "hi" });
    await api().post("/user/profile/email/otp").set(customerAuth(t.app, hi.id)).set("Accept-Language", "en");
    const mail = await lastMessage(t.db, hi.email);
    const code = await lastCode(t.db, hi.email);
    expect(mail).toMatchObject({ subject: OUTBOX_TEXTS_HI.emailCodeSubject, body: OUTBOX_TEXTS_HI.code("email", code) });

    const en = await createCustomer(t.db);
    await api().post("/user/profile/email/otp").set(customerAuth(t.app, en.id));
    const enCode = await lastCode(t.db, en.email);
    expect(await lastMessage(t.db, en.email)).toMatchObject({
      subject: "Verify your email for Galli",
      body: `Your Galli email verification code is ${enCode}. It is valid for 5 minutes. Do not share it with anyone.`,
    });
  });

  it("has every template in both languages, with Hindi text in the Hindi table", () => {
    expect(Object.keys(OUTBOX_TEXTS_HI).sort()).toEqual(Object.keys(OUTBOX_TEXTS_EN).sort());
    expect(OUTBOX_TEXTS_HI.buzz("GL-1", "Sharma Kirana")).toMatch(/[\u0900-\u097F]/);
    expect(OUTBOX_TEXTS_HI.buzz("GL-1", "Sharma Kirana")).toContain("GL-1");
  });
});
