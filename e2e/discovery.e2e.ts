// Discovery: /home asks for both locations first, then lists the four shop groups the server finds
// around Koramangala, opens and closes 'Todays Shop Offers', and opens a public shop's products.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, newPage } from "./support/browser";
import { api, asDistinctClient, guestToken } from "./support/customers";
import {
  chooseHomeLocation,
  chosenPoints,
  escapeRegExp,
  groupQuery,
  productCards,
  shopGroup,
  type LatLng,
} from "./support/shopping";

type ShopCard = { _id: string; category_id: string; display_name: string; stores: string[]; group: string };
type ShopGroup = { shops: ShopCard[]; count: number; storesIds: string[] };
type Offer = { _id: string; promo_title: string; promo_code: string };
type ProductGroup = { _id: string; products: { _id: string; productInfo: { product_name: string } }[] };

const LOCATION_UNSET = "Kindly select the Delivery Location and Search Location to view nearby shops!";
const GROUP_TITLES = ["Public Shops:", "Private Shops:", "Branded Shops", "Other location shops:"] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The four groups as the server answers them for these points (the home page's default 5 km). */
async function groupsFromServer(token: string, points: { search: LatLng; delivery: LatLng }) {
  const body = groupQuery(points);
  const [pub, priv, branded, global] = await Promise.all([
    api<ShopGroup>("POST", "/user/category/view/location", { token, body: { ...body, type: 1 } }),
    api<ShopGroup>("POST", "/user/category/v2/view/location/private", { token, body }),
    api<ShopGroup>("POST", "/user/category/view/location", { token, body: { ...body, type: 2 } }),
    api<ShopGroup>("POST", "/user/category/view/location/global", { token, body }),
  ]);
  return { "Public Shops:": pub, "Private Shops:": priv, "Branded Shops": branded, "Other location shops:": global };
}

describe("discovery", () => {
  it("asks for both locations, lists the four groups, shows today's offers and opens a public shop", async () => {
    const page = await newPage(browser);
    await asDistinctClient(page);
    await page.goto("/home");

    // ---- nothing is listed until both locations are chosen ----
    const unset = page.getByText(LOCATION_UNSET);
    await unset.waitFor();
    expect(await page.getByRole("heading", { level: 2, name: "Public Shops:" }).count()).toBe(0);

    const delivery = await chooseHomeLocation(page, "Delivery Location", "Koramangala");
    expect(delivery).toMatch(/^Koramangala/);
    expect(await page.getByRole("combobox", { name: "Delivery Location" }).inputValue()).toMatch(/^Koramangala/);
    // One location is not enough.
    expect(await unset.isVisible()).toBe(true);
    expect(await page.getByRole("heading", { level: 2, name: "Public Shops:" }).count()).toBe(0);

    await chooseHomeLocation(page, "Search Location", "Koramangala");
    expect(await page.getByRole("combobox", { name: "Search Location" }).inputValue()).toMatch(/^Koramangala/);
    await page.getByRole("heading", { level: 2, name: "Public Shops:" }).waitFor();
    await unset.waitFor({ state: "detached" });

    // ---- the four groups, with the tiles the server lists for the chosen points ----
    const points = await chosenPoints(page);
    // Both points are the chosen locality's, near the demo point.
    for (const p of [points.search, points.delivery]) {
      expect(Math.abs(p.lat - 12.9352)).toBeLessThan(0.05);
      expect(Math.abs(p.lng - 77.6245)).toBeLessThan(0.05);
    }
    const expected = await groupsFromServer(await guestToken(), points);
    for (const title of GROUP_TITLES) {
      const group = shopGroup(page, title);
      await group.getByRole("heading", { level: 2, name: title }).waitFor();
      const shops = expected[title].shops;
      expect(shops.length, `${title} should have shops near Koramangala`).toBeGreaterThan(0);
      const tiles = group.getByRole("listitem");
      await expect.poll(() => tiles.count(), { timeout: 5_000 }).toBe(shops.length);
      const texts = await tiles.allTextContents();
      shops.forEach((shop, i) => expect(texts[i]).toContain(shop.display_name));
    }
    // The seeded shops around the demo point land in their groups.
    const names = async (title: string) =>
      (await shopGroup(page, title).getByRole("listitem").allTextContents()).join("|");
    expect(await names("Public Shops:")).toContain("Koramangala Fresh Mart");
    expect(await names("Public Shops:")).toContain("Green Basket Fruits & Vegetables");
    expect(await names("Private Shops:")).toContain("Sharma Kirana Store");
    expect(await names("Branded Shops")).toContain("More Supermarket");
    expect(await names("Other location shops:")).not.toContain("Koramangala Fresh Mart");

    // ---- today's offers: the panel opens from the header and closes ----
    const storesIds = Object.values(expected).flatMap((g) => g.storesIds);
    const offers = await api<Offer[]>("POST", "/user/promo/list", { token: await guestToken(), body: { storesIds } });
    await page
      .getByRole("banner")
      .getByRole("button", { name: /Offers/ })
      .click();
    const panel = page.getByRole("dialog", { name: "Todays Shop Offers" });
    await panel.waitFor();
    // The seed has Galli-wide offers and one of Green Basket's, a shop on the page.
    expect(offers.map((o) => o.promo_code)).toContain("FRESH20");
    const items = panel.getByRole("listitem");
    await expect.poll(() => items.count(), { timeout: 5_000 }).toBe(offers.length);
    const text = await panel.textContent();
    for (const offer of offers) {
      expect(text).toContain(offer.promo_title);
      expect(text).toContain(offer.promo_code);
    }
    expect(await panel.getByText("No Offers Today!").count()).toBe(0);
    await panel.getByRole("button", { name: "Close" }).click();
    await panel.waitFor({ state: "hidden" });

    // ---- open a public shop: its products page lists its products ----
    const shop = expected["Public Shops:"].shops.find((s) => s.display_name === "Koramangala Fresh Mart")!;
    await shopGroup(page, "Public Shops:")
      .getByRole("link", { name: new RegExp(`^${escapeRegExp(shop.display_name)}`) })
      .click();
    await page.waitForURL("**/public/products/*");
    await page.getByRole("heading", { level: 1, name: shop.display_name }).waitFor();
    await productCards(page).first().waitFor();
    const firstPage = await api<ProductGroup[]>("POST", "/user/product/view/products?skip=0&limit=50", {
      token: await guestToken(),
      body: { _id: shop._id, stores: shop.stores },
    });
    const expectedNames = firstPage.flatMap((g) => g.products.map((p) => p.productInfo.product_name));
    await expect.poll(() => productCards(page).count(), { timeout: 5_000 }).toBe(expectedNames.length);
    const shownNames = await productCards(page).evaluateAll((cards) => cards.map((c) => c.getAttribute("aria-label")));
    expect(shownNames).toEqual(expectedNames);

    await page.context().close();
  });
});
