// Payouts to the shops, seen from both consoles. A customer's cash-on-delivery order at the demo
// store is delivered and its replacement window closed in the journeys' database (as time would),
// and the shops' ledger posts it (as its ledger-sync job would). The ops admin opens Payouts, runs
// the payout job now and sees the run's outcome, the payouts list and the reconciliation with no
// differences. A cash order leaves the shop owing Galli its commission, so that run may pay the shop
// nothing new: the journey checks what the pages state, not a made-up amount. Then the demo merchant
// (9800000001) opens Bank account and payouts and sees the account's last four digits and the
// payouts (or that there are none yet). The admin also checks the orders' money from the Payouts page
// (every closed and delivered order of the journeys' world agrees: no mismatches) and opens the
// demo customer's cancelled prepaid order on the Orders page, which lists its Galli Cash refund.
// Each view passes axe.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { DEMO_CUSTOMER, DEMO_OPS_ADMIN } from "../seed/demo-credentials";
import { launchBrowser, newPage } from "./support/browser";
import { asDistinctClient } from "./support/customers";
import { expectAccessible } from "./support/a11y";
import { inr } from "./support/shop-ui";
import { signUpCustomer } from "./support/api";
import { advanceOrder, DEMO_STORE, placeCheeseByCash } from "./support/orders";
import { createDb } from "../server/src/lib/db";
import { syncLedger } from "../server/src/modules/ledger/public";
import opsPayoutsEn from "../web/src/lib/i18n/texts/opsPayouts/en";
import opsDeskEn from "../web/src/lib/i18n/texts/opsDesk/en";
import merchantCoreEn from "../web/src/lib/i18n/texts/merchantCore/en";
import merchantPayoutsEn from "../web/src/lib/i18n/texts/merchantPayouts/en";

const t = opsPayoutsEn.opsPayouts;
const desk = opsDeskEn.opsDesk;
const core = merchantCoreEn.merchantCore;
const mp = merchantPayoutsEn.merchantPayouts;
const MERCHANT = { mobile: "9800000001", password: "Galli@123" };
const journeyDb = () => createDb(`file:${inject("dataDir")}/galli.db`);

let browser: Browser;

