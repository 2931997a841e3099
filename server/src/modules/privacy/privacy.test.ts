// Privacy (DPDP): consent at sign-up and in Profile, "Download my data", "Delete my account" and the
// inactive-account erasure job.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { customerAuth, testApp, type TestApp } from "../../testing/app";
import { createCustomer, freshMobile, lastCode, lastMessage, mobileBody, testClock } from "../../testing/accounts";
import { clientHash } from "../../lib/password";
import { credit } from "../../lib/wallet";
import { PRIVACY_MESSAGES, PRIVACY_NOTICE_VERSION } from "../../contract/privacy";
import { ERRORS } from "../../contract/errors";
import { OUTBOX_TEXTS_EN } from "../../lib/outbox-texts";
import { buildOrdersWorld, makeOrder } from "../orders/test-world";
import { INACTIVE_JOB } from "./inactive";

const clock = testClock(Date.parse("2026-11-27T10:00:00Z"));
let t: TestApp;
const api = () => request(t.app.server);
const auth = (userId: string) => customerAuth(t.app, userId);

beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: "false" }, now: clock.now });
  await buildOrdersWorld(t.db);
});
afterAll(async () => t.close());

async function signUp(number: string, consent: unknown) {
  await api()
    .post("/user/auth/signup/verify")
    .send({ mobile: mobileBody(number), email: `p${number}@example.in` });
  const otp = await lastCode(t.db, `+91${number}`);
  return api()
    .post("/user/auth/signup")
    .send({
      first_name: "Meera",
      last_name: "Iyer",
      mobile: mobileBody(number),
      otp,
      email: { id: `p${number}@example.in` },
      password: clientHash("Meera#2026"),
      ...(consent === undefined ? {} : { consent }),
    });
}

const userOf = (mobile: string) => t.db.user.findUniqueOrThrow({ where: { mobile } });

describe("consent at sign-up", () => {
  it("refuses a sign-up without the privacy notice accepted, with a clear message", async () => {
    const number = freshMobile();
    const res = await signUp(number, undefined);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(PRIVACY_MESSAGES.consentRequired);
    expect(await t.db.user.findUnique({ where: { mobile: number } })).toBeNull();
  });

  it("refuses an outdated notice version", async () => {
    const res = await signUp(freshMobile(), { notice_version: "2001-01", offers: false });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(PRIVACY_MESSAGES.noticeVersion);
  });

  it("records the notice and the offers answer with version and time; the offers opt-in turns on offers", async () => {
    const number = freshMobile();
    const res = await signUp(number, { notice_version: PRIVACY_NOTICE_VERSION, offers: true });
    expect(res.status).toBe(200);
    const user = await userOf(number);
    const rows = await t.db.consentRecord.findMany({ where: { userId: user.id }, orderBy: { purpose: "asc" } });
    expect(rows.map((r) => [r.purpose, r.granted, r.version, r.source])).toEqual([
      ["notice", true, PRIVACY_NOTICE_VERSION, "signup"],
      ["offers", true, PRIVACY_NOTICE_VERSION, "signup"],
    ]);
    expect(rows[0]!.createdAt.toISOString()).toBe(clock.now().toISOString());
    expect(await t.db.notificationSetting.findUnique({ where: { userId: user.id } })).toMatchObject({
      smsOffers: true,
      emailOffers: true,
      pushOffers: true,
    });
  });

  it("Profile withdraws and gives the offers consent with one switch, kept consistent with the notification settings", async () => {
    const number = freshMobile();
    await signUp(number, { notice_version: PRIVACY_NOTICE_VERSION, offers: false });
    const user = await userOf(number);
    const before = await api().get("/user/profile/consents").set(auth(user.id));
    expect(before.body.data).toMatchObject({
      notice: { version: PRIVACY_NOTICE_VERSION },
      offers: { granted: false },
    });
    const given = await api().post("/user/profile/consents/offers").set(auth(user.id)).send({ granted: true });
    expect(given.status).toBe(200);
    expect(given.body.data.offers.granted).toBe(true);
    const prefs = await api().get("/user/live/preferences").set(auth(user.id));
    expect(prefs.body.data).toMatchObject({ sms: { offers: true }, email: { offers: true }, push: { offers: true } });
    // Turning every offers channel off in the notification settings withdraws the consent.
    const off = {
      push: { orders: true, offers: false },
      sms: { orders: true, offers: false },
      email: { orders: true, offers: false },
    };
    expect((await api().put("/user/live/preferences").set(auth(user.id)).send(off)).status).toBe(200);
    const after = await api().get("/user/profile/consents").set(auth(user.id));
    expect(after.body.data.offers.granted).toBe(false);
    expect(after.body.data.history[0]).toMatchObject({ purpose: "offers", granted: false, source: "notifications" });
    const withdrawn = await api().post("/user/profile/consents/offers").set(auth(user.id)).send({ granted: false });
    expect(withdrawn.body.data.history[0]).toMatchObject({ purpose: "offers", granted: false, source: "profile" });
  });
});

