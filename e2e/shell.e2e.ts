// The app shell: "/" lands on /home with the header; static pages hide it; mobile goes to the app page.
// /home loads no page's code but its own; a shop's page loads the products page's chunk.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { DEMO_POINT, DEMO_PRIVATE_SHOP } from "../seed/demo-credentials";
import { launchBrowser, newPage } from "./support/browser";
import { prepareStorage, signUpCustomer } from "./support/api";
import { startIn } from "./support/a11y";

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

  it("lays the desktop header out without overlaps at 1024, 1366 and 1920 px, in English signed out and in Hindi signed in", async () => {
    const customer = await signUpCustomer("Header");
    for (const width of [1024, 1366, 1920]) {
      // Hindi's longer words with a signed-in customer's bell and menu is the fullest header.
      for (const [language, session] of [
        ["en", undefined],
        ["hi", customer.session],
      ] as const) {
        const page = await newPage(browser, { viewport: { width, height: 900 } });
        await startIn(page.context(), language);
        await prepareStorage(page.context(), { session, deliveryAt: DEMO_POINT, searchAt: DEMO_POINT });
        await page.goto("/home");
        const header = page.getByRole("banner");
        await header.getByRole("search").waitFor();
        // Every visible control of the header: no two boxes overlap, none leaves the window.
        const boxes = await header.evaluate((el) =>
          [...el.querySelectorAll("a, button, input")]
            .filter((c) => (c as HTMLElement).offsetParent !== null)
            .map((c) => {
              const r = c.getBoundingClientRect();
              return {
                name: (c.textContent || c.getAttribute("aria-label") || c.getAttribute("placeholder") || "").trim(),
                x: r.x,
                y: r.y,
                w: r.width,
                h: r.height,
              };
            })
            .filter((b) => b.w > 0 && b.h > 0),
        );
        const where = `${width} px, ${language}, ${session ? "signed in" : "signed out"}`;
        for (const b of boxes) expect(b.x + b.w, `${b.name} inside the window (${where})`).toBeLessThanOrEqual(width);
        for (let i = 0; i < boxes.length; i++)
          for (let j = i + 1; j < boxes.length; j++) {
            const [a, b] = [boxes[i], boxes[j]];
            const overlap = a.x < b.x + b.w - 1 && b.x < a.x + a.w - 1 && a.y < b.y + b.h - 1 && b.y < a.y + a.h - 1;
            // A control inside another (an input's clear button) is not an overlap.
            const inside = (p: typeof a, q: typeof a) =>
              p.x >= q.x && p.y >= q.y && p.x + p.w <= q.x + q.w && p.y + p.h <= q.y + q.h;
            expect(overlap && !inside(a, b) && !inside(b, a), `"${a.name}" overlaps "${b.name}" (${where})`).toBe(
              false,
            );
          }
        await page.context().close();
      }
    }
  });

  it("hides the main header on a static page and shows the footer copyright", async () => {
    const page = await newPage(browser);
    await page.goto("/terms");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    expect(await page.getByRole("button", { name: "Login" }).count()).toBe(0);
    await expect(page.getByText(/2020/).first().isVisible()).resolves.toBe(true);
    await page.context().close();
  });

  // The products page's code is one chunk named after the page (web/vite-page-chunks.ts).
  const PRODUCTS_PAGE_CHUNK = /\/assets\/products-page-[\w-]+\.js$/;

  /** Every built script a page load asks for, once Radix's dialogs and popovers (loaded on demand) are in. */
  async function scriptsOf(page: Page, path: string): Promise<string[]> {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/assets/") && r.url().endsWith(".js")) scripts.push(new URL(r.url()).pathname);
    });
    const onDemand = ["dialogs", "popovers"].map((name) =>
      page.waitForResponse((r) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(r.url()), { timeout: 20_000 }),
    );
    await page.goto(path);
    // The build's preload helper asks for a chunk's imports with the chunk itself.
    await Promise.all(onDemand);
    await page.waitForLoadState("networkidle");
    return scripts;
  }

  it("loads no products page code on /home, and the products page's chunk on a shop's page", async () => {
    const page = await newPage(browser, { mobile: true });
    await prepareStorage(page.context(), { deliveryAt: DEMO_POINT, searchAt: DEMO_POINT, browserOnPhone: true });
    const home = await scriptsOf(page, "/home");
    await page.getByRole("heading", { level: 2, name: "Public Shops:" }).waitFor();
    expect(home.filter((s) => s.includes("/assets/dialogs-")).length).toBe(1);
    expect(home.filter((s) => PRODUCTS_PAGE_CHUNK.test(s))).toEqual([]);
    await page.context().close();

    const shop = await newPage(browser, { mobile: true });
    await prepareStorage(shop.context(), { deliveryAt: DEMO_POINT, searchAt: DEMO_POINT, browserOnPhone: true });
    expect((await scriptsOf(shop, `/${DEMO_PRIVATE_SHOP}`)).filter((s) => PRODUCTS_PAGE_CHUNK.test(s))).toHaveLength(1);
    await shop.context().close();
  });
});
