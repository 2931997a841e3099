// What a shopper makes stays made: the saved cart survives logging in (on this device and on a
// second one), and the product a guest was adding when the login modal opened goes into the cart
// after the login. The cart panel and the phone cart bar say what the total is made of and how much
// more makes delivery free. Two sizes of one product are named apart; after a cash order the success
// dialog's buttons line up and no emptied cart covers Track order. Wide screen (1366 px) and phone
// (390 px).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { launchBrowser, newPage } from "./support/browser";
import { api, asDistinctClient, guestToken, pageToken, signUpCustomer, type Customer } from "./support/customers";
import { chosenPoints, groupQuery, openShopTile, productCards, setHomeLocations } from "./support/shopping";
import { DEMO_CUSTOMER, DEMO_POINT, DEMO_PRIVATE_SHOP } from "../seed/demo-credentials";
import orderCareEn from "../web/src/lib/i18n/texts/orderCare/en";
import orderCareHi from "../web/src/lib/i18n/texts/orderCare/hi";
import refundsEn from "../web/src/lib/i18n/texts/refunds/en";
import refundsHi from "../web/src/lib/i18n/texts/refunds/hi";
import { logIn, prepareStorage, type LatLng } from "./support/api";
import { catalogue, startIn } from "./support/a11y";
import {
  cartSidebar,
  chooseCash,
  dialog,
  payByCard,
  proceedToPayment,
  readPaymentSuccess,
  trackedOrders,
} from "./support/shop-ui";
import { fill } from "./support/texts";

type ShopCard = { _id: string; display_name: string; stores: string[] };
type Product = {
  _id: string;
  productInfo: { product_name: string };
  total: number;
  stores: { store_id: string }[];
};
type ProductGroup = { _id: string; products: Product[] };
type Profile = { address: { type: string; is_default: boolean; address: { street: string; zipcode: string } }[] };
type StoreCartView = {
  items: { available: number; item: { _id: string; stores: { store_id: string; qty: number; stock: number }[] } }[];
};
type CartView = { _id: string | null; count: number; items: { quantity: number; item: { _id: string } }[] };

type Billing = { item_total: number; packaging_price: number; onlyTax: number; delivery: number; total: number };

const SHOP = "Koramangala Fresh Mart";
const rupees = (amount: number) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 }).format(amount);
/** Texts compared with what the page shows (Intl may put a no-break space after the sign). */
const plain = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();
const feeRows = (list: Locator) =>
  list
    .locator(":scope > div")
    .evaluateAll((divs) =>
      divs.map((d) => [d.querySelector("dt")?.textContent ?? "", d.querySelector("dd")?.textContent ?? ""]),
    )
    .then((rows) => rows.map(([k, v]) => [plain(k), plain(v)]));
