// Shops and products have addresses of their own: a public or branded shop's address and a
// product's address open that shop / that product's detail in a fresh browser (not /home), on a
// wide screen in English and on a phone in Hindi, and their HTML carries what a link preview shows.
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage } from "./support/browser";
import { api, asDistinctClient, guestToken } from "./support/customers";
import { groupQuery, productCards } from "./support/shopping";
import { prepareStorage } from "./support/api";
import { DEMO_POINT } from "../seed/demo-credentials";
import { catalogue } from "./support/a11y";
import { fill } from "./support/texts";

type ShopCard = { _id: string; display_name: string; stores: string[] };
type Product = { _id: string; productInfo: { product_name: string; product_name_hi?: string; unit: string } };
type ProductGroup = { _id: string; products: Product[] };

const WIDE = { width: 1366, height: 900 };
const hi = catalogue("hi");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The first shop of a group near the demo point (type 1 public, 2 branded). */
async function shopOf(token: string, type: 1 | 2): Promise<ShopCard> {
  const group = await api<{ shops: ShopCard[] }>("POST", "/user/category/view/location", {
    token,
    body: { ...groupQuery({ search: DEMO_POINT, delivery: DEMO_POINT }), type },
  });
  const shop = group.shops[0];
  if (!shop) throw new Error(`no shop of type ${type} near the demo point`);
  return shop;
}

async function firstProduct(token: string, shop: ShopCard): Promise<Product> {
  const groups = await api<ProductGroup[]>("POST", "/user/product/view/products?skip=0&limit=50", {
    token,
    body: { _id: shop._id, stores: [] },
  });
  const product = groups.flatMap((g) => g.products)[0];
  if (!product) throw new Error(`${shop.display_name} has no products`);
  return product;
}

