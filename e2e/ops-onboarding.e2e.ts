// Enquiry -> merchant: a shop sends a partner enquiry from the partner page; the demo admin signs
// in at /ops, finds it among the new enquiries and opens onboarding prefilled from it; a GSTIN with
// a wrong check character is refused at its field; fixed, the merchant is onboarded (bank account
// shown masked) and its Super Admin, invited by SMS, completes the invitation with a one-time code
// at /merchant, which verifies the shop's primary mobile; without a store-front image the shop
// cannot go live yet (Approve names the missing rule). The Super Admin then uploads the store-front
// image in Store settings (its go-live list ticks both rules), the admin approves the shop at
// Shops waiting, and the shop is live: its tile appears for a customer near its store. A Support
// member cannot open onboarding.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { DEMO_OPS_STAFF } from "../seed/demo-credentials";
import opsTexts from "../web/src/lib/i18n/texts/opsCore/en";
import merchantTexts from "../web/src/lib/i18n/texts/merchantCore/en";
import storeTexts from "../web/src/lib/i18n/texts/merchantStore/en";
import sharp from "sharp";
import { KYC_MESSAGES } from "../server/src/contract/kyc-constants";
import { GO_LIVE_MESSAGES } from "../server/src/contract/ops-onboarding";
import { launchBrowser, newPage } from "./support/browser";
import { api, fakeIp, lastCodeSentTo, uniqueMobile } from "./support/api";
import { api as customerApi, asDistinctClient, guestToken } from "./support/customers";

const t = opsTexts.opsCore;
const m = merchantTexts.merchantCore;
const front = storeTexts.merchantStore.settings.storefront;
const [ADMIN, , SUPPORT] = DEMO_OPS_STAFF;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function sendEnquiry(page: Page, business: string, contact: string) {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": fakeIp() });
  const captchas: { captcha_id: string; svg: string }[] = [];
  page.on("response", async (r) => {
    if (new URL(r.url()).pathname !== "/user/enquiry/captcha" || !r.ok()) return;
    captchas.push(((await r.json()) as { data: { captcha_id: string; svg: string } }).data);
  });
  await page.goto("/partner");
  const form = page.getByRole("form", { name: "Partner enquiry" });
  await form.getByRole("textbox", { name: "Shop / Business name" }).fill(business);
  await form.getByRole("textbox", { name: "Owner name" }).fill("Lakshmi Rao");
  await form.getByRole("textbox", { name: "Owner Contact Number" }).fill(contact);
  await form.getByRole("textbox", { name: "Owner Email Id" }).fill(`partner.${contact}@example.in`);
  const category = form.getByRole("combobox", { name: "Shop category" });
  await category.locator("option", { hasText: "Electronics" }).first().waitFor({ state: "attached" });
  await category.selectOption("Electronics");
  const city = form.getByRole("combobox", { name: "City" });
  await expect.poll(() => city.locator("option").count()).toBeGreaterThan(10);
  const cities = await city.locator("option").allTextContents();
  await city.selectOption(cities.find((c) => /^(Bangalore|Bengaluru)/.test(c)) ?? cities[1]);
  const captchaImage = page.getByRole("img", { name: "Captcha: type the characters shown" });
  const shownSrc = (await captchaImage.getAttribute("src"))!;
  const shownSvg = decodeURIComponent(shownSrc.replace(/^data:image\/svg\+xml;charset=utf-8,/, ""));
  await expect.poll(() => captchas.some((c) => c.svg === shownSvg)).toBe(true);
  const captchaId = captchas.find((c) => c.svg === shownSvg)!.captcha_id;
  const { answer } = await api<{ answer: string }>(`/dev/captcha/${captchaId}`);
  await form.getByRole("textbox", { name: "Captcha" }).fill(answer);
  const submit = form.getByRole("button", { name: "Submit", exact: true });
  await expect.poll(() => submit.isEnabled()).toBe(true);
  await submit.click();
  await page.getByRole("dialog", { name: "Enquiry" }).waitFor();
}

