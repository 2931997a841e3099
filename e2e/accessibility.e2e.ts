// Every page and main dialog under axe-core, in English and Hindi, logged out and in, and every
// console page on a phone in Hindi (the narrowest screen with the longest words) and on a desktop in
// English: no critical or serious violation; Help and FAQ keep their
// heading order and the account menu sits in the header's landmark. Dialogs hand focus back to the
// control that opened them. And a keyboard-only customer logs in, adds two products, reaches Proceed
// to Buy in under 40 Tabs and pays.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { DEMO_MERCHANT_ADMIN, DEMO_OPS_ADMIN, DEMO_POINT, DEMO_PRIVATE_SHOP } from "../seed/demo-credentials";
import { inject } from "vitest";
import { createDb } from "../server/src/lib/db";
import { gotoAndSettle, launchBrowser, newPage } from "./support/browser";
import { api, fakeIp, prepareStorage, sha256hex, signUpCustomer, type Customer } from "./support/api";
import {
  axeFindings,
  catalogue,
  expectAccessible,
  focused,
  hasFocus,
  Keyboard,
  startIn,
  type Language,
} from "./support/a11y";
import { placeCheeseByCash } from "./support/orders";
import { payByCard, proceedToPayment, readPaymentSuccess, trackedOrders } from "./support/shop-ui";

