// The demo merchant reads the shop's statement: a customer's cash-on-delivery order is delivered and
// the shops' ledger posts it (as its ledger-sync job would), then the merchant (9800000001) signs
// in, opens Statements from the console's navigation, sees the delivered order's row with its money,
// and downloads the CSV and the PDF, whose contents carry the day and the order. At phone width in
// Hindi the page reads in Hindi and its tables scroll inside their own region. Each view passes axe.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage } from "./support/browser";
import { catalogue, expectAccessible, startIn, type Language } from "./support/a11y";
import { asDistinctClient } from "./support/customers";
import { signUpCustomer } from "./support/api";
import { advanceOrder, placeCheeseByCash } from "./support/orders";
import { createDb } from "../server/src/lib/db";
import { syncLedger } from "../server/src/modules/ledger/public";
import { indiaDate } from "../server/src/lib/india-time";
import merchantCoreEn from "../web/src/lib/i18n/texts/merchantCore/en";
import merchantCoreHi from "../web/src/lib/i18n/texts/merchantCore/hi";
import statementsEn from "../web/src/lib/i18n/texts/merchantStatements/en";
import statementsHi from "../web/src/lib/i18n/texts/merchantStatements/hi";

/** A statement's day as the page writes it in English: "2026-12-02" reads "02 Dec 2026". */
const dayOnPage = (day: string) => {
  const [y, m, d] = day.split("-");
  return `${d} ${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][Number(m) - 1]} ${y}`;
};

const MERCHANT = { mobile: "9800000001", password: "Galli@123" };
const texts = (language: Language) => ({
  app: catalogue(language),
  core: (language === "hi" ? merchantCoreHi : merchantCoreEn).merchantCore,
  st: (language === "hi" ? statementsHi : statementsEn).merchantStatements,
});
const journeyDb = () => createDb(`file:${inject("dataDir")}/galli.db`);

let browser: Browser;
/** The delivered order: its number and what the customer paid (rupees). */
let delivered: { orderNo: string; amount: number };

beforeAll(async () => {
  browser = await launchBrowser();
  const customer = await signUpCustomer("Statement");
  await placeCheeseByCash(customer.session.token, "Statement journey");
  const db = journeyDb();
  try {
    const user = await db.user.findUniqueOrThrow({ where: { mobile: customer.mobile }, select: { id: true } });
    const order = await db.order.findFirstOrThrow({
      where: { userId: user.id },
      select: { id: true, orderNo: true, amount: true },
    });
    for (const to of [2, 3, 4, 5] as const) await advanceOrder(order.orderNo, to);
    await syncLedger(db, { orderIds: [order.id] });
    delivered = { orderNo: order.orderNo, amount: order.amount / 100 };
  } finally {
    await db.$disconnect();
  }
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, language: Language) {
  const { core } = texts(language);
  await asDistinctClient(page);
  await page.goto("/merchant");
  await page.getByRole("textbox", { name: core.signIn.mobile }).fill(MERCHANT.mobile);
  await page.getByLabel(core.signIn.password, { exact: true }).fill(MERCHANT.password);
  await page.getByRole("button", { name: core.signIn.submit, exact: true }).click();
  await page.getByRole("heading", { level: 1, name: core.signIn.title }).waitFor({ state: "detached" });
}

async function openStatements(page: Page, language: Language) {
  const { core, st } = texts(language);
  await page
    .getByRole("navigation", { name: core.nav.label })
    .getByRole("link", { name: st.title, exact: true })
    .click();
  await page.getByRole("heading", { level: 1, name: st.title }).waitFor();
  await page.getByRole("table", { name: st.byDay }).waitFor();
}

/** The order's row in the "By order" table. */
const orderRow = (page: Page, language: Language) =>
  page
    .getByRole("table", { name: texts(language).st.byOrder })
    .getByRole("row", { name: new RegExp(`#${delivered.orderNo}`) });

const rupeesOnPage = (amount: number) =>
  `₹${amount.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe("the merchant's statement", () => {
  it("at desktop in English: the delivered order's row, and the CSV and PDF downloads carry it", async () => {
    const { st } = texts("en");
    const page = await newPage(browser);
    await startIn(page.context(), "en");
    try {
      await signIn(page, "en");
      await openStatements(page, "en");
      const today = indiaDate(new Date());
      const row = orderRow(page, "en");
      await row.waitFor();
      // Paid by customers, and the same cash collected by the shop on delivery.
      expect(await row.getByRole("cell").allTextContents()).toEqual(
        expect.arrayContaining([rupeesOnPage(delivered.amount)]),
      );
      await expect(
        page.getByRole("table", { name: st.byDay }).getByRole("rowheader", { name: dayOnPage(today) }).count(),
      ).resolves.toBe(1);
      await expectAccessible(page, "statements (en)");

      const [csv] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: st.downloadCsv }).click(),
      ]);
      expect(csv.suggestedFilename()).toMatch(/^galli-statement-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = readFileSync((await csv.path()) ?? "", "utf8")
        .trim()
        .split("\r\n");
      expect(lines[0]).toBe(
        "Date,Orders,Paid by customers (INR),Refunds (INR),Cash collected on delivery (INR),Commission (INR),Gateway fee (INR),TCS (INR),Shop's share (INR),Paid out (INR)",
      );
      const day = lines.find((l) => l.startsWith(`${today},`))?.split(",") ?? [];
      expect(Number(day[2])).toBeGreaterThanOrEqual(delivered.amount);
      expect(day[2]).toMatch(/^\d+\.\d{2}$/);
      expect(lines[lines.length - 1].startsWith("Total,")).toBe(true);

      const [pdf] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: st.downloadPdf }).click(),
      ]);
      expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
      const text = execFileSync("pdftotext", ["-layout", (await pdf.path()) ?? "", "-"], { encoding: "utf8" });
      expect(text).toContain("Galli statement");
      expect(text).toContain(today);
      expect(text).toContain(`#${delivered.orderNo}`);
      expect(text).toContain(delivered.amount.toLocaleString("en-IN", { minimumFractionDigits: 2 }));
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it("at 390 px in Hindi: the page in Hindi, its tables scrolling in their own region", async () => {
    const { st } = texts("hi");
    const page = await newPage(browser, { mobile: true });
    await startIn(page.context(), "hi");
    try {
      await signIn(page, "hi");
      await openStatements(page, "hi");
      await orderRow(page, "hi").waitFor();
      await page.getByRole("heading", { level: 2, name: st.tcs.title }).waitFor();
      await page.getByRole("button", { name: st.downloadPdf }).waitFor();
      // The page itself never scrolls sideways: the wide tables scroll inside their regions.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAccessible(page, "statements (hi, phone)");
    } finally {
      await page.context().close();
    }
  }, 120_000);
});
