// A shopper on a phone (390x844, an Android browser): the store-app page, 'Continue in browser',
// the locations, a shop (opened at its top; back restores the home page's scroll), two items
// through the sticky cart bar with the search still at the top, a test card, Track Order. Also: at
// 360 and 414 px nothing scrolls sideways, the header folds into a menu, the categories open in a
// drawer, tap targets are at least 44 px and nothing shifts as pages load; the manifest and service
// worker are served, the worker registers, and with the network down a page load gets the offline
// page; the bundle comes brotli-compressed, the HTML carries the loading skeleton, robots.txt is real;
// a private shop's address draws its products from the data in its HTML. Sheets are opaque, keep
// the keyboard inside and close with Escape and Back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { inject } from "vitest";
import { DEMO_POINT, DEMO_PRIVATE_SHOP } from "../seed/demo-credentials";
import { launchBrowser, newPage } from "./support/browser";
import { pageToken, prepareStorage, signUpCustomer } from "./support/api";
import { asDistinctClient } from "./support/customers";
import { setHomeLocations, shopGroup } from "./support/shopping";
import { dialog, payByCard, paymentAmounts, readPaymentSuccess, trackedOrders } from "./support/shop-ui";
import type { PageWindow } from "./support/page-globals";

const SUCCESS_CARD = "4111 1111 1111 1111";
const SHOP = "Koramangala Fresh Mart";
const PRIVATE_SHOP = "Sharma Kirana Store";

const scrollY = (page: Page) => page.evaluate(() => (globalThis as unknown as PageWindow).scrollY);
const scrollTo = (page: Page, y: number) =>
  page.evaluate((top) => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, top), y);

/** The page scrolls sideways when its content is wider than the screen. */
const pageWidth = (page: Page) =>
  page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement
        .scrollWidth,
  );

/**
 * The layout shift the page has had since it started loading (every shift without input summed,
 * stricter than Lighthouse's worst window).
 */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        type Shift = { value: number; hadRecentInput: boolean };
        const g = globalThis as unknown as {
          PerformanceObserver: new (callback: (list: { getEntries(): Shift[] }) => void) => {
            observe(options: { type: string; buffered: boolean }): void;
            disconnect(): void;
          };
          setTimeout(callback: () => void, ms: number): void;
        };
        let total = 0;
        const observer = new g.PerformanceObserver((list) => {
          for (const shift of list.getEntries()) if (!shift.hadRecentInput) total += shift.value;
        });
        observer.observe({ type: "layout-shift", buffered: true });
        g.setTimeout(() => {
          observer.disconnect();
          resolve(total);
        }, 300);
      }),
  );
}

/**
 * Links, buttons and fields on screen (header, page, cart bar, footer) smaller than a thumb: 44 px
 * either way. A link inside a sentence is exempt, as WCAG's target-size rule exempts it.
 */
