// A shopper on a phone (390x844, an Android browser): the store-app page, 'Continue in browser',
// the locations, a shop, two items through the sticky cart bar, a test card, Track Order. Also: the
// header folds into a menu, the manifest and service worker are served and the worker registers,
// and the bundle comes brotli-compressed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { inject } from "vitest";
import { launchBrowser, newPage } from "./support/browser";
import { pageToken, prepareStorage, signUpCustomer } from "./support/api";
import { asDistinctClient } from "./support/customers";
import { openShopTile, setHomeLocations } from "./support/shopping";
import { dialog, payByCard, paymentAmounts, readPaymentSuccess, trackedOrders } from "./support/shop-ui";
import type { PageWindow } from "./support/page-globals";

const SUCCESS_CARD = "4111 1111 1111 1111";
const SHOP = "Koramangala Fresh Mart";

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
      expect(await menu.getByRole("link", { name: "Shopping" }).isVisible()).toBe(true);
      await menu.getByRole("button", { name: "Close" }).click();
      await menu.waitFor({ state: "detached" });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(390);

      // Locations, then a shop from a scrolled home page: it opens at its top.
      await setHomeLocations(page);
      await openShopTile(page, "Public Shops:", SHOP);
      const heading = page.getByRole("heading", { level: 1, name: SHOP });
      await heading.waitFor();
      expect(await page.evaluate(() => (globalThis as unknown as PageWindow).scrollY)).toBe(0);

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

  it("is installable: the manifest and the service worker are served and the worker registers", async () => {
    const page = await newPage(browser, { mobile: true });
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
    const robots = await fetch(new URL("/robots.txt", base));
    expect(robots.headers.get("content-type")).toMatch(/^text\/plain/);
  });
});
