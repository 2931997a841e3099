// Shopping through the web client as a customer would: add products on a shop page, Proceed to
// Buy, confirm the address (ORDER_CONFIRMATION), and pay on the PAYMENT step — by card through the
// built-in "Razorpay Test Checkout" dialog, or in cash. Accessible names are the ones the cart and
// checkout components give (web/src/features/{cart,checkout}/components).
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { api } from "./api";

export const DEMO_ADDRESS = { street: "12, 4th Cross, 5th Block", area: "Koramangala", zipcode: "560034" };

/** "₹1,234.50" -> 1234.5 */
export const rupees = (text: string) => Number(text.replace(/[^0-9.]/g, ""));

/** Rupees as the client shows them (web/src/lib/money.ts): "₹1,23,456.50". */
export const inr = (amount: number) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 }).format(amount);

/** A future expiry as the card form takes it (MM/YY). */
export const futureExpiry = () => `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, "0")}`;

/** Clicks a product's ADD button on the shop page and waits until the cart holds it. */
export async function addToCart(page: Page, productName: string) {
  await page.getByRole("button", { name: `Add ${productName} to cart`, exact: true }).click();
  await page.getByRole("group", { name: `${productName} in cart`, exact: true }).waitFor();
}

/** The cart sidebar of a products page. */
export const cartSidebar = (page: Page) =>
  page.getByRole("complementary").filter({ has: page.getByRole("heading", { level: 2, name: /^Cart/ }) });

export const dialog = (page: Page, title: string) => page.getByRole("dialog", { name: title, exact: true });

/**
 * Proceed to Buy, then ORDER_CONFIRMATION: fills the delivery address when the form is open (a
 * customer without saved addresses) and confirms it. Resolves on the PAYMENT step once the
 * payment order is priced (the summary shows "To pay"). `alreadyOpened`: the caller pressed
 * Proceed to Buy itself (from the keyboard, say).
 */
export async function proceedToPayment(
  page: Page,
  address = DEMO_ADDRESS,
  { alreadyOpened = false } = {},
): Promise<Locator> {
  if (!alreadyOpened) {
    await cartSidebar(page)
      .getByRole("button", { name: /^Proceed to Buy/ })
      .click();
  }
  const confirmation = dialog(page, "Order Confirmation");
  await confirmation.waitFor();
  const street = confirmation.getByRole("textbox", { name: "House no, Flat, Street" });
  if (await street.isVisible()) {
    await street.fill(address.street);
    await confirmation.getByRole("textbox", { name: "Area" }).fill(address.area);
    await confirmation.getByRole("textbox", { name: "Zipcode" }).fill(address.zipcode);
  }
  await confirmation.getByRole("button", { name: "Confirm Address" }).click();
  const payment = dialog(page, "Payment");
  await payment.waitFor();
  await payment.getByRole("complementary", { name: "Payment summary" }).getByText("To pay").waitFor();
  return payment;
}

/** The PAYMENT step's "To pay" and "Order total" amounts, in rupees. */
export async function paymentAmounts(payment: Locator): Promise<{ toPay: number; orderTotal: number }> {
  const summary = payment.getByRole("complementary", { name: "Payment summary" });
  await expect.poll(() => summary.getAttribute("aria-busy")).toBe("false");
  const value = async (term: string) => rupees(await summary.locator(`dt:text-is("${term}") + dd`).innerText());
  return { toPay: await value("To pay"), orderTotal: await value("Order total") };
}

/**
 * The Card tab: enters the card, presses Pay, then Pay in the "Razorpay Test Checkout" dialog.
 * Answers the amount that dialog asked for, in rupees.
 */
export async function payByCard(page: Page, payment: Locator, cardNumber: string): Promise<number> {
  await payment.getByRole("tab", { name: "Card", exact: true }).click();
  const form = payment.getByRole("form", { name: "Card details" });
  await form.getByRole("textbox", { name: "Card number" }).fill(cardNumber.replace(/\s/g, ""));
  await form.getByRole("textbox", { name: "Expiry (MM/YY)" }).fill(futureExpiry());
  await form.getByLabel("CVV").fill("123");
  await form.getByRole("textbox", { name: "Name on card" }).fill("E2E Tester");
  await form.getByRole("button", { name: /^Pay ₹/ }).click();
  const rzp = dialog(page, "Razorpay Test Checkout");
  await rzp.waitFor();
  const payButton = rzp.getByRole("button", { name: /^Pay ₹/ });
  const asked = rupees((await payButton.innerText()).replace(/^Pay/, ""));
  await payButton.click();
  await rzp.waitFor({ state: "detached" });
  return asked;
}

/** The Cash tab (offered only when the shop takes cash): answers its panel once it is priced for COD. */
export async function chooseCash(payment: Locator): Promise<Locator> {
  await payment.getByRole("tab", { name: "Cash", exact: true }).click();
  const panel = payment.getByRole("tabpanel", { name: "Cash" });
  await panel.getByText(/in cash when your order arrives/).waitFor();
  await expect
    .poll(() => payment.getByRole("complementary", { name: "Payment summary" }).getAttribute("aria-busy"))
    .toBe("false");
  return panel;
}

/** PAYMENT_SUCCESS: the thank-you, the amount line and the order numbers shown. */
export async function readPaymentSuccess(page: Page) {
  const placed = dialog(page, "Order Placed");
  await placed.getByRole("heading", { name: "Thank you! Your order has been placed." }).waitFor();
  const amountLine = await placed.getByText(/^(Amount paid|Amount to pay on delivery):/).innerText();
  const orders = await placed.getByRole("list", { name: "Your orders" }).innerText();
  const orderNumbers = [...orders.matchAll(/Order (GL[0-9A-Z]+)/g)].map((m) => m[1]);
  return { dialog: placed, amountLine, amount: rupees(amountLine.split(":")[1]), orderNumbers };
}

export type CartView = {
  _id: string | null;
  count: number;
  items: { quantity: number; item: { _id: string; productInfo: { product_name: string } } }[];
  prices: { total: number };
};

/** The customer's cart as the server holds it. */
export const cartView = (token: string) => api<CartView>("/user/cart/view/cr", { token, body: {} });

/** A product's stock in a shop (POST /user/cart/qty): the total and each store's units. */
export async function productStock(token: string, shopId: string, productId: string) {
  const p = await api<{ total: number; stores: { store_id: string; qty: number }[] }>("/user/cart/qty", {
    token,
    body: { _id: shopId, product_id: productId },
  });
  const byStore = Object.fromEntries(p.stores.map((s) => [s.store_id, s.qty]));
  return { total: p.total, byStore };
}

export type OrderListItem = {
  _id: string;
  order_id: string;
  status: number;
  amount: number;
  payment_type: number;
  mode_name: string;
  products_count: number;
  shop: { display_name: string };
  /** The door code a delivery (or the pickup code a self-pickup) order is handed over with. */
  delivery?: {
    code: string;
    state: string | null;
    /** The arrival promised when the order was placed, and the one expected from the last position. */
    eta: { promised_at: string | null; expected_at: string | null } | null;
  };
  pickup?: { code: string; ready: boolean };
};

export const trackedOrders = (token: string) => api<OrderListItem[]>("/user/order/track/upcoming", { token });
export const historyOrders = (token: string) => api<OrderListItem[]>("/user/order/history/purchase", { token });
