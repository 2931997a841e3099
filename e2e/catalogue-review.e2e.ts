// A product's way to the customer: the demo merchant creates it at phone width (facts, an image,
// a price in the demo store: Draft, then Waiting for review), the demo admin approves it at /ops,
// the customer finds it on the shop page and in search; the merchant renames it, the old name keeps
// selling until the admin approves the change, then the new name shows. The CSV import: the template
// downloads, a dry run names the bad row's field, a write with "skip bad rows" writes the good one.
// The console pages pass axe.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage } from "./support/browser";
import { apiRaw, fakeIp, prepareStorage, sha256hex } from "./support/api";
import { expectAccessible } from "./support/a11y";
import { asDistinctClient, guestToken } from "./support/customers";
import { DEMO_OPS_ADMIN, DEMO_POINT, DEMO_STORE_KEY } from "../seed/demo-credentials";
import { CATALOGUE_MESSAGES, IMPORT_COLUMNS } from "../server/src/contract/catalogue-constants";
import catalogueTexts from "../web/src/lib/i18n/texts/merchantCatalogue/en";
import reviewTexts from "../web/src/lib/i18n/texts/opsReview/en";
import coreTexts from "../web/src/lib/i18n/texts/merchantCore/en";
import opsCoreTexts from "../web/src/lib/i18n/texts/opsCore/en";
import appTexts from "../web/src/lib/i18n/en";
import { fill } from "./support/texts";

const t = catalogueTexts.merchantCatalogue;
const r = reviewTexts.opsReview;
const core = coreTexts.merchantCore;
const opsCore = opsCoreTexts.opsCore;
const MERCHANT = { mobile: "9800000001", password: "Galli@123" };
const SHOP_ID = "shop_001";
const IMAGE = readFileSync(path.resolve("web/public/icons/icon-192.png"));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function merchantSignIn(page: Page) {
  await asDistinctClient(page);
  await page.goto("/merchant");
  await page.getByRole("textbox", { name: core.signIn.mobile }).fill(MERCHANT.mobile);
  await page.getByLabel(core.signIn.password, { exact: true }).fill(MERCHANT.password);
  await page.getByRole("button", { name: core.signIn.submit, exact: true }).click();
  await page.getByRole("navigation", { name: core.nav.label }).waitFor();
}

async function opsSignIn(page: Page) {
  await asDistinctClient(page);
  await page.goto("/ops");
  await page.getByRole("textbox", { name: opsCore.signIn.mobile }).fill(DEMO_OPS_ADMIN.mobile);
  await page.getByLabel(opsCore.signIn.password, { exact: true }).fill(DEMO_OPS_ADMIN.password);
  await page.getByRole("button", { name: opsCore.signIn.submit, exact: true }).click();
  await page.getByRole("heading", { name: fill(opsCore.home.title, { name: DEMO_OPS_ADMIN.name }) }).waitFor();
}

/** The admin opens the queue, the change of the product and approves it. */
async function approve(page: Page, productName: RegExp, checkAxe = false) {
  await page.goto("/ops/reviews");
  await page.getByRole("heading", { name: r.title, exact: true }).waitFor();
  await page.getByRole("listitem", { name: productName }).getByRole("link", { name: productName }).click();
  await page.getByRole("table", { name: r.detail.diff }).waitFor();
  if (checkAxe) await expectAccessible(page, "the ops review of a change");
  await page.getByRole("button", { name: r.detail.approve, exact: true }).click();
  await page.getByText(fill(r.detail.decided, { status: r.statuses.approved })).waitFor();
}

/** A leaf category's path, as the product form's picker lists them. */
async function leafCategory(): Promise<string> {
  const signIn = await apiRaw<{ token: string }>("/merchant/api/auth/password", {
    ip: fakeIp(),
    body: { mobile: { dialing_code: "+91", number: MERCHANT.mobile }, password: sha256hex(MERCHANT.password) },
  });
  if (!signIn.body.success) throw new Error(JSON.stringify(signIn.body));
  const res = await apiRaw<{ id: string; path: string }[]>("/merchant/api/catalogue/categories", {
    method: "GET",
    headers: { authorization: `Bearer ${signIn.body.data.token}` },
  });
  if (!res.body.success) throw new Error(JSON.stringify(res.body));
  return (res.body.data.find((c) => /Atta|Flour/i.test(c.path)) ?? res.body.data[0]).path;
}

