// Smoke checks on the seeded demo world (its exact data is the seed's business): a products page
// opens for a private and a public shop, and lists, counts, the tree and search agree.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, guestAuth, type TestApp } from "../../testing/app";
import type { ProductGroup } from "../../contract/catalog";

let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await testApp({ seeded: true });
  auth = guestAuth(t.app);
});
afterAll(async () => t.close());

const post = (path: string, body: object) => request(t.app.server).post(`/user${path}`).set(auth).send(body);
const count = (groups: ProductGroup[]) => groups.reduce((n, g) => n + g.products.length, 0);

describe("the seeded world", () => {
  it("opens a private shop by its unique id", async () => {
    const shop = await t.db.shop.findFirst({ where: { shopGroup: "private", uniqueId: { not: null } } });
    expect(shop).not.toBeNull();
    const res = await post("/product/view/private", { store_unique_id: shop!.uniqueId, deliveryLocation: { type: "Point", coordinates: [0, 0] } });
    expect(res.status).toBe(200);
    expect(res.body.data._id).toBe(shop!.id);
    expect(res.body.is_deliver).toBe(false);
  });

  it("lists a public shop's products consistently with its count, tree and search index", async () => {
    const shop = await t.db.shop.findFirst({
      where: { shopGroup: "public", stores: { some: { storeProducts: { some: {} } } } },
      include: { stores: { select: { id: true } } },
    });
    expect(shop).not.toBeNull();
    const scope = { _id: shop!.id, stores: shop!.stores.map((s) => s.id) };
    const info = await post("/product/view/public", { category_id: shop!.id });
    expect(info.status).toBe(200);
    expect(info.body.data[0].template.length).toBeGreaterThan(0);

    const total = (await post("/product/view/c", scope)).body.data.count;
    expect(total).toBeGreaterThan(0);
    const [all] = (await post("/product/view/product_category", scope)).body.data;
    expect(all.count).toBe(total);
    let listed = 0;
    for (let skip = 0; skip < total; skip += 50) listed += count((await post(`/product/view/products?skip=${skip}&limit=50`, scope)).body.data);
    expect(listed).toBe(total);

    const top = all.children[0];
    const byCategory = await post("/product/view/by_category/c", { ...scope, category: top.path, is_reg_exp: true });
    expect(byCategory.body.data.count).toBe(top.count);

    const first = (await post("/product/view/products?skip=0&limit=50", scope)).body.data[0].products[0];
    const word = first.productInfo.product_name.split(/\s+/).find((w: string) => /^[A-Za-z]{4,}$/.test(w));
    const found = await post("/product/view/listBySearch?skip=0&limit=100", { ...scope, search: word });
    expect(found.status).toBe(200);
    expect(found.body.count).toBeGreaterThan(0);
  });
});