describe("GET /user/profile/export", () => {
  it("answers a JSON file of the caller's own data, never another customer's", async () => {
    const a = await createCustomer(t.db, { firstName: "Anu" });
    const b = await createCustomer(t.db, { firstName: "Bela" });
    const order = await makeOrder(t.db, a.id, { status: 6 });
    await t.db.address.create({
      data: {
        userId: a.id,
        type: "Home",
        street: "12 MG Road",
        area: "Indiranagar",
        zipcode: "560038",
        lng: 77.6,
        lat: 12.9,
      },
    });
    await t.db.refreshToken.create({
      data: {
        userId: a.id,
        familyId: "f",
        tokenHash: `hash-${a.id}`,
        expiresAt: new Date(clock.now().getTime() + 1e9),
      },
    });
    const ask = await api()
      .post("/user/order/support/ask")
      .set(auth(a.id))
      .send({ title: "Late delivery", email: "anu@example.in", phone: a.mobile, message: "Order came late." });
    expect(ask.status).toBe(200);
    const res = await api().get("/user/profile/export").set(auth(a.id));
    expect(res.status).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="galli-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = JSON.parse(res.text);
    expect(data.profile).toMatchObject({ first_name: "Anu", mobile: { number: a.mobile } });
    expect(data.orders.map((o: { order_id: string }) => o.order_id)).toEqual([order.orderNo]);
    expect(data.orders[0].items).toHaveLength(order.items.length);
    expect(data.addresses[0]).toMatchObject({ street: "12 MG Road" });
    expect(data.sessions).toHaveLength(1);
    expect(res.text).not.toContain(`hash-${a.id}`);
    expect(res.text).not.toContain("passwordHash");
    for (const key of ["galli_cash", "consents", "notification_settings", "support_messages", "reviews"]) {
      expect(data).toHaveProperty(key);
    }
    // The grievance tickets with their threads (the customer's message and the acknowledgement).
    expect(data.support_tickets).toHaveLength(1);
    expect(data.support_tickets[0]).toMatchObject({
      number: ask.body.data.number,
      subject: "Late delivery",
      email: "anu@example.in",
      phone: a.mobile,
      status: "acknowledged",
    });
    expect(data.support_tickets[0].messages.map((m: { author: string }) => m.author)).toEqual(["customer", "system"]);
    expect(data.support_tickets[0].messages[0].body).toBe("Order came late.");
    const other = JSON.parse((await api().get("/user/profile/export").set(auth(b.id))).text);
    expect(other.profile.first_name).toBe("Bela");
    expect(other.support_tickets).toEqual([]);
    expect(other.orders).toEqual([]);
    expect(JSON.stringify(other)).not.toContain(a.mobile);
  });

  it("needs a customer's session", async () => {
    expect((await api().get("/user/profile/export")).status).toBe(401);
  });
});

async function deleteCode(userId: string, mobile: string) {
  const sent = await api().post("/user/profile/delete/otp").set(auth(userId)).send();
  expect(sent.status).toBe(200);
  return lastCode(t.db, `+91${mobile}`);
}

