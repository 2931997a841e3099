// Find it anywhere on the seeded demo world: search across the nearby shops, the basket optimizer
// (its price for a shop is what billing charges once the cart is there), moving the cart, buy
// again and frequently bought products, with the bad inputs of each.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import request from "supertest";
import { customerAuth, guestAuth, testApp, type TestApp } from "../../testing/app";
import { KORAMANGALA, point } from "../shops/test-fixtures";
import type { BasketData, FindSearchAnswer, FoundProduct, RefillData } from "../../contract/finder";
import { ERROR_CODE } from "../../contract/errors";

let t: TestApp;
let guest: Record<string, string>;
let asha: Record<string, string>;
let ashaId: string;

const where = (km = 5) => ({
  searchLocation: point(KORAMANGALA),
  deliveryLocation: point(KORAMANGALA),
  maxDistance: km * 1000,
});
const post = (path: string, body: object, auth = asha) =>
  request(t.app.server).post(`/user${path}`).set(auth).send(body);
/** The basket asked again with the ETag of an earlier answer. */
const basketAgain = (body: object, etag: string) =>
  request(t.app.server).post("/user/find/basket").set(asha).set("if-none-match", etag).send(body);
const search = (text: string, auth = guest) => post("/find/search", { search: text, ...where() }, auth);

beforeAll(async () => {
  t = await testApp({ seeded: true });
  guest = guestAuth(t.app);
  const user = await t.db.user.findUniqueOrThrow({ where: { mobile: "9876543210" } });
  ashaId = user.id;
  asha = customerAuth(t.app, user.id);
});
afterAll(async () => t.close());

describe("POST /user/find/search", () => {
  it("finds atta in several nearby shops, each shop with its price, offer, open state and delivery time", async () => {
    const res = await search("atta");
    expect(res.status).toBe(200);
    const body = res.body as FindSearchAnswer;
    expect(body.shops_searched).toBeGreaterThan(3);
    expect(body.count).toBeGreaterThan(0);
    const aashirvaad = body.data.find((p) => p.product_name.includes("Aashirvaad"));
    expect(aashirvaad).toBeDefined();
    expect(aashirvaad!.shops.length).toBeGreaterThan(1);
    const shop = aashirvaad!.shops[0];
    expect(shop).toMatchObject({
      is_open: expect.any(Boolean),
      delivery_local_duration: expect.any(Number),
      net_price: expect.any(Number),
      in_stock: expect.any(Boolean),
    });
    expect(shop.distance).toBeLessThanOrEqual(5000);
    // Open shops holding it first, each group cheapest first; the lowest price is the first's.
    for (const p of body.data) {
      const ready = p.shops.filter((s) => s.in_stock && s.is_open);
      expect(p.shops.slice(0, ready.length)).toEqual(ready);
      const prices = ready.map((s) => s.net_price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      if (ready.length > 0 && p.shops.every((s) => s.is_open)) expect(p.lowest_price).toBe(prices[0]);
    }
  });

  it("matches what a shop's own search finds in that shop", async () => {
    const res = await search("atta");
    const p = (res.body as FindSearchAnswer).data[0];
    const s = p.shops[0];
    const inShop = await post(
      "/product/view/listBySearch?skip=0&limit=100",
      { _id: s._id, stores: s.stores, search: "atta" },
      guest,
    );
    const ids = inShop.body.data.flatMap((g: { products: { _id: string }[] }) => g.products.map((x) => x._id));
    expect(ids).toContain(p._id);
  });

  it("corrects a one-letter typo like the shop search", async () => {
    const res = await search("aashirvaaf");
    expect(res.status).toBe(200);
    expect(res.body.corrected).toContain("aashirvaad");
    expect((res.body.data as FoundProduct[]).some((p) => p.product_name.includes("Aashirvaad"))).toBe(true);
  });

  it("honours the distance: 1 km searches fewer shops than 10 km", async () => {
    const near = await post("/find/search", { search: "atta", ...where(1) }, guest);
    const far = await post("/find/search", { search: "atta", ...where(10) }, guest);
    expect(near.body.shops_searched).toBeLessThan(far.body.shops_searched);
    for (const p of near.body.data as FoundProduct[])
      for (const s of p.shops) expect(s.distance).toBeLessThanOrEqual(1000);
  });

  it("sees a price change at once (the cached part is invalidated by the shop's version)", async () => {
    const before = (await search("atta")).body as FindSearchAnswer;
    const s = before.data[0].shops[0];
    await t.db.storeProduct.update({
      where: { storeId_productId: { storeId: s.store_id, productId: before.data[0]._id } },
      data: { sellingPrice: 1, offerPercent: 0, stock: 50 },
    });
    const after = (await search("atta")).body as FindSearchAnswer;
    const again = after.data.find((p) => p._id === before.data[0]._id)!;
    expect(again.shops[0]).toMatchObject({ _id: s._id, store_id: s.store_id, net_price: 0.01 });
  });

  it.each([
    ["an empty text", "", 400, "Type at least 2 letters or digits to search."],
    ["one letter", "a", 400, "Type at least 2 letters or digits to search."],
    ["only signs", "** -- !!", 400, "Type at least 2 letters or digits to search."],
    ["one Devanagari letter", "घ", 400, "Type at least 2 letters or digits to search."],
    ["a lone vowel sign", "ी", 400, "Type at least 2 letters or digits to search."],
    ["1,001 characters", "a".repeat(1001), 400, "Search text must be at most 1000 characters."],
  ])("refuses %s with a clear message", async (_what, text, status, message) => {
    const res = await search(text);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, code: "VALIDATION_FAILED", message });
  });

  it("finds ghee for a short Hindi word whose vowel is a sign on its letter (घी, 2 letters)", async () => {
    const res = await search("घी");
    expect(res.status).toBe(200);
    const names = (res.body as FindSearchAnswer).data.map((p) => p.product_name);
    expect(names).toContain("Amul Pure Cow Ghee");
    expect(names[0]).toMatch(/ghee/i);
  });

  it.each([
    ["500 characters", "atta ".repeat(100)],
    ["Devanagari", "आटा"],
    ["emoji and accents", "áttá 🍞"],
    ["FTS syntax", 'atta" OR NEAR(*'],
  ])("answers %s without an error", async (_what, text) => {
    const res = await search(text);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.data)).toBe(true);
  });

  it("needs locations and a token", async () => {
    const res = await post("/find/search", { search: "atta" }, guest);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("searchLocation is required.");
    const anon = await request(t.app.server)
      .post("/user/find/search")
      .send({ search: "atta", ...where() });
    expect(anon.status).toBe(401);
  });
});

