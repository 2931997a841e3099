// Cart and billing: a logged-in customer with a delivery location drags a product into the cart,
// changes its quantity, reads the billing the server computed, and is stopped (with the spec's
// sentence) from mixing in a product of a shop of another group.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage } from "./support/browser";
import { api, asDistinctClient, guestToken, logInBrowser, pageToken, signUpCustomer } from "./support/customers";
import {
  chosenPoints,
  escapeRegExp,
  groupQuery,
  openShopTile,
  productCards,
  setHomeLocations,
  shopGroup,
} from "./support/shopping";

type ShopCard = { _id: string; display_name: string; stores: string[] };
type Product = { _id: string; productInfo: { product_name: string }; total: number };
type ProductGroup = { _id: string; products: Product[] };
type CartView = {
  _id: string | null;
  count: number;
  items: { quantity: number; line_price: number; item: { _id: string; productInfo: { product_name: string } } }[];
  prices: { total: number };
};
type Billing = {
  gross_price: number;
  discount: number;
  item_total: number;
  packaging_price: number;
  onlyTax: number;
  taxes: number;
  net_price: number;
  delivery: number;
  delivery_type: number;
  total: number;
};

const CONFLICT =
  "If you want to purchase from other category shops, you must check out the current cart items or would like to clear the cart?";
const rupees = (amount: number) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 }).format(amount);
/** Texts compared with what the page shows (Intl may put a no-break space after the sign). */
const plain = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function nearbyShop(page: Page, token: string, type: 1 | 2, name: string): Promise<ShopCard> {
  const group = await api<{ shops: ShopCard[] }>("POST", "/user/category/view/location", {
    token,
    body: { ...groupQuery(await chosenPoints(page)), type },
  });
  const shop = group.shops.find((s) => s.display_name === name);
  if (!shop) throw new Error(`${name} is not listed near Koramangala`);
  return shop;
}

/** The first product on the shop's first page with at least `stock` units and a name no other shares. */
async function productInStock(token: string, shop: ShopCard, stock: number): Promise<Product> {
  const groups = await api<ProductGroup[]>("POST", "/user/product/view/products?skip=0&limit=50", {
    token,
    body: { _id: shop._id, stores: shop.stores },
  });
  const products = groups.flatMap((g) => g.products);
  const unique = (p: Product) =>
    products.filter((q) => q.productInfo.product_name === p.productInfo.product_name).length === 1;
  const product = products.find((p) => p.total >= stock && unique(p));
  if (!product) throw new Error(`${shop.display_name} has no product with ${stock} in stock`);
  return product;
}

const cartOf = async (page: Page) => api<CartView>("POST", "/user/cart/view/cr", { token: await pageToken(page) });
const card = (page: Page, name: string) =>
  productCards(page)
    .filter({ has: page.getByRole("heading", { name, exact: true }) })
    .first();

