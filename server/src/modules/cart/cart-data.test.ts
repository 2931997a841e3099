// The cart's data port (cart-data.ts): every call, on the Prisma build (PostgreSQL in the server-pg
// project, SQLite here) and on SQLite's prepared statements (cart-data-sqlite.ts), with the same
// cases; each case's writes are rolled back (testing/port-parity.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../../testing/app";
import { expectParity } from "../../testing/port-parity";
import { step } from "../../lib/steps";
import { cartPorts, type CartData } from "./cart-data";
import { W, buildCartWorld, newCustomer } from "./test-world";

let t: TestApp;
let user: string;
let withCart: string;
let since: Date;
const T0 = new Date("2026-11-20T10:00:00.000Z");

beforeAll(async () => {
  t = await testApp();
  await buildCartWorld(t.db);
  user = await newCustomer(t.db, 3);
  withCart = await newCustomer(t.db, 1);
  const cart = await t.db.cart.create({ data: { userId: withCart, shopId: W.shopA, customStoreId: W.s2 } });
  await t.db.cartLine.createMany({
    data: [
      { cartId: cart.id, productId: W.rice, storeId: W.s1, qty: 2, createdAt: new Date(T0.getTime() + 1) },
      { cartId: cart.id, productId: W.atta, storeId: W.s3, qty: 1, createdAt: T0 },
      { cartId: cart.id, productId: W.atta, storeId: W.s1, qty: 2, createdAt: T0 },
    ],
  });
  await t.db.product.update({ where: { id: W.atta }, data: { nameHi: "आटा" } });
  since = new Date();
});
afterAll(async () => t?.close());

const parity = <T>(rule: (d: CartData) => Generator<() => unknown, T, unknown>, expected: unknown) =>
  expectParity(t.db, cartPorts, rule, expected, since);
