import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, guestAuth, type TestApp } from "../../testing/app";
import type { ProductGroup, ProductView } from "../../contract/catalog";
import { buildCatalog, FIX } from "./catalog-fixture";

let t: TestApp;
let auth: Record<string, string>;
let total: number;

beforeAll(async () => {
  t = await testApp();
  total = (await buildCatalog(t.db)).publicShopProducts;
  auth = guestAuth(t.app);
});
afterAll(async () => t.close());

const post = (path: string, body: object) => request(t.app.server).post(`/user${path}`).set(auth).send(body);
const flat = (groups: ProductGroup[]): ProductView[] => groups.flatMap((g) => g.products);

async function allPages(path: string, body: object, limit: number): Promise<ProductView[]> {
  const out: ProductView[] = [];
  for (let skip = 0; ; skip += limit) {
    const res = await post(`${path}?skip=${skip}&limit=${limit}`, body);
    expect(res.status).toBe(200);
    const page = flat(res.body.data);
    out.push(...page);
    if (page.length < limit) return out;
  }
}

describe("POST /product/view/products and /product/view/c", () => {
  it("pages through every product once, in category path then name order, and agrees with the count", async () => {
    const count = await post("/product/view/c", { _id: FIX.shop, stores: [...FIX.stores] });
    expect(count.status).toBe(200);
    expect(count.body.data.count).toBe(total);

    const products = await allPages("/product/view/products", { _id: FIX.shop, stores: [...FIX.stores] }, 50);
    expect(products).toHaveLength(total);
    expect(new Set(products.map((p) => p._id)).size).toBe(total);
    const keys = products.map((p) => [p.category, p.productInfo.product_name] as const);
    const sorted = [...keys].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
    expect(keys).toEqual(sorted);
    expect(products.some((p) => p._id === "p_bhujia")).toBe(false);
  });

  it("groups a page into runs of one category path each", async () => {
    const res = await post("/product/view/products?skip=0&limit=50", { _id: FIX.shop, stores: [] });
    const groups: ProductGroup[] = res.body.data;
    expect(flat(groups)).toHaveLength(50);
    for (const g of groups) expect(g.products.every((p) => p.category === g._id)).toBe(true);
    const ids = groups.map((g) => g._id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("counts only products of the named stores", async () => {
    const onlyC = await post("/product/view/c", { _id: FIX.shop, stores: ["st_c"] });
    expect(onlyC.body.data.count).toBe(Math.ceil(total / 10));
    const res = await post("/product/view/products?skip=0&limit=50", { _id: FIX.shop, stores: ["st_c"] });
    const products = flat(res.body.data);
    expect(products).toHaveLength(Math.ceil(total / 10));
    expect(products.every((p) => p.stores.length === 1 && p.stores[0].store_id === "st_c")).toBe(true);
  });

  it("gives each product the spec's shape with rupee prices per store, cheapest first", async () => {
    const res = await post("/product/view/listByCategory?skip=0&limit=50", {
      _id: FIX.shop,
      stores: [...FIX.stores],
      category: "Grocery > Staples > Atta",
    });
    const p = flat(res.body.data).find((x) => x._id === "p_000")!;
    expect(p.productInfo).toMatchObject({ product_name: "Tata Atta Classic 0", unit: "500 g", brand: "Tata", mrp: 100 });
    expect(p.productInfo.images).toEqual([{ name: "products/p_000-1.png" }, { name: "products/p_000-2.png" }]);
    expect(p.stores.map((s) => s.store_id)).toEqual(["st_a", "st_c", "st_b"]);
    expect(p.stores[0]).toEqual({
      store_id: "st_a",
      net_price: 45,
      qty: 0,
      product_details: { id: expect.any(String), qty: 0, stock: 5, selling_price: 50, offer_selling_price: 45, offer_price: 5, offer: 10 },
    });
    expect(p.stores[1]).toMatchObject({ net_price: 48.45, product_details: { selling_price: 51, offer_price: 2.55, stock: 0 } });
    expect(p.total).toBe(7);
    expect(p.reviews).toEqual({ count: 0, avg_rating: 0 });
  });
});

describe("POST /product/view/listByCategory and /product/view/by_category/c", () => {
  const body = (category: string, is_reg_exp = false) => ({ _id: FIX.shop, stores: [...FIX.stores], category, is_reg_exp });

  it("filters by the exact path, or by the path and everything under it", async () => {
    const exact = await allPages("/product/view/listByCategory", body("Grocery > Staples > Rice"), 50);
    expect(exact.length).toBeGreaterThan(0);
    expect(exact.every((p) => p.category === "Grocery > Staples > Rice")).toBe(true);
    expect(exact.map((p) => p._id)).toEqual(expect.arrayContaining(["p_indiagate", "p_daawat"]));

    // Products sit in leaves, so the exact middle path holds none; its subtree holds Atta and Rice
    // but not the sibling "Grocery > Staples Mix" that merely starts with the same letters.
    const middle = await post("/product/view/by_category/c", body("Grocery > Staples"));
    expect(middle.body.data.count).toBe(0);
    const subtree = await allPages("/product/view/listByCategory", body("Grocery > Staples", true), 50);
    const cats = new Set(subtree.map((p) => p.category));
    expect([...cats].sort()).toEqual(["Grocery > Staples > Atta", "Grocery > Staples > Rice"]);
    const subCount = await post("/product/view/by_category/c", body("Grocery > Staples", true));
    expect(subCount.body.data.count).toBe(subtree.length);
  });

  it("pages a category consistently with its count", async () => {
    const count = (await post("/product/view/by_category/c", body("Grocery", true))).body.data.count;
    const products = await allPages("/product/view/listByCategory", body("Grocery", true), 50);
    expect(count).toBeGreaterThan(50);
    expect(products).toHaveLength(count);
    expect(new Set(products.map((p) => p._id)).size).toBe(count);
  });

  it("forgives spacing around the separators", async () => {
    const res = await post("/product/view/by_category/c", body("Grocery>Staples >  Rice"));
    expect(res.body.data.count).toBe((await post("/product/view/by_category/c", body("Grocery > Staples > Rice"))).body.data.count);
  });

  it("answers an empty category with 400", async () => {
    const res = await post("/product/view/listByCategory?skip=0&limit=50", body("  "));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Category is required.");
  });
});

describe("POST /product/view/product_category", () => {
  it("answers the tree of the shop's categories under 'All' with counts", async () => {
    const res = await post("/product/view/product_category", { _id: FIX.shop, stores: [] });
    expect(res.status).toBe(200);
    const [all] = res.body.data;
    expect(all).toMatchObject({ name: "All", path: "", parent: null, count: total });
    const names = all.children.map((c: { name: string }) => c.name);
    expect(names).toEqual(["Grocery", "Personal Care"]);
    const grocery = all.children[0];
    expect(grocery.children.map((c: { name: string }) => c.name)).toEqual(["Staples", "Staples Mix", "Snacks"]);
    const staples = grocery.children[0];
    expect(staples).toMatchObject({ path: "Grocery > Staples", parent: "Grocery" });
    expect(staples.children.map((c: { path: string }) => c.path)).toEqual(["Grocery > Staples > Atta", "Grocery > Staples > Rice"]);
    const sum = (n: { count: number; children: { count: number }[] }) => n.children.reduce((s, c) => s + c.count, 0);
    expect(sum(all)).toBe(all.count);
    expect(sum(grocery)).toBe(grocery.count);
  });

  it("leaves out categories the stores do not sell", async () => {
    const res = await post("/product/view/product_category", { _id: FIX.privateShop, stores: [] });
    const [all] = res.body.data;
    expect(all.count).toBe(1);
    expect(all.children[0].children[0].children[0].path).toBe("Grocery > Staples > Atta");
  });
});

describe("bad input", () => {
  it("answers an unknown shop, or a store of another shop, with 404", async () => {
    const unknown = await post("/product/view/products?skip=0&limit=50", { _id: "nope", stores: [] });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, code: "SHOP_NOT_FOUND", message: "Shop not found." });
    const foreign = await post("/product/view/c", { _id: FIX.shop, stores: ["st_a", FIX.otherStore] });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe("STORE_NOT_FOUND");
    const cat = await post("/product/view/product_category", { _id: FIX.shop, stores: ["missing"] });
    expect(cat.status).toBe(404);
  });

  it("answers skip and limit outside their range with 400", async () => {
    const b = { _id: FIX.shop, stores: [] };
    for (const q of ["skip=0&limit=51", "skip=0&limit=0", "skip=-1&limit=50", "skip=x&limit=50", "skip=0&limit=2.5"]) {
      const res = await post(`/product/view/products?${q}`, b);
      expect(res.status, q).toBe(400);
      expect(res.body.code).toBe("VALIDATION_FAILED");
    }
    const cat = await post("/product/view/listByCategory?skip=0&limit=100", { ...b, category: "Grocery" });
    expect(cat.status).toBe(400);
  });

  it("needs a token", async () => {
    const res = await request(t.app.server).post("/user/product/view/c").send({ _id: FIX.shop });
    expect(res.status).toBe(401);
  });
});
