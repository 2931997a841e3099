// Issue 53, preparation limits: the demo merchant, at 390 px in Hindi, sets the shop's orders per
// hour for immediate delivery to 1 in the console (a refused 0 first, shown at the field); one
// customer's immediate order fills the shop's hour; a second customer then sees the shop tile and
// the shop's header say when the next order can be delivered, sees it again in checkout's summary, and is refused
// with the clear message when placing it anyway. The setting goes back to no limit at the end.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { DEMO_POINT } from "../seed/demo-credentials";
import { launchBrowser, newPage } from "./support/browser";
import { api, apiRaw, fakeIp, prepareStorage, sha256hex, signUpCustomer, type Customer } from "./support/api";
import { catalogue, expectAccessible, startIn } from "./support/a11y";
import { asDistinctClient } from "./support/customers";
import { cartSidebar, chooseCash, proceedToPayment } from "./support/shop-ui";
import merchantStoreHi from "../web/src/lib/i18n/texts/merchantStore/hi";
import merchantCoreHi from "../web/src/lib/i18n/texts/merchantCore/hi";

const MERCHANT = { mobile: "9800000001", password: "Galli@123" };
const SHOP_ID = "shop_001";
const SHOP_NAME = "Koramangala Fresh Mart";
const store = merchantStoreHi.merchantStore;
const core = merchantCoreHi.merchantCore;
const BUSY = /taking no more orders for immediate delivery right now\. The next order can be delivered at/;

async function consoleAuth(): Promise<{ authorization: string }> {
  const res = await apiRaw<{ token: string }>("/merchant/api/auth/password", {
    ip: fakeIp(),
    body: { mobile: { dialing_code: "+91", number: MERCHANT.mobile }, password: sha256hex(MERCHANT.password) },
  });
  if (!res.body.success) throw new Error(JSON.stringify(res.body));
  return { authorization: `Bearer ${res.body.data.token}` };
}

