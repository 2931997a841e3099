// Search as India types, from the header: in English "doodh" finds milk (with suggestions while
// typing); in Hindi "आटा" suggests and finds atta, named in Hindi, and one is added to the cart
// from the results; a two-letter Hindi word ("घी", its vowel a sign on the letter) suggests and
// finds ghee, and an everyday phrase ("chai patti") finds leaf tea.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { DEMO_POINT } from "../seed/demo-credentials";
import { launchBrowser, newPage } from "./support/browser";
import { prepareStorage, signUpCustomer } from "./support/api";
import { catalogue } from "./support/a11y";
import finderEn from "../web/src/lib/i18n/texts/finder/en";
import finderHi from "../web/src/lib/i18n/texts/finder/hi";
import { fill } from "./support/texts";

const en = catalogue("en");
const hi = catalogue("hi");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("search as India types", () => {
  it("in English, 'doodh' suggests and finds milk", async () => {
    const page = await newPage(browser);
    try {
      await prepareStorage(page.context(), { deliveryAt: DEMO_POINT, searchAt: DEMO_POINT });
      await page.goto("/home");
      const box = page.getByRole("banner").getByRole("combobox", { name: en.header.find });
      await box.pressSequentially("doodh", { delay: 30 });
      const suggestions = page.getByRole("listbox", { name: en.header.suggestions });
      await suggestions.getByRole("option", { name: /Milk/ }).first().waitFor();
      expect(await box.getAttribute("aria-expanded")).toBe("true");
      await box.press("Enter");
      await page.waitForURL("**/find?q=doodh");
      const results = page.getByRole("list", { name: finderEn.finder.listLabel });
      await results.getByRole("listitem").filter({ hasText: "Toned Milk" }).first().waitFor();
      const names = await results.getByRole("heading", { level: 3 }).allInnerTexts();
      expect(names.slice(0, 5).every((n) => /Milk/.test(n))).toBe(true);
    } finally {
      await page.close();
    }
  });

  it("a two-letter Hindi word, 'घी', suggests and finds ghee; the phrase 'chai patti' finds leaf tea", async () => {
    const page = await newPage(browser);
    try {
      await prepareStorage(page.context(), { deliveryAt: DEMO_POINT, searchAt: DEMO_POINT });
      await page.goto("/home");
      const box = page.getByRole("banner").getByRole("combobox", { name: en.header.find });
      await box.pressSequentially("घी", { delay: 30 });
      const suggestions = page.getByRole("listbox", { name: en.header.suggestions });
      await suggestions.getByRole("option", { name: /Ghee/ }).first().waitFor();
      await box.press("Enter");
      await page.waitForURL(`**/find?q=${encodeURIComponent("घी")}`);
      const results = page.getByRole("list", { name: finderEn.finder.listLabel });
      await results.getByRole("listitem").filter({ hasText: "Pure Cow Ghee" }).first().waitFor();
      expect((await results.getByRole("heading", { level: 3 }).allInnerTexts())[0]).toMatch(/Ghee/);

      await box.fill("chai patti");
      await box.press("Enter");
      await page.waitForURL("**/find?q=chai%20patti");
      await results.getByRole("listitem").filter({ hasText: "Premium Leaf Tea" }).first().waitFor();
      const teas = await results.getByRole("heading", { level: 3 }).allInnerTexts();
      expect(teas.length).toBeGreaterThan(0);
      expect(teas.every((n) => /Leaf Tea/.test(n))).toBe(true);
    } finally {
      await page.close();
    }
  });

  it("in Hindi, 'आटा' suggests and finds atta, and one goes into the cart from the results", async () => {
    const customer = await signUpCustomer("Kavita");
    const page = await newPage(browser);
    try {
      await prepareStorage(page.context(), { session: customer.session, deliveryAt: DEMO_POINT, searchAt: DEMO_POINT });
      await page.context().addInitScript(() => localStorage.setItem("galli:language", "hi"));
      await page.goto("/home");
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("hi");
      const box = page.getByRole("banner").getByRole("combobox", { name: hi.header.find });
      await box.pressSequentially("आटा", { delay: 30 });
      const suggestions = page.getByRole("listbox", { name: hi.header.suggestions });
      // The category shows by its Hindi name, and so does a product with one
      // (Aashirvaad Whole Wheat Atta: "आशीर्वाद आटा").
      await suggestions.getByRole("option", { name: /आटा/ }).first().waitFor();
      await suggestions.getByRole("option", { name: "आशीर्वाद आटा", exact: true }).waitFor();
      await box.press("Enter");
      await page.waitForURL(`**/find?q=${encodeURIComponent("आटा")}`);
      const results = page.getByRole("list", { name: finderHi.finder.listLabel });
      // Results carry the products' Hindi names ("आशीर्वाद आटा"); the dialog and the cart use them too.
      const first = results.getByRole("listitem").filter({ hasText: "आशीर्वाद आटा" }).first();
      await first.waitFor();
      const name = (await first.getByRole("heading", { level: 3 }).innerText()).trim();
      expect(name).toBe("आशीर्वाद आटा");
      await first
        .getByRole("list", { name: fill(hi.home.found.shopsWith, { product: name }) })
        .getByRole("link")
        .first()
        .click();
      const detail = page.getByRole("dialog", { name });
      await detail.waitFor();
      await detail.getByRole("button", { name: fill(hi.cart.addLabel, { name }), exact: true }).click();
      await detail.getByRole("group", { name: fill(hi.cart.inCart, { name }), exact: true }).waitFor();
    } finally {
      await page.close();
    }
  });
});