/** A cart at the Koramangala shop with products the Indiranagar shop stocks too (a complete basket there). */
async function fillCart(lines = 3) {
  await request(t.app.server).delete("/user/cart/clear/cr").set(asha).send({});
  const shop = await t.db.shop.findFirstOrThrow({
    where: { displayName: "Koramangala Fresh Mart" },
    include: { stores: true },
  });
  const other = await t.db.shop.findFirstOrThrow({
    where: { displayName: "Indiranagar Daily Needs" },
    include: { stores: true },
  });
  const stocked = async (storeIds: string[]) =>
    new Set(
      (
        await t.db.storeProduct.findMany({
          where: { storeId: { in: storeIds }, stock: { gte: 5 } },
          select: { productId: true },
        })
      ).map((r) => r.productId),
    );
  const there = await stocked(other.stores.map((s) => s.id));
  const both = [...(await stocked(shop.stores.map((s) => s.id)))].filter((id) => there.has(id)).sort();
  expect(both.length).toBeGreaterThanOrEqual(lines);
  for (const productId of both.slice(0, lines)) {
    const res = await post("/cart/add", { _id: shop.id, product_id: productId, is_private: false, qty: 2 });
    expect(res.status).toBe(200);
  }
  return { shop, other, productIds: both.slice(0, lines) };
}

