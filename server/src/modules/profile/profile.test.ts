import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { customerAuth, guestAuth, testApp, type TestApp } from "../../testing/app";
import { createCustomer, lastCode, mobileBody } from "../../testing/accounts";
import { clientHash } from "../../lib/password";

let t: TestApp;
const api = () => request(t.app.server);

beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: "false" } });
});
afterAll(async () => t.close());

const edit = (userId: string, body: unknown) =>
  api()
    .post("/user/profile/edit")
    .set(customerAuth(t.app, userId))
    .send(body as object);

describe("GET /user/profile/view", () => {
  it("answers the profile shape of the spec", async () => {
    const c = await createCustomer(t.db, { firstName: "Kiran", lastName: "Rao", emailVerified: true });
    const res = await api().get("/user/profile/view").set(customerAuth(t.app, c.id));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      _id: c.id,
      first_name: "Kiran",
      last_name: "Rao",
      email: { id: c.email, is_verified: true },
      mobile: { dialing_code: "+91", number: c.mobile, is_verified: true },
      image: null,
      delivery_type: 1,
      address: [],
    });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|scrypt/);
  });

  it("is closed to guests and to callers without a token", async () => {
    const guest = await api().get("/user/profile/view").set(guestAuth(t.app));
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe("LOGIN_REQUIRED");
    expect((await api().get("/user/profile/view")).status).toBe(401);
  });

  it("checks the token before the body", async () => {
    const res = await api().post("/user/profile/edit").set(guestAuth(t.app)).send({ first_name: "" });
    expect(res.status).toBe(401);
  });
});

