// Issue "After the purchase": a fresh customer places a cash-on-delivery order of two products
// through the web client, the shop moves it to Delivered (scripts/order-advance.ts as a command),
// and on /track-order the customer verifies one product as Delivered and asks for a Replacement of
// the other with two photos, Submits, goes through After Submit (Make payment, Your requests, Store
// Feedback) and finds the order in /purchase-history. After Submit, a product received as delivered
// can still be reported from /purchase-history while the replacement window has days left; the
// shop's refund then brings back what was shown.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator } from "playwright-core";
import { DEMO_POINT, DEMO_PRIVATE_SHOP } from "../seed/demo-credentials";
import { launchBrowser, newPage } from "./support/browser";
import { api, prepareStorage, signUpCustomer, walletBalance } from "./support/api";
import { advanceEscalation, advanceOrder } from "./support/orders";
import {
  addToCart,
  cartSidebar,
  chooseCash,
  dialog,
  historyOrders,
  inr,
  paymentAmounts,
  proceedToPayment,
  readPaymentSuccess,
  trackedOrders,
} from "./support/shop-ui";

// Both are sold cheapest by Sharma Kirana's Store 1, so the cart makes one order of two products.
const DELIVERED = "Nandini Full Cream Milk";
const REPLACED = "Amul Processed Cheese Block";

type OrderProduct = {
  product_name: string;
  verify_status: number;
  escalation_status: number;
  escalated_qty: number;
  escalation: { reason: string; message: string; images: unknown[] } | null;
};
type OrderDetails = { order: { status: number; products: OrderProduct[]; shop_reviewed: boolean; amount: number } };

/** A fact of an order card or view ("Status", "Order ID", ...), as shown. */
const fact = (scope: Locator, term: string) => scope.locator(`dt:text-is("${term}") + dd`).first().innerText();

let browser: Browser;
let photoDir: string;
const photos: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  // Two small, different PNGs for the replacement request.
  photoDir = fs.mkdtempSync(path.join(os.tmpdir(), "galli-e2e-photos-"));
  for (const [i, colour] of [
    [1, { r: 200, g: 40, b: 40 }],
    [2, { r: 40, g: 120, b: 200 }],
  ] as const) {
    const file = path.join(photoDir, `damaged-${i}.png`);
    await sharp({ create: { width: 48, height: 48, channels: 3, background: colour } })
      .png()
      .toFile(file);
    photos.push(file);
  }
});
afterAll(async () => {
  await browser?.close();
  if (photoDir) fs.rmSync(photoDir, { recursive: true, force: true });
});

