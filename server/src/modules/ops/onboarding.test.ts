// Partner enquiries -> onboarding -> go-live: the enquiries list and declining with a reason; the
// onboarding form refuses bad KYC field by field (English and Hindi) and otherwise creates, in one
// transaction, the merchant, its KYC (bank account masked), the shop waiting to go live, its first
// store and the Super Admin invited by SMS; the shop goes live only once it has a store-front image
// and its primary mobile is verified (the Super Admin signs in with a code sent to it).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { lastCode, lastMessage, mobileBody } from "../../testing/accounts";
import { KYC_MESSAGES, KYC_MESSAGES_HI } from "../../contract/kyc";
import { GO_LIVE_MESSAGES } from "../../contract/ops-onboarding";
import { createOps, freshOpsMobile, opsAuth, type TestOps } from "./test-helpers";

let t: TestApp;
let admin: TestOps;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await testApp({ seeded: true, env: { RATE_LIMITS: "false" } });
  admin = await createOps(t.db, { role: "admin", name: "Meera" });
  auth = await opsAuth(t.app, t.db, admin.opsId);
});
afterAll(async () => t.close());

async function enquiry(businessName = "Fresh Basket Stores") {
  return t.db.enquiry.create({
    data: {
      businessName,
      name: "Arjun Rao",
      contactNum: freshOpsMobile(),
      emailId: "arjun@example.in",
      shopCategory: "Grocery",
      city: "Pune, Maharashtra",
      ip: "127.0.0.1",
    },
  });
}

const form = (over: Record<string, unknown> = {}) => {
  const adminMobile = freshOpsMobile();
  return {
    business_name: "Fresh Basket Stores",
    email: "arjun@example.in",
    shop_name: "Fresh Basket",
    kind: "Grocery",
    primary_mobile: adminMobile,
    store: {
      street: "12 FC Road",
      area: "Shivajinagar",
      city: "Pune",
      state: "Maharashtra",
      pincode: "411005",
      lat: 18.5308,
      lng: 73.8475,
    },
    admin: { name: "Arjun Rao", mobile: adminMobile },
    kyc: {
      pan: "AAPFU0939F",
      gstin: "27AAPFU0939F1ZV",
      fssai: "12345678901234",
      bank_account: "123456789012",
      bank_account_confirm: "123456789012",
      ifsc: "SBIN0001234",
    },
    ...over,
  };
};

describe("partner enquiries", () => {
  it("lists new enquiries and declines one with a reason, once", async () => {
    const e = await enquiry("Declined Traders");
    const list = await request(t.app.server).get("/ops/api/enquiries?status=new").set(auth);
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((i: { id: string }) => i.id)).toContain(e.id);

    const noReason = await request(t.app.server)
      .post(`/ops/api/enquiries/${e.id}/decline`)
      .set(auth)
      .send({ reason: " " });
    expect(noReason.status).toBe(400);
    const declined = await request(t.app.server)
      .post(`/ops/api/enquiries/${e.id}/decline`)
      .set(auth)
      .send({ reason: "We do not serve this city yet." });
    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject({ status: "declined", decline_reason: "We do not serve this city yet." });
    const again = await request(t.app.server)
      .post(`/ops/api/enquiries/${e.id}/decline`)
      .set(auth)
      .send({ reason: "x" });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("ENQUIRY_DECIDED");
    const audit = await t.db.opsAudit.findFirst({ where: { entityId: e.id } });
    expect(audit).toMatchObject({ action: "enquiry.decline", opsName: "Meera" });
  });

  it("lets Support read enquiries but not decline or onboard", async () => {
    const support = await createOps(t.db, { role: "support" });
    const supportAuth = await opsAuth(t.app, t.db, support.opsId);
    const e = await enquiry();
    expect((await request(t.app.server).get("/ops/api/enquiries").set(supportAuth)).status).toBe(200);
    expect(
      (await request(t.app.server).post(`/ops/api/enquiries/${e.id}/decline`).set(supportAuth).send({ reason: "x" }))
        .status,
    ).toBe(403);
    expect((await request(t.app.server).post("/ops/api/onboarding").set(supportAuth).send(form())).status).toBe(403);
  });
});