/** A catalogue text with each {{value}} as any run of characters but a line break (numbers, dates). */
const pattern = (text: string) =>
  new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\\\{\\\{\w+\\\}\\\}/g, "[^\\n]+")}`);
/** The demo store's bank account: its last four digits and bank. */
let account: { last4: string; bank: string };
/** The demo customer's cancelled order paid online (the seed's order numbers come from its plan) and its refund. */
let cancelled: { orderNo: string; refund: number };

beforeAll(async () => {
  browser = await launchBrowser();
  const customer = await signUpCustomer("Payouts");
  await placeCheeseByCash(customer.session.token, "Payouts journey");
  const db = journeyDb();
  try {
    const user = await db.user.findUniqueOrThrow({ where: { mobile: customer.mobile }, select: { id: true } });
    const order = await db.order.findFirstOrThrow({ where: { userId: user.id }, select: { id: true, orderNo: true } });
    for (const to of [2, 3, 4, 5] as const) await advanceOrder(order.orderNo, to);
    // The replacement window is over: the order's money has cleared.
    await db.order.update({ where: { id: order.id }, data: { replacementUntil: new Date(Date.now() - 60_000) } });
    await syncLedger(db, { orderIds: [order.id] });
    const bank = await db.shopBankAccount.findFirstOrThrow({
      where: { shopId: DEMO_STORE.shopId, status: "verified" },
      orderBy: { createdAt: "desc" },
      select: { accountLast4: true, bankName: true },
    });
    account = { last4: bank.accountLast4, bank: bank.bankName };
    const seeded = await db.order.findFirstOrThrow({
      where: { user: { mobile: DEMO_CUSTOMER.mobile }, status: 7, paymentType: 1 },
      select: { orderNo: true, refunds: { select: { amount: true } } },
    });
    cancelled = { orderNo: seeded.orderNo, refund: seeded.refunds.reduce((sum, r) => sum + r.amount, 0) };
  } finally {
    await db.$disconnect();
  }
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

describe("payouts to the shops", () => {
  it("the ops admin runs the payouts and sees the list and no differences", async () => {
    const page = await newPage(browser);
    try {
      await asDistinctClient(page);
      await page.goto("/ops");
      await page.getByRole("textbox", { name: "Mobile number" }).fill(DEMO_OPS_ADMIN.mobile);
      await page.getByLabel("Password", { exact: true }).fill(DEMO_OPS_ADMIN.password);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      const nav = page.getByRole("navigation", { name: "Operations console" });
      await nav.waitFor();
      await nav.getByRole("link", { name: t.nav, exact: true }).first().click();
      await page.getByRole("heading", { level: 1, name: t.title }).waitFor();
      await page.getByRole("heading", { level: 2, name: t.reconciliation }).waitFor();

      await page.getByRole("button", { name: t.run }).click();
      await page.getByText(pattern(t.ran)).waitFor();
      await page.getByText(t.clean).waitFor();
      await page.getByRole("heading", { level: 2, name: t.payouts }).waitFor();
      const table = page.getByRole("table", { name: t.payouts });
      const empty = page.getByText(t.empty, { exact: true });
      await table.or(empty).first().waitFor();
      if (await table.isVisible()) {
        // Every payout shows its shop, rupees and a status.
        const first = table.locator("tbody tr").first();
        expect(await first.getByRole("cell").first().textContent()).toBeTruthy();
        expect(await first.getByRole("cell").nth(1).textContent()).toMatch(/^₹[\d,]+\.\d{2}$/);
      }
      await expectAccessible(page, "ops payouts page");

      // The orders' money: checked now, every closed and delivered order agrees.
      await page.getByRole("heading", { level: 2, name: t.money.title }).waitFor();
      await page.getByRole("button", { name: t.money.run }).click();
      await page.getByText(pattern(t.money.ran)).waitFor();
      await page.getByText(t.money.clean).waitFor();
      expect(await page.getByRole("table", { name: t.money.mismatches }).count()).toBe(0);
      await page.getByText(pattern(t.money.summary)).waitFor();
      await expectAccessible(page, "ops payouts page with the orders' money");

      // The demo customer's cancelled prepaid order lists its refund on the Orders page.
      await page.getByRole("navigation", { name: "Operations console" }).getByRole("link", { name: desk.orders.nav, exact: true }).first().click();
      await page.getByRole("heading", { level: 1, name: desk.orders.title }).waitFor();
      await page.getByRole("searchbox", { name: desk.orders.search }).fill(cancelled.orderNo);
      await page.getByRole("button", { name: desk.search, exact: true }).click();
      await page.getByRole("button", { name: desk.orders.open.replace("{{number}}", cancelled.orderNo) }).click();
      const detail = page.getByRole("region", { name: cancelled.orderNo });
      await detail.getByRole("heading", { name: desk.orders.refunds }).waitFor();
      expect(cancelled.refund).toBeGreaterThan(0);
      await detail.getByText(`${inr(cancelled.refund / 100)} · wallet · processed`, { exact: false }).waitFor();
      expect(await detail.getByText(desk.orders.noRefunds).count()).toBe(0);
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it("the merchant sees the bank account's last four digits and the payouts", async () => {
    const page = await newPage(browser);
    try {
      await asDistinctClient(page);
      await page.goto("/merchant");
      await page.getByRole("textbox", { name: core.signIn.mobile }).fill(MERCHANT.mobile);
      await page.getByLabel(core.signIn.password, { exact: true }).fill(MERCHANT.password);
      await page.getByRole("button", { name: core.signIn.submit, exact: true }).click();
      await page.getByRole("heading", { level: 1, name: core.signIn.title }).waitFor({ state: "detached" });
      await page.goto("/merchant/payouts");
      await page.getByRole("heading", { level: 1, name: mp.title }).waitFor();
      await page.getByText(`account ending ${account.last4}`, { exact: false }).first().waitFor();
      await page.getByText(mp.active, { exact: true }).first().waitFor();
      await page.getByText(mp.lastPayouts).first().waitFor();
      await expectAccessible(page, "merchant payouts page");
    } finally {
      await page.context().close();
    }
  }, 120_000);
});