describe("POST /user/profile/delete", () => {
  it("erases the caller's account after the code: logged out everywhere, login refused, orders kept, mobile free again", async () => {
    const c = await createCustomer(t.db, { firstName: "Devi" });
    const other = await createCustomer(t.db);
    const order = await makeOrder(t.db, c.id, { status: 6 });
    const login = await api()
      .post("/user/auth/password")
      .send({ mobile: mobileBody(c.mobile), password: clientHash(c.password) });
    expect(login.status).toBe(200);
    const { token, refresh_token } = login.body.data;

    const code = await deleteCode(c.id, c.mobile);
    expect((await lastMessage(t.db, `+91${c.mobile}`))?.body).toBe(OUTBOX_TEXTS_EN.code("delete", code));
    const res = await api().post("/user/profile/delete").set(auth(c.id)).send({ otp: code });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(PRIVACY_MESSAGES.accountDeleted);

    // Every session ends: the refresh token and the access token in flight.
    expect((await api().post("/user/auth/refresh").set("Refresh", refresh_token)).status).toBe(401);
    expect(
      (await api().get("/user/profile/view").set("Authorization", `Bearer ${token}`)).status,
    ).toBeGreaterThanOrEqual(401);
    // Login fails.
    const again = await api()
      .post("/user/auth/password")
      .send({ mobile: mobileBody(c.mobile), password: clientHash(c.password) });
    expect(again.status).toBe(400);
    // Personal data gone; the order stays, pointing at the anonymised row.
    const row = await t.db.user.findUniqueOrThrow({ where: { id: c.id } });
    expect(row).toMatchObject({ firstName: "Deleted", lastName: "customer", email: null, passwordHash: null });
    expect(row.mobile).not.toContain(c.mobile);
    expect(row.deletedAt).not.toBeNull();
    const kept = await t.db.order.findUniqueOrThrow({ where: { id: order.id }, include: { user: true } });
    expect(JSON.stringify(kept)).not.toContain(c.mobile);
    expect(await t.db.outboxMessage.count({ where: { to: `+91${c.mobile}` } })).toBe(0);
    // The delivered order's tax invoice was issued before the erasure: the buyer's name, never the mobile.
    const invoice = await t.db.taxInvoice.findFirstOrThrow({ where: { orderId: order.id, kind: "invoice" } });
    expect(invoice.snapshot).toContain("Devi");
    expect(invoice.snapshot).not.toContain(c.mobile);
    // Another customer is untouched.
    expect((await t.db.user.findUniqueOrThrow({ where: { id: other.id } })).deletedAt).toBeNull();
    // The number signs up again as a new customer.
    const fresh = await signUp(c.mobile, { notice_version: PRIVACY_NOTICE_VERSION, offers: false });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.new_user).toBe(true);
    expect((await userOf(c.mobile)).id).not.toBe(c.id);
  });

  it("keeps the customer's grievance tickets without their contact details", async () => {
    const c = await createCustomer(t.db, { firstName: "Gita", email: "gita@example.in" });
    const ask = await api().post("/user/order/support/ask").set(auth(c.id)).send({
      title: "Refund not received",
      email: "gita.work@example.in",
      phone: c.mobile,
      message: `Please call me on +91 ${c.mobile} or 98765 43210, or write to gita.home@example.in. Order GL0000123456 was damaged.`,
    });
    expect(ask.status).toBe(200);
    const number = ask.body.data.number as string;
    const code = await deleteCode(c.id, c.mobile);
    expect((await api().post("/user/profile/delete").set(auth(c.id)).send({ otp: code })).status).toBe(200);

    const ticket = await t.db.supportTicket.findUniqueOrThrow({ where: { number }, include: { messages: true } });
    expect(ticket).toMatchObject({ email: "", phone: "", subject: "Refund not received", userId: c.id });
    const text = JSON.stringify(ticket);
    for (const contact of [c.mobile, "98765 43210", "gita.work@example.in", "gita.home@example.in", "gita@example.in"]) {
      expect(text).not.toContain(contact);
    }
    // The grievance itself stays readable: the thread, the order number, the acknowledgement.
    const customer = ticket.messages.find((m) => m.author === "customer");
    expect(customer?.body).toBe(
      "Please call me on [contact removed] or [contact removed], or write to [contact removed]. Order GL0000123456 was damaged.",
    );
    expect(ticket.messages.some((m) => m.author === "system")).toBe(true);
  });

  it("cannot delete another customer: the code and the account are always the caller's own", async () => {
    const a = await createCustomer(t.db);
    const b = await createCustomer(t.db);
    const codeOfB = await deleteCode(b.id, b.mobile);
    // A presents B's code: refused, and nothing happens to either account.
    const res = await api().post("/user/profile/delete").set(auth(a.id)).send({ otp: codeOfB });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("INVALID_CODE");
    expect((await t.db.user.findUniqueOrThrow({ where: { id: a.id } })).deletedAt).toBeNull();
    expect((await t.db.user.findUniqueOrThrow({ where: { id: b.id } })).deletedAt).toBeNull();
    // The body has no field naming an account.
    const named = await api().post("/user/profile/delete").set(auth(a.id)).send({ otp: codeOfB, user_id: b.id });
    expect(named.status).toBe(400);
  });

  it("refuses a wrong code, and after five tries refuses even the right one (rate limited)", async () => {
    const c = await createCustomer(t.db);
    const code = await deleteCode(c.id, c.mobile);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const res = await api().post("/user/profile/delete").set(auth(c.id)).send({ otp: wrong });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(ERRORS.INVALID_CODE.message);
    }
    const sixth = await api().post("/user/profile/delete").set(auth(c.id)).send({ otp: code });
    expect(sixth.status).toBe(429);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: c.id } })).deletedAt).toBeNull();
  });

  it("refuses while an order is in progress, with the reason, without spending the code", async () => {
    const c = await createCustomer(t.db);
    await makeOrder(t.db, c.id, { status: 3 });
    const code = await deleteCode(c.id, c.mobile);
    const res = await api().post("/user/profile/delete").set(auth(c.id)).send({ otp: code });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: "DELETE_ORDER_IN_PROGRESS",
      message: ERRORS.DELETE_ORDER_IN_PROGRESS.message,
    });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: c.id } })).deletedAt).toBeNull();
  });

  it("needs an explicit choice for positive Galli Cash: forfeit with consent, or a refund to the payments' sources", async () => {
    const c = await createCustomer(t.db);
    await t.db.$transaction((tx) =>
      credit(tx, { userId: c.id, amount: 5000, kind: "adjustment", refId: `gift-${c.id}` }),
    );
    let code = await deleteCode(c.id, c.mobile);
    const noChoice = await api().post("/user/profile/delete").set(auth(c.id)).send({ otp: code });
    expect(noChoice.status).toBe(409);
    expect(noChoice.body.code).toBe("GALLI_CASH_CHOICE_REQUIRED");
    // No online payment to refund to: a refund is not possible, giving it up is.
    const refund = await api().post("/user/profile/delete").set(auth(c.id)).send({ otp: code, galli_cash: "refund" });
    expect(refund.status).toBe(409);
    expect(refund.body.code).toBe("GALLI_CASH_NOT_REFUNDABLE");
    const forfeit = await api().post("/user/profile/delete").set(auth(c.id)).send({ otp: code, galli_cash: "forfeit" });
    expect(forfeit.status).toBe(200);
    const entries = await t.db.walletEntry.findMany({ where: { userId: c.id }, orderBy: { createdAt: "asc" } });
    expect(entries.at(-1)).toMatchObject({ amount: -5000, kind: "account_forfeit", balanceAfter: 0 });

    // With an online payment the balance goes back to its source.
    const d = await createCustomer(t.db);
    const paid = await makeOrder(t.db, d.id, { status: 6, paymentType: 1 });
    await t.db.$transaction((tx) =>
      credit(tx, { userId: d.id, amount: 3000, kind: "adjustment", refId: `gift-${d.id}` }),
    );
    code = await deleteCode(d.id, d.mobile);
    const back = await api().post("/user/profile/delete").set(auth(d.id)).send({ otp: code, galli_cash: "refund" });
    expect(back.status).toBe(200);
    // (The test's payment is unknown to the payments stand-in, so the provider may refuse it
    // afterwards; the refund to the source is recorded either way.)
    const refunds = await t.db.refund.findMany({ where: { userId: d.id, destination: "bank" } });
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 3000, destination: "bank" });
    expect(refunds[0]!.paymentId).not.toBeNull();
    expect(paid.checkoutId).not.toBeNull();
  });
});

