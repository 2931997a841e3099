// The demo merchant runs the shop from the console, at phone width in Hindi and at desktop in
// English: marks a product out of stock and the customer's shop page shows it; closes the shop for
// now and the customer's tile shows it closed (and open again); sets free delivery from an amount
// and a customer's bill follows it; sets the preparation time and delivery speed (the arrival the
// customer is promised moves with them) and turns automatic assignment on and off; issues an API key, shown once, renames it in place and revokes
// it after the page's own dialog asks (the merchant API then refuses it), and makes a new webhook
// secret the same way, never a browser dialog; each console page passes axe. Every text comes from
// the language's catalogue.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage } from "./support/browser";
import { apiRaw, fakeIp, prepareStorage, sha256hex } from "./support/api";
import { catalogue, expectAccessible, startIn, type Language } from "./support/a11y";
import { api as customerApi, asDistinctClient, guestToken, signUpCustomer } from "./support/customers";
import { DEMO_POINT, DEMO_STORE_KEY } from "../seed/demo-credentials";
import merchantStoreEn from "../web/src/lib/i18n/texts/merchantStore/en";
import merchantStoreHi from "../web/src/lib/i18n/texts/merchantStore/hi";
import merchantCoreEn from "../web/src/lib/i18n/texts/merchantCore/en";
import merchantCoreHi from "../web/src/lib/i18n/texts/merchantCore/hi";
import { fill } from "./support/texts";

const MERCHANT = { mobile: "9800000001", password: "Galli@123" };
const SHOP_ID = "shop_001";
const texts = (language: Language) => ({
  app: catalogue(language),
  store: (language === "hi" ? merchantStoreHi : merchantStoreEn).merchantStore,
  core: (language === "hi" ? merchantCoreHi : merchantCoreEn).merchantCore,
});

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Listed = { _id: string; productInfo: { product_name: string; product_name_hi?: string }; stores: { store_id: string; product_details: { stock: number } }[] };

/** A console token for calls the journey makes itself (finding and restoring what it changed). */
async function consoleToken(): Promise<string> {
  const res = await apiRaw<{ token: string }>("/merchant/api/auth/password", {
    ip: fakeIp(),
    body: { mobile: { dialing_code: "+91", number: MERCHANT.mobile }, password: sha256hex(MERCHANT.password) },
  });
  if (!res.body.success) throw new Error(JSON.stringify(res.body));
  return res.body.data.token;
}

/** An in-stock product on the first page of the demo shop, with the stores that sell it. */
async function firstProduct(): Promise<Listed> {
  const res = await apiRaw<{ products: Listed[] }[]>("/user/product/view/products?skip=0&limit=50", {
    headers: { authorization: `Bearer ${await guestToken()}` },
    body: { _id: SHOP_ID, stores: [] },
  });
  if (!res.body.success) throw new Error(JSON.stringify(res.body));
  const product = res.body.data.flatMap((g) => g.products).find((p) => p.stores.every((s) => s.product_details.stock > 0));
  if (!product) throw new Error("no product in stock on the demo shop's first page");
  return product;
}

async function signIn(page: Page, language: Language) {
  const { core } = texts(language);
  // Each sign-in from its own client address: the journeys sign the demo merchant in many times,
  // and sign-in is limited per address (10 a minute).
  await asDistinctClient(page);
  await page.goto("/merchant");
  await page.getByRole("textbox", { name: core.signIn.mobile }).fill(MERCHANT.mobile);
  await page.getByLabel(core.signIn.password, { exact: true }).fill(MERCHANT.password);
  await page.getByRole("button", { name: core.signIn.submit, exact: true }).click();
  await page.getByRole("heading", { level: 1, name: core.signIn.title }).waitFor({ state: "detached" });
}

/** A console page through the console's navigation (a bottom bar on a phone, a side bar on desktop). */
async function openConsolePage(page: Page, language: Language, label: string) {
  const { core } = texts(language);
  await page.getByRole("navigation", { name: core.nav.label }).getByRole("link", { name: label, exact: true }).click();
  await page.getByRole("heading", { level: 1, name: label }).waitFor();
  // Loaded (its list, its form) before the accessibility check.
  await page.getByText(texts(language).store.loading).first().waitFor({ state: "detached" }).catch(() => undefined);
  await expectAccessible(page, `${label} (${language})`);
}