const WIDE = { width: 1366, height: 900 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function nearbyShop(page: Page, token: string): Promise<ShopCard> {
  const group = await api<{ shops: ShopCard[] }>("POST", "/user/category/view/location", {
    token,
    body: { ...groupQuery(await chosenPoints(page)), type: 1 },
  });
  const shop = group.shops.find((s) => s.display_name === SHOP);
  if (!shop) throw new Error(`${SHOP} is not listed near Koramangala`);
  return shop;
}

/** Two products of the shop's first page, in stock, each with a name no other product shares. */
async function twoProducts(token: string, shop: ShopCard): Promise<[Product, Product]> {
  const groups = await api<ProductGroup[]>("POST", "/user/product/view/products?skip=0&limit=50", {
    token,
    body: { _id: shop._id, stores: shop.stores },
  });
  const products = groups.flatMap((g) => g.products);
  const unique = (p: Product) =>
    products.filter((q) => q.productInfo.product_name === p.productInfo.product_name).length === 1;
  const found = products.filter((p) => p.total >= 5 && unique(p));
  if (found.length < 2) throw new Error(`${shop.display_name} has too few products in stock`);
  return [found[0], found[1]];
}

const cartOf = async (token: string) => api<CartView>("POST", "/user/cart/view/cr", { token });
const lines = (cart: CartView) =>
  cart.items.map((i) => [i.item._id, i.quantity] as const).sort((a, b) => a[0].localeCompare(b[0]));
const card = (page: Page, name: string) =>
  productCards(page)
    .filter({ has: page.getByRole("heading", { name, exact: true }) })
    .first();

/** The login modal's password login, as a customer types it. */
/** A phone signed in as the customer, both locations at `at`, past the store-app page, in `language`. */
async function phoneAs(customer: Customer, at: LatLng = DEMO_POINT, language?: "hi"): Promise<Page> {
  const phone = await newPage(browser, { mobile: true });
  await asDistinctClient(phone);
  await prepareStorage(phone.context(), {
    session: customer.session,
    deliveryAt: at,
    searchAt: at,
    browserOnPhone: true,
  });
  if (language) await startIn(phone.context(), language);
  return phone;
}

async function logInThroughModal(page: Page, customer: Customer): Promise<void> {
  const login = page.getByRole("dialog", { name: "Login" });
  await login.waitFor();
  await login.getByLabel("Mobile number").fill(customer.mobile);
  await login.getByLabel("Password").fill(customer.password);
  await login.getByRole("button", { name: "Login", exact: true }).click();
  await login.waitFor({ state: "hidden" });
}

describe("shopper: nothing a customer made disappears", () => {
  it("keeps the saved cart at login, finishes the guest's ADD, and shows the same cart on a second device", async () => {
    const customer = await signUpCustomer("Nisha", "Rao");
    const token = customer.session.token;

    // ---- device 1, wide screen, as a guest ----
    const page = await newPage(browser, { viewport: WIDE });
    await asDistinctClient(page);
    await page.goto("/home");
    await setHomeLocations(page);
    const guest = await guestToken();
    const shop = await nearbyShop(page, guest);
    const [saved, added] = await twoProducts(guest, shop);

    // The customer filled a cart earlier (another device): two of `saved`.
    await api("POST", "/user/cart/add", {
      token,
      body: {
        _id: shop._id,
        product_id: saved._id,
        is_private: false,
        stores: saved.stores.map((s) => ({ store_id: s.store_id, qty: 0 })),
        qty: 2,
      },
    });

    await openShopTile(page, "Public Shops:", shop.display_name);
    await page.getByRole("heading", { level: 1, name: shop.display_name }).waitFor();
    const name = added.productInfo.product_name;
    // A guest's ADD asks for the login ...
    await card(page, name)
      .getByRole("button", { name: `Add ${name} to cart` })
      .click();
    await logInThroughModal(page, customer);

    // ... after which the saved cart is back and the product is in it too.
    const header = page.getByRole("banner");
    await header.getByRole("button", { name: "Cart(3)" }).waitFor();
    const cartLines = page.getByRole("list", { name: "Cart items" });
    await cartLines.getByRole("listitem", { name: saved.productInfo.product_name }).waitFor();
    await cartLines.getByRole("listitem", { name }).waitFor();
    const expected = lines({
      _id: shop._id,
      count: 3,
      items: [
        { quantity: 2, item: { _id: saved._id } },
        { quantity: 1, item: { _id: added._id } },
      ],
    });
    expect(lines(await cartOf(await pageToken(page)))).toEqual(expected);

    // ---- the panel says what the total is made of, as the server bills it ----
    const billing = await api<Billing>("POST", "/user/order/view/billing", {
      token: await pageToken(page),
      body: { _id: shop._id },
    });
    const details = page.getByRole("complementary").getByLabel("Price details");
    await expect
      .poll(async () => feeRows(details))
      .toEqual([
        ["Item Total", plain(rupees(billing.item_total))],
        ["Delivery", plain(rupees(billing.delivery))],
        ["Packaging", plain(rupees(billing.packaging_price))],
        ["Tax", plain(rupees(billing.onlyTax))],
        ["Order Total", plain(rupees(billing.total))],
      ]);
    await page.getByRole("button", { name: `Proceed to Buy ${rupees(billing.total)}` }).waitFor();

    // ---- device 2, a phone, logs in from the header: the same cart ----
    const phone = await newPage(browser, { mobile: true });
    await asDistinctClient(phone);
    await phone.goto("/home");
    // A phone is offered the store app first.
    await phone.getByRole("button", { name: "Continue in browser" }).click();
    const phoneHeader = phone.getByRole("banner");
    await phoneHeader.getByRole("button", { name: "Login" }).click();
    await logInThroughModal(phone, customer);
    await phoneHeader.getByRole("button", { name: "Cart(3)" }).waitFor();
    expect(lines(await cartOf(await pageToken(phone)))).toEqual(expected);

    // The phone's cart bar on the shop's page carries the same fees in one line.
    await setHomeLocations(phone);
    await openShopTile(phone, "Public Shops:", shop.display_name);
    const bar = phone.getByRole("region", { name: "Cart summary" });
    await bar.waitFor();
    expect(plain(await bar.textContent())).toContain(
      plain(
        `Items ${rupees(billing.item_total)} + delivery ${rupees(billing.delivery)} + packaging ${rupees(billing.packaging_price)} + tax ${rupees(billing.onlyTax)}`,
      ),
    );

    // The saved cart itself is unchanged by both logins.
    expect(lines(await cartOf(token))).toEqual(expected);

    await phone.context().close();
    await page.context().close();
  });

  it("announces a cart that two stores supply as two parcels before payment, and shows both orders after", async () => {
    const customer = await signUpCustomer("Kabir", "Sethi");
    const token = customer.session.token;
    const guest = await guestToken();
    // Sharma Kirana Store (a private shop near the demo point) has two stores.
    const group = await api<{ shops: ShopCard[] }>("POST", "/user/category/v2/view/location/private", {
      token: guest,
      body: groupQuery({ search: DEMO_POINT, delivery: DEMO_POINT }),
    });
    const shop = group.shops.find((s) => s.display_name === "Sharma Kirana Store");
    if (!shop) throw new Error("Sharma Kirana Store is not listed at the demo point");

    // Under "None: best price from all stores" a quantity no single store holds comes from two.
    const groups = await api<ProductGroup[]>("POST", "/user/product/view/products?skip=0&limit=50", {
      token: guest,
      body: { _id: shop._id, stores: shop.stores },
    });
    const add = (product: Product, qty: number) =>
      api("POST", "/user/cart/add", {
        token,
        body: {
          _id: shop._id,
          product_id: product._id,
          is_private: true,
          stores: product.stores.map((st) => ({ store_id: st.store_id, qty: 0 })),
          ...(qty > 1 ? { qty } : {}),
        },
      });
    const parcels = async () => {
      const view = await api<StoreCartView>("POST", "/user/cart/view/cr", { token });
      return {
        view,
        stores: new Set(view.items.flatMap((i) => i.item.stores.filter((st) => st.qty > 0).map((st) => st.store_id))),
      };
    };
    for (const product of groups.flatMap((g) => g.products).filter((p) => p.total >= 1)) {
      await add(product, 1);
      const first = await parcels();
      if (first.stores.size >= 2) break;
      const view = first.view;
      // More units than any one store holds come from two.
      const line = view.items.find((i) => i.item._id === product._id);
      const stocked = (line?.item.stores ?? []).filter((st) => st.stock > 0);
      const most = Math.max(0, ...stocked.map((st) => st.stock));
      if (line && stocked.length >= 2 && most + 1 <= Math.min(line.available, 99)) {
        await add(product, most);
        if ((await parcels()).stores.size >= 2) break;
      }
    }
    expect((await parcels()).stores.size).toBe(2);
    const NOTE = "Your order comes in 2 parcels from 2 stores";

    // ---- the phone's cart drawer says it ----
    const phone = await phoneAs(customer);
    await phone.goto(`/${DEMO_PRIVATE_SHOP}`);
    const bar = phone.getByRole("region", { name: "Cart summary" });
    await bar.getByRole("button", { name: "View cart" }).click();
    await phone.getByRole("dialog").getByRole("note").filter({ hasText: NOTE }).waitFor();
    await phone.context().close();

    // ... and in Hindi.
    const hindi = await phoneAs(customer, DEMO_POINT, "hi");
    await hindi.goto(`/${DEMO_PRIVATE_SHOP}`);
    const hindiBar = hindi.getByRole("region", { name: "कार्ट का सारांश" });
    await hindiBar.getByText("पैकेजिंग", { exact: false }).waitFor();
    await hindiBar.getByRole("button", { name: "कार्ट देखें" }).click();
    await hindi
      .getByRole("dialog")
      .getByRole("note")
      .filter({ hasText: "आपका ऑर्डर 2 दुकानों से 2 पार्सल में आएगा" })
      .waitFor();
    await hindi.context().close();

    // ---- the wide screen: the cart, before payment, on success and on Track Order ----
    const page = await newPage(browser, { viewport: WIDE });
    await asDistinctClient(page);
    await prepareStorage(page.context(), { session: customer.session, deliveryAt: DEMO_POINT, searchAt: DEMO_POINT });
    await page.goto(`/${DEMO_PRIVATE_SHOP}`);
    await page.getByRole("heading", { level: 1, name: shop.display_name }).waitFor();
    await cartSidebar(page).getByRole("note").filter({ hasText: NOTE }).waitFor();
    await cartSidebar(page)
      .getByRole("button", { name: /^Proceed to Buy/ })
      .click();
    await dialog(page, "Order Confirmation").getByRole("note").filter({ hasText: NOTE }).waitFor();
    const payment = await proceedToPayment(page, undefined, { alreadyOpened: true });
    await payment
      .getByRole("complementary", { name: "Payment summary" })
      .getByRole("note")
      .filter({ hasText: NOTE })
      .waitFor();
    await payByCard(page, payment, "4111 1111 1111 1111");
    const success = await readPaymentSuccess(page);
    expect(success.orderNumbers).toHaveLength(2);
    await success.dialog.getByText("Your order comes in 2 parcels: one order for each store below.").waitFor();
    const tracked = await trackedOrders(token);
    expect(tracked.map((o) => o.order_id).sort()).toEqual([...success.orderNumbers].sort());

    await success.dialog.getByRole("link", { name: "Track order" }).click();
    await page.waitForURL("**/track-order");
    const current = page.getByRole("list", { name: "Current orders" });
    for (const orderNo of success.orderNumbers)
      await current.getByRole("article", { name: `Order ${orderNo}` }).waitFor();
    await page.context().close();
  });

  it("fills the checkout address from the chosen location, saves it on the first order and preselects it next time", async () => {
    const customer = await signUpCustomer("Ira", "Menon");
    const page = await newPage(browser, { viewport: WIDE });
    await asDistinctClient(page);
    await prepareStorage(page.context(), { session: customer.session });
    await page.goto("/home");
    await setHomeLocations(page);
    const at = (await chosenPoints(page)).delivery;
    const place = await api<{ street: string; area: string; zipcode: string }>(
      "GET",
      `/user/places/reverse?lat=${at.lat}&lng=${at.lng}`,
      { token: customer.session.token },
    );
    await openShopTile(page, "Public Shops:", SHOP);
    await page.getByRole("heading", { level: 1, name: SHOP }).waitFor();
    const [product] = await twoProducts(await guestToken(), await nearbyShop(page, await guestToken()));
    const name = product.productInfo.product_name;
    await card(page, name)
      .getByRole("button", { name: `Add ${name} to cart` })
      .click();
    await cartSidebar(page).getByRole("heading", { name: "Cart (1)" }).waitFor();

    // ---- the first order: Area and PIN come from the chosen location ----
    await cartSidebar(page)
      .getByRole("button", { name: /^Proceed to Buy/ })
      .click();
    const confirmation = dialog(page, "Order Confirmation");
    const area = confirmation.getByRole("textbox", { name: "Area" });
    await expect.poll(() => area.inputValue()).toBe([place.street, place.area].filter(Boolean).join(", "));
    expect(await confirmation.getByRole("textbox", { name: "Zipcode" }).inputValue()).toBe(place.zipcode);
    expect(await confirmation.getByRole("checkbox", { name: "Save this address" }).isChecked()).toBe(true);
    expect(await confirmation.getByRole("radio", { name: "Home" }).isChecked()).toBe(true);
    await confirmation.getByRole("textbox", { name: "House no, Flat, Street" }).fill("Flat 4, 2nd Main");
    await confirmation.getByRole("button", { name: "Confirm Address" }).click();
    const payment = dialog(page, "Payment");
    await payment.getByRole("complementary", { name: "Payment summary" }).getByText("To pay").waitFor();
    await expect
      .poll(async () => (await api<Profile>("GET", "/user/profile/view", { token: customer.session.token })).address)
      .toMatchObject([
        {
          type: "Home",
          is_default: true,
          address: { street: "Flat 4, 2nd Main", zipcode: place.zipcode },
        },
      ]);
    await page.keyboard.press("Escape");
    await payment.waitFor({ state: "hidden" });

    // ---- the Profile lists it ----
    await page.goto("/profile");
    await page.getByRole("list", { name: "Saved addresses" }).getByText("Flat 4, 2nd Main", { exact: false }).waitFor();

    // ---- next time, on a phone: the saved address is preselected, nothing to save ----
    const phone = await phoneAs(customer, at);
    await phone.goto("/home");
    await openShopTile(phone, "Public Shops:", SHOP);
    const bar = phone.getByRole("region", { name: "Cart summary" });
    await bar.getByRole("button", { name: "Proceed to Buy" }).click();
    const next = dialog(phone, "Order Confirmation");
    await next
      .getByText(`Flat 4, 2nd Main, ${[place.street, place.area].filter(Boolean).join(", ")}, ${place.zipcode}`)
      .waitFor();
    expect(await next.getByRole("checkbox", { name: "Save this address" }).count()).toBe(0);
    await next.getByRole("button", { name: "Confirm Address" }).click();
    await dialog(phone, "Payment")
      .getByRole("complementary", { name: "Payment summary" })
      .getByText("To pay")
      .waitFor();
    await phone.context().close();
    await page.context().close();
  });

  it("offers only the promo codes that can apply, and says why the others cannot", async () => {
    const customer = await signUpCustomer("Tara", "Joshi");
    const token = customer.session.token;
    const guest = await guestToken();
    const group = await api<{ shops: ShopCard[] }>("POST", "/user/category/view/location", {
      token: guest,
      body: { ...groupQuery({ search: DEMO_POINT, delivery: DEMO_POINT }), type: 1 },
    });
    const shop = group.shops.find((s) => s.display_name === SHOP);
    if (!shop) throw new Error(`${SHOP} is not listed at the demo point`);
    const [product] = await twoProducts(guest, shop);
    const fill = () =>
      api("POST", "/user/cart/add", {
        token,
        body: {
          _id: shop._id,
          product_id: product._id,
          is_private: false,
          stores: product.stores.map((st) => ({ store_id: st.store_id, qty: 0 })),
        },
      });
    const refusals = async (payment: Locator) => {
      const list = payment.getByRole("list", { name: "Not for this order" });
      await list.waitFor();
      return Object.fromEntries(
        (await list.getByRole("listitem").allInnerTexts()).map((text) => [text.split(/\s/)[0], text]),
      );
    };

    // ---- a new customer, wide screen: WELCOME50 applies online, nothing on the Cash tab ----
    await fill();
    const page = await newPage(browser, { viewport: WIDE });
    await asDistinctClient(page);
    await prepareStorage(page.context(), { session: customer.session, deliveryAt: DEMO_POINT, searchAt: DEMO_POINT });
    await page.goto("/home");
    await openShopTile(page, "Public Shops:", SHOP);
    await page.getByRole("heading", { level: 1, name: SHOP }).waitFor();
    const payment = await proceedToPayment(page);
    const offers = payment.getByRole("list", { name: "Offers" });
    await offers.getByRole("button", { name: "Apply WELCOME50" }).waitFor();
    const cash = await chooseCash(payment);
    expect((await refusals(payment)).WELCOME50).toContain("Promo code is not applicable for COD order!");
    expect(await payment.getByRole("button", { name: "Apply WELCOME50" }).count()).toBe(0);
    await cash.getByRole("button", { name: "Place Order" }).click();
    await readPaymentSuccess(page);
    await page.context().close();

    // ---- after the first order, on a phone: WELCOME50 is listed apart, with the reason ----
    await fill();
    const phone = await phoneAs(customer);
    await phone.goto("/home");
    await openShopTile(phone, "Public Shops:", SHOP);
    await phone.getByRole("region", { name: "Cart summary" }).getByRole("button", { name: "Proceed to Buy" }).click();
    await dialog(phone, "Order Confirmation").getByRole("button", { name: "Confirm Address" }).click();
    const next = dialog(phone, "Payment");
    await next.getByRole("complementary", { name: "Payment summary" }).getByText("To pay").waitFor();
    expect((await refusals(next)).WELCOME50).toContain("This promo code is only for new customers.");
    expect(await next.getByRole("button", { name: "Apply WELCOME50" }).count()).toBe(0);
    await phone.context().close();
  });
});

describe("shopper: free delivery, sizes named apart, and what follows a cash order", () => {
  const MILK = "Amul Toned Milk";
  /** Screens settle after a server round trip: room for a loaded machine. */
  const POLL = { timeout: 15_000 };
  type FreeBilling = Billing & { free_delivery?: { from: number; more: number } };
  const hi = catalogue("hi");

  async function demoShop(token: string): Promise<ShopCard> {
    const group = await api<{ shops: ShopCard[] }>("POST", "/user/category/view/location", {
      token,
      body: { ...groupQuery({ search: DEMO_POINT, delivery: DEMO_POINT }), type: 1 },
    });
    const shop = group.shops.find((s) => s.display_name === SHOP);
    if (!shop) throw new Error(`${SHOP} is not listed at the demo point`);
    return shop;
  }
  /** The shop's two sizes of the milk (500 ml and 1 L), as its search finds them. */
  async function milks(token: string, shop: ShopCard) {
    const found = await api<ProductGroup[]>("POST", "/user/product/view/listBySearch?skip=0&limit=100", {
      token,
      body: { _id: shop._id, stores: shop.stores, search: MILK },
    });
    const sizes = found.flatMap((g) => g.products).filter((p) => p.productInfo.product_name === MILK) as (Product & {
      productInfo: { unit: string; product_name_hi?: string };
    })[];
    const small = sizes.find((p) => p.productInfo.unit === "500 ml");
    const large = sizes.find((p) => p.productInfo.unit === "1 L");
    if (!small || !large) throw new Error(`${SHOP} does not sell ${MILK} in 500 ml and 1 L`);
    return { small, large };
  }
  const billingOf = (token: string, shopId: string) =>
    api<FreeBilling>("POST", "/user/order/view/billing", { token, body: { _id: shopId } });
  /** The free-delivery line of a cart panel or bar. */
  const freeLine = (scope: Locator) => scope.getByRole("status").filter({ hasText: /free delivery|मुफ़्त डिलीवरी/i });

  it("names the two sizes apart, says how much more makes delivery free, charges nothing for it once reached, and aligns the success dialog's buttons (1366 px)", async () => {
    const customer = await signUpCustomer("Meera", "Pillai");
    const token = customer.session.token;
    const shop = await demoShop(token);
    const page = await newPage(browser, { viewport: WIDE });
    await asDistinctClient(page);
    await prepareStorage(page.context(), { session: customer.session, deliveryAt: DEMO_POINT, searchAt: DEMO_POINT });
    await page.goto(`/public/products/${encodeURIComponent(shop._id)}`);
    await page.getByRole("heading", { level: 1, name: SHOP }).waitFor();

    // ---- two sizes of one product: each control names its size ----
    await page.getByRole("searchbox", { name: "Search products" }).pressSequentially(MILK, { delay: 40 });
    const small = page.getByRole("button", { name: `Add ${MILK} 500 ml to cart`, exact: true });
    const large = page.getByRole("button", { name: `Add ${MILK} 1 L to cart`, exact: true });
    await small.waitFor();
    await large.waitFor();
    expect(await page.getByRole("button", { name: `Add ${MILK} to cart`, exact: true }).count()).toBe(0);

    // ---- below the shop's rule: the hint says what is missing ----
    await small.click();
    const sidebar = cartSidebar(page);
    await sidebar.getByRole("heading", { name: "Cart (1)" }).waitFor();
    const under = await billingOf(token, shop._id);
    expect(under.free_delivery).toMatchObject({ from: 199 });
    expect(under.free_delivery!.more).toBeGreaterThan(0);
    expect(under.delivery).toBeGreaterThan(0);
    await expect
      .poll(async () => plain(await freeLine(sidebar).textContent()), POLL)
      .toBe(plain(`Add ${rupees(under.free_delivery!.more)} more for free delivery`));

    // ---- enough of it: delivery is free, in the panel and in what the server charges ----
    const units = Math.ceil(199 / under.item_total);
    await sidebar.getByRole("combobox", { name: `Quantity of ${MILK}` }).selectOption(String(units));
    await expect.poll(async () => plain(await freeLine(sidebar).textContent()), POLL).toBe("Free delivery");
    const over = await billingOf(token, shop._id);
    expect(over).toMatchObject({ delivery: 0, free_delivery: { from: 199, more: 0 } });
    const details = sidebar.getByLabel("Price details");
    await expect
      .poll(async () => (await feeRows(details)).find(([k]) => k === "Delivery")?.[1], POLL)
      .toBe(plain(rupees(0)));
    await sidebar.getByRole("button", { name: `Proceed to Buy ${rupees(over.total)}` }).waitFor();

    // ---- a cash order: charged exactly what the panel showed, no delivery ----
    const payment = await proceedToPayment(page);
    const cash = await chooseCash(payment);
    await cash.getByRole("button", { name: "Place Order" }).click();
    const success = await readPaymentSuccess(page);
    expect(success.amount).toBe(over.total);
    const [order] = await trackedOrders(token);
    expect(order.amount).toBe(over.total);

    // ---- the success dialog's two ways on sit side by side, the same height ----
    const keepShopping = success.dialog.getByRole("link", { name: "Continue shopping" });
    const track = success.dialog.getByRole("link", { name: "Track order" });
    const [a, b] = [await keepShopping.boundingBox(), await track.boundingBox()];
    expect(a && b).toBeTruthy();
    expect(Math.abs(a!.y - b!.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(a!.height - b!.height)).toBeLessThanOrEqual(1);
    await page.context().close();
  });

  it("on a phone: the cart bar's hint in Hindi and English, and after a cash order from the cart drawer nothing covers Track order (390 px)", async () => {
    const customer = await signUpCustomer("Arjun", "Nair");
    const token = customer.session.token;
    const shop = await demoShop(token);
    const { small, large } = await milks(token, shop);
    await api("POST", "/user/cart/add", {
      token,
      body: { _id: shop._id, product_id: small._id, is_private: false, stores: [], qty: 1 },
    });
    const under = await billingOf(token, shop._id);
    expect(under.free_delivery?.more).toBeGreaterThan(0);
    const address = `/public/products/${encodeURIComponent(shop._id)}`;

    // ---- Hindi: the bar says what is missing; the sizes are named apart in Hindi too ----
    const hindi = await phoneAs(customer, DEMO_POINT, "hi");
    await hindi.goto(address);
    const hindiBar = hindi.getByRole("region", { name: hi.cart.bar.label });
    await expect
      .poll(async () => plain(await freeLine(hindiBar).textContent()), POLL)
      .toBe(plain(fill(hi.cart.freeDeliveryMore, { amount: rupees(under.free_delivery!.more) })));
    await hindi.getByRole("searchbox", { name: hi.catalog.search }).pressSequentially(MILK, { delay: 40 });
    const largeHi = `${large.productInfo.product_name_hi ?? MILK} 1 L`;
    await hindi.getByRole("button", { name: fill(hi.cart.addLabel, { name: largeHi }), exact: true }).waitFor();
    await hindi.context().close();

    // ---- English: the bar's hint, then the order from the cart drawer ----
    const phone = await phoneAs(customer);
    await phone.goto(address);
    const bar = phone.getByRole("region", { name: "Cart summary" });
    await expect
      .poll(async () => plain(await freeLine(bar).textContent()), POLL)
      .toBe(plain(`Add ${rupees(under.free_delivery!.more)} more for free delivery`));
    await bar.getByRole("button", { name: "View cart" }).click();
    const drawer = phone.getByRole("dialog", { name: "Cart (1)" });
    await freeLine(drawer).filter({ hasText: "more for free delivery" }).waitFor();
    await drawer.getByRole("button", { name: /^Proceed to Buy/ }).click();
    const payment = await proceedToPayment(phone, undefined, { alreadyOpened: true });
    const cash = await chooseCash(payment);
    await cash.getByRole("button", { name: "Place Order" }).click();
    const success = await readPaymentSuccess(phone);
    expect(success.amount).toBe(under.total);

    // The emptied cart's drawer is closed: what is at Track order's centre is Track order.
    const track = success.dialog.getByRole("link", { name: "Track order" });
    await track.scrollIntoViewIfNeeded();
    const box = (await track.boundingBox())!;
    const onTop = await track.evaluate(
      (el, at) => {
        const hit = document.elementFromPoint(at.x, at.y);
        return hit !== null && (hit === el || el.contains(hit));
      },
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(onTop).toBe(true);
    expect(await phone.getByRole("dialog", { name: /^Cart/ }).count()).toBe(0);
    await track.click();
    await phone.waitForURL("**/track-order");
    await phone
      .getByRole("list", { name: "Current orders" })
      .getByRole("article", { name: `Order ${success.orderNumbers[0]}` })
      .waitFor();
    await phone.context().close();
  });

  it("a cancelled prepaid order says that what was paid came back to Galli Cash (Purchase History, 1366 px English, 390 px Hindi)", async () => {
    const session = await logIn(DEMO_CUSTOMER.mobile, DEMO_CUSTOMER.password);
    type Listed = {
      order_id: string;
      status: number;
      payment_type: number;
      amount: number;
      online_amount?: number;
      refunds: { amount: number; destination: string }[];
    };
    const history = await api<Listed[]>("GET", "/user/order/history/purchase?skip=0&limit=50", {
      token: session.token,
    });
    // The seed's cancelled order was paid online and refunded to Galli Cash, as the cancel service does.
    const cancelled = history.find((o) => o.status === 7 && o.payment_type === 1);
    if (!cancelled) throw new Error("the demo customer has no cancelled prepaid order");
    expect(cancelled.online_amount).toBe(cancelled.amount);
    expect(cancelled.refunds).toMatchObject([{ amount: cancelled.amount, destination: "wallet" }]);
    for (const [language, mobile] of [
      ["en", false],
      ["hi", true],
    ] as const) {
      const care = (language === "hi" ? orderCareHi : orderCareEn).orderCare;
      const refunds = (language === "hi" ? refundsHi : refundsEn).refunds;
      const page = await newPage(browser, mobile ? { mobile: true } : { viewport: WIDE });
      await asDistinctClient(page);
      await prepareStorage(page.context(), { session, browserOnPhone: true });
      await page.context().addInitScript((lang: string) => {
        (globalThis as unknown as { localStorage: Storage }).localStorage.setItem("galli:language", lang);
      }, language);
      await page.goto("/purchase-history");
      const card = page.getByRole("article", { name: fill(care.orderAria, { id: cancelled.order_id }) });
      await card.waitFor();
      // A closed order with its refund says where the money went, not a total paid.
      await expect
        .poll(async () => plain(await card.textContent()), POLL)
        .toContain(plain(fill(refunds.toGalliCash, { amount: rupees(cancelled.amount) })));
      expect(plain(await card.textContent())).not.toContain(plain(care.history.totalPaid.split("{{")[0]));
      await page.context().close();
    }
  });
});
