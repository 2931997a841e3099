// The app shell: "/" lands on /home with the header; static pages hide it; mobile goes to the app page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, newPage } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the app shell", () => {
  it("opens /, lands on /home and shows the header", async () => {
    const page = await newPage(browser);
    await page.goto("/");
    await page.waitForURL("**/home");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: /shopping/i }).isVisible()).resolves.toBe(true);
    await expect(header.getByRole("button", { name: "Login" }).isVisible()).resolves.toBe(true);
    await page.context().close();
  });

  it("hides the main header on a static page and shows the footer copyright", async () => {
    const page = await newPage(browser);
    await page.goto("/terms");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await page.getByRole("button", { name: "Login" }).count()).toBe(0);
    await expect(page.getByText(/2020/).first().isVisible()).resolves.toBe(true);
    await page.context().close();
  });
});
