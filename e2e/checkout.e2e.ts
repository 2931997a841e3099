// Issue "Checkout and payments": a customer with a delivery location fills the cart, goes through
// ORDER_CONFIRMATION and PAYMENT, and pays — by a test card that succeeds, by one the bank declines
// (nothing changes: cart, stock, orders), and in cash on delivery. Each journey is a fresh customer
// (signed up through the API), so none depends on another's cart or orders.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { DEMO_POINT, DEMO_PRIVATE_SHOP } from "../seed/demo-credentials";
import { launchBrowser, newPage } from "./support/browser";
import { pageToken, prepareStorage, signUpCustomer, walletBalance } from "./support/api";
import {
  addToCart,
  cartSidebar,
  cartView,
  dialog,
  inr,
  payByCard,
  paymentAmounts,
  chooseCash,
  proceedToPayment,
  productStock,
  readPaymentSuccess,
  trackedOrders,
} from "./support/shop-ui";

const SUCCESS_CARD = "4111 1111 1111 1111";
const DECLINED_CARD = "4000 0000 0000 0002";
const DECLINED_MESSAGE = "Your payment has been declined by the bank. Please try another card.";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("Checkout and payments", () => {
  it("logs in, fills the cart, confirms the address, pays by card and finds the order on /track-order", async () => {
    const customer = await signUpCustomer("Kavya");
    const page = await newPage(browser);
    try {
      // A guest with a delivery location chosen earlier (kept in local storage).
      await prepareStorage(page.context(), { deliveryAt: DEMO_POINT });
      await page.goto(`/${DEMO_PRIVATE_SHOP}`);
      await page.getByRole("heading", { level: 1, name: "Sharma Kirana Store" }).waitFor();

      // Log in through the header's Login button and the login modal.
      await page.getByRole("banner").getByRole("button", { name: "Login", exact: true }).click();
      const login = dialog(page, "Login");
      await login.getByRole("textbox", { name: "Mobile number" }).fill(customer.mobile);
      await login.getByLabel("Password", { exact: true }).fill(customer.password);
      await login.getByRole("button", { name: "Login", exact: true }).click();
      await login.waitFor({ state: "detached" });
      await page.getByRole("banner").getByRole("button", { name: "Account menu for Kavya Tester" }).waitFor();
      const token = await pageToken(page);

      // Two products that only the shop's Store 1 sells: one order.
      await addToCart(page, "Fresho Farm Eggs");
      await addToCart(page, "Amul Spiced Buttermilk");
      await cartSidebar(page).getByRole("heading", { name: "Cart (2)" }).waitFor();
      expect((await cartView(token)).count).toBe(2);

      const payment = await proceedToPayment(page);
      const { toPay, orderTotal } = await paymentAmounts(payment);
      expect(toPay).toBeGreaterThan(0);
      expect(toPay).toBe(orderTotal); // no Galli Cash, no promo
      const asked = await payByCard(page, payment, SUCCESS_CARD);
      expect(asked).toBe(toPay);

      // PAYMENT_SUCCESS: the thank-you and the amount paid.
      const success = await readPaymentSuccess(page);
      expect(success.amountLine).toMatch(/^Amount paid:/);
      expect(success.amount).toBe(toPay);
      expect(success.orderNumbers).toHaveLength(1);
      const [orderNo] = success.orderNumbers;

      // What the server recorded: one online order of two products for that amount; the cart is empty.
      const orders = await trackedOrders(token);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({
        order_id: orderNo,
        status: 1,
        amount: toPay,
        payment_type: 1,
        mode_name: "Online",
        products_count: 2,
      });
      expect((await cartView(token)).count).toBe(0);

      // Track order: the order is listed with its number, products, mode and total; the cart is empty.
      await success.dialog.getByRole("link", { name: "Track order" }).click();
      await page.waitForURL("**/track-order");
      await page.getByRole("banner").getByRole("button", { name: "Cart(0)" }).waitFor();
      const card = page
        .getByRole("list", { name: "Current orders" })
        .getByRole("article", { name: `Order ${orderNo}` });
      await card.waitFor();
      expect(await card.getByRole("heading", { name: "Sharma Kirana Store" }).isVisible()).toBe(true);
      expect(await card.getByText("New Order").isVisible()).toBe(true);
      const line = await card.getByText(/product\(s\)/).innerText();
      expect(line).toContain("2 product(s) · Online · Total");
      expect(line).toContain(inr(toPay));
    } finally {
      await page.context().close();
    }
  });

  it("live mode: each method tab is one Pay button that opens the hosted checkout with that method preselected", async () => {
    const customer = await signUpCustomer("Rohan");
    // Live mode as the browser sees it: the payment order says "live" (the server here runs the
    // emulator, whose orders and signatures are real), and Razorpay's checkout.js is a local
    // stand-in (the emulator-mode CSP does not list checkout.razorpay.com, so this page skips it).
    const context = await browser.newContext({
      baseURL: inject("baseURL"),
      viewport: { width: 1280, height: 900 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    try {
      const standIn = path.join(path.dirname(fileURLToPath(import.meta.url)), "support/razorpay-checkout-standin.js");
      await context.route("https://checkout.razorpay.com/v1/checkout.js", (route) =>
        route.fulfill({ path: standIn, contentType: "application/javascript" }),
      );
      let customerId: string | null = null;
      await context.route("**/user/order/razor/payment", async (route) => {
        const response = await route.fetch();
        const json = (await response.json()) as { data?: { mode: string; rzy_customer_Id: string | null } };
        if (json.data) {
          json.data.mode = "live";
          customerId = json.data.rzy_customer_Id;
        }
        await route.fulfill({ response, json });
      });
      await prepareStorage(context, { session: customer.session, deliveryAt: DEMO_POINT, searchAt: DEMO_POINT });
      await page.goto(`/${DEMO_PRIVATE_SHOP}`);
      await page.getByRole("heading", { level: 1, name: "Sharma Kirana Store" }).waitFor();
      await addToCart(page, "Fresho Farm Eggs");
      const payment = await proceedToPayment(page);
      const { toPay } = await paymentAmounts(payment);

      // No form asks for what the hosted checkout asks again: one Pay button per method.
      for (const tab of ["Card", "UPI", "Net Banking", "Preferred"]) {
        await payment.getByRole("tab", { name: tab, exact: true }).click();
        const panel = payment.getByRole("tabpanel", { name: tab });
        await panel.getByRole("button", { name: `Pay ${inr(toPay)}` }).waitFor();
        expect(await panel.getByRole("textbox").count(), tab).toBe(0);
        expect(await panel.getByRole("radio").count(), tab).toBe(0);
        expect(await panel.getByRole("combobox").count(), tab).toBe(0);
      }

      await payment.getByRole("tab", { name: "UPI", exact: true }).click();
      await payment
        .getByRole("tabpanel", { name: "UPI" })
        .getByRole("button", { name: `Pay ${inr(toPay)}` })
        .click();
      const success = await readPaymentSuccess(page);
      expect(success.amount).toBe(toPay);
      expect(success.orderNumbers).toHaveLength(1);

      const opened = (await page.evaluate(
        () => (globalThis as unknown as { __hostedCheckout?: unknown[] }).__hostedCheckout,
      )) as { prefill: { method?: string }; amount: number; customer_id?: string; method_details?: unknown }[];
      expect(opened).toHaveLength(1);
      expect(opened[0].prefill.method).toBe("upi");
      expect(opened[0].amount).toBe(Math.round(toPay * 100));
      expect(opened[0].method_details).toBeUndefined();
      if (customerId) expect(opened[0]).toMatchObject({ customer_id: customerId, remember_customer: true });
      const orders = await trackedOrders(customer.session.token);
      expect(orders.map((o) => o.order_id)).toEqual(success.orderNumbers);
    } finally {
      await context.close();
    }
  });

  it("a declined card shows the bank's error and leaves the cart, the stock and the orders untouched", async () => {
    const customer = await signUpCustomer("Meera");
    const token = customer.session.token;
    const page = await newPage(browser);
    try {
      await prepareStorage(page.context(), { session: customer.session, deliveryAt: DEMO_POINT });
      await page.goto(`/${DEMO_PRIVATE_SHOP}`);
      await addToCart(page, "Milky Mist Fresh Paneer");
      await page.getByRole("button", { name: "Add one more Milky Mist Fresh Paneer", exact: true }).click();
      await cartSidebar(page).getByRole("heading", { name: "Cart (2)" }).waitFor();

      const cartBefore = await cartView(token);
      expect(cartBefore.count).toBe(2);
      const shopId = cartBefore._id!;
      const productId = cartBefore.items[0].item._id;
      const stockBefore = await productStock(token, shopId, productId);
      expect(stockBefore.total).toBeGreaterThanOrEqual(2);

      const payment = await proceedToPayment(page);
      const { toPay } = await paymentAmounts(payment);
      await payByCard(page, payment, DECLINED_CARD);

      // The error shows once, beside the payment form (no popup repeating it); no success step.
      const alert = payment.getByRole("alert");
      await alert.waitFor();
      expect(await alert.innerText()).toContain(DECLINED_MESSAGE);
      expect(await dialog(page, "Error").count()).toBe(0);
      expect(await dialog(page, "Order Placed").count()).toBe(0);
      // Still on PAYMENT, priced again for another try.
      await payment.getByRole("tab", { name: "Card", exact: true }).waitFor();
      expect((await paymentAmounts(payment)).toPay).toBe(toPay);

      // The server: the same cart, the same stock, no order, no money moved to or from Galli Cash.
      const cartAfter = await cartView(token);
      expect(cartAfter.count).toBe(cartBefore.count);
      expect(cartAfter.items.map((i) => [i.item._id, i.quantity])).toEqual(
        cartBefore.items.map((i) => [i.item._id, i.quantity]),
      );
      expect(cartAfter.prices.total).toBe(cartBefore.prices.total);
      expect(await productStock(token, shopId, productId)).toEqual(stockBefore);
      expect(await trackedOrders(token)).toHaveLength(0);
      expect(await walletBalance(token)).toBe(0);
    } finally {
      await page.context().close();
    }
  });

  it("a cash-on-delivery order from a public shop reaches PAYMENT_SUCCESS", async () => {
    const customer = await signUpCustomer("Arjun");
    const token = customer.session.token;
    const page = await newPage(browser);
    try {
      await prepareStorage(page.context(), { session: customer.session, deliveryAt: DEMO_POINT, searchAt: DEMO_POINT });
      // From the home page's Public Shops to the shop's products page.
      await page.goto("/home");
      await page
        .getByRole("region", { name: "Public Shops:" })
        .getByRole("link", { name: /^Koramangala Fresh Mart/ })
        .click();
      await page.waitForURL("**/public/products/*");
      await page.getByRole("heading", { level: 1, name: "Koramangala Fresh Mart" }).waitFor();

      await addToCart(page, "Britannia Multigrain Bread");
      await addToCart(page, "Modern White Bread");
      await cartSidebar(page).getByRole("heading", { name: "Cart (2)" }).waitFor();

      const payment = await proceedToPayment(page);
      // Koramangala Fresh Mart takes cash on delivery: the Cash tab is offered.
      const cash = await chooseCash(payment);
      const { toPay } = await paymentAmounts(payment);
      expect(await cash.innerText()).toContain(`Pay ${inr(toPay)} in cash when your order arrives.`);
      // Before placing it, the customer sees when a delivery by the shop will arrive (the shop's
      // preparation time plus the distance at its delivery speed); a later day shows its date.
      const arrival = payment.getByText(/^Arrives by (\d{2}\/\d{2}\/\d{4} - )?\d{2}:\d{2} [AP]M$/);
      await arrival.waitFor();
      await cash.getByRole("button", { name: "Place Order" }).click();

      const success = await readPaymentSuccess(page);
      expect(success.amountLine).toMatch(/^Amount to pay on delivery:/);
      expect(success.amount).toBe(toPay);

      const orders = await trackedOrders(token);
      expect(orders.length).toBeGreaterThanOrEqual(1);
      for (const o of orders) expect(o).toMatchObject({ status: 1, payment_type: 2, mode_name: "COD" });
      // The promise is kept on each order: Track Order shows it.
      for (const o of orders) expect(o.delivery?.eta?.promised_at).toEqual(expect.any(String));
      expect(orders.map((o) => o.order_id).sort()).toEqual([...success.orderNumbers].sort());
      const total = orders.reduce((sum, o) => sum + Math.round(o.amount * 100), 0) / 100;
      expect(total).toBe(success.amount);
      expect((await cartView(token)).count).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});
