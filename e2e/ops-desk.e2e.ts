// The operations console desk: a customer pays an order by card; the demo admin signs in at /ops,
// finds the order by the customer's mobile and denies it with a reason; the customer's Purchase
// History then shows it denied with the refund to Galli Cash. The admin suspends a public shop near
// the demo point: its tile disappears from the customer's home at once; restored, it is back. The
// admin refunds an undelivered request the shop refused, from the escalations page. The admin
// suspends the customer: signing in then says the account is suspended; restored, it works.
// Everything changed is restored, so other journeys see the world as seeded.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { DEMO_OPS_ADMIN, DEMO_POINT, DEMO_PRIVATE_SHOP } from "../seed/demo-credentials";
import { createDb } from "../server/src/lib/db";
import { launchBrowser, newPage } from "./support/browser";
import { prepareStorage, signUpCustomer, walletBalance } from "./support/api";
import { asDistinctClient } from "./support/customers";
import { advanceOrder, placeCheeseByCash } from "./support/orders";
import { expectAccessible } from "./support/a11y";
import { addToCart, cartSidebar, inr, payByCard, proceedToPayment, readPaymentSuccess } from "./support/shop-ui";
import { shopGroup } from "./support/shopping";
import desk from "../web/src/lib/i18n/texts/opsDesk/en";

const t = desk.opsDesk;
const SHOP = "Green Basket Fruits & Vegetables";
const SUCCESS_CARD = "4111 1111 1111 1111";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Pays one product by card at the demo private shop through the web client. */
async function orderByCard(page: Page, product: string) {
  await page.goto(`/${DEMO_PRIVATE_SHOP}`);
  await addToCart(page, product);
  await cartSidebar(page).getByRole("heading", { name: "Cart (1)" }).waitFor();
  const payment = await proceedToPayment(page);
  const paid = await payByCard(page, payment, SUCCESS_CARD);
  const success = await readPaymentSuccess(page);
  return { orderNo: success.orderNumbers[0], paid };
}

/** The demo admin signs in to the operations console. */
async function signInToOps(page: Page) {
  await asDistinctClient(page);
  await page.goto("/ops");
  await page.getByRole("textbox", { name: "Mobile number" }).fill(DEMO_OPS_ADMIN.mobile);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_OPS_ADMIN.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByRole("navigation", { name: "Operations console" }).waitFor();
}

async function openDeskPage(page: Page, label: string, path: string) {
  const link = page.getByRole("link", { name: label, exact: true }).first();
  if (await link.count()) await link.click();
  else await page.goto(path);
  await page.getByRole("heading", { level: 1, name: label }).waitFor();
}

const publicTiles = async (page: Page) => (await shopGroup(page, "Public Shops:").getByRole("listitem").allTextContents()).join("|");

