// Catalogue: a shop with more than one page of products; a category picked in the list, the second
// page loaded by scrolling, a search by one word (after the debounce), and a product's detail
// modal with its 'Reviews(n)' tab.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, newPage } from "./support/browser";
import { api, asDistinctClient, guestToken, type BrowserGlobals } from "./support/customers";
import {
  chosenPoints,
  escapeRegExp,
  groupQuery,
  openShopTile,
  productCards,
  setHomeLocations,
} from "./support/shopping";

type ShopCard = { _id: string; display_name: string; stores: string[] };
type CategoryNode = { name: string; path: string; count: number; children: CategoryNode[] };
type ProductGroup = {
  _id: string;
  products: { _id: string; productInfo: { product_name: string }; reviews: { count: number } }[];
};
type Reviews = { count: number; reviews: { name: string; rating: number; message: string | null }[] };

const PAGE_SIZE = 50;
/** Products the seed's second customer (Rahul Mehta) reviewed, with a word to search each by. */
const REVIEWED = [
  ["Tata Sampann Toor Dal", "Toor"],
  ["Aashirvaad Whole Wheat Atta", "Aashirvaad"],
  ["Maggi 2-Minute Masala Noodles", "Maggi"],
  ["Britannia Good Day Cashew", "Cashew"],
  ["Surf Excel Detergent Powder", "Surf"],
  ["Amul Toned Milk", "Toned"],
] as const;

const names = (groups: ProductGroup[]) => groups.flatMap((g) => g.products.map((p) => p.productInfo.product_name));