describe("cart and billing", () => {
  it("drags a product into the cart, changes its quantity, shows the server's billing and refuses another shop", async () => {
    const customer = await signUpCustomer("Ananya", "Kulkarni");
    const page = await newPage(browser);
    await asDistinctClient(page);
    await logInBrowser(page, customer.session);

    // ---- the delivery location is chosen on the home page ----
    await page.goto("/home");
    await page.getByRole("banner").getByRole("button", { name: "Account menu for Ananya Kulkarni" }).waitFor();
    await setHomeLocations(page);

    // A public shop and a branded one (another group) near the chosen points, and a product of each.
    const token = await guestToken();
    const shopA = await nearbyShop(page, token, 1, "Koramangala Fresh Mart");
    const shopB = await nearbyShop(page, token, 2, "More Supermarket");
    const productA = await productInStock(token, shopA, 3);
    const productB = await productInStock(token, shopB, 1);
    const nameA = productA.productInfo.product_name;
    const nameB = productB.productInfo.product_name;

    // The same customer already has another group's shop open in a second tab, with an empty cart.
    const otherTab = await page.context().newPage();
    await otherTab.goto("/home");
    await shopGroup(otherTab, "Branded Shops").getByRole("link").first().waitFor();
    await openShopTile(otherTab, "Branded Shops", shopB.display_name);
    await otherTab.getByRole("heading", { level: 1, name: shopB.display_name }).waitFor();
    await card(otherTab, nameB)
      .getByRole("button", { name: `Add ${nameB} to cart` })
      .waitFor();
    await otherTab.getByRole("region", { name: "Cart drop area" }).getByText("Cart Empty").waitFor();

    // ---- open the public shop: the cart is empty ----
    await page.bringToFront();
    await openShopTile(page, "Public Shops:", shopA.display_name);
    await page.waitForURL("**/public/products/*");
    await page.getByRole("heading", { level: 1, name: shopA.display_name }).waitFor();
    const dropArea = page.getByRole("region", { name: "Cart drop area" });
    await dropArea.getByText("Cart Empty").waitFor();
    expect(await dropArea.textContent()).toContain("Drag the product and drop it here to add in the cart");
    const header = page.getByRole("banner");
    await header.getByRole("button", { name: "Cart(0)" }).waitFor();

    // ---- drag the product card onto the cart ----
    const source = card(page, nameA).getByRole("button", { name: `Drag to cart: ${nameA}` });
    await source.dragTo(dropArea);
    const lines = page.getByRole("list", { name: "Cart items" });
    const line = lines.getByRole("listitem", { name: nameA });
    await line.waitFor();
    await dropArea.getByText("Cart Empty").waitFor({ state: "detached" });
    await header.getByRole("button", { name: "Cart(1)" }).waitFor();
    expect(await lines.getByRole("listitem").count()).toBe(1);
    let cart = await cartOf(page);
    expect(cart._id).toBe(shopA._id);
    expect(cart.items.map((i) => [i.item._id, i.quantity])).toEqual([[productA._id, 1]]);

    // ---- change the quantity with the dropdown ----
    const quantity = line.getByRole("combobox", { name: `Quantity of ${nameA}` });
    await quantity.selectOption("3");
    await header.getByRole("button", { name: "Cart(3)" }).waitFor();
    await expect.poll(async () => (await cartOf(page)).items[0]?.quantity, { timeout: 5_000 }).toBe(3);
    cart = await cartOf(page);
    expect(cart.count).toBe(3);
    expect(await quantity.inputValue()).toBe("3");
    await line.getByLabel(`Line price ${rupees(cart.items[0].line_price)}`).waitFor();
    await page
      .getByRole("button", { name: new RegExp(`^Proceed to Buy ${escapeRegExp(rupees(cart.prices.total))}$`) })
      .waitFor();

    // ---- View Billing shows what the server computes ----
    const billing = await api<Billing>("POST", "/user/order/view/billing", {
      token: await pageToken(page),
      body: { _id: shopA._id },
    });
    expect(billing.total).toBe(cart.prices.total);
    await page.getByRole("button", { name: "View Billing" }).click();
    const bill = page.getByRole("dialog", { name: "Billing" });
    await bill.getByText("Order Total").waitFor();
    const rows = await bill
      .locator("dl > div")
      .evaluateAll((divs) =>
        divs.map((d) => [d.querySelector("dt")?.textContent ?? "", d.querySelector("dd")?.textContent ?? ""]),
      );
    const shown = Object.fromEntries(rows.map(([k, v]) => [plain(k), plain(v)]));
    expect(shown["Order Total"]).toBe(plain(rupees(billing.total)));
    expect(shown["Gross Price"]).toBe(plain(rupees(billing.gross_price)));
    expect(shown["Item Total"]).toBe(plain(rupees(billing.item_total)));
    expect(shown["Taxes and Charges"]).toBe(plain(rupees(billing.taxes)));
    expect(shown["Net Price"]).toBe(plain(rupees(billing.net_price)));
    expect(shown[billing.delivery_type === 3 ? "Delivery (Self Pickup)" : "Delivery"]).toBe(
      plain(rupees(billing.delivery)),
    );
    await bill.getByRole("button", { name: "Close" }).first().click();
    await bill.waitFor({ state: "hidden" });

    // ---- adding a product of the other shop is refused with the spec's sentence ----
    await otherTab.bringToFront();
    await card(otherTab, nameB)
      .getByRole("button", { name: `Add ${nameB} to cart` })
      .click();
    const conflict = otherTab.getByRole("dialog", { name: "Items from another shop" });
    await conflict.waitFor();
    expect(plain(await conflict.textContent())).toContain(CONFLICT);
    await conflict.getByRole("button", { name: "Cancel" }).click();
    await conflict.waitFor({ state: "hidden" });
    // Nothing changed on the server.
    cart = await cartOf(page);
    expect(cart._id).toBe(shopA._id);
    expect(cart.items.map((i) => [i.item._id, i.quantity])).toEqual([[productA._id, 3]]);
    await otherTab.close();

    // Opening the other group's shop from the home page asks first, with the same sentence.
    await page.bringToFront();
    await page.getByRole("banner").getByRole("link", { name: "Shopping" }).click();
    await page.waitForURL("**/home");
    await openShopTile(page, "Branded Shops", shopB.display_name);
    const ask = page.getByRole("dialog", { name: "Clear Cart?" });
    await ask.waitFor();
    expect(plain(await ask.textContent())).toContain(CONFLICT);
    await ask.getByRole("button", { name: "Cancel" }).click();
    await page.waitForURL("**/home");
    cart = await cartOf(page);
    expect(cart.items.map((i) => [i.item._id, i.quantity])).toEqual([[productA._id, 3]]);

    await page.context().close();
  });
});