describe("POST /user/profile/edit", () => {
  it("changes only the fields sent", async () => {
    const c = await createCustomer(t.db, { emailVerified: true });
    const res = await edit(c.id, { first_name: "  Anil " });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Profile updated successfully.");
    expect(res.body.data).toMatchObject({
      first_name: "Anil",
      last_name: "Verma",
      email: { id: c.email, is_verified: true },
      mobile: { number: c.mobile, is_verified: true },
    });
  });

  it("clears the verified flag of a changed email or mobile, and only then", async () => {
    const c = await createCustomer(t.db, { emailVerified: true });
    const same = await edit(c.id, { email: { id: c.email }, mobile: mobileBody(c.mobile) });
    expect(same.body.data.email.is_verified).toBe(true);
    expect(same.body.data.mobile.is_verified).toBe(true);

    const res = await edit(c.id, { email: { id: "New.Address@Example.in" }, mobile: mobileBody("9444444444") });
    expect(res.status).toBe(200);
    expect(res.body.data.email).toEqual({ id: "new.address@example.in", is_verified: false });
    expect(res.body.data.mobile).toEqual({ dialing_code: "+91", number: "9444444444", is_verified: false });
  });

  it("refuses an email or mobile another account uses", async () => {
    const a = await createCustomer(t.db);
    const b = await createCustomer(t.db);
    const mobile = await edit(a.id, { mobile: mobileBody(b.mobile) });
    expect(mobile.status).toBe(409);
    expect(mobile.body.code).toBe("MOBILE_TAKEN");
    const email = await edit(a.id, { email: { id: b.email } });
    expect(email.status).toBe(409);
    expect(email.body.code).toBe("EMAIL_TAKEN");
  });

  it.each([
    [{ first_name: " " }, "First name is required."],
    [{ last_name: "" }, "Last name is required."],
    [{ email: { id: "" } }, "Email is required."],
    [{ email: "" }, "Email is required."],
    [{ email: { id: "a@b" } }, "Invalid email."],
    [{ mobile: { dialing_code: "+91", number: "" } }, "Mobile Number is required."],
    [{ mobile: { dialing_code: "+91", number: "98765" } }, "Invalid phone number."],
    [{}, "Nothing to update."],
  ])("refuses %j with the spec's message", async (body, message) => {
    const c = await createCustomer(t.db);
    const res = await edit(c.id, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("refuses fields that are not editable here", async () => {
    const c = await createCustomer(t.db);
    const res = await edit(c.id, { first_name: "X", email_verified: true });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION_FAILED");
  });
});

describe("email verification", () => {
  it("sends a code to the email and marks it verified with the code", async () => {
    const c = await createCustomer(t.db);
    const sent = await api().post("/user/profile/email/otp").set(customerAuth(t.app, c.id));
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(`A verification code has been sent to ${c.email}.`);
    const code = await lastCode(t.db, c.email);
    const res = await api().post("/user/profile/email/verifyOTP").set(customerAuth(t.app, c.id)).send({ otp: code });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Your email has been verified.");
    const view = await api().get("/user/profile/view").set(customerAuth(t.app, c.id));
    expect(view.body.data.email.is_verified).toBe(true);
    const again = await api().post("/user/profile/email/otp").set(customerAuth(t.app, c.id));
    expect(again.status).toBe(409);
  });

  it("answers an empty or malformed code with 'Please enter valid otp code.' and a wrong one with 'Invalid code.'", async () => {
    const c = await createCustomer(t.db);
    const verify = (otp: unknown) =>
      api().post("/user/profile/email/verifyOTP").set(customerAuth(t.app, c.id)).send({ otp });
    expect((await verify("")).body.message).toBe("Please enter valid otp code.");
    expect((await verify("12")).body.message).toBe("Please enter valid otp code.");
    await api().post("/user/profile/email/otp").set(customerAuth(t.app, c.id));
    const code = await lastCode(t.db, c.email);
    const wrong = await verify(code === "000000" ? "111111" : "000000");
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Invalid code.");
  });

  it("binds the code to the account and the address it was sent to", async () => {
    const a = await createCustomer(t.db);
    const b = await createCustomer(t.db);
    await api().post("/user/profile/email/otp").set(customerAuth(t.app, a.id));
    const code = await lastCode(t.db, a.email);
    const stolen = await api().post("/user/profile/email/verifyOTP").set(customerAuth(t.app, b.id)).send({ otp: code });
    expect(stolen.status).toBe(400);
    // Changing the email after the code was sent makes the code useless.
    await edit(a.id, { email: { id: `changed${a.mobile}@example.in` } });
    const late = await api().post("/user/profile/email/verifyOTP").set(customerAuth(t.app, a.id)).send({ otp: code });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe("Invalid code.");
  });

  it("asks for an email first when the account has none", async () => {
    const c = await createCustomer(t.db, { email: null });
    const res = await api().post("/user/profile/email/otp").set(customerAuth(t.app, c.id));
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("EMAIL_MISSING");
  });
});

describe("POST /user/profile/password/edit", () => {
  const change = (userId: string, body: unknown) =>
    api()
      .post("/user/profile/password/edit")
      .set(customerAuth(t.app, userId))
      .send(body as object);

  it("changes the password, ends other logins and answers a fresh session", async () => {
    const c = await createCustomer(t.db);
    const other = await api()
      .post("/user/auth/password")
      .send({ mobile: mobileBody(c.mobile), password: clientHash(c.password) });
    const res = await change(c.id, { old_password: clientHash(c.password), new_password: clientHash("Brand-new#1") });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Password changed successfully.");
    expect(res.body.data).toMatchObject({ guest: false, user_name: "Asha Verma" });
    expect((await api().post("/user/auth/refresh").set("Refresh", other.body.data.refresh_token)).status).toBe(401);
    expect((await api().post("/user/auth/refresh").set("Refresh", res.body.data.refresh_token)).status).toBe(200);
    const login = await api()
      .post("/user/auth/password")
      .send({ mobile: mobileBody(c.mobile), password: clientHash("Brand-new#1") });
    expect(login.status).toBe(200);
  });

  it("refuses a wrong old password", async () => {
    const c = await createCustomer(t.db);
    const res = await change(c.id, { old_password: clientHash("wrong"), new_password: clientHash("x") });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "WRONG_OLD_PASSWORD", message: "Old password is incorrect." });
  });

  it.each([
    [{ new_password: clientHash("x") }, "Old Password is required."],
    [{ old_password: "", new_password: clientHash("x") }, "Old Password is required."],
    [{ old_password: clientHash("x") }, "New Password is required."],
    [{ old_password: clientHash("x"), new_password: "" }, "New Password is required."],
  ])("refuses %j with the spec's message", async (body, message) => {
    const c = await createCustomer(t.db);
    const res = await change(c.id, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe("POST /user/profile/delivery/edit", () => {
  it("stores the preferred delivery type", async () => {
    const c = await createCustomer(t.db);
    const res = await api()
      .post("/user/profile/delivery/edit")
      .set(customerAuth(t.app, c.id))
      .send({ delivery_type: 3 });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ delivery_type: 3 });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: c.id } })).deliveryType).toBe(3);
  });

  it("refuses a type that does not exist", async () => {
    const c = await createCustomer(t.db);
    const res = await api()
      .post("/user/profile/delivery/edit")
      .set(customerAuth(t.app, c.id))
      .send({ delivery_type: 2 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please choose a delivery type.");
  });
});
