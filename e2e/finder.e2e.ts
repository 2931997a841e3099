// Find it anywhere: search 'atta' from the home page's header and open a shop from the results at
// the product's detail (on a computer and on a phone); move a cart to the cheaper shop 'Cheaper elsewhere?' proposes and pay
// there (the total shown is the total charged); buy that order again from Purchase History into a
// cart of another shop (asked first, then cleared and refilled).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { DEMO_POINT, DEMO_PRIVATE_SHOP } from "../seed/demo-credentials";
import { launchBrowser, newPage } from "./support/browser";
import { api, apiRaw, prepareStorage, signUpCustomer, type Customer } from "./support/api";
import { advanceOrder } from "./support/orders";
import {
  cartSidebar,
  cartView,
  dialog,
  inr,
  paymentAmounts,
  payByCard,
  proceedToPayment,
  readPaymentSuccess,
} from "./support/shop-ui";
import { escapeRegExp } from "./support/shopping";

const SUCCESS_CARD = "4111 1111 1111 1111";
const point = (p: { lat: number; lng: number }) => ({ type: "Point", coordinates: [p.lng, p.lat] });

type BasketOption = {
  shop: { _id: string; display_name: string };
  complete: boolean;
  saving: number | null;
  prices: { total: number };
};
type Basket = { current: BasketOption; options: BasketOption[] };
type ShopInfo = { data: { _id: string; stores: string[] } };
type ProductGroup = { products: { _id: string; productInfo: { product_name: string }; total: number }[] };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("find it anywhere", () => {
  it("searches 'atta' from the home page and opens a shop from the results at the product", async () => {
    const page = await newPage(browser);
    try {
      await prepareStorage(page.context(), { deliveryAt: DEMO_POINT, searchAt: DEMO_POINT });
      await page.goto("/home");
      await page.getByRole("heading", { level: 2, name: "Public Shops:" }).waitFor();
      const box = page.getByRole("banner").getByRole("combobox", { name: "Find in nearby shops" });
      await box.fill("atta");
      await box.press("Enter");
      await page.waitForURL("**/find?q=atta");
      const results = page.getByRole("list", { name: "Products in nearby shops" });
      const first = results.getByRole("listitem").filter({ hasText: "Aashirvaad" }).first();
      await first.waitFor();
      const name = (await first.getByRole("heading", { level: 3 }).innerText()).trim();
      const shops = first.getByRole("list", { name: `Shops with ${name}` });
      expect(await shops.getByRole("listitem").count()).toBeGreaterThan(1);
      const link = shops.getByRole("link").first();
      const shopName = (await link.innerText()).trim();
      await link.click();
      // The shop's page opens at the product's detail.
      const detail = page.getByRole("dialog", { name });
      await detail.waitFor();
      expect(await detail.getByText(name).first().isVisible()).toBe(true);
      await page.keyboard.press("Escape");
      await detail.waitFor({ state: "hidden" });
      await page.getByRole("heading", { level: 1, name: shopName }).waitFor();
    } finally {
      await page.close();
    }
  });

  it("on a phone, searches 'atta' from the header, reads the results and opens a shop from them", async () => {
    const page = await newPage(browser, { mobile: true });
    try {
      await prepareStorage(page.context(), { deliveryAt: DEMO_POINT, searchAt: DEMO_POINT, browserOnPhone: true });
      await page.goto("/home");
      await page.getByRole("heading", { level: 2, name: "Public Shops:" }).waitFor();
      const box = page.getByRole("banner").getByRole("combobox", { name: "Find in nearby shops" });
      await box.click();
      await box.fill("atta");
      await box.press("Enter");
      await page.waitForURL("**/find?q=atta");
      const results = page.getByRole("list", { name: "Products in nearby shops" });
      const first = results.getByRole("listitem").filter({ hasText: "Aashirvaad" }).first();
      await first.waitFor();
      // The results fit the phone's width: nothing scrolls sideways.
      const width = await page.evaluate(
        () =>
          (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement
            .scrollWidth,
      );
      expect(width).toBeLessThanOrEqual(390);
      const name = (await first.getByRole("heading", { level: 3 }).innerText()).trim();
      // The general stores nearby all carry the everyday basket: several shops, each with a price.
      const shops = first.getByRole("list", { name: `Shops with ${name}` });
      expect(await shops.getByRole("listitem").count()).toBeGreaterThan(2);
      expect(await shops.getByRole("listitem").first().innerText()).toMatch(/₹\s?\d/);
      const link = shops.getByRole("link").nth(1);
      const shopName = (await link.innerText()).trim();
      await link.scrollIntoViewIfNeeded();
      await link.click();
      const detail = page.getByRole("dialog", { name });
      await detail.waitFor();
      expect(await detail.getByText(name).first().isVisible()).toBe(true);
      await page.keyboard.press("Escape");
      await detail.waitFor({ state: "hidden" });
      await page.getByRole("heading", { level: 1, name: shopName }).waitFor();
    } finally {
      await page.close();
    }
  });

  let customer: Customer;
  let orderNo = "";
  let movedTo = { _id: "", display_name: "" };

  it("moves a cart to the cheaper shop the optimizer proposes and pays what it showed", async () => {
    customer = await signUpCustomer("Kavya");
    const token = customer.session.token;
    // A product of the private shop that another nearby shop sells cheaper for the whole basket.
    const shop = await api<ShopInfo["data"]>("/user/product/view/private", {
      token,
      body: { store_unique_id: DEMO_PRIVATE_SHOP, deliveryLocation: point(DEMO_POINT) },
    });
    const groups = await api<ProductGroup[]>("/user/product/view/products?skip=0&limit=50", {
      token,
      body: { _id: shop._id, stores: shop.stores },
    });
    let best: BasketOption | null = null;
    let productName = "";
    for (const p of groups.flatMap((g) => g.products).filter((x) => x.total >= 2)) {
      await apiRaw("/user/cart/clear/cr", { method: "DELETE", token, body: {} });
      await api("/user/cart/add", { token, body: { _id: shop._id, product_id: p._id, is_private: true, qty: 2 } });
      const basket = await api<Basket>("/user/find/basket", {
        token,
        body: { deliveryLocation: point(DEMO_POINT), maxDistance: 10000 },
      });
      const top = basket.options[0];
      if (top?.complete && (top.saving ?? 0) > 0) {
        best = top;
        productName = p.productInfo.product_name;
        break;
      }
    }
    expect(best, "a product another shop sells cheaper").not.toBeNull();
    const proposal = best!;
    movedTo = proposal.shop;

    const page = await newPage(browser);
    try {
      await prepareStorage(page.context(), { session: customer.session, deliveryAt: DEMO_POINT, searchAt: DEMO_POINT });
      await page.goto(`/${DEMO_PRIVATE_SHOP}`);
      const sidebar = cartSidebar(page);
      await sidebar.getByRole("listitem", { name: productName }).waitFor();
      await sidebar.getByRole("button", { name: "Cheaper elsewhere?" }).click();
      const compare = dialog(page, "Cheaper elsewhere?");
      const table = compare.getByRole("table", { name: "Shops and totals" });
      await table.waitFor();
      const row = table.getByRole("row").nth(2); // the header row, the cart's shop, then the best
      await row.getByRole("rowheader", { name: new RegExp(`^${escapeRegExp(proposal.shop.display_name)}`) }).waitFor();
      expect(await row.innerText()).toContain(inr(proposal.prices.total));
      expect(await row.innerText()).toContain(`Save ${inr(proposal.saving!)}`);
      await row.getByRole("button", { name: "Move cart here" }).click();
      const confirm = compare.getByRole("group", { name: "Move your cart?" });
      await confirm.getByRole("button", { name: "Clear and move" }).click();
      await compare
        .getByText(`Your cart now holds ${proposal.shop.display_name}'s items.`)
        .waitFor()
        .catch(async (e: unknown) => {
          throw new Error(`after the move the dialog reads: ${await compare.innerText().catch(() => "(closed)")}`, {
            cause: e,
          });
        });
      expect((await cartView(token))._id).toBe(proposal.shop._id);
      await compare.getByRole("link", { name: `Go to ${proposal.shop.display_name}` }).click();
      await page.getByRole("heading", { level: 1, name: proposal.shop.display_name }).waitFor();
      await cartSidebar(page).getByRole("listitem", { name: productName }).waitFor();

      // The number shown is the number charged.
      const payment = await proceedToPayment(page);
      const amounts = await paymentAmounts(payment);
      expect(amounts.orderTotal).toBe(proposal.prices.total);
      const paid = await payByCard(page, payment, SUCCESS_CARD);
      expect(paid).toBe(amounts.toPay);
      const success = await readPaymentSuccess(page);
      orderNo = success.orderNumbers[0];
      expect(orderNo).toMatch(/^GL/);
    } finally {
      await page.close();
    }
  });

  it("buys that order again from Purchase History into a cart of another shop, after asking", async () => {
    expect(orderNo, "the previous journey placed an order").not.toBe("");
    const token = customer.session.token;
    await advanceOrder(orderNo, 5); // delivered: it is in Purchase History now
    // The cart holds another shop's product.
    const shop = await api<ShopInfo["data"]>("/user/product/view/private", {
      token,
      body: { store_unique_id: DEMO_PRIVATE_SHOP, deliveryLocation: point(DEMO_POINT) },
    });
    const groups = await api<ProductGroup[]>("/user/product/view/products?skip=0&limit=50", {
      token,
      body: { _id: shop._id, stores: shop.stores },
    });
    const other = groups.flatMap((g) => g.products).find((p) => p.total > 0)!;
    await api("/user/cart/add", { token, body: { _id: shop._id, product_id: other._id, is_private: true } });

    const page = await newPage(browser);
    try {
      await prepareStorage(page.context(), { session: customer.session, deliveryAt: DEMO_POINT, searchAt: DEMO_POINT });
      await page.goto("/purchase-history");
      const card = page.getByRole("article", { name: `Order ${orderNo}` });
      await card.getByRole("button", { name: "Buy again" }).click();
      const ask = dialog(page, "Clear Cart?");
      await ask.getByRole("button", { name: "Clear Cart" }).click();
      const done = dialog(page, "Buy again");
      await done.getByText(`Added to your cart from ${movedTo.display_name}`).waitFor();
      const cart = await cartView(token);
      expect(cart._id).toBe(movedTo._id);
      expect(cart.items.length).toBeGreaterThan(0);
      await done.getByRole("link", { name: `Go to ${movedTo.display_name}` }).click();
      await page.getByRole("heading", { level: 1, name: movedTo.display_name }).waitFor();
      await page
        .getByRole("banner")
        .getByRole("button", { name: `Cart(${cart.count})` })
        .waitFor();
    } finally {
      await page.close();
    }
  });
});