/** Saves the shop's settings as they are, with this limit (null: none). */
async function setLimit(limit: number | null) {
  const auth = await consoleAuth();
  const now = await apiRaw<Record<string, unknown>>(`/merchant/api/settings/${SHOP_ID}`, { headers: auth });
  if (!now.body.success) throw new Error(JSON.stringify(now.body));
  const { shop_id: _s, display_name: _d, group: _g, open_now: _o, updated_at: _u, ...body } = now.body.data;
  const res = await apiRaw(`/merchant/api/settings/${SHOP_ID}`, {
    method: "PUT",
    headers: auth,
    body: { ...body, orders_per_hour: limit },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

type Listed = { _id: string; stores: { product_details: { stock: number } }[] };
/** A product every store of the demo shop has in stock. */
async function product(token: string): Promise<Listed> {
  const groups = await api<{ products: Listed[] }[]>("/user/product/view/products?skip=0&limit=50", {
    token,
    body: { _id: SHOP_ID, stores: [] },
  });
  const found = groups.flatMap((g) => g.products).find((p) => p.stores.every((s) => s.product_details.stock > 5));
  if (!found) throw new Error("no product in stock on the demo shop's first page");
  return found;
}

/** An immediate cash order (no slot chosen), through the user API. */
async function orderFrom(customer: Customer, productId: string) {
  const token = customer.session.token;
  await api("/user/cart/add", { token, body: { _id: SHOP_ID, product_id: productId, is_private: false, stores: [] } });
  const form = new FormData();
  form.set(
    "inputs",
    JSON.stringify({
      _id: SHOP_ID,
      deliveryLocation: { type: "Point", coordinates: [DEMO_POINT.lng, DEMO_POINT.lat] },
      deliveryAddress: { street: "12, 4th Cross, 5th Block", area: "Koramangala", zipcode: "560034" },
      deliveryPreferences: null,
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
  return { status: res.status, body: (await res.json()) as { code?: string; next_delivery_at?: string } };
}

async function signIn(page: Page) {
  await asDistinctClient(page);
  await page.goto("/merchant");
  await page.getByRole("textbox", { name: core.signIn.mobile }).fill(MERCHANT.mobile);
  await page.getByLabel(core.signIn.password, { exact: true }).fill(MERCHANT.password);
  await page.getByRole("button", { name: core.signIn.submit, exact: true }).click();
  await page.getByRole("heading", { level: 1, name: core.signIn.title }).waitFor({ state: "detached" });
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  // No limit again, for the journeys after this one.
  await setLimit(null);
});

describe("Preparation limits", () => {
  it("the merchant sets 1 order an hour; the next customer sees when the next delivery can be and is refused", async () => {
    await setLimit(null);
    // The merchant, on a phone in Hindi.
    const merchantPage = await newPage(browser, { mobile: true });
    await startIn(merchantPage.context(), "hi");
    try {
      await signIn(merchantPage);
      await merchantPage
        .getByRole("navigation", { name: core.nav.label })
        .getByRole("link", { name: store.settings.title, exact: true })
        .click();
      await merchantPage.getByRole("heading", { level: 1, name: store.settings.title }).waitFor();
      const picker = merchantPage.getByRole("combobox", { name: store.store }).first();
      if (await picker.isVisible()) await picker.selectOption(SHOP_ID);
      const limit = merchantPage.getByRole("spinbutton", { name: store.settings.ordersPerHour });
      await limit.waitFor();
      await limit.fill("0");
      await merchantPage.getByRole("button", { name: store.save, exact: true }).click();
      await expect.poll(() => limit.getAttribute("aria-invalid")).toBe("true");
      await limit.fill("1");
      await merchantPage.getByRole("button", { name: store.save, exact: true }).click();
      await merchantPage.getByText(store.saved, { exact: true }).waitFor();
      expect(await limit.getAttribute("aria-invalid")).not.toBe("true");
      await expectAccessible(merchantPage, "store settings, orders per hour (hi)");
    } finally {
      await merchantPage.context().close();
    }

    // One customer's immediate order fills the shop's hour (an order of an earlier journey this
    // hour may have filled it already: refused then, as this journey expects).
    const first = await signUpCustomer("Asha");
    const item = await product(first.session.token);
    const placed = await orderFrom(first, item._id);
    expect([200, 409], JSON.stringify(placed.body)).toContain(placed.status);
    if (placed.status === 409) expect(placed.body.code).toBe("STORE_BUSY");

    // The second customer: the tile says when the next order can be delivered.
    const second = await signUpCustomer("Tara");
    await api("/user/cart/add", {
      token: second.session.token,
      body: { _id: SHOP_ID, product_id: item._id, is_private: false, stores: [] },
    });
    const page = await newPage(browser);
    try {
      await prepareStorage(page.context(), { session: second.session, deliveryAt: DEMO_POINT, searchAt: DEMO_POINT });
      await page.goto("/home");
      const tile = page
        .getByRole("region", { name: catalogue("en").home.groups.public.title })
        .getByRole("link", { name: new RegExp(`^${SHOP_NAME}`) });
      await tile.getByText(/^Busy · next delivery at \d{2}:\d{2} [AP]M$/).waitFor();
      await tile.click();
      await page.getByRole("heading", { level: 1, name: SHOP_NAME }).waitFor();
      // The shop's header says it too.
      await page.getByText(/^Busy · next delivery at \d{2}:\d{2} [AP]M$/).waitFor();
      await cartSidebar(page).getByRole("heading", { name: "Cart (1)" }).waitFor();

      // Checkout says it before paying, and placing it anyway is refused with the same words.
      const payment = await proceedToPayment(page);
      const summary = payment.getByRole("complementary", { name: "Payment summary" });
      await summary.getByRole("alert").filter({ hasText: BUSY }).waitFor();
      const cash = await chooseCash(payment);
      await cash.getByRole("button", { name: "Place Order" }).click();
      await expect.poll(() => page.getByText(BUSY).count()).toBeGreaterThanOrEqual(2);
      const orders = await api<unknown[]>("/user/order/track/upcoming", { token: second.session.token });
      expect(orders).toHaveLength(0);
    } finally {
      await page.context().close();
    }
  });
});
