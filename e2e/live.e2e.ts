// Live order updates: a customer watches Track Order while the shop accepts, readies, ships and
// delivers the order through the merchant order API; each status appears on the page without a
// reload within 2 seconds, and the bell in the header lists the notifications, in English and,
// after switching the language, in Hindi.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator } from "playwright-core";
import { inject } from "vitest";
import { DEMO_POINT } from "../seed/demo-credentials";
import { launchBrowser, newPage } from "./support/browser";
import { api, apiRaw, prepareStorage, signUpCustomer } from "./support/api";
import { trackedOrders } from "./support/shop-ui";

const AUTHKEY = "galli_demo_authkey_3f9a1c7e5b2d4068";
const STORE_KEY = "GALLI-STORE-0001";
const SHOP_ID = "shop_001";
const CHEESE = "prod_0102"; // Amul Cheese Slices: cheapest at GALLI-STORE-0001

const fact = (scope: Locator, term: string) => scope.locator(`dt:text-is("${term}") + dd`).first().innerText();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function placeCodOrder(token: string): Promise<void> {
  await api("/user/cart/add", {
    token,
    body: { _id: SHOP_ID, product_id: CHEESE, is_private: false, stores: [], qty: 1 },
  });
  const form = new FormData();
  form.set(
    "inputs",
    JSON.stringify({
      _id: SHOP_ID,
      deliveryLocation: { type: "Point", coordinates: [77.6245, 12.9352] },
      deliveryAddress: { street: "12, 4th Cross, 5th Block", area: "Koramangala", zipcode: "560034" },
      deliveryPreferences: null,
      notes: "Live journey",
      is_bfcash: false,
      is_shop_delivery: true,
      order_source: { type: 3, device: "web", version: "1.0.0" },
    }),
  );
  const res = await fetch(new URL("/user/order/place/cashOnDelivery/shop", inject("baseURL")), {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status, await res.text()).toBe(200);
}

describe("live order updates", () => {
  it("Track Order shows each status the shop sets within 2 s, without a reload; the bell lists them", async () => {
    const customer = await signUpCustomer("Live");
    const token = customer.session.token;
    await placeCodOrder(token);
    const [tracked] = await trackedOrders(token);
    const orderNo = tracked.order_id;
    const orderId = tracked._id;

    const page = await newPage(browser);
    try {
      await prepareStorage(page.context(), { session: customer.session, deliveryAt: DEMO_POINT });
      await page.goto("/track-order");
      const card = page.getByRole("list", { name: "Current orders" }).getByRole("article", { name: `Order ${orderNo}` });
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
        await expect
          .poll(() => fact(card, "Status"), { timeout: 5000, interval: 50 })
          .toMatch(new RegExp(`^${name}`));
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
        .poll(async () => (await api<{ sms: { offers: boolean } }>("/user/live/preferences", { token: customer.session.token })).sms.offers)
        .toBe(true);
      await page.reload();
      await expect.poll(() => page.getByRole("checkbox", { name: "Offers by SMS" }).isChecked()).toBe(true);
    } finally {
      await page.close();
    }
  });
});