function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Box = { width: number; height: number; bottom: number };
    type El = {
      tagName: string;
      textContent: string | null;
      getAttribute(name: string): string | null;
      getBoundingClientRect(): Box;
      checkVisibility(): boolean;
      closest(selector: string): El | null;
    };
    const doc = (globalThis as unknown as { document: { querySelectorAll(selector: string): Iterable<El> } }).document;
    const small: string[] = [];
    const selector = ["header", "main", "footer", '[aria-label="Cart summary"]']
      .map((area) =>
        ["a[href]", "button", "input:not([type=hidden])", "select", "[role=combobox]"].map((t) => `${area} ${t}`),
      )
      .flat()
      .join(", ");
    for (const el of doc.querySelectorAll(selector)) {
      const box = el.getBoundingClientRect();
      // Hidden, visually hidden (a 1 px label stand-in) or out of the page (the skip link).
      if (!el.checkVisibility() || box.width <= 1 || box.height <= 1 || box.bottom <= 0) continue;
      if (el.tagName === "A" && el.closest("p")) continue;
      if (box.width < 43.5 || box.height < 43.5) {
        const name = (el.getAttribute("aria-label") ?? el.textContent ?? el.getAttribute("placeholder") ?? "").trim();
        small.push(
          `${el.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return [...new Set(small)];
  });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("on a phone", () => {
  it("continues in the browser, shops through the cart bar, pays by card and tracks the order", async () => {
    const customer = await signUpCustomer("Divya");
    const page = await newPage(browser, { mobile: true });
    try {
      await asDistinctClient(page);
      await prepareStorage(page.context(), { session: customer.session });

      // The store-app page first; the choice to stay in the browser is remembered.
      await page.goto("/home");
      await page.waitForURL("**/get-app");
      await page.getByRole("heading", { level: 1, name: "Get the Galli app" }).waitFor();
      await page.getByRole("button", { name: "Continue in browser" }).click();
      await page.waitForURL("**/home");
      await page.reload();
      await page.getByRole("heading", { level: 1, name: "Shopping" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/home");

      // The header's links sit in the menu; the page never scrolls sideways.
      const banner = page.getByRole("banner");
      expect(await banner.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
      await banner.getByRole("button", { name: "Menu", exact: true }).click();
      const menu = dialog(page, "Menu");
      await menu.getByRole("link", { name: "Shopping" }).waitFor();
      await menu.getByRole("button", { name: "Close" }).click();
      await menu.waitFor({ state: "detached" });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(390);

      // Locations, then a shop from a scrolled home page: it opens at its top, and back returns to
      // the home page where it was.
      await setHomeLocations(page);
      const tile = shopGroup(page, "Public Shops:")
        .getByRole("link", { name: new RegExp(SHOP) })
        .first();
      await tile.waitFor();
      await scrollTo(page, 200);
      await expect.poll(() => scrollY(page)).toBe(200);
      const homeScroll = await scrollY(page);
      await tile.click();
      const heading = page.getByRole("heading", { level: 1, name: SHOP });
      await heading.waitFor();
      expect(await scrollY(page)).toBe(0);
      await page.goBack();
      await tile.waitFor();
      await expect.poll(() => scrollY(page)).toBe(homeScroll);
      await page.goForward();
      await heading.waitFor();

      // Two items; the bar at the bottom of the screen counts them.
      const added: string[] = [];
      const addButtons = page.locator("main").getByRole("button", { name: /^Add .+ to cart$/ });
      await addButtons.first().waitFor();
      for (let i = 0; added.length < 2; i += 1) {
        const button = addButtons.nth(i);
        const name = (await button.getAttribute("aria-label"))!.replace(/^Add (.+) to cart$/, "$1");
        if (added.includes(name) || !(await button.isEnabled())) continue;
        await button.click();
        await page
          .getByRole("group", { name: `${name} in cart`, exact: true })
          .first()
          .waitFor();
        added.push(name);
      }
      const bar = page.getByRole("region", { name: "Cart summary" });
      await bar.getByText("2 items").waitFor();
      const box = await bar.boundingBox();
      expect(box && Math.round(box.y + box.height)).toBe(844);

      // Far down the list the search is still at the top, right under the header, and the bar at
      // the bottom.
      await scrollTo(page, 4000);
      await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
      const search = page.getByRole("search").filter({ hasText: "Search products" });
      const header = (await banner.boundingBox())!;
      const searchBox = (await search.boundingBox())!;
      // Under the header's bottom edge, with the row's own small padding above the field.
      const gap = searchBox.y - (header.y + header.height);
      expect(gap).toBeGreaterThanOrEqual(-1);
      expect(gap).toBeLessThanOrEqual(12);
      expect(await search.getByRole("searchbox", { name: "Search products" }).isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: /^Categories/ }).isVisible()).toBe(true);
      const barNow = await bar.boundingBox();
      expect(barNow && Math.round(barNow.y + barNow.height)).toBe(844);

      // 'View cart' opens the cart full screen.
      await bar.getByRole("button", { name: "View cart" }).click();
      const cart = dialog(page, "Cart (2)");
      await cart.waitFor();
      expect((await cart.boundingBox())?.width).toBe(390);
      await cart.getByRole("button", { name: "Close" }).click();
      await cart.waitFor({ state: "detached" });

      // 'Proceed to Buy' from the bar: the address, the payment (full screen), the test card.
      await bar.getByRole("button", { name: "Proceed to Buy" }).click();
      const confirmation = dialog(page, "Order Confirmation");
      await confirmation.waitFor();
      expect((await confirmation.boundingBox())?.width).toBe(390);
      const street = confirmation.getByRole("textbox", { name: "House no, Flat, Street" });
      if (await street.isVisible()) {
        await street.fill("12, 4th Cross, 5th Block");
        await confirmation.getByRole("textbox", { name: "Area" }).fill("Koramangala");
        await confirmation.getByRole("textbox", { name: "Zipcode" }).fill("560034");
      }
      await confirmation.getByRole("button", { name: "Confirm Address" }).click();
      const payment = dialog(page, "Payment");
      await payment.waitFor();
      expect((await payment.boundingBox())?.width).toBe(390);
      const { toPay } = await paymentAmounts(payment);
      expect(await payByCard(page, payment, SUCCESS_CARD)).toBe(toPay);
      const success = await readPaymentSuccess(page);
      expect(success.orderNumbers).toHaveLength(1);
      const [orderNo] = success.orderNumbers;

      // The server holds the order; Track Order lists it.
      const orders = await trackedOrders(await pageToken(page));
      expect(orders.map((o) => o.order_id)).toContain(orderNo);
      await success.dialog.getByRole("link", { name: "Track order" }).click();
      await page.waitForURL("**/track-order");
      await page
        .getByRole("list", { name: "Current orders" })
        .getByRole("article", { name: `Order ${orderNo}` })
        .waitFor();
    } finally {
      await page.context().close();
    }
  });

  it("fits phones from 360 to 414 px: menu, category drawer, thumb-sized targets, no layout shift", async () => {
    for (const width of [360, 414]) {
      const page = await newPage(browser, { viewport: { width, height: 760 } });
      try {
        await asDistinctClient(page);
        await prepareStorage(page.context(), { deliveryAt: DEMO_POINT, searchAt: DEMO_POINT, browserOnPhone: true });

        // Home, as a guest (the header's busiest: Cart, Login, Sign up, Menu).
        await page.goto("/home");
        await page.getByRole("heading", { level: 2, name: "Public Shops:" }).waitFor();
        const banner = page.getByRole("banner");
        expect(await banner.getByRole("navigation", { name: "Main" }).isVisible(), `${width} px`).toBe(false);
        expect(await banner.getByRole("button", { name: "Menu", exact: true }).isVisible()).toBe(true);
        expect(await pageWidth(page), `${width} px`).toBeLessThanOrEqual(width);
        expect(await layoutShift(page), `/home at ${width} px`).toBeLessThan(0.1);
        expect(await smallTapTargets(page), `/home at ${width} px`).toEqual([]);

        // A products page: categories in a drawer, not on the first screen.
        await page.goto(`/${DEMO_PRIVATE_SHOP}`);
        await page.getByRole("heading", { level: 1, name: PRIVATE_SHOP }).waitFor();
        await page
          .locator("main")
          .getByRole("button", { name: /^Add .+ to cart$/ })
          .first()
          .waitFor();
        expect(await pageWidth(page), `${width} px`).toBeLessThanOrEqual(width);
        expect(await layoutShift(page), `products page at ${width} px`).toBeLessThan(0.1);
        expect(await smallTapTargets(page), `products page at ${width} px`).toEqual([]);
        await page.getByRole("button", { name: /^Categories/ }).click();
        const categories = dialog(page, "Categories");
        await categories.waitFor();
        expect(await categories.getByRole("navigation", { name: "Categories" }).isVisible()).toBe(true);
        await categories.getByRole("button", { name: "Close" }).click();
        await categories.waitFor({ state: "detached" });

        // The menu's links are thumb-sized too.
        await banner.getByRole("button", { name: "Menu", exact: true }).click();
        const menu = dialog(page, "Menu");
        await menu.getByRole("link", { name: "Shopping" }).waitFor();
        for (const link of await menu.getByRole("link").all()) {
          expect((await link.boundingBox())?.height, await link.innerText()).toBeGreaterThanOrEqual(44);
        }
      } finally {
        await page.context().close();
      }
    }
  });

  it("shows sheets opaque, keeps the keyboard inside them, and closes them with Escape and Back", async () => {
    const page = await newPage(browser, { mobile: true });
    try {
      await asDistinctClient(page);
      await prepareStorage(page.context(), { deliveryAt: DEMO_POINT, searchAt: DEMO_POINT, browserOnPhone: true });
      await page.goto("/home");
      await page.getByRole("heading", { level: 2, name: "Public Shops:" }).waitFor();
      const banner = page.getByRole("banner");

      // Sign up: the whole screen, opaque from its first frame (nothing of the page shows through).
      await banner.getByRole("button", { name: "Sign up", exact: true }).click();
      const signUp = dialog(page, "Sign up");
      await signUp.waitFor();
      const look = await signUp.evaluate((el) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return { background: style.backgroundColor, opacity: style.opacity, width: box.width, height: box.height };
      });
      expect(look.background).toMatch(/^rgb\(/); // no alpha channel: opaque
      expect(look.opacity).toBe("1");
      expect(look.width).toBe(390);
      expect(look.height).toBe(844);
      // Tab goes round inside the sheet.
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press("Tab");
        expect(await signUp.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press("Escape");
      await signUp.waitFor({ state: "detached" });

      // Back closes the cart and the menu, and the page stays where it is.
      await banner.getByRole("button", { name: /^Cart/ }).click();
      // The cart, or for a guest with nothing in it the dialog that says so.
      const cart = page.getByRole("dialog");
      await cart.waitFor();
      await page.goBack();
      await cart.waitFor({ state: "detached" });
      expect(new URL(page.url()).pathname).toBe("/home");
      await banner.getByRole("button", { name: "Menu", exact: true }).click();
      const menu = dialog(page, "Menu");
      await menu.waitFor();
      await page.goBack();
      await menu.waitFor({ state: "detached" });
      expect(new URL(page.url()).pathname).toBe("/home");
      // Closed by its button, a sheet leaves history as it was: Back then leaves the page as usual.
      await banner.getByRole("button", { name: "Menu", exact: true }).click();
      await menu.getByRole("link", { name: "Shopping" }).waitFor();
      await menu.getByRole("button", { name: "Close" }).click();
      await menu.waitFor({ state: "detached" });
      await page.getByRole("heading", { level: 2, name: "Public Shops:" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/home");
    } finally {
      await page.context().close();
    }
  });

  it("is installable: the manifest and the service worker are served and the worker registers", async () => {
    const page = await newPage(browser, { mobile: true, serviceWorker: true });
    try {
      await page.goto("/get-app");
      const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
      expect(manifestHref).toBeTruthy();
      const manifest = await page.request.get(manifestHref!);
      expect(manifest.ok()).toBe(true);
      const body = (await manifest.json()) as { start_url: string; display: string; icons: { sizes: string }[] };
      expect(body).toMatchObject({ start_url: "/home", display: "standalone" });
      expect(body.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
      for (const icon of body.icons as unknown as { src: string }[]) {
        expect((await page.request.get(icon.src)).headers()["content-type"]).toBe("image/png");
      }

      const sw = await page.request.get("/sw.js");
      expect(sw.ok()).toBe(true);
      expect(sw.headers()["cache-control"]).toBe("no-cache");
      const scope = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return registration.active ? registration.scope : null;
      });
      expect(scope).toBe(new URL("/", inject("baseURL")).href);
    } finally {
      await page.context().close();
    }
  });

  it("answers a page load with the offline page when the network is down, and the app once it is back", async () => {
    const page = await newPage(browser, { mobile: true, serviceWorker: true });
    try {
      await prepareStorage(page.context(), { browserOnPhone: true });
      await page.goto("/get-app");
      // The worker takes control of the page it registered from (clientsClaim).
      await page.waitForFunction(() => {
        const nav = (globalThis as unknown as { navigator: { serviceWorker: { controller: unknown } } }).navigator;
        return nav.serviceWorker.controller !== null;
      });

      await page.context().setOffline(true);
      await page.goto("/home");
      await page.getByRole("heading", { level: 1, name: "You are offline" }).waitFor();
      await page.getByRole("heading", { level: 2, name: "What still works" }).waitFor();
      expect(await page.getByText("Your cart is safe.").isVisible()).toBe(true);
      await page.getByRole("button", { name: "Try again" }).click();
      await page
        .getByRole("status")
        .getByText(/^Still offline\./)
        .waitFor();
      expect(new URL(page.url()).pathname).toBe("/home");

      // Back online, the page reloads by itself and the app answers.
      await page.context().setOffline(false);
      await page.getByRole("heading", { level: 1, name: "Shopping" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/home");
    } finally {
      await page.context().close();
    }
  });

  it("draws a private shop's products from its page's HTML without asking for them; its categories load as usual", async () => {
    const page = await newPage(browser, { mobile: true });
    try {
      await asDistinctClient(page);
      await prepareStorage(page.context(), { browserOnPhone: true });
      const asked: string[] = [];
      page.on("request", (request) => asked.push(new URL(request.url()).pathname));
      await page.goto(`/${DEMO_PRIVATE_SHOP}`);
      await page.getByRole("heading", { level: 1, name: PRIVATE_SHOP }).waitFor();
      const add = page
        .locator("main")
        .getByRole("button", { name: /^Add .+ to cart$/ })
        .first();
      await add.waitFor();
      // The shop, page 1 and its count came with the HTML; the category tree is asked for as before.
      await page.getByRole("button", { name: /^Categories/ }).click();
      await dialog(page, "Categories").getByRole("navigation", { name: "Categories" }).waitFor();
      expect(
        asked.filter((p) =>
          ["/user/product/view/private", "/user/product/view/products", "/user/product/view/c"].includes(p),
        ),
      ).toEqual([]);
      expect(asked).toContain("/user/product/view/product_category");
    } finally {
      await page.context().close();
    }
  });

  it("gets the app's bundle brotli-compressed with a year-long immutable cache", async () => {
    const base = inject("baseURL");
    const html = await (await fetch(new URL("/home", base))).text();
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\/index-.*\.js$/);
    const res = await fetch(new URL(script!, base), { headers: { "accept-encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await res.text()).length).toBeGreaterThan(Number(res.headers.get("content-length")));
    // Until the bundle runs, the page shows the header's shape and grey lines, never a blank page.
    expect(html).toContain('<div role="status" aria-label="Loading Galli">');
    const robots = await fetch(new URL("/robots.txt", base));
    expect(robots.headers.get("content-type")).toMatch(/^text\/plain/);
    const rules = await robots.text();
    expect(rules).toMatch(/^User-agent: \*$/m);
    expect(rules).toMatch(/^Disallow: \/user\/$/m);
  });
});
