// Issue 53, journey 2: substitutions the customer decides. A customer puts two products of the
// demo store in the cart and, at Order Confirmation, chooses "Replace with a similar item" for the
// first and "Don't replace (refund)" for the second, then pays by card. The merchant, at 390 px in
// Hindi, opens the order, marks both short and proposes a cheaper product of the same category for
// the first (from the suggested candidates). The customer, on Track Order without a reload, sees the
// proposal live and accepts it; the second line's refund goes back to the card at once. Delivered,
// the tax invoice lists the substitute and not the refunded product.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { OrderListItem } from "../server/src/contract/orders";
import { DEMO_MERCHANT_AUTHKEY, DEMO_POINT, DEMO_STORE_KEY } from "../seed/demo-credentials";
import { createDb } from "../server/src/lib/db";
import { launchBrowser, newPage } from "./support/browser";
import { api, apiRaw, prepareStorage, signUpCustomer } from "./support/api";
import { asDistinctClient } from "./support/customers";
import { cartSidebar, dialog, payByCard, proceedToPayment, readPaymentSuccess } from "./support/shop-ui";
import { fill } from "./support/texts";
import hi from "../web/src/lib/i18n/texts/merchantOrders/hi";
import coreHi from "../web/src/lib/i18n/texts/merchantCore/hi";
import payment from "../web/src/lib/i18n/texts/payment/en";
import orderCare from "../web/src/lib/i18n/texts/orderCare/en";

const SHOP_ID = "shop_001";
const DEMO_MERCHANT = { mobile: "9800000001", password: "Galli@123" };
const t = hi.merchantOrders;
const s = t.substitution;

type Pick = { id: string; name: string; price: number };

/** The customer's Track Order answer (the contract's shape: substitutions, refunds). */
const trackedOrders = (token: string) => api<OrderListItem[]>("/user/order/track/upcoming", { token });

/** The shop moves the order on through the merchant order API, delivering with the door code. */
async function deliver(orderId: string, code: string) {
  for (const [action, body] of [["accept", {}], ["ready", {}], ["ship", {}], ["deliver", { code }]] as const) {
    const res = await apiRaw(`/api/stores/${DEMO_STORE_KEY}/orders/${orderId}/${action}`, {
      method: "POST",
      headers: { Authkey: DEMO_MERCHANT_AUTHKEY },
      body,
    });
    expect(res.status, `${action}: ${JSON.stringify(res.body)}`).toBe(200);
  }
}

/**
 * From the demo store: a product and a cheaper one of the same category (the substitute), and a
 * third product, each in stock there and priced no higher there than at the shop's other stores
 * (so the cart takes them from this store: one order).
 */
async function pickProducts(): Promise<{ similar: Pick; substitute: Pick; refund: Pick }> {
  const db = createDb(`file:${inject("dataDir")}/galli.db`);
  try {
    const store = await db.store.findUniqueOrThrow({ where: { storeKey: DEMO_STORE_KEY } });
    const others = await db.storeProduct.findMany({
      where: { store: { shopId: store.shopId }, storeId: { not: store.id }, stock: { gt: 0 } },
      select: { productId: true, sellingPrice: true, offerPercent: true },
    });
    const net = (p: { sellingPrice: number; offerPercent: number }) =>
      p.sellingPrice - Math.round((p.sellingPrice * p.offerPercent) / 100);
    const cheapestElsewhere = new Map<string, number>();
    for (const o of others) cheapestElsewhere.set(o.productId, Math.min(cheapestElsewhere.get(o.productId) ?? Infinity, net(o)));
    const rows = await db.storeProduct.findMany({
      where: { storeId: store.id, stock: { gt: 20 }, product: { status: "live" } },
      include: { product: { select: { name: true, categoryId: true } } },
      orderBy: { productId: "asc" },
    });
    const ours = rows
      .filter((r) => net(r) < (cheapestElsewhere.get(r.productId) ?? Infinity))
      .map((r) => ({ id: r.productId, name: r.product.name, price: net(r), tax: r.taxPercent, category: r.product.categoryId }));
    for (const a of ours) {
      const b = ours.find(
        (x) => x.category === a.category && x.name !== a.name && x.price < a.price && x.tax <= a.tax,
      );
      const c = ours.find((x) => x.category !== a.category && x.id !== a.id);
      if (b && c)
        return {
          similar: { id: a.id, name: a.name, price: a.price },
          substitute: { id: b.id, name: b.name, price: b.price },
          refund: { id: c.id, name: c.name, price: c.price },
        };
    }
    throw new Error("the demo store has no two products of one category to substitute");
  } finally {
    await db.$disconnect();
  }
}