/** The customer's home page near the demo point, in the language, at the page's width. */
async function customerPage(language: Language, mobile: boolean): Promise<Page> {
  const page = await newPage(browser, { mobile });
  await startIn(page.context(), language);
  await prepareStorage(page.context(), { deliveryAt: DEMO_POINT, searchAt: DEMO_POINT, browserOnPhone: true });
  return page;
}

function tileOf(page: Page, language: Language, shopName: string) {
  const { app } = texts(language);
  return page
    .getByRole("region", { name: app.home.groups.public.title })
    .getByRole("link", { name: new RegExp(shopName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) })
    .first();
}

for (const variant of [
  { language: "hi" as const, mobile: true, label: "at 390 px in Hindi" },
  { language: "en" as const, mobile: false, label: "at desktop in English" },
]) {
  describe(`merchant store console ${variant.label}`, () => {
    const { language, mobile } = variant;

    it("marks a product out of stock and the customer's shop page shows it", async () => {
      const { app, store } = texts(language);
      const product = await firstProduct();
      const name = language === "hi" ? (product.productInfo.product_name_hi ?? product.productInfo.product_name) : product.productInfo.product_name;
      const token = await consoleToken();
      const auth = { authorization: `Bearer ${token}` };
      const stores = await apiRaw<{ store_id: string; store_key: string; name: string; shop_name: string }[]>("/merchant/api/stores", { headers: auth });
      if (!stores.body.success) throw new Error(JSON.stringify(stores.body));
      const selling = stores.body.data.filter((s) => product.stores.some((p) => p.store_id === s.store_id));
      const before = new Map(product.stores.map((s) => [s.store_id, s.product_details.stock]));

      const page = await newPage(browser, { mobile });
      await startIn(page.context(), language);
      try {
        await signIn(page, language);
        await openConsolePage(page, language, store.stock.title);
        for (const s of selling) {
          const picker = page.getByRole("combobox", { name: store.store });
          if (await picker.isVisible()) await picker.selectOption(s.store_id);
          // The product code is in the row's text: search by the product's name.
          await page.getByRole("searchbox", { name: store.stock.search }).fill(product.productInfo.product_name);
          const row = page.getByRole("listitem", { name, exact: true });
          await row.getByRole("button", { name: store.stock.markOut }).click();
          await row.getByText(fill(store.stock.savedRow, { name })).waitFor();
          await row.getByText(store.stock.outOfStock, { exact: true }).waitFor();
        }

        const customer = await customerPage(language, mobile);
        try {
          const shopName = await shopNameOf();
          await customer.goto("/home");
          await tileOf(customer, language, shopName).click();
          await customer.getByRole("heading", { level: 1, name: shopName }).waitFor();
          const card = customer.locator("main article[aria-label]").filter({ hasText: name }).first();
          await card.getByText(app.catalog.outOfStock, { exact: true }).waitFor();
        } finally {
          await customer.context().close();
        }
      } finally {
        await page.context().close();
        // The demo world as it was, for the journeys after this one.
        for (const s of selling) {
          const code = await codeOf(auth, s.store_id, product.productInfo.product_name);
          await apiRaw(`/merchant/api/stock/${s.store_id}/${code.product_code}`, {
            method: "PATCH",
            headers: auth,
            body: { stock: before.get(s.store_id) ?? 10, selling_price: Math.round(code.selling_price * 100) },
          });
        }
      }
    });

    it("closes the shop for now and the customer's tile shows it closed, then open again", async () => {
      const { app, store } = texts(language);
      const shopName = await shopNameOf();
      const page = await newPage(browser, { mobile });
      await startIn(page.context(), language);
      const customer = await customerPage(language, mobile);
      try {
        await signIn(page, language);
        await openConsolePage(page, language, store.settings.title);
        // The page's shop picker (the delivery area below has a store picker of its own).
        const picker = page.getByRole("combobox", { name: store.store }).first();
        if (await picker.isVisible()) await picker.selectOption(SHOP_ID);
        const closure = page.getByRole("switch", { name: store.settings.closure });
        // The switch turns once the server has saved it (a click, not check(): the state follows the answer).
        await closure.click();
        await page.getByText(store.settings.closedNow).waitFor();

        await customer.goto("/home");
        await tileOf(customer, language, shopName).getByText(app.home.closed, { exact: true }).waitFor();

        await closure.click();
        await page.getByText(store.settings.openNow).waitFor();
        await customer.reload();
        await tileOf(customer, language, shopName).getByText(app.home.open, { exact: true }).waitFor();
      } finally {
        await customer.context().close();
        await page.context().close();
        // Open again whatever happened, for the journeys after this one.
        await apiRaw(`/merchant/api/settings/${SHOP_ID}/closure`, {
          method: "PUT",
          headers: { authorization: `Bearer ${await consoleToken()}` },
          body: { temporarily_closed: false },
        });
      }
    });

    it("sets free delivery from an amount (a refusal at the field first), and a customer's bill follows it", async () => {
      const { store } = texts(language);
      const amount = language === "hi" ? 450 : 500;
      const page = await newPage(browser, { mobile });
      await startIn(page.context(), language);
      try {
        await signIn(page, language);
        await openConsolePage(page, language, store.settings.title);
        // The page's shop picker (the delivery area below has a store picker of its own).
        const picker = page.getByRole("combobox", { name: store.store }).first();
        if (await picker.isVisible()) await picker.selectOption(SHOP_ID);
        const field = page.getByRole("spinbutton", { name: store.settings.freeDelivery });
        // The demo shop delivers free from ₹199.
        await expect.poll(() => field.inputValue()).toBe("199");
        await field.fill("-1");
        await page.getByRole("button", { name: store.save, exact: true }).click();
        await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
        await field.fill(String(amount));
        await page.getByRole("button", { name: store.save, exact: true }).click();
        await page.getByText(store.saved, { exact: true }).waitFor();
        await expect.poll(() => field.getAttribute("aria-invalid")).toBeNull();

        const customer = await signUpCustomer("Kiran", "Shetty");
        const product = await firstProduct();
        await customerApi("POST", "/user/cart/add", {
          token: customer.session.token,
          body: { _id: SHOP_ID, product_id: product._id, is_private: false, stores: [] },
        });
        const bill = await customerApi<{ free_delivery?: { from: number; more: number } }>(
          "POST",
          "/user/order/view/billing",
          { token: customer.session.token, body: { _id: SHOP_ID } },
        );
        expect(bill.free_delivery?.from).toBe(amount);
      } finally {
        await page.context().close();
        // Back to the seed's ₹199 for the journeys after this one.
        const auth = { authorization: `Bearer ${await consoleToken()}` };
        const now = await apiRaw<Record<string, unknown>>(`/merchant/api/settings/${SHOP_ID}`, { headers: auth });
        if (now.body.success) {
          const { shop_id: _s, display_name: _d, group: _g, open_now: _o, updated_at: _u, ...body } = now.body.data;
          const back = await apiRaw(`/merchant/api/settings/${SHOP_ID}`, {
            method: "PUT",
            headers: auth,
            body: { ...body, free_delivery_from: 199 },
          });
          expect(back.status, JSON.stringify(back.body)).toBe(200);
        }
      }
    });

    it("sets the preparation time and delivery speed (a refusal at the field first) and automatic assignment; the customer's promised arrival follows", async () => {
      const { store } = texts(language);
      const prep = language === "hi" ? 40 : 50;
      const customer = await signUpCustomer("Ritu", "Naidu");
      const product = await firstProduct();
      await customerApi("POST", "/user/cart/add", {
        token: customer.session.token,
        body: { _id: SHOP_ID, product_id: product._id, is_private: false, stores: [] },
      });
      /** When the customer is told the order will arrive (delivery by the shop, to the demo point). */
      const arrival = async () => {
        const order = await customerApi<{ arrival_at: string | null }>("POST", "/user/order/payment", {
          token: customer.session.token,
          body: {
            _id: SHOP_ID,
            delivery_type: 1,
            payment_mode: "cod",
            delivery_location: { lat: DEMO_POINT.lat, lng: DEMO_POINT.lng },
          },
        });
        if (!order.arrival_at) throw new Error("no arrival promised");
        return { at: Date.parse(order.arrival_at), asked: Date.now() };
      };
      const page = await newPage(browser, { mobile });
      await startIn(page.context(), language);
      try {
        await signIn(page, language);
        await openConsolePage(page, language, store.settings.title);
        // The page's shop picker (the delivery area below has a store picker of its own).
        const picker = page.getByRole("combobox", { name: store.store }).first();
        if (await picker.isVisible()) await picker.selectOption(SHOP_ID);
        const prepField = page.getByRole("spinbutton", { name: store.settings.prepMinutes });
        const speedField = page.getByRole("spinbutton", { name: store.settings.speedKmh });
        // The demo shop prepares in 15 minutes and rides at 15 km/h.
        await expect.poll(() => prepField.inputValue()).toBe("15");
        const before = await arrival();
        await speedField.fill("4");
        await page.getByRole("button", { name: store.save, exact: true }).click();
        await expect.poll(() => speedField.getAttribute("aria-invalid")).toBe("true");
        await speedField.fill("15");
        await prepField.fill(String(prep));
        await page.getByRole("button", { name: store.save, exact: true }).click();
        await page.getByText(store.saved, { exact: true }).waitFor();
        const after = await arrival();
        // Later by the added preparation time (to the minute; the clock moved on between the two).
        const moved = after.at - before.at - (after.asked - before.asked);
        expect(Math.abs(moved - (prep - 15) * 60_000)).toBeLessThanOrEqual(60_000);

        // Automatic assignment: saved at once, its state said in words.
        const auto = page.getByRole("switch", { name: store.autoAssign.title });
        await auto.waitFor();
        expect(await auto.isChecked()).toBe(false);
        await auto.click();
        await page.getByRole("status").filter({ hasText: store.autoAssign.on }).waitFor();
        await expectAccessible(page, `store settings, arrival and assignment (${language})`);
        await auto.click();
        await page.getByRole("status").filter({ hasText: store.autoAssign.off }).waitFor();
      } finally {
        await page.context().close();
        // Back to the seed's 15 minutes and assignment by hand, for the journeys after this one.
        const auth = { authorization: `Bearer ${await consoleToken()}` };
        const now = await apiRaw<Record<string, unknown>>(`/merchant/api/settings/${SHOP_ID}`, { headers: auth });
        if (now.body.success) {
          const { shop_id: _s, display_name: _d, group: _g, open_now: _o, updated_at: _u, ...body } = now.body.data;
          const back = await apiRaw(`/merchant/api/settings/${SHOP_ID}`, {
            method: "PUT",
            headers: auth,
            body: { ...body, arrival: { prep_minutes: 15, speed_kmh: 15 } },
          });
          expect(back.status, JSON.stringify(back.body)).toBe(200);
        }
        await apiRaw(`/merchant/api/delivery-settings/${SHOP_ID}`, {
          method: "PUT",
          headers: auth,
          body: { auto_assign: false },
        });
      }
    });

    it("issues an API key shown once, renames it and revokes it in the page, and makes a new webhook secret", async () => {
      const { store } = texts(language);
      const label = `ERP ${language} ${Date.now()}`;
      const renamed = `${label} billing`;
      const token0 = await consoleToken();
      const auth = { authorization: `Bearer ${token0}` };
      const stores = await apiRaw<{ store_id: string }[]>("/merchant/api/stores", { headers: auth });
      if (!stores.body.success) throw new Error(JSON.stringify(stores.body));
      const storeId = stores.body.data[0].store_id;
      const hookBefore = await apiRaw<{ endpoint: { url: string } | null }>(`/merchant/api/webhooks/${storeId}`, { headers: auth });
      if (!hookBefore.body.success) throw new Error(JSON.stringify(hookBefore.body));
      const page = await newPage(browser, { mobile });
      await startIn(page.context(), language);
      // Every question is asked in the page: a browser dialog fails the journey.
      const browserDialogs: string[] = [];
      page.on("dialog", (d) => {
        browserDialogs.push(d.message());
        void d.dismiss();
      });
      try {
        await signIn(page, language);
        await openConsolePage(page, language, store.keys.title);
        await page.getByRole("textbox", { name: store.keys.label }).fill(label);
        await page.getByRole("button", { name: store.keys.issue }).click();
        const shown = page.getByTestId("new-api-key");
        const token = (await shown.textContent())?.trim() ?? "";
        expect(token).toMatch(/^galli_/);
        const read = () =>
          apiRaw("/api/read", { headers: { authkey: token }, body: { store_key: DEMO_STORE_KEY, prod_codes: ["0"] } });
        expect((await read()).status).toBe(200);
        await page.getByRole("button", { name: store.keys.done }).click();
        await expect.poll(() => shown.count()).toBe(0);
        // Shown once: not on the page when it is opened again either.
        const { core } = texts(language);
        await page.getByRole("navigation", { name: core.nav.label }).getByRole("link", { name: core.nav.home, exact: true }).click();
        await openConsolePage(page, language, store.keys.title);
        const row = page.getByRole("listitem", { name: label, exact: true });
        await row.waitFor();
        expect(await page.getByText(token).count()).toBe(0);

        // Rename in place: the field opens with the name, Save keeps the new one.
        await row.getByRole("button", { name: store.keys.rename }).click();
        const field = row.getByRole("textbox", { name: store.keys.label });
        expect(await field.inputValue()).toBe(label);
        await field.fill(renamed);
        await row.getByRole("button", { name: store.save, exact: true }).click();
        const renamedRow = page.getByRole("listitem", { name: renamed, exact: true });
        await renamedRow.getByRole("button", { name: store.keys.rename }).waitFor();
        await expect.poll(() => renamedRow.getByRole("button", { name: store.keys.rename }).evaluate((b) => b === document.activeElement)).toBe(true);

        // Revoke, asked in the page's dialog first.
        await renamedRow.getByRole("button", { name: store.keys.revoke }).click();
        const ask = page.getByRole("dialog", { name: fill(store.keys.revokeTitle, { label: renamed }) });
        await ask.getByText(store.keys.revokeHelp).waitFor();
        await expectAccessible(page, `revoke dialog (${language})`);
        await ask.getByRole("button", { name: store.keys.revoke, exact: true }).click();
        await ask.waitFor({ state: "detached" });
        await expect.poll(() => renamedRow.getByRole("button", { name: store.keys.revoke }).count()).toBe(0);
        expect((await read()).status).toBe(401);

        // The store's webhook (the built-in receiver when it has none), then a new secret after asking.
        if (!hookBefore.body.data.endpoint) {
          await page.getByRole("textbox", { name: store.keys.url }).fill(new URL("/dev/webhooks/receive", inject("baseURL")).toString());
          await page.getByRole("button", { name: store.keys.saveWebhook }).click();
          await page.getByText(store.saved, { exact: true }).waitFor();
        }
        await page.getByRole("button", { name: store.keys.showSecret }).click();
        const secret = page.getByTestId("webhook-secret");
        const before = (await secret.innerText()).trim();
        await page.getByRole("button", { name: store.keys.rotate, exact: true }).click();
        const rotate = page.getByRole("dialog", { name: store.keys.rotateTitle });
        await rotate.getByRole("button", { name: store.keys.rotateYes }).click();
        await page.getByText(store.keys.rotated).waitFor();
        await rotate.waitFor({ state: "detached" });
        await expect.poll(async () => (await secret.innerText()).trim()).not.toBe(before);
        expect(browserDialogs).toEqual([]);
      } finally {
        await page.context().close();
        // The store's webhook as it was, for the journeys after this one.
        if (!hookBefore.body.data.endpoint) await apiRaw(`/merchant/api/webhooks/${storeId}`, { method: "DELETE", headers: auth });
      }
    });
  });
}

async function shopNameOf(): Promise<string> {
  const res = await apiRaw<{ display_name: string }[]>("/user/product/view/public", {
    headers: { authorization: `Bearer ${await guestToken()}` },
    body: { category_id: SHOP_ID },
  });
  if (!res.body.success) throw new Error(JSON.stringify(res.body));
  return res.body.data[0].display_name;
}

async function codeOf(auth: Record<string, string>, storeId: string, name: string) {
  const res = await apiRaw<{ items: { product_code: string; product_name: string; selling_price: number }[] }>(
    `/merchant/api/stock?store_id=${storeId}&q=${encodeURIComponent(name)}`,
    { headers: auth },
  );
  if (!res.body.success) throw new Error(JSON.stringify(res.body));
  const item = res.body.data.items.find((i) => i.product_name === name);
  if (!item) throw new Error(`${name} not found in ${storeId}`);
  return item;
}
