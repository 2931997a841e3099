// Live order updates: a customer watches Track Order while the shop accepts, readies, ships and
// delivers the order through the merchant order API; each status appears on the page without a
// reload within 2 seconds, and the bell in the header lists the notifications, in English and,
// after switching the language, in Hindi.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator } from "playwright-core";
import { DEMO_POINT } from "../seed/demo-credentials";
import { launchBrowser, newPage } from "./support/browser";
import { DEMO_STORE, placeCheeseByCash } from "./support/orders";
import { api, apiRaw, prepareStorage, signUpCustomer } from "./support/api";
import { trackedOrders } from "./support/shop-ui";

const AUTHKEY = DEMO_STORE.authkey;
const STORE_KEY = DEMO_STORE.storeKey;

const fact = (scope: Locator, term: string) => scope.locator(`dt:text-is("${term}") + dd`).first().innerText();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("live order updates", () => {
  it("Track Order shows each status the shop sets within 2 s, without a reload; the bell lists them", async () => {
    const customer = await signUpCustomer("Live");
    const token = customer.session.token;
    await placeCheeseByCash(token, "Live journey");
    const [tracked] = await trackedOrders(token);
    const orderNo = tracked.order_id;
    const orderId = tracked._id;

    const page = await newPage(browser);
    try {
      await prepareStorage(page.context(), { session: customer.session, deliveryAt: DEMO_POINT });
      await page.goto("/track-order");
      const card = page
        .getByRole("list", { name: "Current orders" })
        .getByRole("article", { name: `Order ${orderNo}` });
      await card.waitFor();
      expect(await fact(card, "Status")).toMatch(/^New Order/);
      // The page is never reloaded from here on: a marker on window would vanish with a reload.
      await page.evaluate(() => ((globalThis as unknown as { liveMarker: number }).liveMarker = 1));
      // Let the stream open before the first move.
      await page.waitForTimeout(500);

      for (const [action, name] of [
        ["accept", "Packaging"],
        ["ready", "Dispatched"],
        ["ship", "Shipping"],
        ["deliver", "Delivered"],
      ] as const) {
        const moved = await apiRaw(`/api/stores/${STORE_KEY}/orders/${orderId}/${action}`, {
          method: "POST",
          headers: { authkey: AUTHKEY },
          body: {},
        });
        expect(moved.status, JSON.stringify(moved.body)).toBe(200);
        const started = Date.now();
        await expect.poll(() => fact(card, "Status"), { timeout: 5000, interval: 50 }).toMatch(new RegExp(`^${name}`));
        expect(Date.now() - started, `${name} appeared`).toBeLessThan(2000);
      }
      expect(await page.evaluate(() => (globalThis as unknown as { liveMarker?: number }).liveMarker)).toBe(1);

      // The bell: four new notifications, the last first.
      const bell = page.getByRole("button", { name: /^Notifications, 4 new$/ });
      await bell.waitFor();
      await bell.click();
      const items = page.getByTestId("notification");
      await items.first().waitFor();
      expect(await items.count()).toBe(4);
      expect(await items.first().innerText()).toBe(`Order ${orderNo} delivered`);
      expect(await items.nth(3).innerText()).toBe(`Order ${orderNo} accepted by the shop`);
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Notifications", exact: true }).waitFor();

      // In Hindi the same list reads in Hindi.
      await page.getByRole("banner").getByRole("button", { name: /^हिंदी/ }).click();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("hi");
      await page.getByRole("button", { name: "सूचनाएँ", exact: true }).click();
      await expect.poll(() => items.first().innerText()).toBe(`ऑर्डर ${orderNo} डिलीवर हो गया`);
    } finally {
      await page.close();
    }
  });

  it("Profile: notification preferences, offers off by default, a change is kept", async () => {
    const customer = await signUpCustomer("Prefs");
    const page = await newPage(browser);
    try {
      await prepareStorage(page.context(), { session: customer.session, deliveryAt: DEMO_POINT });
      await page.goto("/profile");
      const card = page.getByRole("region", { name: "Notifications" });
      await card.waitFor();
      expect(await card.getByRole("checkbox", { name: "Order updates by SMS" }).isChecked()).toBe(true);
      const offers = card.getByRole("checkbox", { name: "Offers by SMS" });
      expect(await offers.isChecked()).toBe(false);
      await offers.click();
      await expect.poll(() => offers.isChecked()).toBe(true);
      await expect
        .poll(
          async () =>
            (await api<{ sms: { offers: boolean } }>("/user/live/preferences", { token: customer.session.token })).sms
              .offers,
        )
        .toBe(true);
      await page.reload();
      await expect.poll(() => page.getByRole("checkbox", { name: "Offers by SMS" }).isChecked()).toBe(true);
    } finally {
      await page.close();
    }
  });
});