/** A reviewed product the shop sells, found by one word of its name. */
async function reviewedIn(token: string, scope: { _id: string; stores: string[] }) {
  for (const [name, word] of REVIEWED) {
    const found = await api<ProductGroup[]>("POST", "/user/product/view/listBySearch?skip=0&limit=100", {
      token,
      body: { ...scope, search: word },
    });
    // Several pack sizes share a name; the seeded reviews are on one of them.
    const products = found.flatMap((g) => g.products);
    const index = products.findIndex((p) => p.productInfo.product_name === name && p.reviews.count > 0);
    if (index >= 0) return { name, word, id: products[index]._id, index, found: names(found) };
  }
  return null;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("catalogue", () => {
  it("browses a category past its first page, searches a word and reads a product's reviews", async () => {
    const token = await guestToken();
    const page = await newPage(browser);
    await asDistinctClient(page);
    await page.goto("/home");
    await setHomeLocations(page);
    const query = groupQuery(await chosenPoints(page));

    // ---- choose, from what the server answers, a nearby shop with a category of more than a page
    // that is not the whole shop (so picking it changes the list) and a reviewed product ----
    let chosen: { group: string; shop: ShopCard; category: CategoryNode; total: number } | null = null;
    let reviewed: Awaited<ReturnType<typeof reviewedIn>> = null;
    for (const [type, group] of [
      [1, "Public Shops:"],
      [2, "Branded Shops"],
    ] as const) {
      const nearby = await api<{ shops: ShopCard[] }>("POST", "/user/category/view/location", {
        token,
        body: { ...query, type },
      });
      for (const shop of nearby.shops) {
        const scope = { _id: shop._id, stores: shop.stores };
        const { count } = await api<{ count: number }>("POST", "/user/product/view/c", { token, body: scope });
        if (count <= PAGE_SIZE) continue;
        const [root] = await api<CategoryNode[]>("POST", "/user/product/view/product_category", { token, body: scope });
        expect(root.count).toBe(count);
        const category = root.children.find((c) => c.count > PAGE_SIZE && c.count < count);
        if (!category) continue;
        // Its first page must differ from the shop's, so the page visibly switches to it.
        const [all, first] = await Promise.all([
          api<ProductGroup[]>("POST", `/user/product/view/products?skip=0&limit=${PAGE_SIZE}`, { token, body: scope }),
          api<ProductGroup[]>("POST", `/user/product/view/listByCategory?skip=0&limit=${PAGE_SIZE}`, {
            token,
            body: { ...scope, category: category.path, is_reg_exp: true },
          }),
        ]);
        if (names(all)[0] === names(first)[0]) continue;
        reviewed = await reviewedIn(token, scope);
        if (!reviewed) continue;
        chosen = { group, shop, category, total: count };
        break;
      }
      if (chosen) break;
    }
    expect(chosen, "a nearby shop with a category of more than 50 products").not.toBeNull();
    const { group, shop, category, total } = chosen!;
    const scope = { _id: shop._id, stores: shop.stores };
    const { count: inCategory } = await api<{ count: number }>("POST", "/user/product/view/by_category/c", {
      token,
      body: { ...scope, category: category.path, is_reg_exp: true },
    });
    expect(inCategory).toBe(category.count);

    // ---- open the shop from the home page ----
    await openShopTile(page, group, shop.display_name);
    await page.waitForURL("**/public/products/*");
    await page.getByRole("heading", { level: 1, name: shop.display_name }).waitFor();
    const cards = productCards(page);
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(PAGE_SIZE);
    const tree = page.getByRole("navigation", { name: "Categories" });
    await tree.getByRole("button", { name: new RegExp(`^All ${total} products$`) }).waitFor();

    // ---- pick the category: its first page, then the second by scrolling ----
    const categoryButton = tree.getByRole("button", {
      name: new RegExp(`^${escapeRegExp(category.name)} ${category.count} products$`),
    });
    await categoryButton.click();
    await expect.poll(() => categoryButton.getAttribute("aria-current")).toBe("true");
    const page1 = await api<ProductGroup[]>("POST", `/user/product/view/listByCategory?skip=0&limit=${PAGE_SIZE}`, {
      token,
      body: { ...scope, category: category.path, is_reg_exp: true },
    });
    const cardNames = () => cards.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
    await expect.poll(cardNames, { timeout: 10_000 }).toEqual(names(page1));

    const page2 = await api<ProductGroup[]>(
      "POST",
      `/user/product/view/listByCategory?skip=${PAGE_SIZE}&limit=${PAGE_SIZE}`,
      {
        token,
        body: { ...scope, category: category.path, is_reg_exp: true },
      },
    );
    expect(names(page2).length).toBe(Math.min(PAGE_SIZE, inCategory - PAGE_SIZE));
    await page.evaluate(() => {
      const w = globalThis as unknown as BrowserGlobals;
      w.scrollTo(0, w.document.documentElement.scrollHeight);
    });
    await expect.poll(() => cards.count(), { timeout: 10_000 }).toBe(PAGE_SIZE + names(page2).length);
    expect(await cardNames()).toEqual([...names(page1), ...names(page2)]);

    // ---- search by a word: the list changes once typing settles ----
    await page.evaluate(() => (globalThis as unknown as BrowserGlobals).scrollTo(0, 0));
    const word = reviewed?.word ?? "Dal";
    const expectedFound =
      reviewed?.found ??
      names(
        await api<ProductGroup[]>("POST", "/user/product/view/listBySearch?skip=0&limit=100", {
          token,
          body: { ...scope, search: word },
        }),
      );
    expect(expectedFound.length).toBeGreaterThan(0);
    const searchBox = page.getByRole("searchbox", { name: "Search products" });
    await searchBox.pressSequentially(word, { delay: 40 });
    await expect.poll(cardNames, { timeout: 10_000 }).toEqual(expectedFound);
    for (const name of expectedFound) expect(name.toLowerCase()).toContain(word.toLowerCase());

    // ---- the detail modal and its reviews tab ----
    const productName = reviewed?.name ?? expectedFound[0];
    // The card at the product's place in the results (pack sizes of one product share its name).
    await cards
      .nth(reviewed?.index ?? 0)
      .getByRole("button", { name: `View details of ${productName}` })
      .click();
    const detail = page.getByRole("dialog", { name: productName });
    await detail.waitFor();
    await detail.getByText("Unit").waitFor();
    const reviewsTab = detail.getByRole("tab", { name: /^Reviews\(\d+\)$/ });
    await reviewsTab.waitFor();
    if (reviewed) {
      const reviews = await api<Reviews>("POST", "/user/product/view/reviews?skip=0&limit=20", {
        token,
        body: { product_id: reviewed.id },
      });
      expect(reviews.count).toBeGreaterThan(0);
      await expect.poll(() => reviewsTab.textContent(), { timeout: 5_000 }).toBe(`Reviews(${reviews.count})`);
      await reviewsTab.click();
      const panel = detail.getByRole("tabpanel");
      await panel.getByText("Rahul M.").first().waitFor();
      for (const r of reviews.reviews) {
        expect(await panel.textContent()).toContain(r.name);
        if (r.message) expect(await panel.textContent()).toContain(r.message);
      }
      expect(await panel.getByRole("img", { name: /out of 5 stars/ }).count()).toBe(reviews.reviews.length);
    } else {
      await reviewsTab.click();
      await detail.getByRole("tabpanel").getByText("No reviews!").waitFor();
    }
    await detail.getByRole("button", { name: "Close" }).click();
    await detail.waitFor({ state: "hidden" });

    await page.context().close();
  });
});