describe("POST /user/find/basket", () => {
  beforeEach(async () => {
    await request(t.app.server).delete("/user/cart/clear/cr").set(asha).send({});
  });

  it("prices the cart at each nearby shop exactly as billing charges there after the move", async () => {
    const { shop, other } = await fillCart(3);
    const res = await post("/find/basket", { deliveryLocation: point(KORAMANGALA), maxDistance: 10000 });
    expect(res.status).toBe(200);
    const data = res.body.data as BasketData;
    expect(data.lines).toHaveLength(3);
    expect(data.options.find((o) => o.shop._id === other.id)?.complete).toBe(true);
    expect(data.current).toMatchObject({ current: true, shop: { _id: shop.id } });
    const billingHere = await post("/order/view/billing", { _id: shop.id });
    expect(data.current!.prices).toEqual(billingHere.body.data);
    expect(data.options.length).toBeGreaterThan(0);
    // Complete baskets first, each group cheapest first.
    const firstIncomplete = data.options.findIndex((o) => !o.complete);
    const complete = firstIncomplete === -1 ? data.options : data.options.slice(0, firstIncomplete);
    expect(data.options.slice(complete.length).every((o) => !o.complete)).toBe(true);
    const totals = complete.map((o) => o.prices.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    for (const o of data.options) if (!o.complete) expect(o.missing.length).toBeGreaterThan(0);
    expect(complete.length).toBeGreaterThan(0);

    for (const option of complete.slice(0, 3)) {
      expect(option.saving).toBeCloseTo(data.current!.prices.total - option.prices.total, 2);
      const moved = await post("/cart/move", { _id: option.shop._id });
      expect(moved.status).toBe(200);
      expect((moved.body.data as RefillData).missing).toEqual([]);
      expect(moved.body.data.cart._id).toBe(option.shop._id);
      const billed = await post("/order/view/billing", { _id: option.shop._id });
      expect(billed.status).toBe(200);
      expect(billed.body.data).toEqual(option.prices);
    }
  });

  it("answers a repeat for the unchanged cart from the cache (304 on its ETag)", async () => {
    await fillCart(2);
    const body = { deliveryLocation: point(KORAMANGALA), maxDistance: 10000 };
    const first = await post("/find/basket", body);
    expect(first.status).toBe(200);
    expect(first.headers.etag).toBeTruthy();
    const again = await basketAgain(body, first.headers.etag);
    expect(again.status).toBe(304);
  });

  it("sees a price change and a cart change at once (the quote is cached by versions and cart)", async () => {
    const { other, productIds } = await fillCart(2);
    const basket = async () =>
      (await post("/find/basket", { deliveryLocation: point(KORAMANGALA), maxDistance: 10000 })).body
        .data as BasketData;
    const before = (await basket()).options.find((o) => o.shop._id === other.id)!;
    await t.db.storeProduct.updateMany({
      where: { productId: productIds[0], storeId: { in: other.stores.map((s) => s.id) } },
      data: { sellingPrice: { increment: 10000 } },
    });
    const after = (await basket()).options.find((o) => o.shop._id === other.id)!;
    expect(after.prices.item_total).toBeGreaterThan(before.prices.item_total);
    const shop = await t.db.shop.findFirstOrThrow({ where: { displayName: "Koramangala Fresh Mart" } });
    await post("/cart/add", { _id: shop.id, product_id: productIds[1], is_private: false });
    const more = await basket();
    expect(more.lines.find((l) => l.product_id === productIds[1])?.qty).toBe(3);
  });

  it("follows the cart wherever it changes: a quantity written by another process, the delivery type", async () => {
    const { shop, productIds } = await fillCart(2);
    const body = { deliveryLocation: point(KORAMANGALA), maxDistance: 10000 };
    const basket = async () => (await post("/find/basket", body)).body.data as BasketData;
    const first = await basket();
    expect(first.lines.find((l) => l.product_id === productIds[0])?.qty).toBe(2);
    // Not through this app's routes: as another app process sharing the database would.
    await t.db.cartLine.updateMany({ where: { cart: { userId: ashaId }, productId: productIds[0] }, data: { qty: 4 } });
    const more = await basket();
    expect(more.lines.find((l) => l.product_id === productIds[0])?.qty).toBe(4);
    expect(more.current!.prices).toEqual((await post("/order/view/billing", { _id: shop.id })).body.data);
    const user = await t.db.user.findUniqueOrThrow({ where: { id: ashaId } });
    await t.db.user.update({ where: { id: ashaId }, data: { deliveryType: user.deliveryType === 1 ? 3 : 1 } });
    try {
      const other = await basket();
      expect(other.current!.prices).toEqual((await post("/order/view/billing", { _id: shop.id })).body.data);
    } finally {
      await t.db.user.update({ where: { id: ashaId }, data: { deliveryType: user.deliveryType } });
    }
  });

  it("prices a cart whose shop is out of range, keeps it from the second call and sees that shop's price change", async () => {
    const { shop, productIds } = await fillCart(1);
    const stores = await t.db.store.findMany({ where: { shopId: shop.id } });
    // A point 40 km north of the cart's shop: other shops may be in range, the cart's is not.
    const far = { lat: KORAMANGALA.lat + 0.36, lng: KORAMANGALA.lng };
    const body = { deliveryLocation: point(far), maxDistance: 3000 };
    const first = await post("/find/basket", body);
    expect(first.status).toBe(200);
    const current = (first.body.data as BasketData).current!;
    expect(current.shop).toMatchObject({ _id: shop.id, distance: null });
    const second = await post("/find/basket", body);
    expect(second.body.data).toEqual(first.body.data);
    const third = await basketAgain(body, second.headers.etag);
    expect(third.status).toBe(304);
    await t.db.storeProduct.updateMany({
      where: { productId: productIds[0], storeId: { in: stores.map((s) => s.id) } },
      data: { sellingPrice: { increment: 5000 } },
    });
    const after = (await post("/find/basket", body)).body.data as BasketData;
    expect(after.current!.prices.item_total).toBeGreaterThan(current.prices.item_total);
  });

  it("names the lines a shop lacks, and a line no other shop stocks leaves no complete basket", async () => {
    const { shop } = await fillCart(2);
    const category = await t.db.category.findFirstOrThrow();
    const only = await t.db.product.create({
      data: {
        name: "Galli Test Rare Pickle",
        nameHi: "गली दुर्लभ अचार",
        brand: "Galli",
        unit: "1 jar",
        description: "",
        mrp: 9900,
        categoryId: category.id,
      },
    });
    await t.db.storeProduct.create({
      data: { storeId: shop.stores[0].id, productId: only.id, productCode: "RARE-1", sellingPrice: 9000, stock: 3 },
    });
    expect((await post("/cart/add", { _id: shop.id, product_id: only.id, is_private: false })).status).toBe(200);
    const res = await post("/find/basket", { deliveryLocation: point(KORAMANGALA), maxDistance: 10000 });
    expect(res.status).toBe(200);
    const data = res.body.data as BasketData;
    expect(data.current!.complete).toBe(true);
    expect(data.options.length).toBeGreaterThan(0);
    for (const o of data.options) {
      expect(o.complete).toBe(false);
      expect(o.saving).toBeNull();
      expect(o.missing).toContainEqual({
        product_id: only.id,
        product_name: "Galli Test Rare Pickle",
        product_name_hi: "गली दुर्लभ अचार",
        qty: 1,
        available: 0,
      });
    }
    // Moving to such a shop moves what it has and lists the rest.
    const target = data.options[0];
    const moved = await post("/cart/move", { _id: target.shop._id });
    expect(moved.status).toBe(200);
    expect(data.lines.find((l) => l.product_id === only.id)?.product_name_hi).toBe("गली दुर्लभ अचार");
    expect(moved.body.data.missing).toContainEqual({
      product_id: only.id,
      product_name: "Galli Test Rare Pickle",
      product_name_hi: "गली दुर्लभ अचार",
      qty: 1,
      available: 0,
    });
    expect(moved.body.data.cart.items.some((i: { item: { _id: string } }) => i.item._id === only.id)).toBe(false);
  });

  it("answers an empty cart, a guest and bad input clearly", async () => {
    const empty = await post("/find/basket", { deliveryLocation: point(KORAMANGALA), maxDistance: 10000 });
    expect(empty.status).toBe(404);
    expect(empty.body.code).toBe(ERROR_CODE.CART_EMPTY);
    const asGuest = await post("/find/basket", { deliveryLocation: point(KORAMANGALA), maxDistance: 10000 }, guest);
    expect(asGuest.status).toBe(401);
    const far = await post("/find/basket", { deliveryLocation: point(KORAMANGALA), maxDistance: 50000 });
    expect(far.status).toBe(400);
    const noMove = await post("/cart/move", { _id: "no-such-shop" });
    expect(noMove.status).toBe(404);
    expect(noMove.body.code).toBe(ERROR_CODE.CART_EMPTY);
  });
});

describe("POST /user/cart/buy-again and /user/find/frequent", () => {
  it("puts an order's stocked lines in the cart, asks before replacing another shop's cart, lists the rest", async () => {
    const order = await t.db.order.findFirstOrThrow({
      where: { userId: ashaId, items: { some: {} } },
      include: { items: true },
      orderBy: { orderedAt: "desc" },
    });
    // Another shop's cart first.
    await request(t.app.server).delete("/user/cart/clear/cr").set(asha).send({});
    const other = await t.db.storeProduct.findFirstOrThrow({
      where: {
        stock: { gt: 0 },
        store: { shopId: { not: order.shopId }, shop: { shopGroup: "public", isOpen: true } },
      },
      include: { store: true },
    });
    expect(
      (await post("/cart/add", { _id: other.store.shopId, product_id: other.productId, is_private: false })).status,
    ).toBe(200);
    // One of the order's products sold out at its shop.
    const soldOut = order.items[0].productId;
    await t.db.storeProduct.updateMany({
      where: { productId: soldOut, store: { shopId: order.shopId } },
      data: { stock: 0 },
    });
    await t.db.shop.update({ where: { id: order.shopId }, data: { isOpen: true, privateIsOpen: true } });

    const conflict = await post("/cart/buy-again", { order_id: order.id });
    expect(conflict.status).toBe(409);
    expect(conflict.body.code).toBe(ERROR_CODE.CART_GROUP_CONFLICT);

    const res = await post("/cart/buy-again", { order_id: order.orderNo, replace: true });
    const distinct = new Set(order.items.map((i) => i.productId));
    if (distinct.size === 1) {
      expect(res.status).toBe(409);
      expect(res.body.code).toBe(ERROR_CODE.NOTHING_AVAILABLE);
      return;
    }
    expect(res.status).toBe(200);
    const data = res.body.data as RefillData;
    expect(data.cart._id).toBe(order.shopId);
    expect(data.missing.map((m) => m.product_id)).toContain(soldOut);
    expect(data.added.length).toBeGreaterThan(0);
    expect(data.cart.items.map((i) => i.item._id)).not.toContain(soldOut);
    // Lines carry the product's Hindi name where it has one.
    const products = await t.db.product.findMany({ where: { id: { in: [...distinct] } } });
    const nameHi = new Map(products.map((p) => [p.id, p.nameHi ?? undefined]));
    for (const line of [...data.added, ...data.missing]) expect(line.product_name_hi).toBe(nameHi.get(line.product_id));
  });

  it("refuses an unknown order and another customer's order", async () => {
    const res = await post("/cart/buy-again", { order_id: "nope" });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(ERROR_CODE.ORDER_NOT_FOUND);
    const someone = await t.db.order.findFirst({ where: { userId: { not: ashaId } } });
    if (someone) expect((await post("/cart/buy-again", { order_id: someone.id })).status).toBe(404);
  });

  it("lists the customer's frequently bought products with nearby availability", async () => {
    const res = await post("/find/frequent", where(10));
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    const times = res.body.data.map((p: { times_ordered: number }) => p.times_ordered);
    expect(times).toEqual([...times].sort((a: number, b: number) => b - a));
    expect((await post("/find/frequent", where(10), guest)).status).toBe(401);
  });
});

describe("the shops near a point, kept between requests", () => {
  it("sees a shop closing, a new offer and the offer expiring at once", async () => {
    let clock = Date.now();
    const c = await testApp({ seeded: true, now: () => new Date(clock) });
    try {
      const auth = guestAuth(c.app);
      const find = async () =>
        (
          await request(c.app.server)
            .post("/user/find/search")
            .set(auth)
            .send({ search: "atta", ...where() })
        ).body as FindSearchAnswer;
      const shopIn = (a: FindSearchAnswer, id: string) =>
        a.data.flatMap((p) => p.shops).find((s) => s._id === id && s.group === "public");
      const first = await find();
      const open = first.data.flatMap((p) => p.shops).find((s) => s.is_open && s.group === "public" && !s.offer)!;
      expect(open).toBeDefined();

      await c.db.promo.create({
        data: {
          code: "KEPT10",
          title: "KEPT10",
          shopId: open._id,
          expiresAt: new Date(clock + 60_000),
          valueType: 2,
          offerType: 2,
          codeValue: 10,
        },
      });
      expect(shopIn(await find(), open._id)!.offer).toEqual({ value_type: 2, code_value: 10 });

      clock += 61_000; // the offer expires with time alone, no write
      expect(shopIn(await find(), open._id)!.offer).toBeNull();

      await c.db.shop.update({ where: { id: open._id }, data: { isOpen: false } });
      expect(shopIn(await find(), open._id)!.is_open).toBe(false);
    } finally {
      await c.close();
    }
  });
});
