// A merchant trying the webhooks in demo mode: the demo store's endpoint is the built-in test
// receiver; a customer's new order arrives there signed, and /dev/webhooks shows it. Also the
// interactive API reference at /user/docs renders the user API.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { inject } from "vitest";
import { launchBrowser, newPage } from "./support/browser";
import { DEMO_STORE, placeCheeseByCash } from "./support/orders";
import { apiRaw, signUpCustomer } from "./support/api";

const AUTHKEY = DEMO_STORE.authkey;
const STORE_KEY = DEMO_STORE.storeKey;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("merchant webhooks in demo mode", () => {
  it("a new order reaches the built-in receiver, signed, and /dev/webhooks shows it", async () => {
    const receiveUrl = new URL("/dev/webhooks/receive", inject("baseURL")).toString();
    const put = await apiRaw<{ secret: string }>(`/api/stores/${STORE_KEY}/webhook`, {
      method: "PUT",
      headers: { authkey: AUTHKEY },
      body: { url: receiveUrl },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);

    const customer = await signUpCustomer("Webhook");
    const placed = await placeCheeseByCash(customer.session.token, "Webhook journey");

    const list = await apiRaw<{ orders: { order_number: string; customer_name: string }[] }>(
      `/api/stores/${STORE_KEY}/orders?status=1`,
      { headers: { authkey: AUTHKEY } },
    );
    expect(list.body.success).toBe(true);
    const mine = list.body.success
      ? list.body.data.orders.find((o) => o.customer_name === "Webhook Tester")
      : undefined;
    expect(mine, placed).toBeDefined();
    const orderNumber = mine!.order_number;

    const page = await newPage(browser);
    try {
      await page.goto("/dev/webhooks");
      await page.getByRole("heading", { level: 1, name: "Webhook test receiver" }).waitFor();
      const row = page.getByRole("row").filter({ hasText: orderNumber });
      // The job posts within a second or two; the page reloads itself every 5 seconds.
      for (let i = 0; i < 20 && (await row.count()) === 0; i++) {
        await page.waitForTimeout(500);
        await page.reload();
      }
      await row.first().waitFor();
      expect(await row.first().textContent()).toContain("order.created");
      expect(await row.first().getByRole("cell", { name: "valid", exact: true }).count()).toBe(1);
    } finally {
      await page.close();
    }

    const log = await apiRaw<{ deliveries: { status: string; payload: { data: { order_number: string } } }[] }>(
      `/api/stores/${STORE_KEY}/webhook/deliveries`,
      { headers: { authkey: AUTHKEY } },
    );
    expect(
      log.body.success && log.body.data.deliveries.find((d) => d.payload.data.order_number === orderNumber),
    ).toMatchObject({
      status: "delivered",
    });
  });

  // Its tags start closed (Swagger UI stops drawing past about 130 open operations; docs/decisions.md).
  it("the interactive API reference at /user/docs shows the user API", async () => {
    const page = await newPage(browser);
    try {
      await page.goto("/user/docs/");
      await page.getByRole("heading", { name: /Galli user API/ }).waitFor({ timeout: 20_000 });
      const tags = page.locator(".opblock-tag");
      await tags.first().waitFor({ timeout: 20_000 });
      expect(await tags.count()).toBeGreaterThanOrEqual(15);
      await page.locator(".opblock-tag", { hasText: /^Cart/ }).first().click();
      await page.getByText("/user/cart/add", { exact: true }).first().waitFor({ timeout: 20_000 });
      // The last tag opens as well: every tag of the document is on the page.
      await tags.last().click();
      await expect.poll(() => page.locator(".opblock").count()).toBeGreaterThan(15);
    } finally {
      await page.close();
    }
  });

  it("the merchant API and the console API have interactive references too (/api/docs, /merchant/api/docs)", async () => {
    const page = await newPage(browser);
    try {
      for (const [ui, title, tag, path] of [
        ["/api/docs/", /Galli merchant API/, /^Merchant orders/, "/api/stores/{store_key}/orders"],
        ["/merchant/api/docs/", /Galli merchant console API/, /^Console orders/, "/merchant/api/orders"],
      ] as const) {
        await page.goto(ui);
        await page.getByRole("heading", { name: title }).waitFor({ timeout: 20_000 });
        await page.locator(".opblock-tag", { hasText: tag }).first().click();
        await page.getByText(path, { exact: true }).first().waitFor({ timeout: 20_000 });
      }
    } finally {
      await page.close();
    }
  });
});
