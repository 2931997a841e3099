// A customer who reads Hindi: switches the language in the header, sees a product suggested by its
// Hindi name, chooses both locations, opens a shop, adds two products, pays by card, finds the order
// on Track Order with its billing details and its products by their Hindi names and sees the
// Payments page, every step in Hindi
// (the texts come from the Hindi catalogue). Screenshots of home, the products page and checkout
// go to e2e/artifacts/. A logged-in customer's choice is saved on the server: a fresh browser shows
// Hindi after logging in, and switching back saves English. A phone whose browser asks for Hindi
// stays in Hindi through the login of an account saved in English, and the account learns Hindi.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage } from "./support/browser";
import { logIn, prepareStorage, signUpCustomer, type Customer } from "./support/api";
import { catalogue } from "./support/a11y";
import orderCareHi from "../web/src/lib/i18n/texts/orderCare/hi";
import paymentsHi from "../web/src/lib/i18n/texts/payments/hi";
import { futureExpiry, rupees } from "./support/shop-ui";
import { buildCatalogue } from "../seed/catalogue";
import { fill } from "./support/texts";

const hi = catalogue("hi");
const before = (text: string) => text.split("{{")[0].trim();
const ARTIFACTS = path.resolve("e2e/artifacts");

/** A screenshot once the page's fonts (the Devanagari one loads when Hindi is drawn) are ready. */
async function screenshot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: path.join(ARTIFACTS, name), fullPage: false });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(ARTIFACTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function chooseLocation(page: Page, label: string, locality: string) {
  const input = page.getByRole("combobox", { name: label });
  await input.click();
  await input.fill(locality);
  const list = page.getByRole("listbox", { name: fill(hi.location.suggestions, { label }) });
  await list
    .getByRole("option", { name: new RegExp(`^${locality}\\b`, "i") })
    .first()
    .click();
  await page.getByLabel(fill(hi.location.isSet, { label })).waitFor();
}

describe("in Hindi", () => {
  it("switches to Hindi, chooses the locations, fills the cart, pays, sees the order and Payments", async () => {
    const customer = await signUpCustomer("Sunita");
    const page = await newPage(browser);
    try {
      await prepareStorage(page.context(), { session: customer.session });
      await page.goto("/home");
      const banner = page.getByRole("banner");
      await banner.getByRole("button", { name: /^हिंदी/ }).click();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("hi");
      // Every weight of the Devanagari face is there before Hindi is drawn (text drawn while a face
      // was loading stayed as boxes: the location labels on home).
      expect(
        await page.evaluate(() =>
          [400, 500, 600, 700].every((w) => document.fonts.check(`${w} 16px "Noto Sans Devanagari"`, "क")),
        ),
      ).toBe(true);
      await banner.getByRole("link", { name: hi.header.shopping }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem("galli:language"))).toBe("hi");

      // The header's suggestions name a product by its Hindi name; choosing it searches its name.
      const findBox = banner.getByRole("combobox", { name: hi.header.find });
      await findBox.fill("amul spiced");
      const buttermilkHi = buildCatalogue().products.find((p) => p.name === "Amul Spiced Buttermilk")?.nameHi;
      expect(buttermilkHi).toBeTruthy();
      await banner.getByRole("option", { name: buttermilkHi!, exact: true }).waitFor();
      await findBox.fill("");

      await chooseLocation(page, hi.home.delivery, "Koramangala");
      await chooseLocation(page, hi.home.search, "Koramangala");
      const privateShops = page.getByRole("region", { name: hi.home.groups.private.title });
      await privateShops.waitFor();
      await screenshot(page, "hindi-home.png");
      await privateShops
        .getByRole("link", { name: /Sharma Kirana Store/ })
        .first()
        .click();
      await page.getByRole("heading", { level: 1, name: "Sharma Kirana Store" }).waitFor();

      // In Hindi a product goes by its Hindi name where the demo catalogue gives one ("फ्रेशो फार्म
      // अंडा"); distinct products have distinct Hindi names (the shop's Fresho Brown Eggs is another).
      const hindiNames = new Map(buildCatalogue().products.map((p) => [p.name, p.nameHi ?? p.name]));
      for (const product of ["Fresho Farm Eggs", "Amul Spiced Buttermilk"]) {
        const name = hindiNames.get(product) ?? product;
        expect(name).not.toBe(product);
        await page.getByRole("button", { name: fill(hi.cart.addLabel, { name }), exact: true }).click();
        await page.getByRole("group", { name: fill(hi.cart.inCart, { name }), exact: true }).waitFor();
      }
      const cart = page
        .getByRole("complementary")
        .filter({ has: page.getByRole("heading", { level: 2, name: /^कार्ट/ }) });
      await cart.getByRole("heading", { name: fill(hi.cart.titleCount, { count: 2 }) }).waitFor();
      await screenshot(page, "hindi-products.png");

      await cart.getByRole("button", { name: new RegExp(`^${before(hi.cart.proceed)}`) }).click();
      const confirmation = page.getByRole("dialog", { name: hi.checkout.titles.confirmation });
      await confirmation.waitFor();
      const street = confirmation.getByRole("textbox", { name: hi.checkout.street });
      if (await street.isVisible()) {
        await street.fill("12, 4th Cross, 5th Block");
        await confirmation.getByRole("textbox", { name: hi.checkout.area }).fill("Koramangala");
        await confirmation.getByRole("textbox", { name: hi.checkout.zipcode }).fill("560034");
      }
      await screenshot(page, "hindi-checkout.png");
      await confirmation.getByRole("button", { name: hi.checkout.confirm }).click();

      const payment = page.getByRole("dialog", { name: hi.checkout.titles.payment });
      await payment.waitFor();
      const summary = payment.getByRole("complementary", { name: hi.checkout.summary.label });
      await summary.getByText(hi.checkout.summary.toPay).waitFor();
      await payment.getByRole("tab", { name: hi.checkout.tabs.card, exact: true }).click();
      const form = payment.getByRole("form", { name: hi.checkout.card.details });
      await form.getByRole("textbox", { name: hi.checkout.card.number }).fill("4111111111111111");
      await form.getByRole("textbox", { name: hi.checkout.card.expiry }).fill(futureExpiry());
      await form.getByLabel(hi.checkout.card.cvv).fill("123");
      await form.getByRole("textbox", { name: hi.checkout.card.name }).fill("Sunita Tester");
      await screenshot(page, "hindi-payment.png");
      await form.getByRole("button", { name: /पे करें$/ }).click();
      const rzp = page.getByRole("dialog", { name: "Razorpay Test Checkout" });
      await rzp.getByRole("button", { name: /^₹.*पे करें$/ }).click();

      const placed = page.getByRole("dialog", { name: hi.checkout.titles.placed });
      await placed.getByRole("heading", { name: hi.checkout.success.thanks }).waitFor();
      const paidLine = await placed.getByText(new RegExp(`^${hi.checkout.success.paid}:`)).innerText();
      expect(rupees(paidLine.split(":")[1])).toBeGreaterThan(0);
      const orders = await placed.getByRole("list", { name: hi.checkout.success.orders }).innerText();
      const orderNo = /ऑर्डर (GL[0-9A-Z]+)/.exec(orders)?.[1];
      expect(orderNo).toBeTruthy();

      await placed.getByRole("link", { name: hi.checkout.success.track }).click();
      await page.waitForURL("**/track-order");
      await page.getByRole("heading", { level: 1, name: hi.userMenu.trackOrder }).waitFor();
      const card = page
        .getByRole("list", { name: hi.orders.current })
        .getByRole("article", { name: fill(hi.checkout.success.order, { id: orderNo! }) });
      await card.waitFor();
      expect(await card.getByText(hi.orders.status.s1).first().isVisible()).toBe(true);
      // Dates read in Hindi with a 12-hour clock.
      expect(
        await card
          .getByText(/(am|pm)$/)
          .first()
          .innerText(),
      ).toMatch(/\d{2}:\d{2} (am|pm)$/);
      await screenshot(page, "hindi-track-order.png");

      // The order's billing details (a screen that loads its texts on demand).
      await card.getByRole("button", { name: hi.orders.billing }).click();
      const billing = page.getByRole("dialog", { name: hi.orders.billing });
      await billing.getByRole("heading", { name: orderCareHi.orderCare.billing.shopLocation }).waitFor();
      await billing.getByRole("button", { name: hi.common.okUpper }).click();
      await billing.waitFor({ state: "hidden" });

      // The order's products go by their Hindi names too.
      await card.getByRole("button", { name: hi.orders.products, exact: true }).click();
      const ordered = page.getByRole("list", { name: hi.orders.products });
      for (const product of ["Fresho Farm Eggs", "Amul Spiced Buttermilk"])
        await ordered.getByRole("listitem", { name: hindiNames.get(product), exact: true }).waitFor();

      await page.goto("/payments");
      await page.getByRole("heading", { level: 1, name: paymentsHi.payments.title }).waitFor();
      await page.getByRole("heading", { name: paymentsHi.payments.savedCards }).waitFor();
      await page.getByLabel(paymentsHi.payments.cash.balance).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it("saves a logged-in customer's choice: a fresh browser shows Hindi after login, English is saved back", async () => {
    const customer = await signUpCustomer("Kamla");
    /** The language the server saved for the customer (a login's answer carries it). */
    const savedLanguage = async (c: Customer) =>
      ((await logIn(c.mobile, c.password)) as { language?: string }).language;
    const saved = (page: Page, language: string) =>
      page.waitForResponse(
        (r) =>
          r.url().endsWith("/user/profile/language/edit") &&
          r.request().method() === "POST" &&
          r.request().postDataJSON()?.language === language,
      );
    expect(await savedLanguage(customer)).toBe("en");

    // On the first device, logged in: the switch to Hindi is saved.
    const first = await newPage(browser);
    try {
      await prepareStorage(first.context(), { session: customer.session });
      await first.goto("/home");
      const banner = first.getByRole("banner");
      await banner.getByRole("button", { name: /^Account menu for/ }).waitFor();
      const savingHindi = saved(first, "hi");
      await banner.getByRole("button", { name: /^हिंदी/ }).click();
      expect((await savingHindi).ok()).toBe(true);
      await expect.poll(() => savedLanguage(customer)).toBe("hi");
    } finally {
      await first.context().close();
    }

    // A fresh browser (no choice on the device) starts in English and follows the saved language
    // once the customer logs in.
    const page = await newPage(browser);
    try {
      await page.goto("/home");
      const banner = page.getByRole("banner");
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
      await banner.getByRole("button", { name: "Login", exact: true }).click();
      const login = page.getByRole("dialog", { name: "Login" });
      await login.getByRole("textbox", { name: "Mobile number" }).fill(customer.mobile);
      await login.getByLabel("Password", { exact: true }).fill(customer.password);
      await login.getByLabel("Password", { exact: true }).press("Enter");
      await login.waitFor({ state: "detached" });
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("hi");
      await banner.getByRole("link", { name: hi.header.shopping }).waitFor();
      await banner
        .getByRole("button", { name: fill(hi.userMenu.labelFor, { name: `${customer.firstName} Tester` }) })
        .waitFor();

      // Back to English: shown at once and saved.
      const savingEnglish = saved(page, "en");
      await banner.getByRole("button", { name: /^English/ }).click();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("en");
      await banner.getByRole("link", { name: "Shopping" }).waitFor();
      expect((await savingEnglish).ok()).toBe(true);
      await expect.poll(() => savedLanguage(customer)).toBe("en");
      expect(await page.evaluate(() => localStorage.getItem("galli:language"))).toBe("en");
    } finally {
      await page.context().close();
    }
  });

  it("keeps a Hindi browser's language through the login of an account saved in English (phone)", async () => {
    const customer = await signUpCustomer("Meena");
    expect(((await logIn(customer.mobile, customer.password)) as { language?: string }).language).toBe("en");
    const page = await newPage(browser, { mobile: true, locale: "hi-IN" });
    try {
      await prepareStorage(page.context(), { browserOnPhone: true });
      await page.goto("/home");
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("hi");
      expect(await page.evaluate(() => localStorage.getItem("galli:language"))).toBeNull();
      const savingHindi = page.waitForResponse(
        (r) =>
          r.url().endsWith("/user/profile/language/edit") &&
          r.request().method() === "POST" &&
          r.request().postDataJSON()?.language === "hi",
      );
      await page.getByRole("button", { name: hi.header.login, exact: true }).first().click();
      const login = page.getByRole("dialog", { name: hi.header.login });
      await login.getByRole("textbox", { name: hi.auth.mobile }).fill(customer.mobile);
      await login.getByLabel(hi.auth.password, { exact: true }).fill(customer.password);
      await login.getByLabel(hi.auth.password, { exact: true }).press("Enter");
      await login.waitFor({ state: "detached" });
      expect((await savingHindi).ok()).toBe(true);
      // Still Hindi a moment after the login settled (the account's English no longer wins).
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("hi");
      await screenshot(page, "hindi-after-login-phone.png");
      expect(((await logIn(customer.mobile, customer.password)) as { language?: string }).language).toBe("hi");
    } finally {
      await page.context().close();
    }
  });
});