async function shopName(): Promise<string> {
  const res = await apiRaw<{ display_name: string }[]>("/user/product/view/public", {
    headers: { authorization: `Bearer ${await guestToken()}` },
    body: { category_id: SHOP_ID },
  });
  if (!res.body.success) throw new Error(JSON.stringify(res.body));
  return res.body.data[0].display_name;
}

/** The customer's shop page searched for `word`: the product cards' names. */
async function shopCards(page: Page, shop: string, word: string): Promise<string[]> {
  await page.goto("/home");
  await page
    .getByRole("region", { name: appTexts.home.groups.public.title })
    .getByRole("link", { name: new RegExp(shop.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })
    .first()
    .click();
  await page.getByRole("heading", { level: 1, name: shop }).waitFor();
  await page.getByRole("searchbox", { name: appTexts.catalog.search }).pressSequentially(word, { delay: 20 });
  await page.waitForTimeout(1200);
  return page.locator("main article[aria-label]").evaluateAll((cards) => cards.map((c) => c.getAttribute("aria-label") ?? ""));
}

/** Search across the nearby shops: whether a result carries the name. */
async function searchFinds(page: Page, query: string, name: string): Promise<boolean> {
  await page.goto(`/find?q=${encodeURIComponent(query)}`);
  const results = page.getByRole("main");
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await page.waitForTimeout(800);
  return (await results.getByText(name, { exact: true }).count()) > 0;
}

describe("catalogue review", () => {
  it("a merchant's new product goes live on approval, and a rename waits for review while the old name sells", async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const name = `Kesar Chai ${stamp}`;
    const renamed = `Kesar Chai Gold ${stamp}`;
    const merchant = await newPage(browser, { mobile: true });
    const admin = await newPage(browser);
    const customer = await newPage(browser);
    await prepareStorage(customer.context(), { deliveryAt: DEMO_POINT, searchAt: DEMO_POINT, browserOnPhone: true });
    try {
      // ---- the merchant creates the product at phone width ----
      await merchantSignIn(merchant);
      await merchant.goto("/merchant/products");
      await merchant.getByRole("heading", { name: t.title, exact: true }).waitFor();
      await merchant.getByRole("link", { name: t.list.add }).click();
      await merchant.getByRole("heading", { name: t.form.newTitle }).waitFor();
      await expectAccessible(merchant, "the new product form");
      await merchant.getByLabel(t.form.name, { exact: true }).fill(name);
      await merchant.getByRole("button", { name: t.form.create }).click();
      await merchant.getByRole("heading", { name, exact: true }).waitFor();
      await merchant.getByText(t.status.draft, { exact: true }).first().waitFor();

      await merchant.getByLabel(t.form.brand, { exact: true }).fill("Galli Tea");
      await merchant.getByLabel(t.form.unit, { exact: true }).fill("250 g");
      const category = merchant.getByLabel(t.form.category, { exact: true });
      await category.locator("option").nth(1).waitFor({ state: "attached" });
      const tea = await category.locator("option", { hasText: /Tea/ }).first().getAttribute("value").catch(() => null);
      await category.selectOption(tea ?? { index: 1 });
      await merchant.getByLabel(t.form.mrp, { exact: true }).fill("150");
      await merchant.getByLabel(t.form.barcode, { exact: true }).fill(`E2E-${stamp}`);
      await merchant.getByRole("radio", { name: t.form.expNa }).check();
      await merchant.getByLabel(t.form.tax, { exact: true }).selectOption("5");
      await merchant.getByLabel(t.form.hsn, { exact: true }).fill("0902");
      await merchant.getByRole("button", { name: t.form.save, exact: true }).click();
      await merchant.getByText(t.form.saved, { exact: true }).waitFor();

      await merchant.getByLabel(t.form.addImage).setInputFiles({ name: "chai.png", mimeType: "image/png", buffer: IMAGE });
      await merchant.getByRole("img", { name: fill(t.form.imageAlt, { n: 1, name }) }).waitFor();

      const offers = merchant.getByRole("region", { name: t.offers.title });
      await offers.getByRole("spinbutton", { name: new RegExp(`^${t.offers.price.replace(/[()₹]/g, ".")}`) }).first().fill("120");
      await offers.getByRole("spinbutton", { name: new RegExp(`^${t.offers.stock}`) }).first().fill("25");
      await offers.getByRole("button", { name: t.offers.save }).click();
      await offers.getByText(t.offers.saved).waitFor();

      await merchant.getByRole("button", { name: t.form.submit }).click();
      await merchant.getByText(t.form.submitted).waitFor();
      await merchant.getByText(t.status.review, { exact: true }).first().waitFor();

      // ---- the admin approves it at /ops ----
      await opsSignIn(admin);
      await approve(admin, new RegExp(stamp), true);

      // ---- the customer finds it on the shop page and in search ----
      const shop = await shopName();
      await expect.poll(() => shopCards(customer, shop, stamp), { timeout: 20_000 }).toContain(name);
      await expect.poll(() => searchFinds(customer, name, name), { timeout: 20_000 }).toBe(true);

      // ---- the merchant renames it: the change waits, the old name keeps selling ----
      await merchant.reload();
      await merchant.getByText(t.status.live, { exact: true }).first().waitFor();
      const nameField = merchant.getByLabel(t.form.name, { exact: true });
      await nameField.fill(renamed);
      await merchant.getByRole("button", { name: t.form.save, exact: true }).click();
      await merchant.getByText(t.form.savedForReview).waitFor();
      await merchant.goto("/merchant/products");
      const row = merchant.getByRole("listitem", { name });
      await row.getByText(t.list.pending).waitFor();

      expect(await shopCards(customer, shop, stamp)).toContain(name);
      expect(await shopCards(customer, shop, stamp)).not.toContain(renamed);

      // ---- approved: the new name shows ----
      await approve(admin, new RegExp(stamp));
      await expect.poll(() => shopCards(customer, shop, stamp), { timeout: 20_000 }).toContain(renamed);
      await expect.poll(() => searchFinds(customer, renamed, renamed), { timeout: 20_000 }).toBe(true);
    } finally {
      await merchant.context().close();
      await admin.context().close();
      await customer.context().close();
    }
  });

  it("imports a CSV: the template, a dry run naming the bad row's field, then the good row written", async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const category = await leafCategory();
    const row = (over: Partial<Record<(typeof IMPORT_COLUMNS)[number], string>>) => {
      const values: Record<string, string> = {
        barcode: `IMP-${stamp}-1`,
        name: `Imported Atta ${stamp}`,
        name_hi: "",
        brand: "Galli Mills",
        unit: "5 kg",
        category,
        description: "Whole wheat flour",
        mrp: "289",
        tax_percent: "5",
        hsn: "1101",
        mfg_date: "2026-11-01",
        exp_date: "2027-04-30",
        store_key: DEMO_STORE_KEY,
        selling_price: "265",
        offer_percent: "5",
        stock: "40",
        ...over,
      };
      const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
      return IMPORT_COLUMNS.map((c) => cell(values[c])).join(",");
    };
    const csv = [IMPORT_COLUMNS.join(","), row({}), row({ barcode: `IMP-${stamp}-2`, name: `Bad Atta ${stamp}`, mrp: "abc" })].join("\n");
    const page = await newPage(browser);
    try {
      await merchantSignIn(page);
      await page.goto("/merchant/products");
      await page.getByRole("link", { name: t.list.import }).click();
      await page.getByRole("heading", { name: t.import.title }).waitFor();
      await expectAccessible(page, "the CSV import page");

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: t.import.template }).click(),
      ]);
      const template = readFileSync((await download.path()) ?? "", "utf8");
      expect(template.split("\n")[0]).toContain(IMPORT_COLUMNS.join(","));

      await page.getByLabel(t.import.file).setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
      await page.getByRole("button", { name: t.import.dryRun }).click();
      const errors = page.getByRole("table", { name: t.import.errors });
      await errors.getByRole("row", { name: new RegExp(`mrp ${CATALOGUE_MESSAGES.mrp.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }).waitFor();
      await page.getByText(fill(t.import.resultDry, { total: 2, written: "", skipped: "" }).split(",")[0]).waitFor();

      await page.getByRole("switch", { name: t.import.skipBad }).check();
      await page.getByRole("button", { name: t.import.write, exact: true }).click();
      await page.getByText(fill(t.import.result, { total: 2, written: 1, skipped: 1 })).waitFor().catch(async (e: unknown) => {
        throw new Error(`${String(e)}\n${await page.getByRole("main").innerText()}`);
      });

      await page.goto("/merchant/products");
      await page.getByRole("searchbox", { name: t.list.search }).fill(stamp);
      await page.getByRole("listitem", { name: `Imported Atta ${stamp}` }).waitFor();
      expect(await page.getByRole("listitem", { name: `Bad Atta ${stamp}` }).count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});