describe("After the purchase", () => {
  it("verifies a delivered COD order (Delivered + Replacement with photos), reviews the store and finds it in history", async () => {
    const customer = await signUpCustomer("Nisha");
    const token = customer.session.token;
    const page = await newPage(browser);
    try {
      await prepareStorage(page.context(), { session: customer.session, deliveryAt: DEMO_POINT });

      // ---- Place a COD order of two products through the web client.
      await page.goto(`/${DEMO_PRIVATE_SHOP}`);
      await addToCart(page, DELIVERED);
      await addToCart(page, REPLACED);
      await cartSidebar(page).getByRole("heading", { name: "Cart (2)" }).waitFor();
      const payment = await proceedToPayment(page);
      const cash = await chooseCash(payment);
      const { toPay } = await paymentAmounts(payment);
      await cash.getByRole("button", { name: "Place Order" }).click();
      const placed = await readPaymentSuccess(page);
      expect(placed.orderNumbers).toHaveLength(1);
      const [orderNo] = placed.orderNumbers;
      const [tracked] = await trackedOrders(token);
      expect(tracked).toMatchObject({
        order_id: orderNo,
        status: 1,
        payment_type: 2,
        products_count: 2,
        amount: toPay,
      });
      const orderId = tracked._id;

      // ---- The shop delivers it (the command, as a merchant would).
      const moved = await advanceOrder(orderId, 5);
      expect(moved).toBe(`Order ${orderNo}: New Order (1) -> Delivered (5).`);

      // ---- Track Order: the delivered order, Verify Products.
      await page.goto("/track-order");
      const card = page
        .getByRole("list", { name: "Current orders" })
        .getByRole("article", { name: `Order ${orderNo}` });
      await card.waitFor();
      expect(await fact(card, "Status")).toMatch(/^Delivered · /);
      await card.getByRole("button", { name: "Verify Products" }).click();
      const view = page.getByRole("region", { name: "Order products" });
      await view.getByText(orderNo, { exact: true }).waitFor();
      const submit = view.getByRole("button", { name: "Submit", exact: true });
      expect(await submit.isDisabled()).toBe(true); // every product must be decided first

      // One product Delivered.
      const delivered = view.getByRole("listitem", { name: DELIVERED });
      await delivered.getByRole("radio", { name: "Delivered", exact: true }).click();
      await expect.poll(() => delivered.getByRole("radio", { name: "Delivered", exact: true }).isChecked()).toBe(true);
      await expect.poll(() => delivered.getByRole("group").isEnabled()).toBe(true); // the request has returned

      // The other: Replacement, with a reason, a message and two photos.
      const replaced = view.getByRole("listitem", { name: REPLACED });
      await replaced.getByRole("radio", { name: "Replacement", exact: true }).click();
      const replacement = dialog(page, "Replacement");
      const form = replacement.getByRole("form", { name: "Replacement request" });
      await form.waitFor();
      await form.getByRole("combobox", { name: "Reason" }).selectOption("Damaged product");
      await form.getByRole("textbox", { name: "Message" }).fill("The pack was torn and the cheese had gone soft.");
      await form.getByLabel("Photos (2 to 3)").setInputFiles(photos);
      await form.getByText("damaged-1.png, damaged-2.png").waitFor();
      await form.getByRole("button", { name: "Send Request" }).click();
      await replacement.waitFor({ state: "detached" });
      await replaced.getByText(/^Replacement requested \(1\) · Requested/).waitFor();

      // What the server recorded for the two products.
      const details = await api<OrderDetails>("/user/order/track/viewProducts", { token, body: { order_id: orderId } });
      const byName = Object.fromEntries(details.order.products.map((p) => [p.product_name, p]));
      expect(byName[DELIVERED]).toMatchObject({ verify_status: 1, escalation_status: 0 });
      expect(byName[REPLACED]).toMatchObject({ verify_status: 3, escalation_status: 1, escalated_qty: 1 });
      expect(byName[REPLACED].escalation).toMatchObject({ reason: "Damaged product" });
      expect(byName[REPLACED].escalation!.images).toHaveLength(2);

      // ---- Submit, and the After Submit sequence.
      await expect.poll(() => submit.isEnabled()).toBe(true);
      await submit.click();
      // 1. Make payment (COD): the cash to hand over.
      const makePayment = dialog(page, "Make payment");
      await makePayment.waitFor();
      expect(await makePayment.innerText()).toContain(`Please pay ${inr(toPay)} in cash to the shop.`);
      await makePayment.getByRole("button", { name: "Done" }).click();
      // 2. Your requests: a product was not Delivered; Give Feedback goes on to the store review.
      const requests = dialog(page, "Your requests");
      await requests.waitFor();
      expect(await requests.innerText()).toContain("Replacement requested for 1 product(s)");
      expect(await requests.getByRole("button", { name: "Cancel Request" }).isVisible()).toBe(true);
      await requests.getByRole("button", { name: "Give Feedback" }).click();
      // 3. Store Feedback: four stars, a suggested title and a message.
      const feedback = dialog(page, "Store Feedback");
      const feedbackForm = feedback.getByRole("form", { name: "Store Feedback" });
      await feedbackForm.waitFor();
      expect(await feedback.innerText()).toContain(`Sharma Kirana Store · Order ID ${orderNo}`);
      // The radios are visually hidden: a customer clicks the star (its label).
      const fourStars = feedbackForm.getByRole("radio", { name: "4 stars" });
      await feedbackForm
        .locator("label")
        .filter({ has: page.getByRole("radio", { name: "4 stars" }) })
        .click();
      expect(await fourStars.isChecked()).toBe(true);
      const wentWell = feedbackForm.getByRole("group", { name: "What went well or wrong" });
      await wentWell.getByRole("button", { name: "Good service" }).click();
      expect(await wentWell.getByRole("button", { name: "Good service" }).getAttribute("aria-pressed")).toBe("true");
      await feedbackForm.getByRole("textbox", { name: "Message" }).fill("Quick delivery, friendly shop.");
      await feedbackForm.getByRole("button", { name: "Submit Feedback" }).click();
      await feedback.getByRole("form").waitFor({ state: "detached" });
      // The server's message in the info dialog.
      const notice = dialog(page, "Store Feedback");
      await notice.getByRole("button", { name: "OK" }).click();
      await notice.waitFor({ state: "detached" });

      // The order has left the tracking list.
      await page.getByRole("region", { name: "Order products" }).waitFor({ state: "detached" });
      expect(await page.getByRole("article", { name: `Order ${orderNo}` }).count()).toBe(0);
      expect(await trackedOrders(token)).toHaveLength(0);

      // ---- Purchase History: the verified order, reviewed.
      await page.getByRole("banner").getByRole("button", { name: "Account menu for Nisha Tester" }).click();
      await page.getByRole("menuitem", { name: "Purchase History" }).click();
      await page.waitForURL("**/purchase-history");
      const past = page.getByRole("list", { name: "Past orders" }).getByRole("article", { name: `Order ${orderNo}` });
      await past.waitFor();
      expect(await past.getByRole("heading", { name: "Sharma Kirana Store" }).isVisible()).toBe(true);
      expect(await fact(past, "Status")).toMatch(/^Verified · /);
      expect(await past.getByText(`Total Paid: ${inr(toPay).replace("₹", "₹ ")}`).isVisible()).toBe(true);
      // Reviewed already: no 'Write Store Review' left on the card.
      expect(await past.getByRole("button", { name: /Store Review/ }).count()).toBe(0);

      const [history] = await historyOrders(token);
      expect(history).toMatchObject({ order_id: orderNo, status: 6, products_count: 2 });
      const after = await api<OrderDetails & { order: { shop_reviewed: boolean } }>(
        "/user/order/history/viewProducts",
        { token, body: { order_id: orderId } },
      );
      expect(after.order.status).toBe(6);
      expect(after.order.shop_reviewed).toBe(true);
      const review = await api<{ order: { rating: number; review: { title: string[]; message: string } } }>(
        "/user/order/view/shopreview/titles",
        { token, body: { order_id: orderId } },
      );
      expect(review.order).toMatchObject({
        rating: 4,
        review: { title: ["Good service"], message: "Quick delivery, friendly shop." },
      });
    } finally {
      await page.context().close();
    }
  });

  it("reports a damaged product from Purchase History after Submit, inside the replacement window", async () => {
    const customer = await signUpCustomer("Kavya");
    const token = customer.session.token;
    const page = await newPage(browser);
    try {
      await prepareStorage(page.context(), { session: customer.session, deliveryAt: DEMO_POINT });
      await page.goto(`/${DEMO_PRIVATE_SHOP}`);
      await addToCart(page, DELIVERED);
      await addToCart(page, REPLACED);
      await cartSidebar(page).getByRole("heading", { name: "Cart (2)" }).waitFor();
      const payment = await proceedToPayment(page);
      const cash = await chooseCash(payment);
      await cash.getByRole("button", { name: "Place Order" }).click();
      const [orderNo] = (await readPaymentSuccess(page)).orderNumbers;
      const [tracked] = await trackedOrders(token);
      const orderId = tracked._id;
      await advanceOrder(orderId, 5);

      // Both products received, and Submit pressed (through the API: the journey above covers it).
      const before = await api<OrderDetails & { order: { products: { id: string }[] } }>(
        "/user/order/track/viewProducts",
        { token, body: { order_id: orderId } },
      );
      for (const p of before.order.products)
        await api("/user/order/track/verifyProducts", {
          token,
          body: { order_id: orderId, product_id: p.id, verify_status: 1 },
        });
      await api("/user/order/track/verifyOrder", { token, body: { order_id: orderId } });
      const walletBefore = await walletBalance(token);

      // ---- Days later the cheese turns out damaged: Purchase History -> Products.
      await page.goto("/purchase-history");
      const past = page.getByRole("list", { name: "Past orders" }).getByRole("article", { name: `Order ${orderNo}` });
      await past.waitFor();
      expect(await fact(past, "Status")).toMatch(/^Verified · /);
      expect(await fact(past, "Replacement window")).toMatch(/^\d+ more day\(s\) left$/);
      await past.getByRole("button", { name: "Products", exact: true }).click();
      const view = page.getByRole("region", { name: "Order products" });
      await view.getByText(orderNo, { exact: true }).waitFor();
      const replaced = view.getByRole("listitem", { name: REPLACED });
      // 'Delivered' is the answer already; Undelivered and Replacement are offered.
      expect(await replaced.getByRole("radio", { name: "Delivered", exact: true }).isChecked()).toBe(true);
      expect(await replaced.getByRole("radio", { name: "Delivered", exact: true }).isDisabled()).toBe(true);
      expect(await replaced.getByRole("radio", { name: "Undelivered", exact: true }).isEnabled()).toBe(true);
      await replaced.getByRole("radio", { name: "Replacement", exact: true }).click();
      const replacement = dialog(page, "Replacement");
      const form = replacement.getByRole("form", { name: "Replacement request" });
      await form.waitFor();
      await form.getByRole("combobox", { name: "Reason" }).selectOption("Damaged product");
      await form.getByRole("textbox", { name: "Message" }).fill("Opened it today: the block had gone mouldy.");
      await form.getByLabel("Photos (2 to 3)").setInputFiles(photos);
      await form.getByText("damaged-1.png, damaged-2.png").waitFor();
      await form.getByRole("button", { name: "Send Request" }).click();
      await replacement.waitFor({ state: "detached" });
      const requested = replaced.getByText(/^Replacement requested \(1\) · Requested/);
      await requested.waitFor();
      const shownRefund = Number((await requested.innerText()).replace(/.*-₹/, "").replace(/,/g, ""));
      // One request per product: the radios close again.
      await expect
        .poll(() => replaced.getByRole("radio", { name: "Undelivered", exact: true }).isDisabled())
        .toBe(true);
      // The other product was not touched.
      const kept = view.getByRole("listitem", { name: DELIVERED });
      expect(await kept.getByRole("radio", { name: "Replacement", exact: true }).isEnabled()).toBe(true);

      const after = await api<OrderDetails>("/user/order/history/viewProducts", { token, body: { order_id: orderId } });
      expect(after.order.status).toBe(6);
      const cheese = after.order.products.find((p) => p.product_name === REPLACED)!;
      expect(cheese).toMatchObject({ verify_status: 3, escalation_status: 1, escalated_qty: 1 });
      expect(cheese.escalation!.images).toHaveLength(2);

      // ---- The shop refunds it: Galli Cash gets what the product row showed.
      expect(await advanceEscalation(orderNo, 6)).toBe(
        `Order ${orderNo}: 1 request(s) -> escalation status 6. 1 refund(s) started.`,
      );
      expect(shownRefund).toBeGreaterThan(0);
      expect(Math.round((await walletBalance(token)) * 100)).toBe(Math.round((walletBefore + shownRefund) * 100));
    } finally {
      await page.context().close();
    }
  });
});