/** The address's HTML as a link preview fetches it (no JavaScript). */
async function previewOf(path: string) {
  const html = await (await fetch(new URL(path, inject("baseURL")))).text();
  const meta = (key: string) =>
    [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)]
      .filter((m) => m[1] === key)
      .map((m) => m[2].replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&"));
  return { html, meta };
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe("shareable addresses", () => {
  it("opens a public and a branded shop by address in a fresh browser, and a product's address opens its detail (1366 px, English)", async () => {
    const token = await guestToken();
    const shop = await shopOf(token, 1);
    const product = await firstProduct(token, shop);
    const shopAddress = `/public/products/${encodeURIComponent(shop._id)}`;
    const productAddress = `${shopAddress}/product/${encodeURIComponent(product._id)}`;

    // The HTML of both addresses carries the preview.
    const shopPreview = await previewOf(shopAddress);
    expect(shopPreview.meta("og:title")).toEqual([`${shop.display_name} | Galli`]);
    expect(shopPreview.meta("og:url")[0]).toMatch(new RegExp(`^https?://[^/]+${shopAddress}$`));
    expect(shopPreview.meta("og:image")[0]).toMatch(/^https?:\/\/[^/]+\/user\/category\/view\/img\?/);
    expect(shopPreview.meta("og:description")[0]).toContain(shop.display_name);
    const productPreview = await previewOf(productAddress);
    expect(productPreview.meta("og:title")[0]).toContain(product.productInfo.product_name);
    expect(productPreview.meta("og:image")[0]).toMatch(/\/user\/product\/img\/view\?img=.+&height=500$/);
    expect(productPreview.html.match(/<title>/g)).toHaveLength(1);

    // A fresh browser (nothing stored) lands on the shop, not /home.
    const page = await newPage(browser, { viewport: WIDE });
    await asDistinctClient(page);
    await page.goto(shopAddress);
    await page.getByRole("heading", { level: 1, name: shop.display_name }).waitFor();
    expect(pathOf(page)).toBe(shopAddress);
    expect(await page.title()).toContain(shop.display_name);

    // Opening a product puts its address in the address bar; closing it puts the shop's back.
    const name = product.productInfo.product_name;
    await page.getByRole("button", { name: `View details of ${name}` }).first().click();
    const detail = page.getByRole("dialog", { name });
    await detail.waitFor();
    await expect.poll(() => pathOf(page)).toBe(productAddress);
    await page.keyboard.press("Escape");
    await detail.waitFor({ state: "hidden" });
    await expect.poll(() => pathOf(page)).toBe(shopAddress);
    await page.context().close();

    // A product's address in another fresh browser opens the product's detail over its shop.
    const second = await newPage(browser, { viewport: WIDE });
    await asDistinctClient(second);
    await second.goto(productAddress);
    await second.getByRole("dialog", { name }).waitFor();
    expect(pathOf(second)).toBe(productAddress);

    // A branded shop has its own address too.
    const branded = await shopOf(token, 2);
    const brandedAddress = `/public/products/${encodeURIComponent(branded._id)}`;
    await second.goto(brandedAddress);
    await second.getByRole("heading", { level: 1, name: branded.display_name }).waitFor();
    expect(pathOf(second)).toBe(brandedAddress);
    await second.context().close();
  });

  it("opens a product's address on a phone in Hindi (390 px), after the store-app page", async () => {
    const token = await guestToken();
    const shop = await shopOf(token, 1);
    const product = await firstProduct(token, shop);
    const productAddress = `/public/products/${encodeURIComponent(shop._id)}/product/${encodeURIComponent(product._id)}`;

    const phone = await newPage(browser, { mobile: true });
    await asDistinctClient(phone);
    await phone.context().addInitScript(() => {
      (globalThis as unknown as { localStorage: Storage }).localStorage.setItem("galli:language", "hi");
    });
    await phone.goto(productAddress);
    // A phone is offered the store app first; continuing in the browser comes back to the product.
    await phone.getByRole("button", { name: hi.getApp.continue }).click();
    const name = product.productInfo.product_name_hi ?? product.productInfo.product_name;
    await phone.getByRole("dialog", { name }).waitFor();
    expect(pathOf(phone)).toBe(productAddress);
    expect(await phone.evaluate(() => document.documentElement.lang)).toBe("hi");
    await phone.context().close();
  });
});

describe("on a phone (390 px) and a wide screen (1366 px)", () => {
  for (const language of ["en", "hi"] as const) {
    it(`home and a shop's page read well on a phone, in ${language === "en" ? "English" : "Hindi"}`, async () => {
      const texts = catalogue(language);
      const phone = await newPage(browser, { mobile: true });
      await asDistinctClient(phone);
      await prepareStorage(phone.context(), { deliveryAt: DEMO_POINT, searchAt: DEMO_POINT, browserOnPhone: true });
      await phone.context().addInitScript((lang: string) => {
        (globalThis as unknown as { localStorage: Storage }).localStorage.setItem("galli:language", lang);
      }, language);
      await phone.goto("/home");
      const publicTitle = texts.home.groups.public.title;
      const group = phone.getByRole("region", { name: publicTitle });
      await group.waitFor();

      // The group's "?" opens its help on a tap (no hover on a phone).
      const about = group.getByRole("button", { name: fill(texts.home.about, { group: publicTitle.replace(/:$/, "") }) });
      await about.click();
      await group.getByText(texts.home.groups.public.help).waitFor();

      // Padding tiles are empty outlines, not grey blocks; names stay inside their tiles.
      const filler = group.locator("li[data-placeholder]").first();
      if ((await filler.count()) > 0) {
        expect(await filler.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgba(0, 0, 0, 0)");
      }
      const overflowing = await group
        .locator("li a")
        .evaluateAll((tiles) => tiles.filter((t) => t.scrollWidth > t.clientWidth + 1).length);
      expect(overflowing).toBe(0);

      // A shop: two cards a row, each with ADD; no 'Drag to cart' on a touch screen.
      await group.getByRole("link").first().click();
      await phone.getByRole("heading", { level: 1 }).waitFor();
      const cards = productCards(phone);
      await cards.nth(1).waitFor();
      const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
      expect(a && b && Math.abs(a.y - b.y) < 2 && b.x > a.x + a.width - 1).toBe(true);
      expect(a!.width).toBeLessThan(195);
      // ADD sits on the cards themselves (its accessible name names the product).
      const add = cards.getByRole("button").filter({ hasText: new RegExp(`^${texts.cart.add}$`) }).first();
      await add.waitFor();
      expect((await add.boundingBox())!.width).toBeLessThan(195);
      expect(await phone.getByRole("button", { name: texts.cart.dragToCart }).filter({ visible: true }).count()).toBe(0);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // The categories sheet says "Categories" once.
      await phone.getByRole("button", { name: texts.catalog.categories, exact: true }).click();
      const sheet = phone.getByRole("dialog", { name: texts.catalog.categories });
      await sheet.waitFor();
      expect(await sheet.getByRole("heading", { name: texts.catalog.categories, exact: true }).count()).toBe(1);
      await phone.context().close();

      // A wide screen: the mouse's 'Drag to cart' is there, but it is no Tab stop.
      const wide = await newPage(browser, { viewport: WIDE });
      await asDistinctClient(wide);
      await prepareStorage(wide.context(), { deliveryAt: DEMO_POINT, searchAt: DEMO_POINT });
      await wide.context().addInitScript((lang: string) => {
        (globalThis as unknown as { localStorage: Storage }).localStorage.setItem("galli:language", lang);
      }, language);
      await wide.goto("/home");
      await wide.getByRole("region", { name: publicTitle }).getByRole("link").first().click();
      const wideCards = productCards(wide);
      await wideCards.first().waitFor();
      const handle = wideCards.first().getByRole("button", { name: new RegExp(`^${texts.cart.dragToCart}`) });
      await handle.waitFor();
      expect(await handle.getAttribute("tabindex")).toBe("-1");
      await wide.context().close();
    });
  }
});