describe("the operations console desk", () => {
  it("denies a paid order, refunds a refused request, suspends and restores a shop and a customer", async () => {
    const customer = await signUpCustomer("Deepa");
    const shopper = await newPage(browser);
    const ops = await newPage(browser);
    const db = createDb(`file:${inject("dataDir")}/galli.db`);
    try {
      // ---- the customer pays an order by card
      await prepareStorage(shopper.context(), { session: customer.session, deliveryAt: DEMO_POINT, searchAt: DEMO_POINT });
      const order = await orderByCard(shopper, "Amul Spiced Buttermilk");

      // ---- the admin finds it by the customer's mobile and denies it
      await signInToOps(ops);
      await openDeskPage(ops, t.orders.title, "/ops/orders");
      await ops.getByRole("searchbox", { name: t.orders.search }).fill(customer.mobile);
      await ops.getByRole("button", { name: t.search, exact: true }).click();
      await ops.getByRole("button", { name: t.orders.open.replace("{{number}}", order.orderNo) }).click();
      const detail = ops.getByRole("region", { name: order.orderNo });
      await detail.waitFor();
      await detail.getByRole("textbox", { name: t.reason }).fill("The shop cannot deliver this week");
      await detail.getByRole("button", { name: t.orders.deny }).click();
      await detail.getByText("Denied", { exact: true }).first().waitFor();
      await detail.getByText(t.orders.deniedDone).waitFor();
      await expectAccessible(ops, "the ops order page");
      expect(await detail.innerText()).toContain(inr(order.paid).replace("₹", "").trim());

      // ---- the customer's Purchase History shows it denied, refunded to Galli Cash
      expect(await walletBalance(customer.session.token)).toBe(order.paid);
      await shopper.goto("/purchase-history");
      const card = shopper.getByRole("article", { name: `Order ${order.orderNo}` });
      await card.getByText(`Refunded ${inr(order.paid)} to Galli Cash`).waitFor();
      expect(await card.innerText()).toContain("Cancelled by administrator");

      // ---- the admin suspends a public shop: its tile leaves the customer's home at once
      await shopper.goto("/home");
      await shopper.getByRole("heading", { level: 2, name: "Public Shops:" }).waitFor();
      await expect.poll(() => publicTiles(shopper), { timeout: 5_000 }).toContain(SHOP);

      await openDeskPage(ops, t.shops.title, "/ops/shops");
      await ops.getByRole("searchbox", { name: t.shops.search }).fill("Green Basket");
      await ops.getByRole("button", { name: t.search, exact: true }).click();
      const shop = ops.getByRole("listitem", { name: SHOP });
      await shop.getByRole("textbox", { name: t.reason }).fill("Selling expired stock");
      await shop.getByRole("button", { name: t.shops.suspend }).click();
      await shop.getByText(t.shops.statusNames.suspended, { exact: true }).waitFor();
      await expectAccessible(ops, "the ops shops page");

      await shopper.reload();
      await shopper.getByRole("heading", { level: 2, name: "Public Shops:" }).waitFor();
      await expect.poll(() => publicTiles(shopper), { timeout: 5_000 }).not.toContain(SHOP);
      expect(await publicTiles(shopper)).not.toBe("");

      // ---- restored, it is back
      await shop.getByRole("textbox", { name: t.reason }).fill("Stock checked");
      await shop.getByRole("button", { name: t.shops.unsuspend }).click();
      await shop.getByText(t.shops.statusNames.live, { exact: true }).waitFor();
      await shopper.reload();
      await shopper.getByRole("heading", { level: 2, name: "Public Shops:" }).waitFor();
      await expect.poll(() => publicTiles(shopper), { timeout: 5_000 }).toContain(SHOP);

      // ---- an undelivered request the shop refused: the admin refunds it from the escalations page
      const placed = JSON.parse(await placeCheeseByCash(customer.session.token, "Ring twice")) as {
        shops: { order_id: string }[];
      };
      const cheeseNo = placed.shops[0].order_id;
      await advanceOrder(cheeseNo, 5);
      // The customer reported the cheese undelivered and the shop refused (as its console would).
      await db.orderItem.updateMany({
        where: { order: { orderNo: cheeseNo } },
        data: { verifyStatus: 2, escalatedQty: 1, escalationStatus: 2, escalatedAt: new Date() },
      });
      await db.order.update({ where: { orderNo: cheeseNo }, data: { isEscalated: true, storeRefusalReason: "It was delivered" } });
      const before = await walletBalance(customer.session.token);
      await openDeskPage(ops, t.escalations.title, "/ops/escalations");
      const escalation = ops.getByRole("listitem").filter({ has: ops.getByRole("heading", { name: cheeseNo }) });
      await escalation.getByText(t.escalations.refused).waitFor();
      await expectAccessible(ops, "the ops escalations page");
      await escalation.getByRole("textbox", { name: t.escalations.note }).fill("Rider confirms it was not delivered");
      await escalation.getByRole("button", { name: t.escalations.refund, exact: true }).click();
      await ops.getByRole("heading", { name: cheeseNo }).waitFor({ state: "detached" });
      await expect.poll(() => walletBalance(customer.session.token)).toBeGreaterThan(before);

      // ---- the admin suspends the customer: they cannot sign in, with a clear message; restored, they can
      await openDeskPage(ops, t.customers.title, "/ops/customers");
      await ops.getByRole("searchbox", { name: t.customers.search }).fill(customer.mobile);
      await ops.getByRole("button", { name: t.search, exact: true }).click();
      const person = ops.getByRole("listitem", { name: customer.mobile });
      await person.getByRole("textbox", { name: t.reason }).fill("Abusive to delivery staff");
      await person.getByRole("button", { name: t.customers.suspend }).click();
      await person.getByText(t.customers.suspended, { exact: true }).waitFor();

      const guest = await newPage(browser);
      try {
        await asDistinctClient(guest);
        await guest.goto("/home");
        const banner = guest.getByRole("banner");
        await banner.getByRole("button", { name: "Login", exact: true }).click();
        const login = guest.getByRole("dialog", { name: "Login" });
        await login.getByRole("textbox", { name: "Mobile number" }).fill(customer.mobile);
        await login.getByLabel("Password", { exact: true }).fill(customer.password);
        await login.getByLabel("Password", { exact: true }).press("Enter");
        await login.getByText("Your Galli account is suspended. Please contact Galli support.").waitFor();

        await person.getByRole("textbox", { name: t.reason }).fill("Apologised");
        await person.getByRole("button", { name: t.customers.unsuspend }).click();
        await person.getByText(t.customers.active, { exact: true }).waitFor();
        await login.getByLabel("Password", { exact: true }).press("Enter");
        await login.waitFor({ state: "detached" });
        await banner.getByRole("button", { name: /^Account menu for/ }).waitFor();
      } finally {
        await guest.close();
      }
    } finally {
      await db.user.updateMany({ where: { mobile: customer.mobile }, data: { suspendedAt: null, suspendReason: null } });
      // Whatever happened, the shop is live again for the other journeys.
      await db.shop.updateMany({ where: { displayName: SHOP }, data: { status: "live", suspendedAt: null, suspendReason: null } });
      await db.$disconnect();
      await shopper.close();
      await ops.close();
    }
  });
});