describe("inactive accounts", () => {
  it("sends a notice 48 hours before erasing an account unused for 3 years; a sign-in in between keeps it", async () => {
    const years3 = 3 * 365.25 * 24 * 3600_000;
    const idle = await createCustomer(t.db, { firstName: "Idle" });
    const back = await createCustomer(t.db, { firstName: "Back" });
    const active = await createCustomer(t.db, { firstName: "Active" });
    const old = new Date(clock.now().getTime() - years3 + 24 * 3600_000); // 3 years minus a day ago
    await t.db.user.updateMany({ where: { id: { in: [idle.id, back.id] } }, data: { lastActiveAt: old } });
    await t.db.user.update({ where: { id: active.id }, data: { lastActiveAt: clock.now() } });

    await t.app.jobs.runNow(INACTIVE_JOB);
    expect((await lastMessage(t.db, `+91${idle.mobile}`))?.body).toBe(OUTBOX_TEXTS_EN.erasureNotice);
    expect((await lastMessage(t.db, idle.email))?.subject).toBe(OUTBOX_TEXTS_EN.erasureNoticeSubject);
    expect(await lastMessage(t.db, `+91${active.mobile}`)).toBeNull();
    expect((await t.db.user.findUniqueOrThrow({ where: { id: idle.id } })).deletedAt).toBeNull();

    // "Back" signs in during the 48 hours.
    clock.advance(24 * 3600_000);
    const login = await api()
      .post("/user/auth/password")
      .send({ mobile: mobileBody(back.mobile), password: clientHash(back.password) });
    expect(login.status).toBe(200);

    clock.advance(24 * 3600_000 + 60_000);
    await t.app.jobs.runNow(INACTIVE_JOB);
    const idleRow = await t.db.user.findUniqueOrThrow({ where: { id: idle.id } });
    expect(idleRow.deletedAt).not.toBeNull();
    expect(idleRow.email).toBeNull();
    const backRow = await t.db.user.findUniqueOrThrow({ where: { id: back.id } });
    expect(backRow).toMatchObject({ deletedAt: null, erasureNoticeAt: null });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: active.id } })).deletedAt).toBeNull();
  });
});