async function signInHindi(page: Page) {
  await page.context().addInitScript(() => localStorage.setItem("galli:language", "hi"));
  await asDistinctClient(page);
  await page.goto("/merchant");
  const core = coreHi.merchantCore;
  await page.getByRole("textbox", { name: core.signIn.mobile }).fill(DEMO_MERCHANT.mobile);
  await page.getByLabel(core.signIn.password, { exact: true }).fill(DEMO_MERCHANT.password);
  await page.getByRole("button", { name: core.signIn.submit, exact: true }).click();
  await page.getByRole("heading", { name: t.home.title, exact: true }).waitFor();
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("Substitutions the customer decides", () => {
  it("similar for one line, refund for the other; the merchant in Hindi at 390 px proposes; the customer accepts live", async () => {
    const { similar, substitute, refund } = await pickProducts();
    const customer = await signUpCustomer("Swap");
    const token = customer.session.token;
    for (const p of [similar, refund])
      await api("/user/cart/add", { token, body: { _id: SHOP_ID, product_id: p.id, is_private: false, stores: [], qty: 1 } });

    const shopper = await newPage(browser);
    const merchant = await newPage(browser, { mobile: true });
    try {
      // Checkout: a rule per item.
      await prepareStorage(shopper.context(), { session: customer.session, deliveryAt: DEMO_POINT, searchAt: DEMO_POINT });
      await shopper.goto("/home");
      await shopper
        .getByRole("region", { name: "Public Shops:" })
        .getByRole("link", { name: /^Koramangala Fresh Mart/ })
        .click();
      await cartSidebar(shopper).getByRole("heading", { name: "Cart (2)" }).waitFor();
      await cartSidebar(shopper)
        .getByRole("button", { name: /^Proceed to Buy/ })
        .click();
      const confirmation = dialog(shopper, "Order Confirmation");
      await confirmation.waitFor();
      const rules = payment.payment.substitution;
      await confirmation.getByText(rules.perItem).click();
      await confirmation.getByLabel(similar.name, { exact: true }).selectOption({ label: rules.rules.similar });
      await confirmation.getByLabel(refund.name, { exact: true }).selectOption({ label: rules.rules.refund });
      const pay = await proceedToPayment(shopper, undefined, { alreadyOpened: true });
      await payByCard(shopper, pay, "4111 1111 1111 1111");
      const placed = await readPaymentSuccess(shopper);
      expect(placed.orderNumbers).toHaveLength(1);
      const orderNo = placed.orderNumbers[0];
      let order: OrderListItem | undefined;
      await expect
        .poll(async () => {
          order = (await trackedOrders(token)).find((o) => o.order_id === orderNo);
          return order?._id ?? null;
        })
        .not.toBeNull();
      const orderId = order!._id;

      // The customer follows on Track Order (never reloaded from here).
      await shopper.goto("/track-order");
      const card = shopper.getByRole("article", { name: `Order ${orderNo}` });
      await card.waitFor();

      // The merchant, at 390 px in Hindi: both lines short, a substitute for the first.
      await signInHindi(merchant);
      await merchant.goto(`/merchant/orders/${encodeURIComponent(orderId)}`);
      await merchant.getByRole("heading", { name: fill(t.orderNumber, { number: orderNo }) }).waitFor();
      await merchant.getByRole("button", { name: fill(s.markShortOf, { product: similar.name }) }).click();
      const form = merchant.getByRole("group", { name: s.formTitle });
      await form.getByRole("radio", { name: new RegExp(`^${substitute.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(`) }).check();
      await form.getByRole("button", { name: s.propose }).click();
      const list = merchant.getByTestId("substitutions");
      await list.getByText(s.state.proposed).waitFor();
      await merchant.getByRole("button", { name: fill(s.markShortOf, { product: refund.name }) }).click();
      await merchant.getByRole("group", { name: s.formTitle }).getByRole("button", { name: s.markShort }).click();
      await list.getByText(s.state.short).waitFor();
      // Nothing overflows the phone's width.
      expect(await merchant.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // Live on Track Order: the proposal, accepted.
      const care = orderCare.orderCare.substitution;
      const proposal = card.getByRole("region", { name: care.title }).filter({ has: shopper.getByRole("button") });
      await proposal.waitFor({ timeout: 10_000 });
      expect(await proposal.innerText()).toContain(substitute.name);
      await proposal.getByRole("button", { name: care.accept }).click();
      await card.getByText(care.accepted).waitFor();

      // The refund for the second line went back to the card at once; the order's amount follows.
      const after = (await trackedOrders(token)).find((o) => o._id === orderId)!;
      const refunded = after.substitutions.find((x) => x.product_id === refund.id)!;
      expect(refunded).toMatchObject({ state: "short", substitute: null });
      expect(refunded.refund).toBeGreaterThan(0);
      expect(after.refunds.some((r) => r.amount === refunded.refund)).toBe(true);
      expect(after.substitutions.find((x) => x.product_id === similar.id)).toMatchObject({ state: "accepted" });
      expect(after.amount).toBeLessThan(order!.amount);

      // Delivered: the tax invoice lists the substitute, not the refunded product.
      await deliver(orderId, after.delivery?.code ?? after.pickup?.code ?? "");
      const res = await fetch(new URL(`/user/order/invoice/${orderId}`, inject("baseURL")), {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      const db = createDb(`file:${inject("dataDir")}/galli.db`);
      try {
        const invoice = await db.taxInvoice.findFirstOrThrow({ where: { orderId, kind: "invoice" } });
        const lines = (JSON.parse(invoice.snapshot) as { lines: { description: string }[] }).lines.map((l) => l.description);
        // Both lines were wholly short: the substitute is all that was delivered.
        expect(lines).toEqual([substitute.name]);
      } finally {
        await db.$disconnect();
      }
    } finally {
      await shopper.context().close();
      await merchant.context().close();
    }
  });
});