const byId = <R extends { id: string }>(rows: R[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
const byStoreProduct = <R extends { storeId: string; productId: string }>(rows: R[]) =>
  [...rows].sort((a, b) => `${a.storeId} ${a.productId}`.localeCompare(`${b.storeId} ${b.productId}`));

describe("the cart's data port answers alike on every build", () => {
  it("reads customers, shops, products and stores", async () => {
    await parity(
      function* (d) {
        return [yield* step(() => d.userPrefs(user)), yield* step(() => d.userPrefs("nobody"))];
      },
      [{ deliveryType: 3, isNewCustomer: true }, null],
    );
    await parity(
      function* (d) {
        return [yield* step(() => d.shop(W.shopB)), yield* step(() => d.shop("no-shop"))];
      },
      [expect.objectContaining({ id: W.shopB, shopGroup: "branded", deliveryCharge: 2500, selfPickup: true }), null],
    );
    await parity(
      function* (d) {
        return [yield* step(() => d.productName(W.ghee)), yield* step(() => d.productName("no-product"))];
      },
      [{ id: W.ghee, name: "Cow Ghee" }, null],
    );
    const stores = await parity(
      function* (d) {
        return yield* step(() => d.stores(W.shopA));
      },
      [W.s1, W.s2, W.s3].map((id) => expect.objectContaining({ id, shopId: W.shopA })),
    );
    expect(stores[0].createdAt).toBeInstanceOf(Date);
    await parity(
      function* (d) {
        return byId(yield* step(() => d.products([W.atta, W.rice, "no-product"])));
      },
      [
        {
          id: W.atta,
          name: "Whole Wheat Atta",
          nameHi: "आटा",
          unit: "5 kg",
          categoryId: expect.any(String),
          images: [`${W.atta}.jpg`],
        },
        {
          id: W.rice,
          name: "Basmati Rice",
          nameHi: null,
          unit: "1 kg",
          categoryId: expect.any(String),
          images: [`${W.rice}.jpg`],
        },
      ],
    );
    await parity(function* (d) {
      return yield* step(() => d.products([]));
    }, []);
  });

  it("reads offers and the shops the basket optimizer prices at", async () => {
    await parity(
      function* (d) {
        return byStoreProduct(yield* step(() => d.offers([W.atta, W.ghee], [W.s2, W.s3])));
      },
      [
        { storeId: W.s2, productId: W.atta, sellingPrice: 27500, offerPercent: 0, taxPercent: 5, stock: 5 },
        { storeId: W.s2, productId: W.ghee, sellingPrice: 55000, offerPercent: 10, taxPercent: 12, stock: 3 },
        { storeId: W.s3, productId: W.atta, sellingPrice: 26500, offerPercent: 2, taxPercent: 5, stock: 1 },
      ],
    );
    await parity(
      function* (d) {
        return [yield* step(() => d.offers([], [W.s1])), yield* step(() => d.offers([W.atta], []))];
      },
      [[], []],
    );
    await parity(
      function* (d) {
        return byId(yield* step(() => d.pricingShops([W.shopP, W.shopB])));
      },
      [
        {
          id: W.shopB,
          deliveryCharge: 2500,
          packagingCharge: 0,
          freeDeliveryFrom: 0,
          selfPickup: true,
          shopGroup: "branded",
          isOpen: true,
          privateIsOpen: false,
          temporarilyClosed: false,
          weeklyHours: "",
          holidays: "[]",
        },
        {
          id: W.shopP,
          deliveryCharge: 4000,
          packagingCharge: 1500,
          freeDeliveryFrom: 0,
          selfPickup: true,
          shopGroup: "private",
          isOpen: false,
          privateIsOpen: false,
          temporarilyClosed: false,
          weeklyHours: "",
          holidays: "[]",
        },
      ],
    );
    await parity(
      function* (d) {
        return [yield* step(() => d.storesOfShops([W.shopB, W.shopA])), yield* step(() => d.storesOfShops([]))];
      },
      [
        [
          { id: W.s1, shopId: W.shopA },
          { id: W.s2, shopId: W.shopA },
          { id: W.s3, shopId: W.shopA },
          { id: W.b1, shopId: W.shopB },
        ],
        [],
      ],
    );
  });

  it("reads a cart with its lines oldest first, and what a basket quote depends on", async () => {
    const line = (productId: string, storeId: string, qty: number, createdAt: Date) =>
      expect.objectContaining({ productId, storeId, qty, createdAt });
    await parity(
      function* (d) {
        return [yield* step(() => d.cart(user)), yield* step(() => d.cart(withCart))];
      },
      [
        null,
        {
          cart: expect.objectContaining({ userId: withCart, shopId: W.shopA, customStoreId: W.s2, isPrivate: false }),
          lines: [
            line(W.atta, expect.any(String), expect.any(Number), T0),
            line(W.atta, expect.any(String), expect.any(Number), T0),
            line(W.rice, W.s1, 2, new Date(T0.getTime() + 1)),
          ],
        },
      ],
    );
  });

  it("creates, changes and empties a cart", async () => {
    await parity(
      function* (d) {
        const created = yield* step(() => d.createCart({ userId: user, shopId: W.shopB, isPrivate: false }));
        yield* step(() =>
          d.insertLines([
            { cartId: created.id, productId: W.oil, storeId: W.b1, qty: 3, createdAt: T0 },
            { cartId: created.id, productId: W.atta, storeId: W.s1, qty: 1, createdAt: T0 },
          ]),
        );
        const two = yield* step(() => d.countLines(created.id));
        yield* step(() => d.deleteLines(created.id, W.atta));
        const one = yield* step(() => d.countLines(created.id));
        const moved = yield* step(() =>
          d.updateCart(created.id, { shopId: null, isPrivate: true, customStoreId: null }),
        );
        yield* step(() => d.deleteLines(created.id));
        const none = yield* step(() => d.countLines(created.id));
        const read = yield* step(() => d.cart(user));
        return { created, counts: [two, one, none], moved, read };
      },
      {
        created: expect.objectContaining({ userId: user, shopId: W.shopB, isPrivate: false, customStoreId: null }),
        counts: [2, 1, 0],
        moved: expect.objectContaining({ userId: user, shopId: null, isPrivate: true, customStoreId: null }),
        read: { cart: expect.objectContaining({ userId: user, shopId: null, isPrivate: true }), lines: [] },
      },
    );
  });

  it("reads a cart back as written in the same transaction: lines oldest first, ties by id", async () => {
    const later = new Date(T0.getTime() + 5);
    await parity(
      function* (d) {
        const before = yield* step(() => d.cart(withCart));
        const cartId = before!.cart.id;
        yield* step(() => d.deleteLines(cartId, W.atta));
        yield* step(() =>
          d.insertLines([
            { cartId, productId: W.atta, storeId: W.s3, qty: 4, createdAt: later },
            { cartId, productId: W.atta, storeId: W.s1, qty: 1, createdAt: later },
          ]),
        );
        yield* step(() => d.updateCart(cartId, { shopId: W.shopA, isPrivate: false, customStoreId: null }));
        const after = yield* step(() => d.cart(withCart));
        const ids = after!.lines.map((l) => l.id);
        const tied = after!.lines.filter((l) => l.createdAt.getTime() === later.getTime()).map((l) => l.id);
        return {
          cart: after!.cart,
          lines: after!.lines.map((l) => [l.productId, l.storeId, l.qty, l.createdAt.toISOString()]),
          tiesById: JSON.stringify(tied) === JSON.stringify([...tied].sort()),
          distinct: new Set(ids).size,
        };
      },
      {
        cart: expect.objectContaining({ userId: withCart, shopId: W.shopA, isPrivate: false, customStoreId: null }),
        lines: [
          [W.rice, W.s1, 2, new Date(T0.getTime() + 1).toISOString()],
          ...[
            [W.atta, W.s3, 4, later.toISOString()],
            [W.atta, W.s1, 1, later.toISOString()],
          ].map((l) => expect.arrayContaining(l)),
        ],
        tiesById: true,
        distinct: 3,
      },
    );
  });

  it("takes stock only while the shelf holds it, never below zero", async () => {
    await parity(
      function* (d) {
        const took = yield* step(() => d.takeStock(W.s2, W.ghee, 2));
        const tooMany = yield* step(() => d.takeStock(W.s2, W.ghee, 2));
        const last = yield* step(() => d.takeStock(W.s2, W.ghee, 1));
        const empty = yield* step(() => d.takeStock(W.s2, W.ghee, 1));
        const left = yield* step(() => d.offers([W.ghee], [W.s2]));
        return { took, tooMany, last, empty, stock: left[0].stock };
      },
      { took: true, tooMany: false, last: true, empty: false, stock: 0 },
    );
    // Rolled back: the shelf is as it was.
    expect((await t.db.storeProduct.findFirst({ where: { storeId: W.s2, productId: W.ghee } }))?.stock).toBe(3);
  });
});
