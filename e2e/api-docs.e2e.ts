// Issue "Merchant inventory API": the /api document page — its title, no main header, and the
// on-page anchors (Configuration, Read live inventory, Update live inventory) that scroll to
// their sections.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage } from "./support/browser";
import type { PageWindow } from "./support/page-globals";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ANCHORS = [
  { label: "Configuration", id: "configuration" },
  { label: "Read live inventory", id: "read-live-inventory" },
  { label: "Update live inventory", id: "update-live-inventory" },
] as const;

/** The section's top edge relative to the viewport, and the window's scroll offset. */
// Sections keep a small scroll-margin-top, so "at the top" means within the first few dozen pixels.
const AT_TOP = (top: number) => top >= 0 && top < 48;
const sectionTop = (page: Page, id: string) =>
  page.evaluate(
    (sectionId) =>
      (globalThis as unknown as PageWindow).document.getElementById(sectionId)!.getBoundingClientRect().top,
    id,
  );
const scrollY = (page: Page) => page.evaluate(() => (globalThis as unknown as PageWindow).scrollY);

describe("the ERP / POS API document (/api)", () => {
  it("shows the title and the three anchors, and each anchor scrolls to its section", async () => {
    const page = await newPage(browser);
    try {
      await page.goto("/api");
      const title = page.getByRole("heading", { level: 1, name: "ERP / POS API DOCUMENT" });
      await title.waitFor();
      expect(await page.title()).toContain("ERP / POS API DOCUMENT");
      // A static page: no main header with its Login button.
      expect(await page.getByRole("button", { name: "Login" }).count()).toBe(0);

      const toc = page.getByRole("navigation", { name: "On this page" });
      for (const a of ANCHORS) {
        const link = toc.getByRole("link", { name: a.label, exact: true });
        expect(await link.isVisible()).toBe(true);
        expect(await link.getAttribute("href")).toBe(`#${a.id}`);
        // Each section is a region named by its h2.
        expect(await page.getByRole("region", { name: a.label }).count()).toBe(1);
        expect(await page.getByRole("heading", { level: 2, name: a.label, exact: true }).count()).toBe(1);
      }

      // The page opens at the top; the last section is below the fold.
      expect(await scrollY(page)).toBe(0);
      const viewportHeight = page.viewportSize()!.height;
      expect(await sectionTop(page, "update-live-inventory")).toBeGreaterThan(viewportHeight);

      // Clicking an anchor brings its section to the top of the viewport.
      for (const a of [...ANCHORS].reverse()) {
        await toc.getByRole("link", { name: a.label, exact: true }).click();
        await page.waitForURL(`**/api#${a.id}`);
        await expect.poll(async () => AT_TOP(await sectionTop(page, a.id)), { timeout: 5_000 }).toBe(true);
        await expect(page.getByRole("heading", { level: 2, name: a.label, exact: true }).isVisible()).resolves.toBe(
          true,
        );
      }
      // After the last click (Configuration) the Update section is below the viewport again.
      expect(await sectionTop(page, "update-live-inventory")).toBeGreaterThan(viewportHeight);
    } finally {
      await page.context().close();
    }
  });

  it("opening /api#update-live-inventory lands on that section", async () => {
    const page = await newPage(browser);
    try {
      await page.goto("/api#update-live-inventory");
      await page.getByRole("heading", { level: 1, name: "ERP / POS API DOCUMENT" }).waitFor();
      await expect
        .poll(async () => AT_TOP(await sectionTop(page, "update-live-inventory")), { timeout: 5_000 })
        .toBe(true);
      expect(await scrollY(page)).toBeGreaterThan(0);
    } finally {
      await page.context().close();
    }
  });
});
