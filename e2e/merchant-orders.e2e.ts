// The merchant console's orders board, at phone width (390 px) in Hindi and at desktop width in
// English: the demo merchant signs in and opens the board; a customer places a cash-on-delivery
// order through the API; it appears in New Orders without a reload within 2 s (the tab title counts
// it); the merchant accepts it on the board, then readies, ships and delivers it from its page; the
// customer's Track Order shows each step as it happens. The packing slip prints the order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { DEMO_POINT } from "../seed/demo-credentials";
import { launchBrowser, newPage } from "./support/browser";
import { placeCheeseByCash } from "./support/orders";
import { prepareStorage, signUpCustomer } from "./support/api";
import { asDistinctClient } from "./support/customers";
import { trackedOrders } from "./support/shop-ui";
import en from "../web/src/lib/i18n/texts/merchantOrders/en";
import hi from "../web/src/lib/i18n/texts/merchantOrders/hi";
import coreEn from "../web/src/lib/i18n/texts/merchantCore/en";
import coreHi from "../web/src/lib/i18n/texts/merchantCore/hi";

const DEMO_MERCHANT = { mobile: "9800000001", password: "Galli@123" };

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(values[k]));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page, core: typeof coreEn.merchantCore) {
  // Sign-in is limited per client address (10 a minute) and the journeys sign the demo merchant in
  // many times: each sign-in comes from its own address.
  await asDistinctClient(page);
  await page.goto("/merchant");
  await page.getByRole("textbox", { name: core.signIn.mobile }).fill(DEMO_MERCHANT.mobile);
  await page.getByLabel(core.signIn.password, { exact: true }).fill(DEMO_MERCHANT.password);
  await page.getByRole("button", { name: core.signIn.submit, exact: true }).click();
}

/** The customer's Track Order status line for the order. */
const trackStatus = (page: Page, orderNo: string) =>
  page
    .getByRole("list", { name: "Current orders" })
    .getByRole("article", { name: `Order ${orderNo}` })
    .locator(`dt:text-is("Status") + dd`)
    .first()
    .innerText();

const RUNS = [
  {
    name: "at 390 px in Hindi",
    mobile: true,
    language: "hi" as const,
    t: hi.merchantOrders,
    core: coreHi.merchantCore,
  },
  {
    name: "at desktop width in English",
    mobile: false,
    language: "en" as const,
    t: en.merchantOrders,
    core: coreEn.merchantCore,
  },
];

describe("merchant orders board", () => {
  for (const run of RUNS) {
    it(`${run.name}: a new COD order appears live, is accepted, shipped and delivered; Track Order follows`, async () => {
      const t = run.t;
      const customer = await signUpCustomer("Board");
      const merchant = await newPage(browser, { mobile: run.mobile });
      const shopper = await newPage(browser);
      try {
        await merchant.context().addInitScript((language: string) => {
          if (!localStorage.getItem("e2e:language-set")) {
            localStorage.setItem("galli:language", language);
            localStorage.setItem("e2e:language-set", "1");
          }
        }, run.language);
        await signIn(merchant, run.core);
        await merchant.getByRole("heading", { name: t.home.title, exact: true }).waitFor();
        await merchant.goto("/merchant/orders");
        await merchant.getByRole("heading", { name: t.title, exact: true }).waitFor();
        await merchant.getByTestId("count-new").filter({ hasText: /^\d+$/ }).waitFor();
        const newBefore = Number(await merchant.getByTestId("count-new").innerText());
        // From here the board is never reloaded: a marker on window would vanish with a reload.
        await merchant.evaluate(() => ((globalThis as unknown as { boardMarker: number }).boardMarker = 1));
        await merchant.waitForTimeout(500); // the live stream opens

        await placeCheeseByCash(customer.session.token, `Board journey ${run.language}`);
        const placedAt = Date.now();
        const [tracked] = await trackedOrders(customer.session.token);
        const orderNo = tracked.order_id;
        const card = merchant.locator(`[data-testid="console-order"][data-order-number="${orderNo}"]`);
        await card.waitFor({ timeout: 5000 });
        expect(Date.now() - placedAt, "the new order appeared").toBeLessThan(2000 + 500);
        await expect.poll(() => merchant.getByTestId("count-new").innerText()).toBe(String(newBefore + 1));
        await expect.poll(() => merchant.title()).toMatch(new RegExp(`^\\(${newBefore + 1}\\)`));
        expect(await card.innerText()).toContain(t.toCollect);

        // The customer follows on Track Order.
        await prepareStorage(shopper.context(), { session: customer.session, deliveryAt: DEMO_POINT });
        await shopper.goto("/track-order");
        await expect.poll(() => trackStatus(shopper, orderNo)).toMatch(/^New Order/);

        // Accept on the board: the order leaves New Orders.
        await card.getByRole("button", { name: `${t.actions.accept} ${orderNo}` }).click();
        await merchant.getByText(fill(t.done.accept, { number: orderNo })).waitFor();
        await expect.poll(() => trackStatus(shopper, orderNo), { timeout: 5000 }).toMatch(/^Packaging/);

        // In Packaging now; its page (no reload): ready, ship, deliver.
        await merchant.getByRole("tab", { name: new RegExp(`^${t.tabs.packaging}`) }).click();
        await merchant.getByRole("link", { name: fill(t.open, { number: orderNo }) }).click();
        await merchant.getByRole("heading", { name: fill(t.orderNumber, { number: orderNo }) }).waitFor();
        expect(await merchant.getByTestId("customer-name").innerText()).toContain(customer.firstName);
        for (const [move, customerSees] of [
          ["ready", /^Dispatched/],
          ["ship", /^Shipping/],
          ["deliver", /^Delivered/],
        ] as const) {
          await merchant.getByRole("button", { name: t.actions[move], exact: true }).click();
          await merchant.getByText(fill(t.done[move], { number: orderNo })).waitFor();
          await expect.poll(() => trackStatus(shopper, orderNo), { timeout: 5000 }).toMatch(customerSees);
        }
        expect(await merchant.getByTestId("order-status").innerText()).toBe(t.tabs.delivered);

        // The packing slip.
        await merchant.getByRole("link", { name: t.actions.print }).click();
        const slip = merchant.getByRole("article", { name: t.slip.title });
        await slip.waitFor();
        expect(await slip.innerText()).toContain(orderNo);
        expect(await merchant.evaluate(() => (globalThis as unknown as { boardMarker?: number }).boardMarker)).toBe(1);
      } finally {
        await merchant.close();
        await shopper.close();
      }
    });
  }
});