describe("onboarding", () => {
  it("refuses a bad GSTIN, PAN, IFSC, mismatched account and a food shop without FSSAI, field by field", async () => {
    const bad = form({
      kyc: {
        pan: "AAPXU0939F",
        gstin: "27AAPFU0939F1ZW",
        fssai: "",
        bank_account: "123456789012",
        bank_account_confirm: "123456789000",
        ifsc: "SBIN1001234",
      },
    });
    const res = await request(t.app.server).post("/ops/api/onboarding").set(auth).send(bad);
    expect(res.status).toBe(400);
    const byPath = Object.fromEntries(
      res.body.errors.map((e: { path: string; message: string }) => [e.path, e.message]),
    );
    expect(byPath).toMatchObject({
      "kyc.pan": KYC_MESSAGES.panHolder,
      "kyc.gstin": KYC_MESSAGES.gstinChecksum,
      "kyc.fssai": KYC_MESSAGES.fssaiRequired,
      "kyc.bank_account_confirm": KYC_MESSAGES.bankAccountMismatch,
      "kyc.ifsc": KYC_MESSAGES.ifscFormat,
    });
    const checksum = await request(t.app.server)
      .post("/ops/api/onboarding")
      .set({ ...auth, "accept-language": "hi" })
      .send(form({ kyc: { ...form().kyc, gstin: "27AAPFU0939F1ZW" } }));
    expect(checksum.status).toBe(400);
    expect(checksum.body.message).toBe(KYC_MESSAGES_HI.gstinChecksum);
    expect(await t.db.merchant.count({ where: { name: "Fresh Basket Stores" } })).toBe(0);
  });

  it("creates the merchant, KYC, shop waiting to go live, first store and the invited Super Admin", async () => {
    const e = await enquiry();
    const body = form({ enquiry_id: e.id });
    const res = await request(t.app.server).post("/ops/api/onboarding").set(auth).send(body);
    expect(res.status).toBe(200);
    const out = res.body.data;
    expect(out.store_key).toMatch(/^GALLI-STORE-\d{4}$/);
    expect(out.kyc).toEqual({
      pan: "AAPFU0939F",
      gstin: "27AAPFU0939F1ZV",
      fssai: "12345678901234",
      bank_account: "••••••••9012",
      ifsc: "SBIN0001234",
    });
    const shop = await t.db.shop.findUniqueOrThrow({ where: { id: out.shop_id }, include: { stores: true } });
    expect(shop).toMatchObject({ status: "onboarding", merchantId: out.merchant_id, kind: "Grocery" });
    expect(shop.stores[0]).toMatchObject({ storeKey: out.store_key, zipcode: "411005", area: "Shivajinagar" });
    const member = await t.db.staffMember.findUniqueOrThrow({ where: { id: out.admin_id } });
    expect(member).toMatchObject({ role: "super_admin", merchantId: out.merchant_id, passwordHash: null });
    expect((await lastMessage(t.db, `+91${body.admin.mobile}`))?.body).toContain("Fresh Basket Stores added you");
    expect(await t.db.enquiry.findUniqueOrThrow({ where: { id: e.id } })).toMatchObject({
      status: "onboarded",
      merchantId: out.merchant_id,
    });
    const audit = await t.db.opsAudit.findFirstOrThrow({
      where: { action: "merchant.onboard", entityId: out.merchant_id },
    });
    expect(audit.after).toContain("••••••••9012");
    expect(audit.after).not.toContain('"123456789012"');

    // The enquiry is answered; the Super Admin's mobile is taken.
    const twice = await request(t.app.server).post("/ops/api/onboarding").set(auth).send(body);
    expect(twice.status).toBe(409);
    const taken = await request(t.app.server)
      .post("/ops/api/onboarding")
      .set(auth)
      .send({ ...body, enquiry_id: undefined });
    expect(taken.body.code).toBe("STAFF_MOBILE_TAKEN");
  });

  it("goes live only with a store-front image and a verified primary mobile", async () => {
    const body = form({ kind: "Electronics", kyc: { ...form().kyc, fssai: "" } });
    const res = await request(t.app.server).post("/ops/api/onboarding").set(auth).send(body);
    expect(res.status).toBe(200);
    const shopId = res.body.data.shop_id as string;
    const reviewer = await createOps(t.db, { role: "reviewer" });
    const reviewerAuth = await opsAuth(t.app, t.db, reviewer.opsId);
    const waiting = await request(t.app.server).get("/ops/api/shops/waiting").set(reviewerAuth);
    expect(waiting.body.data.items.find((s: { shop_id: string }) => s.shop_id === shopId)).toMatchObject({
      rules: { storefront_image: false, primary_mobile_verified: false },
      ready: false,
      kyc: { bank_account: "••••••••9012" },
    });
    const approve = () => request(t.app.server).post(`/ops/api/shops/${shopId}/approve`).set(reviewerAuth);
    const neither = await approve();
    expect(neither.status).toBe(409);
    expect(neither.body.message).toBe(GO_LIVE_MESSAGES.both);

    // The Super Admin completes the invitation: a code sent to the primary mobile.
    const mobile = body.admin.mobile;
    await request(t.app.server)
      .post("/merchant/api/auth/onetimepassword")
      .send({ mobile: mobileBody(mobile) });
    const otp = await lastCode(t.db, `+91${mobile}`);
    const signIn = await request(t.app.server)
      .post("/merchant/api/auth/onetimepassword/verify")
      .send({ mobile: mobileBody(mobile), otp });
    expect(signIn.status).toBe(200);
    expect(signIn.body.data.needs_password).toBe(true);
    const noImage = await approve();
    expect(noImage.status).toBe(409);
    expect(noImage.body.message).toBe(GO_LIVE_MESSAGES.storefront_image);

    await t.db.shop.update({ where: { id: shopId }, data: { image: "shops/fresh-basket.webp" } });
    const ok = await approve();
    expect(ok.status).toBe(200);
    const live = await t.db.shop.findUniqueOrThrow({ where: { id: shopId }, include: { merchant: true } });
    expect(live.status).toBe("live");
    // Its tax invoices carry the KYC's GSTIN and the business name.
    const kyc = await t.db.merchantKyc.findUniqueOrThrow({ where: { merchantId: live.merchantId } });
    expect(live).toMatchObject({ gstin: kyc.gstin, legalName: live.merchant.name });
    expect((await approve()).body.code).toBe("SHOP_NOT_WAITING");
    expect(await t.db.opsAudit.findFirst({ where: { action: "shop.approve", entityId: shopId } })).toBeTruthy();
  });
});
