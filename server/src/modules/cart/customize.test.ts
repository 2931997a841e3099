// Customize Order: the automatic split, one store for the whole cart, and writing the choice.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { customerAuth, testApp, type TestApp } from "../../testing/app";
import { W, buildCartWorld, newCustomer } from "./test-world";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  await buildCartWorld(t.db);
});
afterAll(async () => t.close());

const post = (userId: string, path: string, body: Record<string, unknown>) =>
  request(t.app.server).post(`/user${path}`).set(customerAuth(t.app, userId)).send(body);
const add = (userId: string, productId: string, qty = 1) =>
  post(userId, "/cart/add", { _id: W.shopA, product_id: productId, is_private: false, stores: [], qty });
const lines = async (userId: string) =>
  Object.fromEntries(
    (await t.db.cartLine.findMany({ where: { cart: { userId } } })).map((l) => [`${l.productId}@${l.storeId}`, l.qty]),
  );

/** Atta 2 (S3 1, S1 1) and Ghee 1 (S2 only). */
async function customer() {
  const id = await newCustomer(t.db);
  await add(id, W.atta, 2);
  await add(id, W.ghee, 1);
  return id;
}

describe("customize views", () => {
  it("shows the automatic split with its prices (/cart/view/as)", async () => {
    const id = await customer();
    const res = await post(id, "/cart/view/as", { _id: W.shopA });
    expect(res.status).toBe(200);
    const auto = res.body.data;
    expect(auto).toMatchObject({ _id: W.shopA, kind: "auto", selected: true, can_fulfil: true });
    expect(auto.shop).toEqual({
      display_name: "Shop shop-a",
      address: "1 Main Road, Bengaluru",
      rating: 4.3,
      private: { icon: "shop-a.png" },
    });
    expect(auto.products[0]).toMatchObject({ _id: W.atta, qty: 2, supplied: 2, net_price: 522.19 });
    expect(auto.products[0].stores).toEqual([
      { store_id: W.s3, store_name: "HSR Layout", qty: 1 },
      { store_id: W.s1, store_name: "Koramangala", qty: 1 },
    ]);
    // Atta 259.70 + 262.49, ghee 495.00 + 12% tax 59.40; atta tax 12.99 + 13.12; packaging 15, delivery 40.
    expect(auto.prices).toMatchObject({ item_total: 1017.19, onlyTax: 85.51, net_price: 1117.7, total: 1157.7 });
  });

  it("prices each store that sells the cart's products (/cart/view/os, /cart/view/cs)", async () => {
    const id = await customer();
    const os = await post(id, "/cart/view/os", { _id: W.shopA });
    expect(os.status).toBe(200);
    const byId = Object.fromEntries(os.body.data.map((c: { _id: string }) => [c._id, c]));
    expect(Object.keys(byId).sort()).toEqual([W.s1, W.s2, W.s3].sort());
    expect(byId[W.s2]).toMatchObject({
      kind: "store",
      can_fulfil: true,
      selected: false,
      shop: { display_name: "Indiranagar" },
    });
    // S2 alone: atta 2 x 275.00 + ghee 495.00 = 1045.00.
    expect(byId[W.s2].prices.item_total).toBe(1045);
    expect(byId[W.s1].can_fulfil).toBe(false);
    expect(byId[W.s1].products.find((p: { _id: string }) => p._id === W.ghee)).toMatchObject({ qty: 1, supplied: 0 });

    const cs = await post(id, "/cart/view/cs", { _id: W.shopA, shopIds: [W.s2] });
    expect(cs.body.data).toEqual([byId[W.s2]]);
    expect((await post(id, "/cart/view/cs", { _id: W.shopA, shopIds: [W.b1] })).status).toBe(404);
    expect((await post(id, "/cart/view/cs", { _id: W.shopA, shopIds: [] })).status).toBe(400);
  });
});

describe("POST /cart/write", () => {
  it("writes the chosen store to every line and keeps it for later adds", async () => {
    const id = await customer();
    const res = await post(id, "/cart/write", { _id: W.shopA, store_id: W.s2 });
    expect(res.status).toBe(200);
    expect(res.body.data.custom_store_id).toBe(W.s2);
    expect(await lines(id)).toEqual({ [`${W.atta}@${W.s2}`]: 2, [`${W.ghee}@${W.s2}`]: 1 });
    await add(id, W.atta);
    expect(await lines(id)).toEqual({ [`${W.atta}@${W.s2}`]: 3, [`${W.ghee}@${W.s2}`]: 1 });
    // The chosen store's stock is the cap now: S2 holds 5 atta.
    const over = await add(id, W.atta, 3);
    expect(over.status).toBe(409);
    expect(over.body.message).toBe("Only 5 of Whole Wheat Atta are in stock at the store you chose.");
    expect((await post(id, "/cart/view/as", { _id: W.shopA })).body.data.selected).toBe(false);
  });

  it("refuses a store that cannot supply everything, leaving the cart as it was", async () => {
    const id = await customer();
    const before = await lines(id);
    const res = await post(id, "/cart/write", { _id: W.shopA, store_id: W.s1 });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("STORE_CANNOT_FULFIL");
    expect(res.body.message).toBe("Koramangala cannot supply every item in your cart (Cow Ghee).");
    expect(await lines(id)).toEqual(before);
    expect((await post(id, "/cart/write", { _id: W.shopA, store_id: W.b1 })).status).toBe(404);
  });

  it("goes back to cheapest stores first when none is chosen", async () => {
    const id = await customer();
    await post(id, "/cart/write", { _id: W.shopA, store_id: W.s2 });
    const res = await post(id, "/cart/write", { _id: W.shopA, store_id: null });
    expect(res.status).toBe(200);
    expect(res.body.data.custom_store_id).toBeNull();
    expect(await lines(id)).toEqual({ [`${W.atta}@${W.s3}`]: 1, [`${W.atta}@${W.s1}`]: 1, [`${W.ghee}@${W.s2}`]: 1 });
  });

  it("forgets the choice when the cart is emptied", async () => {
    const id = await customer();
    await post(id, "/cart/write", { _id: W.shopA, store_id: W.s2 });
    await request(t.app.server).delete("/user/cart/clear/cr").set(customerAuth(t.app, id)).send({});
    const res = await add(id, W.atta, 2);
    expect(res.body.data.custom_store_id).toBeNull();
    expect(await lines(id)).toEqual({ [`${W.atta}@${W.s3}`]: 1, [`${W.atta}@${W.s1}`]: 1 });
  });
});