const SHOP_NAME = "Sharma Kirana Store";
const STATIC_PAGES = [
  "/partner",
  "/help",
  "/faq",
  "/about-us",
  "/terms",
  "/privacy",
  "/cancellation",
  "/merchant-policy",
  "/merchant-help",
  "/api",
  "/Privacy-policy",
  "/get-app",
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** "Proceed to Buy {{amount}}" -> /^Proceed to Buy/ */
const startsWith = (text: string) =>
  new RegExp(
    `^${text
      .split("{{")[0]
      .trim()
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
  );

async function openShop(page: Page) {
  await page.goto(`/${DEMO_PRIVATE_SHOP}`);
  await page.getByRole("heading", { level: 1, name: SHOP_NAME }).waitFor();
  await page.locator("main article[aria-label]").first().waitFor();
}

/** Opens a dialog from a control, scans it, closes it with Escape and checks focus went back. */
async function scanDialog(page: Page, opener: ReturnType<Page["getByRole"]>, where: string) {
  await opener.focus();
  await opener.press("Enter");
  const shown = page.getByRole("dialog").last();
  await shown.waitFor();
  // Let Radix finish its opening focus and animation before scanning.
  await page.waitForTimeout(250);
  await expectAccessible(page, where);
  await page.keyboard.press("Escape");
  await shown.waitFor({ state: "detached" });
  // Radix hands focus back as the dialog unmounts: allow that task to run before reading it.
  await expect
    .poll(async () => (await hasFocus(opener)) || `${where}: focus after closing is on ${await focused(page)}`, {
      timeout: 2_000,
    })
    .toBe(true);
}

// English and Hindi side by side (two at a time, e2e/vitest.config.ts): each scan keeps a core busy.
describe.concurrent.each<Language>(["en", "hi"])("accessibility in %s", (language) => {
  const t = catalogue(language);

  it("logged out: home, a shop, its dialogs and every static page", async () => {
    const page = await newPage(browser);
    try {
      await startIn(page.context(), language);
      await page.goto("/home");
      await page.getByRole("banner").waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      await expectAccessible(page, "home without locations");

      await prepareStorage(page.context(), { deliveryAt: DEMO_POINT, searchAt: DEMO_POINT });
      await page.goto("/home");
      await page.getByRole("region").first().waitFor();
      await expectAccessible(page, "home with shops");
      const banner = page.getByRole("banner");
      await scanDialog(page, banner.getByRole("button", { name: startsWith(t.header.offers) }), "offers");
      await scanDialog(page, banner.getByRole("button", { name: t.header.login, exact: true }), "login");
      await scanDialog(page, banner.getByRole("button", { name: t.header.signUp, exact: true }), "sign up");

      await openShop(page);
      await expectAccessible(page, "products page");
      const firstCard = page.locator("main article[aria-label]").first();
      await scanDialog(page, firstCard.getByRole("button").first(), "product detail");

      for (const path of STATIC_PAGES) {
        await page.goto(path);
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        if (path === "/help" || path === "/faq") await page.getByRole("heading", { level: 2 }).first().waitFor();
        await expectAccessible(page, path, ["heading-order"]);
      }
    } finally {
      await page.context().close();
    }
  }, 180_000); // run beside the other language's: room on a busy machine

  it("logged in: the account menu, cart, billing, rewards, support, checkout and the account pages", async () => {
    const customer = await signUpCustomer(language === "hi" ? "Sunita" : "Arjun");
    const page = await newPage(browser);
    try {
      await startIn(page.context(), language);
      await prepareStorage(page.context(), {
        session: customer.session,
        deliveryAt: DEMO_POINT,
        searchAt: DEMO_POINT,
      });
      // The restored session's first calls (profile, offers, cards) settle before the dialogs open.
      await gotoAndSettle(page, "/home");
      const banner = page.getByRole("banner");
      const account = banner.getByRole("button", {
        name: t.userMenu.labelFor.replace("{{name}}", `${customer.firstName} Tester`),
      });
      await account.click();
      await page.getByRole("menu").waitFor();
      // The open menu sits inside the header's landmark.
      expect(await banner.getByRole("menu").count()).toBe(1);
      await expectAccessible(page, "account menu", ["region"]);
      await page.keyboard.press("Escape");
      await scanDialog(page, banner.getByRole("button", { name: startsWith(t.header.rewards) }), "rewards");

      await openShop(page);
      const firstCard = page.locator("main article[aria-label]").first();
      await firstCard
        .getByRole("button", { name: /^(Add|.* कार्ट में जोड़ें$)/ })
        .first()
        .click();
      const cart = page
        .getByRole("complementary")
        .filter({ has: page.getByRole("heading", { level: 2 }) })
        .last();
      await cart.getByRole("list").first().waitFor();
      await expectAccessible(page, "products page with a cart");
      await scanDialog(page, cart.getByRole("button", { name: t.cart.viewBilling }), "billing");

      // Checkout: its dialogs are scanned as they come.
      await cart.getByRole("button", { name: startsWith(t.cart.proceed) }).click();
      const confirmation = page.getByRole("dialog").last();
      await confirmation.waitFor();
      await page.waitForTimeout(250);
      await expectAccessible(page, "order confirmation");
      await page.keyboard.press("Escape");
      await confirmation.waitFor({ state: "detached" });

      for (const path of ["/track-order", "/purchase-history", "/payments", "/profile"]) {
        await gotoAndSettle(page, path);
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        await expectAccessible(page, path);
      }
    } finally {
      await page.context().close();
    }
  }, 180_000); // run beside the other language's: room on a busy machine

  it(`the merchant console: sign-in, home, orders board, an order and its slip, stock, settings, keys, staff, audit log, products, payouts and statements, on a ${language === "hi" ? "phone" : "desktop"}`, async () => {
    const session = await api<{ token: string }>("/merchant/api/auth/password", {
      body: {
        mobile: { dialing_code: "+91", number: DEMO_MERCHANT_ADMIN.mobile },
        password: sha256hex(DEMO_MERCHANT_ADMIN.password),
      },
      ip: fakeIp(),
    });
    // A new order, so the board has a row and the order page something to show.
    const customer = await signUpCustomer("Asha");
    await placeCheeseByCash(customer.session.token, "Ring the bell twice");
    const board = await api<{ orders: { order_id: string }[] }>("/merchant/api/orders?tab=new", {
      token: session.token,
    });
    const orderId = board.orders[0].order_id;
    const pages = [
      "/merchant",
      "/merchant/orders",
      `/merchant/orders/${orderId}`,
      `/merchant/orders/${orderId}/slip`,
      "/merchant/stock",
      "/merchant/settings",
      "/merchant/api-keys",
      "/merchant/staff",
      "/merchant/audit",
      "/merchant/products",
      "/merchant/payouts",
      "/merchant/statements",
    ];
    for (const mobile of [language === "hi"]) {
      const page = await newPage(browser, { mobile });
      try {
        await startIn(page.context(), language);
        await page.goto("/merchant");
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        await expectAccessible(page, `console sign-in (phone: ${mobile})`);
        await page.evaluate((token) => localStorage.setItem("galli:console_token", token), session.token);
        for (const path of pages) {
          await gotoAndSettle(page, path);
          if (!path.endsWith("/slip")) await page.getByRole("navigation").first().waitFor();
          await page.getByRole("heading", { level: 1 }).first().waitFor();
          await expectAccessible(page, `${path} (phone: ${mobile})`);
        }
      } finally {
        await page.context().close();
      }
    }
  }, 240_000); // twelve pages under axe: room on a busy machine

  it(`the operations console: sign-in and every page of its navigation, on a ${language === "hi" ? "phone" : "desktop"}`, async () => {
    const session = await api<{ token: string }>("/ops/api/auth/password", {
      body: {
        mobile: { dialing_code: "+91", number: DEMO_OPS_ADMIN.mobile },
        password: sha256hex(DEMO_OPS_ADMIN.password),
      },
      ip: fakeIp(),
    });
    const pages = [
      "/ops",
      "/ops/enquiries",
      "/ops/onboarding",
      "/ops/shops/waiting",
      "/ops/audit",
      "/ops/orders",
      "/ops/escalations",
      "/ops/shops",
      "/ops/customers",
      "/ops/reviews",
      "/ops/commission",
      "/ops/payouts",
      "/ops/tickets",
    ];
    for (const mobile of [language === "hi"]) {
      const page = await newPage(browser, { mobile });
      try {
        await startIn(page.context(), language);
        await page.goto("/ops");
        await page.getByRole("heading", { level: 1 }).first().waitFor();
        await expectAccessible(page, `ops sign-in (phone: ${mobile})`);
        await page.evaluate((token) => localStorage.setItem("galli:ops_token", token), session.token);
        for (const path of pages) {
          await gotoAndSettle(page, path);
          await page.getByRole("navigation").first().waitFor();
          await page.getByRole("heading", { level: 1 }).first().waitFor();
          await expectAccessible(page, `${path} (phone: ${mobile})`);
        }
      } finally {
        await page.context().close();
      }
    }
  }, 240_000); // thirteen pages under axe: room on a busy machine
});

describe.each<Language>(["en", "hi"])("the header's rewards button in %s", (language) => {
  it("names the count it shows (axe label-content-name-mismatch)", async () => {
    const customer = await signUpCustomer("Tara");
    const userId = JSON.parse(Buffer.from(customer.session.token.split(".")[1], "base64url").toString("utf8"))
      .sub as string;
    const db = createDb(`file:${inject("dataDir")}/galli.db`);
    try {
      for (let i = 0; i < 3; i++)
        await db.scratchCard.create({ data: { userId, cardType: 1, randomCost: 1000, titleMsg: "Scratch and win" } });
    } finally {
      await db.$disconnect();
    }
    const page = await newPage(browser);
    try {
      await startIn(page.context(), language);
      await prepareStorage(page.context(), { session: customer.session, deliveryAt: DEMO_POINT, searchAt: DEMO_POINT });
      await page.goto("/home");
      const rewards = page
        .getByRole("banner")
        .getByRole("button", { name: startsWith(catalogue(language).header.rewards) });
      await rewards.getByText("3", { exact: true }).waitFor();
      // Its name is its content ('Rewards (3 new)', the words around the count visually hidden), so the
      // '3' it shows is part of the name whatever the language.
      expect(await rewards.getAttribute("aria-label")).toBeNull();
      const count = catalogue(language).header.rewardsNew.replace("{{count}}", "3");
      expect(await page.getByRole("banner").getByRole("button", { name: count, exact: true }).count()).toBe(1);
      const mismatch = (await axeFindings(page)).filter((f) => f.id === "label-content-name-mismatch");
      expect(mismatch).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe("keyboard only", () => {
  it("after ADD on two products, reaches Proceed to Buy through 'Go to cart' in at most 40 Tabs", async () => {
    const customer: Customer = await signUpCustomer("Ishaan");
    const page = await newPage(browser);
    try {
      await prepareStorage(page.context(), { session: customer.session, deliveryAt: DEMO_POINT, searchAt: DEMO_POINT });
      await openShop(page);
      const keys = new Keyboard(page);
      const cards = page.locator("main article[aria-label]");
      for (const index of [0, 1]) {
        const card = cards.nth(index);
        const name = (await card.getAttribute("aria-label"))!;
        await keys.tabTo(card.getByRole("button", { name: `Add ${name} to cart`, exact: true }), { max: 150 });
        await keys.press("Enter");
        const plus = card.getByRole("button", { name: `Add one more ${name}`, exact: true });
        await expect.poll(() => hasFocus(plus), { message: "focus moves to the stepper after ADD" }).toBe(true);
      }
      keys.tabs = 0;
      const cart = page.getByRole("complementary").filter({ has: page.getByRole("heading", { name: /^Cart/ }) });
      await cart.getByRole("listitem").nth(1).waitFor();
      // Right after the stepper: 'Go to cart', shown once it has focus.
      const goToCart = cards.nth(1).getByRole("button", { name: "Go to cart", exact: true });
      await keys.tabTo(goToCart, { max: 5 });
      expect(await goToCart.isVisible()).toBe(true);
      await keys.press("Enter");
      await expect.poll(() => hasFocus(cart.getByRole("heading", { name: /^Cart/ }))).toBe(true);
      await keys.tabTo(cart.getByRole("button", { name: /^Proceed to Buy/ }), { max: 40 });
      expect(keys.tabs, "Tabs from the second ADD to Proceed to Buy").toBeLessThanOrEqual(40);
      console.info(`keyboard: ${keys.tabs} Tabs from the second ADD to Proceed to Buy`);
      await expectAccessible(page, "products page with 'Go to cart' focused");
    } finally {
      await page.context().close();
    }
  });

  it("logs in, adds two products, reaches Proceed to Buy in under 40 Tabs and pays", async () => {
    const customer: Customer = await signUpCustomer("Keya");
    const page = await newPage(browser);
    try {
      await prepareStorage(page.context(), { deliveryAt: DEMO_POINT, searchAt: DEMO_POINT });
      await openShop(page);
      const keys = new Keyboard(page);

      // Log in from the header.
      const banner = page.getByRole("banner");
      await keys.tabTo(banner.getByRole("button", { name: "Login", exact: true }));
      await keys.press("Enter");
      const login = page.getByRole("dialog", { name: "Login" });
      await login.waitFor();
      await keys.tabTo(login.getByRole("textbox", { name: "Mobile number" }), { max: 5 });
      await keys.type(customer.mobile);
      await keys.tabTo(login.getByLabel("Password", { exact: true }), { max: 5 });
      await keys.type(customer.password);
      await keys.press("Enter");
      await login.waitFor({ state: "detached" });
      await banner.getByRole("button", { name: /^Account menu for/ }).waitFor();
      const loginTabs = keys.tabs;
      keys.tabs = 0;

      // Two products: ADD on the first card keeps focus on its stepper; the second goes in by its
      // ADD too ("Drag to cart" is for the mouse, no Tab stop), then 'Go to cart' moves to the cart.
      const cards = page.locator("main article[aria-label]");
      const first = cards.nth(0);
      const second = cards.nth(1);
      const firstName = (await first.getAttribute("aria-label"))!;
      const secondName = (await second.getAttribute("aria-label"))!;
      await keys.tabTo(first.getByRole("button", { name: `Add ${firstName} to cart`, exact: true }));
      await keys.press("Enter");
      const plus = first.getByRole("button", { name: `Add one more ${firstName}`, exact: true });
      await plus.waitFor();
      await expect.poll(() => hasFocus(plus), { message: "focus stays on the card after ADD" }).toBe(true);
      await keys.press("Enter"); // + : two of the first product
      await first.getByText("2", { exact: true }).waitFor();
      expect(await hasFocus(plus), `focus after + is on ${await focused(page)}`).toBe(true);

      await keys.tabTo(second.getByRole("button", { name: `Add ${secondName} to cart`, exact: true }), { max: 10 });
      await keys.press("Enter");
      const cart = page.getByRole("complementary").filter({ has: page.getByRole("heading", { name: /^Cart/ }) });
      await cart.getByRole("listitem", { name: secondName, exact: true }).waitFor();
      const goToCart = second.getByRole("button", { name: "Go to cart", exact: true });
      await keys.tabTo(goToCart, { max: 5 });
      await keys.press("Enter");
      await expect.poll(() => hasFocus(cart.getByRole("heading", { name: /^Cart/ }))).toBe(true);

      const proceed = cart.getByRole("button", { name: /^Proceed to Buy/ });
      await keys.tabTo(proceed, { max: 30 });
      const shoppingTabs = keys.tabs;
      expect(shoppingTabs, `Tabs from login to Proceed to Buy (login took ${loginTabs})`).toBeLessThan(40);

      // Pay: the checkout dialogs by keyboard up to the card form (the card helper types it in).
      await keys.press("Enter");
      const payment = await proceedToPayment(page, undefined, { alreadyOpened: true });
      await payByCard(page, payment, "4111 1111 1111 1111");
      const success = await readPaymentSuccess(page);
      expect(success.orderNumbers.length).toBeGreaterThan(0);
      const token = (await page.evaluate(() => localStorage.getItem("galli:token")))!;
      const tracked = (await trackedOrders(token)).map((o) => o.order_id);
      for (const orderNo of success.orderNumbers) expect(tracked).toContain(orderNo);
      console.info(`keyboard journey: ${loginTabs} Tabs to log in, ${shoppingTabs} Tabs from login to Proceed to Buy`);
    } finally {
      await page.context().close();
    }
  });
});
