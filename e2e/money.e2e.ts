// Money after the order: a customer pays two orders by card and cancels them, one with 'Refund to
// Bank Account' and one to Galli Cash. Purchase History reads each by its refund ('Refund of ₹x to
// your card: expected by <date>' instead of 'Total Paid', the status once), and the Payments page
// lists the refunds and the Galli Cash statement with the order each entry is for.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { DEMO_POINT, DEMO_PRIVATE_SHOP } from "../seed/demo-credentials";
import { launchBrowser, newPage } from "./support/browser";
import { prepareStorage, signUpCustomer, walletBalance } from "./support/api";
import {
  addToCart,
  cartSidebar,
  dialog,
  historyOrders,
  inr,
  payByCard,
  proceedToPayment,
  readPaymentSuccess,
} from "./support/shop-ui";

const SUCCESS_CARD = "4111 1111 1111 1111";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** DD/MM/YYYY in India time, as the web shows a refund's expected date. */
const indiaDate = (iso: string) => {
  const d = new Date(new Date(iso).getTime() + 330 * 60_000);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
};

/** Pays one product by card through the web client; answers the order number and the amount. */
async function orderByCard(page: Page, product: string) {
  await page.goto(`/${DEMO_PRIVATE_SHOP}`);
  await addToCart(page, product);
  await cartSidebar(page).getByRole("heading", { name: "Cart (1)" }).waitFor();
  const payment = await proceedToPayment(page);
  const paid = await payByCard(page, payment, SUCCESS_CARD);
  const success = await readPaymentSuccess(page);
  return { orderNo: success.orderNumbers[0], paid };
}

/** Track Order -> Cancel Order: the first reason, then where the refund goes. */
async function cancelFromTrackOrder(
  page: Page,
  orderNo: string,
  to: "Refund to Bank Account" | "Refund to wallet cash",
) {
  await page.goto("/track-order");
  const card = page.getByRole("list", { name: "Current orders" }).getByRole("article", { name: `Order ${orderNo}` });
  await card.getByRole("button", { name: "Cancel Order" }).click();
  const cancel = dialog(page, "Cancel Order");
  await cancel.getByRole("radio").first().check();
  await cancel.getByRole("button", { name: "Next" }).click();
  await cancel.getByRole("radio", { name: new RegExp(`^${to}`) }).check();
  await cancel.getByRole("button", { name: "Cancel Order" }).click();
  // The answer comes back in a notice of the same title.
  const said =
    to === "Refund to Bank Account"
      ? "Your order has been cancelled. The refund will reach your bank account in 5 to 7 business days."
      : "Your order has been cancelled. The refund has been credited to your Galli Cash.";
  const notice = page.getByRole("dialog", { name: "Cancel Order", exact: true }).filter({ hasText: said });
  await notice.waitFor();
  await notice.getByRole("button", { name: "OK" }).click();
  await notice.waitFor({ state: "detached" });
}

describe("Money after the order", () => {
  it("cancels a card order to the bank and to Galli Cash, then follows both refunds and the statement", async () => {
    const customer = await signUpCustomer("Meera");
    const token = customer.session.token;
    const page = await newPage(browser);
    try {
      await prepareStorage(page.context(), { session: customer.session, deliveryAt: DEMO_POINT });
      const toBank = await orderByCard(page, "Fresho Farm Eggs");
      await cancelFromTrackOrder(page, toBank.orderNo, "Refund to Bank Account");
      const toWallet = await orderByCard(page, "Amul Spiced Buttermilk");
      await cancelFromTrackOrder(page, toWallet.orderNo, "Refund to wallet cash");

      // What the server recorded: a card refund under way with its expected date, and Galli Cash.
      const history = await historyOrders(token);
      const bankOrder = history.find((o) => o.order_id === toBank.orderNo) as unknown as {
        refunds: { destination: string; method: string; status: string; amount: number; expected_by: string }[];
      };
      expect(bankOrder.refunds).toEqual([
        expect.objectContaining({ destination: "bank", method: "card", status: "initiated", amount: toBank.paid }),
      ]);
      const expected = indiaDate(bankOrder.refunds[0].expected_by);
      expect(await walletBalance(token)).toBe(toWallet.paid);

      // Purchase History: each cancelled order reads by its refund, and its status once.
      await page.goto("/purchase-history");
      const bankCard = page.getByRole("article", { name: `Order ${toBank.orderNo}` });
      const bankLine = `Refund of ${inr(toBank.paid)} to your card: expected by ${expected}`;
      await bankCard.getByText(bankLine).waitFor();
      expect(await bankCard.getByText(/Total Paid/).count()).toBe(0);
      expect(await bankCard.innerText()).not.toContain("Cancelled (Cancelled)");
      expect(await bankCard.getByText("(Cancelled)").isVisible()).toBe(true);
      const walletCard = page.getByRole("article", { name: `Order ${toWallet.orderNo}` });
      await walletCard.getByText(`Refunded ${inr(toWallet.paid)} to Galli Cash`).waitFor();
      // The billing details say it too.
      await bankCard.getByRole("button", { name: "Billing details" }).click();
      const billing = dialog(page, "Billing details");
      await billing.getByText(bankLine).waitFor();
      await billing.getByRole("button", { name: "OK" }).click();

      // Payments: the refunds with their state, and the Galli Cash statement.
      await page.goto("/payments");
      const refunds = page.getByRole("list", { name: "Refunds" });
      const bankRefund = refunds.getByRole("listitem").filter({ hasText: bankLine });
      await bankRefund.waitFor();
      expect(await bankRefund.innerText()).toContain("Initiated");
      expect(await bankRefund.innerText()).toContain(`Order ID ${toBank.orderNo}`);
      await refunds
        .getByRole("listitem")
        .filter({ hasText: `Refunded ${inr(toWallet.paid)} to Galli Cash` })
        .waitFor();
      expect(await page.getByLabel("Galli Cash balance").innerText()).toBe(inr(toWallet.paid));
      const statement = page.getByRole("list", { name: "Statement" });
      const entries = statement.getByRole("listitem");
      await entries.first().waitFor();
      expect(await entries.count()).toBe(1);
      const entry = await entries.first().innerText();
      expect(entry).toContain(`Refund · Order ID ${toWallet.orderNo}`);
      expect(entry).toContain(`+${inr(toWallet.paid)}`);
    } finally {
      await page.context().close();
    }
  });
});
