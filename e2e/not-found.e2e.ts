// An address that is neither a page nor a shop: it stays, says "Shop or page not found" and offers
// the way home (a phone, English), after the spec's popup with the server's message. A shop opened
// from a link with no delivery location chosen: Proceed to Buy asks for the location, then checkout
// opens with the address of the place chosen (a phone, Hindi). The screenshots go to e2e/artifacts/.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, newPage } from "./support/browser";
import { prepareStorage, signUpCustomer } from "./support/api";
import { catalogue, expectAccessible, startIn } from "./support/a11y";

const ARTIFACTS = path.resolve("e2e/artifacts");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(ARTIFACTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

describe("an unknown address", () => {
  it("shows the not-found page with a way home instead of landing on /home silently", async () => {
    const page = await newPage(browser, { mobile: true });
    try {
      await prepareStorage(page.context(), { browserOnPhone: true });
      await page.goto("/no-such-shop-here");
      await page.getByRole("heading", { name: "Shop or page not found" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/no-such-shop-here");
      // The spec's generic popup shows the server's message ("Shop not found."); OK closes it.
      const popup = page.getByRole("alertdialog").or(page.getByRole("dialog"));
      await popup.getByText("Shop not found.").waitFor();
      await popup.getByRole("button", { name: /^OK$/i }).click();
      await popup.waitFor({ state: "detached" });
      await page.screenshot({ path: path.join(ARTIFACTS, "not-found-phone.png") });
      await page.getByRole("link", { name: "Go to the home page" }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe("/home");
    } finally {
      await page.context().close();
    }
  });
});

describe("a shop opened from a link with no delivery location", () => {
  it("asks for the location at Proceed to Buy and then opens checkout with its address (390 px, Hindi)", async () => {
    const hi = catalogue("hi");
    const customer = await signUpCustomer("Meera");
    const page = await newPage(browser, { mobile: true });
    try {
      await prepareStorage(page.context(), { session: customer.session, browserOnPhone: true });
      await startIn(page.context(), "hi");
      await page.goto("/public/products/shop_001");
      const [before, after] = hi.cart.addLabel.split("{{name}}");
      await page.getByRole("button", { name: new RegExp(`^${before}.+${after}$`) }).first().click();
      await page
        .getByRole("region", { name: hi.cart.bar.label })
        .getByRole("button", { name: hi.cart.bar.proceed, exact: true })
        .click();

      // No checkout yet: the delivery location is asked for, with the same field as the home page's.
      const ask = page.getByRole("dialog", { name: hi.checkout.locationNeeded.title });
      await ask.waitFor();
      expect(await page.getByRole("dialog", { name: hi.checkout.titles.confirmation }).count()).toBe(0);
      await expectAccessible(page, "the delivery location asked for at Proceed to Buy (hi, 390 px)");
      await page.screenshot({ path: path.join(ARTIFACTS, "checkout-location-phone-hi.png") });
      const input = ask.getByRole("combobox", { name: hi.home.delivery });
      await input.fill("Koramangala");
      await ask
        .getByRole("listbox")
        .getByRole("option", { name: /^Koramangala\b/i })
        .first()
        .click();

      // Checkout opens by itself once the location is set, its address filled from the place.
      const confirmation = page.getByRole("dialog", { name: hi.checkout.titles.confirmation });
      await confirmation.waitFor();
      await expect
        .poll(() => confirmation.getByRole("textbox", { name: hi.checkout.area, exact: true }).inputValue())
        .toMatch(/Koramangala/);
    } finally {
      await page.context().close();
    }
  });
});
