// A shop's status (live | onboarding | suspended): customers see only live shops. Suspending one
// takes it off the tiles, its pages, its product listing and search, search across shops, cart add
// and checkout at once (the "tiles" and "shop:<id>" versions move with the status, so no cache
// keeps it); its open orders keep going; restoring it brings everything back.
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import request from "supertest";
import type { TestApp } from "../../testing/app";
import { guestAuth } from "../../testing/app";
import { ERROR_CODE } from "../../contract/errors";
import { ORDER_STATUS } from "../../contract/orders";
import { advanceOrder } from "../orders/transitions";
import { TILES_EPOCH, shopEpoch } from "../../lib/read-epochs";
import { addToCart, checkoutWorld, customer, place, placeInputs, W } from "../checkout/test-helpers";

let t: TestApp;
let guest: Record<string, string>;
beforeAll(async () => {
  t = await checkoutWorld();
  guest = guestAuth(t.app);
});
afterAll(async () => t.close());

const setStatus = (status: string, shopId: string = W.shopA) => t.db.shop.update({ where: { id: shopId }, data: { status } });
const near = { type: "Point", coordinates: [W.near.lng, W.near.lat] };
const post = (path: string, body: object, auth: Record<string, string> = guest) =>
  request(t.app.server).post(`/user${path}`).set(auth).send(body);

const tileIds = async () => {
  const res = await post("/category/view/location", {
    searchLocation: near,
    deliveryLocation: near,
    maxDistance: 10_000,
    type: 1,
  });
  expect(res.status).toBe(200);
  return (res.body.data.shops as { _id: string }[]).map((s) => s._id);
};
const shopPage = () => post("/product/view/public", { category_id: W.shopA });
const listing = () => post("/product/view/products?skip=0&limit=20", { _id: W.shopA, stores: [] });
const shopSearch = () => post("/product/view/listBySearch?skip=0&limit=20", { _id: W.shopA, stores: [], search: "rice" });
const findSearch = () =>
  post("/find/search", { search: "rice", searchLocation: near, deliveryLocation: near, maxDistance: 10_000 });
const epochs = async () =>
  Object.fromEntries(
    (await t.db.readEpoch.findMany({ where: { key: { in: [TILES_EPOCH, shopEpoch(W.shopA)] } } })).map((r) => [
      r.key,
      r.version,
    ]),
  );

describe("a shop's status", () => {
  it("is live for existing shops", async () => {
    expect((await t.db.shop.findUniqueOrThrow({ where: { id: W.shopA } })).status).toBe("live");
  });

  it("moves the tiles and the shop's version when it changes", async () => {
    const before = await epochs();
    await setStatus("suspended");
    const after = await epochs();
    expect(after[TILES_EPOCH]).toBeGreaterThan(before[TILES_EPOCH] ?? 0);
    expect(after[shopEpoch(W.shopA)]).toBeGreaterThan(before[shopEpoch(W.shopA)] ?? 0);
    await setStatus("live");
  });

  it("hides a suspended or onboarding shop from every customer surface at once, and a live one is back", async () => {
    // Warm every answer first, so a cache would have to be invalidated.
    expect(await tileIds()).toContain(W.shopA);
    expect((await shopPage()).status).toBe(200);
    expect((await listing()).status).toBe(200);
    expect((await shopSearch()).status).toBe(200);
    const found = await findSearch();
    expect(found.status).toBe(200);
    expect(JSON.stringify(found.body.data)).toContain(W.shopA);

    for (const status of ["suspended", "onboarding"]) {
      await setStatus(status);
      onTestFinished(() => setStatus("live").then(() => undefined));
      expect(await tileIds(), status).not.toContain(W.shopA);
      for (const res of [await shopPage(), await listing(), await shopSearch()]) {
        expect(res.status, status).toBe(404);
        expect(res.body.code).toBe(ERROR_CODE.SHOP_NOT_FOUND);
      }
      expect(JSON.stringify((await findSearch()).body.data), status).not.toContain(W.shopA);

      await setStatus("live");
      expect(await tileIds()).toContain(W.shopA);
      expect((await shopPage()).status).toBe(200);
      expect((await listing()).status).toBe(200);
      expect((await shopSearch()).status).toBe(200);
      expect(JSON.stringify((await findSearch()).body.data)).toContain(W.shopA);
    }
  });

  it("refuses cart adds and checkout with a clear message, while open orders keep going", async () => {
    // An order placed while the shop was live.
    const early = await customer(t);
    await addToCart(t, early.auth, W.rice, 1);
    const placed = await place(t, early.auth, "cashOnDelivery/shop", placeInputs());
    expect(placed.status).toBe(200);
    // A cart filled while it was live.
    const late = await customer(t);
    await addToCart(t, late.auth, W.rice, 1);

    await setStatus("suspended");
    try {
      const add = await post("/cart/add", { _id: W.shopA, product_id: W.atta, is_private: false, stores: [], qty: 1 }, early.auth);
      expect(add.status).toBe(409);
      expect(add.body).toMatchObject({ code: ERROR_CODE.SHOP_NOT_LIVE, message: "This shop is not taking orders on Galli right now." });
      const hi = await post("/cart/add", { _id: W.shopA, product_id: W.atta, is_private: false, stores: [], qty: 1 }, {
        ...early.auth,
        "accept-language": "hi",
      });
      expect(hi.body.message).toBe("यह दुकान अभी Galli पर ऑर्डर नहीं ले रही है।");

      const checkout = await place(t, late.auth, "cashOnDelivery/shop", placeInputs());
      expect(checkout.status).toBe(409);
      expect(checkout.body.code).toBe(ERROR_CODE.SHOP_NOT_LIVE);
      expect(await t.db.order.count({ where: { userId: late.id } })).toBe(0);

      // The order placed before goes on to delivery.
      const order = await t.db.order.findFirstOrThrow({ where: { userId: early.id } });
      const moved = await advanceOrder(t.db, order.id, { now: new Date(), to: ORDER_STATUS.delivered });
      expect(moved.to).toBe(ORDER_STATUS.delivered);
    } finally {
      await setStatus("live");
    }
    const again = await place(t, late.auth, "cashOnDelivery/shop", placeInputs());
    expect(again.status).toBe(200);
  });
});
