// The shop's bank account in the merchant console (privilege "money"): the seed's verified account,
// IFSC and account number checks with their messages, a penny drop the bank refuses (nothing
// saved), a change (verified, active after 3 calendar days, payouts held 14 days, audited, the
// number never answered whole), the same account again refused; other roles and merchants refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../../testing/app";
import { KYC_MESSAGES } from "../../contract/kyc-constants";
import { PAYOUT_MESSAGES } from "../../contract/payouts-constants";
import { auditOf, consoleCall, demoWorld, memberAuth } from "../shop-console/test-store-world";

let t: TestApp;
let w: Awaited<ReturnType<typeof demoWorld>>;
let call: ReturnType<typeof consoleCall>;
const NOW = new Date("2026-12-20T20:00:00Z"); // 01:30 on 21 December in India

beforeAll(async () => {
  t = await testApp({ seeded: true, now: () => NOW });
  w = await demoWorld(t.db);
  const { member, auth } = await memberAuth(t.app, t.db, w.merchantId, "accounts");
  await t.db.staffSession.updateMany({ where: { staffId: member.id }, data: { expiresAt: new Date("2030-01-01T00:00:00Z") } });
  call = consoleCall(t.app, auth);
});
afterAll(async () => t.close());

const body = (over: Record<string, string> = {}) => ({
  holder_name: "Sharma Kirana Store",
  account_number: "123456789012",
  account_number_confirm: "123456789012",
  ifsc: "hdfc0001234",
  ...over,
});

describe("bank account", () => {
  it("shows the seed's verified account by its last four digits, active, not held", async () => {
    const res = await call.get(`/bank-account/${w.shopId}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ shop_id: w.shopId, payouts_held_until: null });
    expect(res.body.data.account).toMatchObject({ status: "verified", active: true, account_last4: expect.stringMatching(/^\d{4}$/) });
    const list = await call.get("/bank-account");
    expect(list.body.data.map((s: { shop_id: string }) => s.shop_id)).toContain(w.shopId);
  });

  it.each([
    [{ ifsc: "HDFC1234567" }, "ifsc", KYC_MESSAGES.ifscFormat],
    [{ ifsc: "ZZZZ0001234" }, "ifsc", PAYOUT_MESSAGES.ifscUnknownBank],
    [{ account_number: "12ab", account_number_confirm: "12ab" }, "account_number", KYC_MESSAGES.bankAccountFormat],
    [{ account_number_confirm: "123456789013" }, "account_number_confirm", KYC_MESSAGES.bankAccountMismatch],
    [{ holder_name: "" }, "holder_name", PAYOUT_MESSAGES.holderRequired],
  ])("refuses %o with the field's message", async (over, field, message) => {
    const res = await call.put(`/bank-account/${w.shopId}`, body(over));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: field, message })]));
  });

  it("a penny drop the bank refuses saves nothing and says so", async () => {
    const before = await t.db.shopBankAccount.count({ where: { shopId: w.shopId } });
    const res = await call.put(`/bank-account/${w.shopId}`, body({ account_number: "987650000", account_number_confirm: "987650000" }));
    expect(res.status).toBe(422);
    expect(res.body.code).toBe("BANK_ACCOUNT_NOT_VERIFIED");
    expect(await t.db.shopBankAccount.count({ where: { shopId: w.shopId } })).toBe(before);
    expect((await auditOf(t.db, w.merchantId))[0]).toMatchObject({ action: "bank_account.refused" });
  });

  it("a change is verified by penny drop, active 3 calendar days later, holds payouts 14 days, audited; never the whole number", async () => {
    const res = await call.put(`/bank-account/${w.shopId}`, body());
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain("123456789012");
    expect(res.body.data.account).toMatchObject({
      status: "verified",
      verified_name: "SHARMA KIRANA STORE",
      account_last4: "9012",
      ifsc: "HDFC0001234",
      bank_name: "HDFC Bank",
      active: false,
      // Added on 21 December (India): active from 24 December, 00:00 India time.
      active_from: "2026-12-23T18:30:00.000Z",
    });
    expect(res.body.data.payouts_held_until).toBe(new Date(NOW.getTime() + 14 * 86_400_000).toISOString());
    const rows = await t.db.shopBankAccount.findMany({ where: { shopId: w.shopId }, orderBy: { createdAt: "asc" } });
    expect(rows.filter((r) => !r.replacedAt)).toHaveLength(1);
    expect(rows.at(-1)!.routeAccountId).toMatch(/^acc_/);
    expect(JSON.stringify(rows)).not.toContain("123456789012");
    const [entry] = await auditOf(t.db, w.merchantId);
    expect(entry).toMatchObject({ action: "bank_account.change", entityId: w.shopId });
    expect(`${entry.before}${entry.after}`).not.toContain("123456789012");
    const again = await call.put(`/bank-account/${w.shopId}`, body());
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("BANK_ACCOUNT_SAME");
  });

  it("refuses a role without the money privilege, and another merchant's shop", async () => {
    const { member, auth } = await memberAuth(t.app, t.db, w.merchantId, "custom", ["orders"]);
    await t.db.staffSession.updateMany({ where: { staffId: member.id }, data: { expiresAt: new Date("2030-01-01T00:00:00Z") } });
    expect((await consoleCall(t.app, auth).get(`/bank-account/${w.shopId}`)).status).toBe(403);
    expect((await call.get(`/bank-account/${w.other.shop.id}`)).status).toBe(404);
    expect((await call.put(`/bank-account/${w.other.shop.id}`, body({ account_number: "111122223333", account_number_confirm: "111122223333" }))).status).toBe(404);
  });
});
