// An address that is neither a page nor a shop: it stays, says "Shop or page not found" and offers
// the way home (a phone, English), after the spec's popup with the server's message. The screenshot goes to e2e/artifacts/.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, newPage } from "./support/browser";
import { prepareStorage } from "./support/api";

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
