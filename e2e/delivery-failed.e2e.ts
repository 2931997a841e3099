// A delivery that fails at the door, with three screens: the customer pays for an order by card;
// the shop packs it and assigns it (merchant API); the delivery member (phone, Hindi) picks it up
// and marks the delivery failed ("Customer not reachable"); the shop's Super Admin (also on a
// phone, in Hindi) sees it returning on the order's page, has no Reject or Delivered for it, and confirms
// the goods are back. The stock comes back, the order closes as Cancelled, and the customer gets
// what they paid less the delivery charge in Galli Cash (the customer's side of the rule in
// docs/decisions.md). Axe passes on the order page with the goods-back action.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { DEMO_DELIVERY_MEMBER, DEMO_MERCHANT_ADMIN, DEMO_POINT } from "../seed/demo-credentials";
import { launchBrowser, newPage } from "./support/browser";
import { DEMO_STORE } from "./support/orders";
import { api, prepareStorage, signUpCustomer, walletBalance } from "./support/api";
import { asDistinctClient } from "./support/customers";
import {
  addToCart,
  cartSidebar,
  historyOrders,
  payByCard,
  proceedToPayment,
  productStock,
  readPaymentSuccess,
  trackedOrders,
} from "./support/shop-ui";
import { expectAccessible } from "./support/a11y";
import { fill } from "./support/texts";
import coreHi from "../web/src/lib/i18n/texts/merchantCore/hi";
import deliveriesHi from "../web/src/lib/i18n/texts/merchantDeliveries/hi";
import ordersHi from "../web/src/lib/i18n/texts/merchantOrders/hi";

const d = deliveriesHi.merchantDeliveries;
const o = ordersHi.merchantOrders;
const SUCCESS_CARD = "4111 1111 1111 1111";
const CHEESE = "Amul Cheese Slices";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const merchantApi = (path: string, body: unknown = {}) =>
  api(`/api/stores/${DEMO_STORE.storeKey}${path}`, { headers: { authkey: DEMO_STORE.authkey }, body });

type Tracked = Awaited<ReturnType<typeof trackedOrders>>[number] & { prices: { delivery: number } };

describe("a failed delivery", () => {
  it("comes back to the shop: stock back, the customer refunded all but the delivery charge", async () => {
    const customer = await signUpCustomer("Return");
    const token = customer.session.token;
    const shopper = await newPage(browser);
    const member = await newPage(browser, { mobile: true });
    const admin = await newPage(browser, { mobile: true });
    try {
      // The customer pays for one pack of cheese by card.
      await prepareStorage(shopper.context(), { session: customer.session, deliveryAt: DEMO_POINT, searchAt: DEMO_POINT });
      await shopper.goto("/home");
      await shopper
        .getByRole("region", { name: "Public Shops:" })
        .getByRole("link", { name: /^Koramangala Fresh Mart/ })
        .click();
      await shopper.waitForURL("**/public/products/*");
      const stockBefore = (await productStock(token, DEMO_STORE.shopId, DEMO_STORE.cheese)).total;
      await addToCart(shopper, CHEESE);
      await cartSidebar(shopper).getByRole("heading", { name: "Cart (1)" }).waitFor();
      const payment = await proceedToPayment(shopper);
      const paid = await payByCard(shopper, payment, SUCCESS_CARD);
      await readPaymentSuccess(shopper);
      const [order] = (await trackedOrders(token)) as Tracked[];
      expect((await productStock(token, DEMO_STORE.shopId, DEMO_STORE.cheese)).total).toBe(stockBefore - 1);
      const walletBefore = await walletBalance(token);

      // The shop packs it and gives it to Ravi.
      for (const step of ["accept", "ready"]) await merchantApi(`/orders/${order._id}/${step}`);
      await merchantApi(`/orders/${order._id}/assign`, { member_id: DEMO_DELIVERY_MEMBER.id });

      // Ravi, on his phone in Hindi: picked up, then nobody answers the door.
      await member.context().addInitScript(() => localStorage.setItem("galli:language", "hi"));
      await asDistinctClient(member);
      await member.goto("/merchant");
      await member.getByRole("textbox", { name: coreHi.merchantCore.signIn.mobile }).fill(DEMO_DELIVERY_MEMBER.mobile);
      await member.getByLabel(coreHi.merchantCore.signIn.password, { exact: true }).fill(DEMO_DELIVERY_MEMBER.password);
      await member.getByRole("button", { name: coreHi.merchantCore.signIn.submit, exact: true }).click();
      const trip = member.getByRole("listitem", { name: fill(d.order, { number: order.order_id }) });
      await trip.waitFor({ timeout: 20_000 });
      await trip.getByRole("button", { name: d.pickUp, exact: true }).click();
      await trip.getByRole("button", { name: d.fail, exact: true }).click();
      await trip.getByLabel(d.failReason).selectOption("customer_not_reachable");
      await trip.getByRole("button", { name: d.failConfirm, exact: true }).click();
      await member.getByText(fill(d.failedDone, { number: order.order_id })).waitFor();

      // The shop's Super Admin, on a phone in Hindi: the order is coming back.
      await admin.context().addInitScript(() => localStorage.setItem("galli:language", "hi"));
      await asDistinctClient(admin);
      await admin.goto("/merchant");
      await admin.getByRole("textbox", { name: coreHi.merchantCore.signIn.mobile }).fill(DEMO_MERCHANT_ADMIN.mobile);
      await admin.getByLabel(coreHi.merchantCore.signIn.password, { exact: true }).fill(DEMO_MERCHANT_ADMIN.password);
      await admin.getByRole("button", { name: coreHi.merchantCore.signIn.submit, exact: true }).click();
      await admin
        .getByRole("button", { name: coreHi.merchantCore.signIn.submit, exact: true })
        .waitFor({ state: "detached", timeout: 20_000 });
      await admin.goto(`/merchant/orders/${order._id}`);
      const returning = fill(d.assign.deliveryByMember, {
        state: d.state["RTO-Initiated"],
        name: DEMO_DELIVERY_MEMBER.name,
      });
      await admin.getByText(returning, { exact: true }).waitFor();
      expect(await admin.getByRole("button", { name: o.actions.reject, exact: true }).count()).toBe(0);
      expect(await admin.getByRole("button", { name: o.actions.deliver, exact: true }).count()).toBe(0);
      await expectAccessible(admin, "order page, goods coming back");
      await admin.getByRole("button", { name: o.lastMile.goodsBack, exact: true }).click();
      await admin.getByRole("button", { name: o.lastMile.goodsBackConfirm, exact: true }).click();
      await admin.getByText(fill(o.done.return, { number: order.order_id })).waitFor();

      // The stock is back; the order is cancelled; the refund is what was paid less the delivery charge.
      expect((await productStock(token, DEMO_STORE.shopId, DEMO_STORE.cheese)).total).toBe(stockBefore);
      const [closed] = (await historyOrders(token)).filter((h) => h.order_id === order.order_id);
      expect(closed?.status).toBe(7);
      const refunded = Math.round(((await walletBalance(token)) - walletBefore) * 100);
      expect(refunded).toBe(Math.round((paid - order.prices.delivery) * 100));
    } finally {
      await shopper.context().close();
      await member.context().close();
      await admin.context().close();
    }
  }, 150_000);
});
