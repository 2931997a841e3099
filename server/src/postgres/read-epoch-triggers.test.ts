// The database's read-epoch triggers (SQLite: migration read_epoch_triggers; PostgreSQL: its
// PL/pgSQL twin) bump the same ReadEpoch keys for the same writes. Runs in both the server and the
// server-pg projects, so the two databases are held to one list.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../testing/app";
import { checkoutWorld, W } from "../modules/checkout/test-helpers";
import { newCustomer } from "../modules/cart/test-world";

let t: TestApp;

async function versions(): Promise<Record<string, number>> {
  const rows = await t.db.readEpoch.findMany();
  return Object.fromEntries(rows.map((r) => [r.key, r.version]));
}

/** The keys whose version the write moved. */
async function bumped(write: () => Promise<unknown>): Promise<string[]> {
  const before = await versions();
  await write();
  const after = await versions();
  return Object.keys(after)
    .filter((k) => after[k] !== (before[k] ?? 0))
    .sort();
}

describe("read-epoch triggers", () => {
  beforeAll(async () => {
    t = await checkoutWorld();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("catalog writes bump catalog", async () => {
    expect(await bumped(() => t.db.product.update({ where: { id: W.rice }, data: { name: "Rice 2" } }))).toEqual([
      "catalog",
    ]);
    // A category write also moves the commission rules' epoch: a rule applies to a category's
    // descendants, so the cached tree behind it must be read again.
    expect(await bumped(() => t.db.category.update({ where: { id: "cat-1" }, data: { name: "Staples 2" } }))).toEqual([
      "catalog",
      "commission",
    ]);
  });

  it("stock, price and offer bump the shop; other StoreProduct columns do not", async () => {
    const sp = await t.db.storeProduct.findFirstOrThrow({ where: { storeId: W.s1, productId: W.rice } });
    expect(
      await bumped(() => t.db.storeProduct.update({ where: { id: sp.id }, data: { stock: sp.stock + 1 } })),
    ).toEqual([`shop:${W.shopA}`]);
    expect(
      await bumped(() =>
        t.db.storeProduct.update({ where: { id: sp.id }, data: { sellingPrice: sp.sellingPrice + 1 } }),
      ),
    ).toEqual([`shop:${W.shopA}`]);
    expect(
      await bumped(() => t.db.storeProduct.update({ where: { id: sp.id }, data: { stock: sp.stock + 1 } })),
    ).toEqual([]); // unchanged value
  });

  it("a change within the shop moves its version once (one NOTIFY on PostgreSQL), a move between shops both", async () => {
    // Versions are a counter per key on PostgreSQL, one sequence over every key on SQLite.
    const sqlite = t.config.databaseUrl.startsWith("file:");
    const moves = async (write: () => Promise<unknown>) => {
      const before = await versions();
      await write();
      const after = await versions();
      const max = (v: Record<string, number>) => Math.max(0, ...Object.values(v));
      return sqlite
        ? max(after) - max(before)
        : Object.keys(after).reduce((sum, k) => sum + after[k] - (before[k] ?? 0), 0);
    };
    const sp = await t.db.storeProduct.findFirstOrThrow({ where: { storeId: W.s1, productId: W.rice } });
    expect(await moves(() => t.db.storeProduct.update({ where: { id: sp.id }, data: { stock: sp.stock - 1 } }))).toBe(
      1,
    );
    const other = await t.db.store.findFirstOrThrow({ where: { shopId: { not: W.shopA } } });
    const here = (await t.db.storeProduct.findMany({ where: { storeId: W.s1 } })).map((x) => x.productId);
    const moved = await t.db.storeProduct.findFirstOrThrow({
      where: { storeId: other.id, productId: { notIn: here } },
    });
    expect(
      await bumped(() =>
        t.db.storeProduct.update({ where: { id: moved.id }, data: { storeId: W.s1, productCode: "moved" } }),
      ),
    ).toEqual([`shop:${W.shopA}`, `shop:${other.shopId}`].sort());
  });

  it("shop and store writes bump the shop and the tiles", async () => {
    expect(await bumped(() => t.db.shop.update({ where: { id: W.shopA }, data: { displayName: "Shop A 2" } }))).toEqual(
      [`shop:${W.shopA}`, "tiles"],
    );
    expect(await bumped(() => t.db.store.update({ where: { id: W.s1 }, data: { lat: W.near.lat } }))).toEqual([
      `shop:${W.shopA}`,
      "tiles",
    ]);
  });

  it("promos bump the tiles; redemptions only of limited promos", async () => {
    const data = {
      title: "Ten off",
      expiresAt: new Date("2030-01-01T00:00:00Z"),
      valueType: 1,
      offerType: 1,
      codeValue: 10,
    };
    expect(await bumped(() => t.db.promo.create({ data: { ...data, id: "p-free", code: "FREE10" } }))).toEqual([
      "tiles",
    ]);
    expect(
      await bumped(() => t.db.promo.create({ data: { ...data, id: "p-lim", code: "LIM10", maxLimit: 5 } })),
    ).toEqual(["tiles"]);
    const userId = await newCustomer(t.db);
    const redeem = (promoId: string, checkoutId: string) =>
      t.db.promoRedemption.create({ data: { promoId, userId, checkoutId, amount: 10 } });
    expect(await bumped(() => redeem("p-free", "chk-1"))).toEqual([]);
    expect(await bumped(() => redeem("p-lim", "chk-2"))).toEqual(["tiles"]);
    expect(await bumped(() => t.db.promoRedemption.delete({ where: { checkoutId: "chk-2" } }))).toEqual(["tiles"]);
  });
  it("cart writes bump the customer's cart key: its lines, its shop and store, the delivery type (once a transaction on PostgreSQL)", async () => {
    const userId = await newCustomer(t.db);
    const key = `cart:${userId}`;
    const cart = await t.db.cart.create({ data: { userId, shopId: W.shopA } });
    const line = (productId: string, storeId: string) => ({ cartId: cart.id, productId, storeId, qty: 1 });
    expect(await bumped(() => t.db.cartLine.create({ data: line(W.rice, W.s1) }))).toEqual([key]);
    expect(await bumped(() => t.db.cartLine.createMany({ data: [line(W.atta, W.s1), line(W.dal, W.s2)] }))).toEqual([
      key,
    ]);
    expect(await bumped(() => t.db.cartLine.updateMany({ where: { cartId: cart.id }, data: { qty: 2 } }))).toEqual([
      key,
    ]);
    expect(await bumped(() => t.db.cart.update({ where: { id: cart.id }, data: { customStoreId: W.s1 } }))).toEqual([
      key,
    ]);
    expect(await bumped(() => t.db.user.update({ where: { id: userId }, data: { deliveryType: 3 } }))).toEqual([key]);
    // What the quote does not depend on moves nothing.
    expect(await bumped(() => t.db.cart.update({ where: { id: cart.id }, data: { isPrivate: true } }))).toEqual([]);
    expect(await bumped(() => t.db.user.update({ where: { id: userId }, data: { firstName: "Renamed" } }))).toEqual([]);
    // Emptying the cart at checkout: one bump on PostgreSQL (once a transaction), one per line on SQLite.
    const sqlite = t.config.databaseUrl.startsWith("file:");
    const before = (await versions())[key];
    expect(await bumped(() => t.db.cartLine.deleteMany({ where: { cartId: cart.id } }))).toEqual([key]);
    if (!sqlite) expect((await versions())[key]).toBe(before + 1);
    // Several writes in one transaction (an add replaces its line and updates the cart): one bump too.
    const again = (await versions())[key];
    expect(
      await bumped(() =>
        t.db.$transaction([
          t.db.cartLine.create({ data: line(W.rice, W.s1) }),
          t.db.cartLine.create({ data: line(W.atta, W.s1) }),
          t.db.cart.update({ where: { id: cart.id }, data: { customStoreId: null } }),
          t.db.user.update({ where: { id: userId }, data: { deliveryType: 1 } }),
        ]),
      ),
    ).toEqual([key]);
    if (!sqlite) expect((await versions())[key]).toBe(again + 1);
    await t.db.cartLine.deleteMany({ where: { cartId: cart.id } });
    // The cart deleted with its lines (a customer's account erased).
    await t.db.cartLine.create({ data: line(W.rice, W.s1) });
    expect(await bumped(() => t.db.cart.delete({ where: { id: cart.id } }))).toEqual([key]);
  });
});
