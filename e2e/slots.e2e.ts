// Issue 53, journey 1: a slot with 2 places fills. The demo shop (Koramangala Fresh Mart) takes 2
// orders in the 7 AM-10 AM slot on one weekday (per-weekday override through the merchant API);
// two customers place orders for it through the user API; the third customer, in the browser,
// picks that date at checkout, sees 7 AM-10 AM shown as full (disabled), finds the next free slot
// (10 AM-1 PM) chosen for them, and places a cash-on-delivery order for it.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { DEMO_MERCHANT_AUTHKEY, DEMO_POINT } from "../seed/demo-credentials";
import { indiaDate } from "../server/src/lib/india-time";
import { launchBrowser, newPage } from "./support/browser";
import { api, apiRaw, prepareStorage, signUpCustomer, type Customer } from "./support/api";
import { cartSidebar, chooseCash, dialog, proceedToPayment, readPaymentSuccess } from "./support/shop-ui";

const SHOP_ID = "shop_001";
const STORE_KEYS = ["GALLI-STORE-0001", "GALLI-STORE-0002"];
const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];
// Three days ahead, India date: no other journey books it, and no slot of it is past.
const DAY = indiaDate(Date.now() + 3 * 86_400_000);
const WEEKDAY = WEEKDAYS[new Date(`${DAY}T00:00:00Z`).getUTCDay()];

const merchant = { Authkey: DEMO_MERCHANT_AUTHKEY };
const setRules = async (body: unknown) => {
  for (const key of STORE_KEYS) {
    const res = await apiRaw(`/api/stores/${key}/slots`, { method: "PUT", headers: merchant, body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
};

type Listed = { _id: string; name: string; stores: { product_details: { stock: number } }[] };
async function productId(token: string): Promise<string> {
  const groups = await api<{ products: Listed[] }[]>("/user/product/view/products?skip=0&limit=50", {
    token,
    body: { _id: SHOP_ID, stores: [] },
  });
  // A product every store of the shop has in stock.
  const found = groups.flatMap((g) => g.products).find((p) => p.stores.every((s) => s.product_details.stock > 5));
  if (!found) throw new Error("no product in stock on the demo shop's first page");
  return found._id;
}

async function placeForSlot(customer: Customer, product: string, slot: string) {
  const token = customer.session.token;
  await api("/user/cart/add", { token, body: { _id: SHOP_ID, product_id: product, is_private: false, stores: [] } });
  const form = new FormData();
  form.set(
    "inputs",
    JSON.stringify({
      _id: SHOP_ID,
      deliveryLocation: { type: "Point", coordinates: [DEMO_POINT.lng, DEMO_POINT.lat] },
      deliveryAddress: { street: "12, 4th Cross, 5th Block", area: "Koramangala", zipcode: "560034" },
      deliveryPreferences: { date: DAY, slot },
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
  return { status: res.status, body: (await res.json()) as { code?: string; next_slot?: unknown } };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  // Back to unlimited slots for the journeys after this one.
  await setRules({ capacity: null, cutoff_minutes: 0 });
});

describe("Slots that fill", () => {
  it("two orders fill a 2-place slot; the third customer sees it full and takes the next one", async () => {
    // 2 places left in each store's 7 AM-10 AM of that day (a retried journey finds its own orders).
    for (const key of STORE_KEYS) {
      const day = await api<{ items: { slot: string; booked: number }[] }>(`/api/stores/${key}/slots?date=${DAY}`, {
        headers: merchant,
      });
      const booked = day.items.find((i) => i.slot === "7 AM-10 AM")?.booked ?? 0;
      const body = {
        capacity: null,
        cutoff_minutes: 0,
        weekdays: { [WEEKDAY]: { slots: { "7 AM-10 AM": booked + 2 } } },
      };
      const res = await apiRaw(`/api/stores/${key}/slots`, { method: "PUT", headers: merchant, body });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const first = await signUpCustomer("Slot");
    const product = await productId(first.session.token);
    for (const c of [first, await signUpCustomer("Slot")]) {
      const placed = await placeForSlot(c, product, "7 AM-10 AM");
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    }
    // A third order through the API is refused, with the next free slot.
    const late = await placeForSlot(await signUpCustomer("Slot"), product, "7 AM-10 AM");
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: "SLOT_FULL", next_slot: expect.any(Object) });

    const third = await signUpCustomer("Tara");
    await api("/user/cart/add", {
      token: third.session.token,
      body: { _id: SHOP_ID, product_id: product, is_private: false, stores: [] },
    });
    const page = await newPage(browser);
    try {
      await prepareStorage(page.context(), { session: third.session, deliveryAt: DEMO_POINT, searchAt: DEMO_POINT });
      await page.goto("/home");
      await page
        .getByRole("region", { name: "Public Shops:" })
        .getByRole("link", { name: /^Koramangala Fresh Mart/ })
        .click();
      await page.getByRole("heading", { level: 1, name: "Koramangala Fresh Mart" }).waitFor();
      await cartSidebar(page).getByRole("heading", { name: "Cart (1)" }).waitFor();
      // Order Confirmation: the preferred date, then its slots as the server marks them.
      await cartSidebar(page)
        .getByRole("button", { name: /^Proceed to Buy/ })
        .click();
      const confirmation = dialog(page, "Order Confirmation");
      await confirmation.waitFor();
      await confirmation.getByLabel("Date").fill(DAY);
      const slots = confirmation.getByRole("radiogroup", { name: "Delivery slot" });
      const full = slots.getByRole("radio", { name: "7 AM-10 AM (full)" });
      await full.waitFor();
      expect(await full.isDisabled()).toBe(true);
      const next = slots.getByRole("radio", { name: "10 AM-1 PM", exact: true });
      await expect.poll(() => next.isChecked()).toBe(true);
      const payment = await proceedToPayment(page, undefined, { alreadyOpened: true });

      const cash = await chooseCash(payment);
      await cash.getByRole("button", { name: "Place Order" }).click();
      await readPaymentSuccess(page);
      expect(await dialog(page, "Order Placed").isVisible()).toBe(true);

      // The merchant API counts it in the next slot; the full one stays at 2.
      const booked = new Map<string, number>();
      for (const key of STORE_KEYS) {
        const day = await api<{ items: { slot: string; booked: number }[] }>(`/api/stores/${key}/slots?date=${DAY}`, {
          headers: merchant,
        });
        for (const i of day.items) booked.set(i.slot, (booked.get(i.slot) ?? 0) + i.booked);
      }
      expect(booked.get("10 AM-1 PM")).toBeGreaterThanOrEqual(1);
      expect(booked.get("7 AM-10 AM")).toBeLessThanOrEqual(2 * STORE_KEYS.length);
    } finally {
      await page.context().close();
    }
  });
});
