// An update is visible to customers at once: the catalogue and its search read the rows it writes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { guestAuth, testApp, type TestApp } from "../../testing/app";
import { createMerchantWorld, type MerchantWorld } from "./test-fixture";

let t: TestApp;
let m: MerchantWorld;

beforeAll(async () => {
  t = await testApp();
  m = await createMerchantWorld(t.db, {
    storeKeys: ["CAT-1"],
    products: [{ code: "8901063010116", name: "Aashirvaad Shudh Chakki Atta", unit: "5 kg", price: 26500, stock: 42 }],
  });
});
afterAll(async () => t.close());

type Found = {
  productInfo: { product_name: string; unit: string };
  stores: { product_details: { stock: number; selling_price: number; offer: number } }[];
};
const search = async (text: string): Promise<Found[]> => {
  const res = await request(t.app.server)
    .post("/user/product/view/listBySearch")
    .set(guestAuth(t.app))
    .send({ _id: m.shopId, search: text });
  expect(res.status).toBe(200);
  return res.body.data.flatMap((g: { products: Found[] }) => g.products);
};

describe("inventory updates in the customer catalogue", () => {
  it("shows the new stock, price, offer and name in search right after the call", async () => {
    const res = await request(t.app.server)
      .post("/api/update")
      .set("Authkey", m.token)
      .send({
        store_key: "CAT-1",
        product_info: [
          {
            product_code: "8901063010116",
            stock: 7,
            selling_price: 249.99,
            offer: 10,
            product_name: "Aashirvaad Select Atta",
          },
        ],
      });
    expect(res.body.Updated).toBe(1);

    const [found] = await search("Select");
    expect(found.productInfo).toMatchObject({ product_name: "Aashirvaad Select Atta", unit: "5 kg" });
    expect(found.stores[0].product_details).toMatchObject({ stock: 7, selling_price: 249.99, offer: 10 });
    expect(await search("Shudh")).toEqual([]);
  });
});