async function opsSignIn(page: Page, mobile: string, password: string) {
  await asDistinctClient(page);
  await page.goto("/ops");
  await page.getByRole("heading", { level: 1, name: t.signIn.title }).waitFor();
  await page.getByLabel(t.signIn.mobile).fill(mobile);
  await page.getByLabel(t.signIn.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: t.signIn.submit }).click();
}

describe("the operations console: enquiry to merchant", () => {
  it("the admin onboards a partner enquiry and its Super Admin signs in at /merchant", async () => {
    const business = `Journey Electronics ${Date.now()}`;
    const contact = uniqueMobile();
    const partner = await newPage(browser);
    const admin = await newPage(browser, { mobile: true });
    const owner = await newPage(browser);
    try {
      await sendEnquiry(partner, business, contact);

      await opsSignIn(admin, ADMIN.mobile, ADMIN.password);
      await admin.getByRole("heading", { level: 1, name: t.home.title.replace("{{name}}", ADMIN.name) }).waitFor();
      const nav = admin.getByRole("navigation", { name: t.nav.label });
      await nav.getByRole("link", { name: t.nav.enquiries, exact: true }).click();
      await admin.getByRole("heading", { level: 1, name: t.enquiries.title }).waitFor();
      const card = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name: business }) });
      await card.waitFor();
      await card.getByRole("link", { name: t.enquiries.onboard }).click();
      await admin.getByRole("heading", { level: 1, name: t.onboarding.title }).waitFor();
      // Prefilled from the enquiry.
      await expect.poll(() => admin.getByLabel(t.onboarding.businessName, { exact: true }).inputValue()).toBe(business);
      expect(await admin.getByLabel(t.onboarding.adminMobile, { exact: true }).inputValue()).toBe(contact);

      await admin.getByLabel(t.onboarding.street, { exact: true }).fill("14 Residency Road");
      await admin.getByLabel(t.onboarding.area, { exact: true }).fill("Ashok Nagar");
      await admin.getByLabel(t.onboarding.state, { exact: true }).fill("Karnataka");
      await admin.getByLabel(t.onboarding.pincode, { exact: true }).fill("560025");
      await admin.getByLabel(t.onboarding.lat, { exact: true }).fill("12.9716");
      await admin.getByLabel(t.onboarding.lng, { exact: true }).fill("77.6010");
      await admin.getByLabel(t.onboarding.pan, { exact: true }).fill("AAPFU0939F");
      await admin.getByLabel(t.onboarding.gstin, { exact: true }).fill("27AAPFU0939F1ZW");
      await admin.getByLabel(t.onboarding.ifsc, { exact: true }).fill("SBIN0001234");
      await admin.getByLabel(t.onboarding.bankAccount, { exact: true }).fill("123456789012");
      await admin.getByLabel(t.onboarding.bankAccountConfirm, { exact: true }).fill("123456789012");
      await admin.getByRole("button", { name: t.onboarding.submit }).click();
      await admin.getByText(KYC_MESSAGES.gstinChecksum).waitFor();

      await admin.getByLabel(t.onboarding.gstin, { exact: true }).fill("27AAPFU0939F1ZV");
      await admin.getByRole("button", { name: t.onboarding.submit }).click();
      const done = admin.getByText(/is onboarded\. Store key GALLI-STORE-\d{4}/);
      await done.waitFor();
      expect(await done.innerText()).toContain("••••••••9012");
      const wide = await admin.evaluate(() => document.documentElement.scrollWidth);
      expect(wide).toBeLessThanOrEqual(390);

      // The invited Super Admin completes the invitation with a one-time code.
      await asDistinctClient(owner);
      await owner.goto("/merchant");
      await owner.getByRole("button", { name: m.signIn.withCode }).click();
      await owner.getByLabel(m.signIn.mobile).fill(contact);
      await owner.getByRole("button", { name: m.signIn.sendCode }).click();
      await owner.getByLabel(m.signIn.code).waitFor();
      await owner.getByLabel(m.signIn.code).fill(await lastCodeSentTo(contact));
      await owner.getByRole("button", { name: m.signIn.verify }).click();
      await owner.getByRole("heading", { level: 1, name: m.setPassword.title }).waitFor();

      // The code verified the shop's primary mobile; the store-front image is still missing, so
      // Approve is refused naming it.
      await admin.getByRole("navigation", { name: t.nav.label }).getByRole("link", { name: t.nav.shops }).click();
      await admin.getByRole("heading", { level: 1, name: t.shops.title }).waitFor();
      const waiting = admin.getByRole("listitem").filter({ has: admin.getByRole("heading", { name: business }) });
      await waiting.waitFor();
      expect(await waiting.innerText()).toContain(`${t.shops.mobile}: ✓ ${t.shops.yes}`);
      expect(await waiting.innerText()).toContain(`${t.shops.storefront}: ✗ ${t.shops.no}`);
      await waiting.getByRole("button", { name: t.shops.approve }).click();
      await admin.getByText(GO_LIVE_MESSAGES.storefront_image).waitFor();

      // The Super Admin uploads the store-front image in Store settings; the go-live list ticks it.
      await owner.getByRole("button", { name: m.setPassword.later }).click();
      const consoleNav = owner.getByRole("navigation", { name: m.nav.label });
      await consoleNav.getByRole("link", { name: storeTexts.merchantStore.settings.title, exact: true }).click();
      await owner.getByRole("heading", { level: 1, name: storeTexts.merchantStore.settings.title }).waitFor();
      await owner.getByText(front.needImage).waitFor();
      await owner.getByText(front.doneMobile).waitFor();
      const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#1565c0" } })
        .jpeg()
        .toBuffer();
      await owner.getByLabel(front.choose).setInputFiles({ name: "shop-front.jpg", mimeType: "image/jpeg", buffer: picture });
      await owner.getByText(front.saved).waitFor();
      await owner.getByText(front.doneImage).waitFor();
      await owner.getByText(front.ready).waitFor();
      await owner.getByRole("img", { name: front.current }).waitFor();

      // The admin approves it at Shops waiting: both rules hold, the shop is live.
      await admin.reload();
      await admin.getByRole("heading", { level: 1, name: t.shops.title }).waitFor();
      await waiting.waitFor();
      expect(await waiting.innerText()).toContain(`${t.shops.storefront}: ✓ ${t.shops.yes}`);
      await waiting.getByRole("button", { name: t.shops.approve }).click();
      await admin.getByText(t.shops.approved.replace("{{name}}", business)).waitFor();
      await waiting.waitFor({ state: "detached" });

      // A customer near its store now sees its tile.
      const token = await guestToken();
      const at = { type: "Point", coordinates: [77.601, 12.9716] };
      const tiles = await customerApi<{ shops: { display_name: string }[] }>("POST", "/user/category/view/location", {
        token,
        body: { searchLocation: at, deliveryLocation: at, maxDistance: 5000, type: 1 },
      });
      expect(tiles.shops.map((s) => s.display_name)).toContain(business);
    } finally {
      await partner.close();
      await admin.close();
      await owner.close();
    }
  }, 180_000);

  it("a Support member cannot open onboarding", async () => {
    const page = await newPage(browser);
    try {
      await opsSignIn(page, SUPPORT.mobile, SUPPORT.password);
      await page.getByRole("heading", { level: 1, name: t.home.title.replace("{{name}}", SUPPORT.name) }).waitFor();
      await page.goto("/ops/onboarding");
      await page.getByRole("heading", { level: 1, name: t.forbidden.title }).waitFor();
      await page.goto("/ops/audit");
      await page.getByRole("heading", { level: 1, name: t.forbidden.title }).waitFor();
    } finally {
      await page.close();
    }
  }, 60_000);
});
