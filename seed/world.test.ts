// The demo world: deterministic for a fixed day, complete enough to show every feature, and the
// bulk (large-scale) path at a tiny size.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_TEMPLATE, SEEDED_TEMPLATE } from "../server/src/testing/template-db";
import { createDb, type Db } from "../server/src/lib/db";
import { buildDemoWorld, seedDemoWorld, seedIfEmpty } from "./world";
import { GENERAL_KINDS, inRange, RANGES } from "./catalogue";
import { EVERYDAY } from "./tables/catalogue";
import { kindImageName } from "./tables/shops";
import { seedLargeWorld } from "./large";
import { DEMO_CUSTOMER, DEMO_POINT, DEMO_PRIVATE_SHOP, DEMO_STORE_KEY } from "./demo-credentials";
import { distanceKm } from "./random";

const NOW = new Date("2026-11-21T10:30:00Z");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "galli-seed-"));
const fileA = path.join(dir, "a.db");
const fileB = path.join(dir, "b.db");
let a: Db;
let b: Db;

function tables(file: string): string[] {
  const sqlite = new Database(file, { readonly: true });
  const names = sqlite
    .prepare(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'product_fts%' AND name <> '_prisma_migrations' ORDER BY name`,
    )
    .all() as { name: string }[];
  sqlite.close();
  return names.map((n) => n.name);
}

function dump(file: string, table: string): string {
  const sqlite = new Database(file, { readonly: true });
  const rows = sqlite.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all() as Record<string, unknown>[];
  sqlite.close();
  // The password hash has a random salt by design; everything else must match.
  return JSON.stringify(rows.map((r) => ({ ...r, passwordHash: r.passwordHash ? "<hash>" : undefined })));
}

beforeAll(async () => {
  fs.copyFileSync(EMPTY_TEMPLATE, fileA);
  fs.copyFileSync(EMPTY_TEMPLATE, fileB);
  a = createDb(`file:${fileA}`);
  b = createDb(`file:${fileB}`);
  await seedDemoWorld(a, { uploadsDir: path.join(dir, "up"), images: false, now: NOW });
  await seedDemoWorld(b, { uploadsDir: path.join(dir, "up"), images: false, now: NOW });
  await a.$queryRawUnsafe("PRAGMA wal_checkpoint(TRUNCATE)");
  await b.$queryRawUnsafe("PRAGMA wal_checkpoint(TRUNCATE)");
}, 60_000);

afterAll(async () => {
  await a?.$disconnect();
  await b?.$disconnect();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("seedDemoWorld", () => {
  it("builds the same rows for the same day, in every table", () => {
    const names = tables(fileA);
    expect(names).toContain("StoreProduct");
    for (const t of names) expect(dump(fileB, t), t).toBe(dump(fileA, t));
  });

  it("writes no files when images are off", () => {
    expect(fs.existsSync(path.join(dir, "up"))).toBe(false);
  });

  it("has shops of all four groups in several cities", async () => {
    const shops = await a.shop.findMany({ include: { stores: true } });
    expect(shops.length).toBeGreaterThanOrEqual(40);
    expect(new Set(shops.map((s) => s.shopGroup))).toEqual(new Set(["public", "private", "branded", "global"]));
    expect(new Set(shops.map((s) => s.city)).size).toBeGreaterThanOrEqual(4);
    const near = (g: string) =>
      shops.filter((s) => s.shopGroup === g && s.stores.some((st) => distanceKm(st, DEMO_POINT) <= 5));
    for (const g of ["public", "private", "branded"]) expect(near(g).length, g).toBeGreaterThanOrEqual(3);
    const priv = shops.find((s) => s.uniqueId === DEMO_PRIVATE_SHOP);
    expect(priv?.shopGroup).toBe("private");
    expect(shops.some((s) => s.shopGroup === "private" && !s.isOpen && !s.privateIsOpen)).toBe(true);
    expect(await a.store.findUnique({ where: { storeKey: DEMO_STORE_KEY } })).toMatchObject({ shopId: "shop_001" });
  });

  it("has a catalogue of several hundred products, each with an image row", async () => {
    expect(await a.product.count()).toBeGreaterThanOrEqual(400);
    const withoutImage = await a.product.count({ where: { images: { none: {} } } });
    expect(withoutImage).toBe(0);
    const images = await a.productImage.findMany({ orderBy: { id: "asc" } });
    const perProduct = new Map<string, number>();
    for (const img of images) {
      expect(img.name).toBe(`products/${img.productId}-${img.position + 1}.png`);
      perProduct.set(img.productId, (perProduct.get(img.productId) ?? 0) + 1);
    }
    expect(new Set(perProduct.values())).toEqual(new Set([1, 2]));
    const leaf = await a.category.findFirst({ where: { depth: 2 } });
    expect(leaf?.path.split(" > ")).toHaveLength(3);
  });

  it("prices a product differently in two stores of one shop", async () => {
    const rows = await a.storeProduct.findMany({ where: { store: { shopId: "shop_001" } } });
    const byProduct = new Map<string, Set<number>>();
    for (const r of rows) byProduct.set(r.productId, (byProduct.get(r.productId) ?? new Set()).add(r.sellingPrice));
    expect([...byProduct.values()].some((prices) => prices.size > 1)).toBe(true);
    expect(rows.some((r) => r.stock === 0)).toBe(true);
    expect(rows.some((r) => r.offerPercent > 0)).toBe(true);
  });

  it("gives the demo customer orders in every status, a wallet balance and addresses", async () => {
    const user = await a.user.findUniqueOrThrow({ where: { mobile: DEMO_CUSTOMER.mobile } });
    const orders = await a.order.findMany({ where: { userId: user.id }, include: { items: true } });
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]));
    for (const o of orders) {
      expect(o.items.length).toBeGreaterThan(0);
      expect(o.amount).toBe(o.netPrice + o.delivery);
      expect(o.orderNo).toMatch(/^GL\d{8}$/);
    }
    const delivered = orders.find((o) => o.status === 5)!;
    expect(delivered.replacementUntil!.getTime()).toBeGreaterThan(NOW.getTime());
    // ₹500 of older history, then what the orders closed before delivery paid ahead, back in Galli Cash.
    const prepaidClosed = orders
      .filter((o) => o.status >= 7 && o.paymentType === 1)
      .reduce((s, o) => s + o.walletAmount + o.onlineAmount, 0);
    expect(prepaidClosed).toBeGreaterThan(0);
    const wallet = await a.walletEntry.aggregate({ where: { userId: user.id }, _sum: { amount: true } });
    expect(wallet._sum.amount).toBe(50000 + prepaidClosed);
    const entries = await a.walletEntry.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } });
    entries.reduce((before, e) => {
      expect(e.balanceAfter).toBe(before + e.amount);
      return e.balanceAfter;
    }, 0);
    expect(await a.address.count({ where: { userId: user.id } })).toBe(3);
  });

  it("has promo codes of every kind, Galli-wide and shops' own", async () => {
    const promos = await a.promo.findMany();
    const some = (test: (p: (typeof promos)[number]) => boolean) => expect(promos.some(test)).toBe(true);
    for (const p of promos) expect(p.code).toBe(p.code.toUpperCase());
    some((p) => p.valueType === 1 && p.offerType === 2);
    some((p) => p.valueType === 2 && p.offerType === 1);
    some((p) => p.customerScope === 2);
    some((p) => p.minPurchaseEnable && p.minPurchaseValue > 0);
    some((p) => p.limitedUsersPerDay > 0);
    some((p) => p.maxLimit > 0);
    some((p) => p.hideFromPublic);
    some((p) => p.expiresAt < NOW);
    some((p) => p.shopId === null);
    const shops = await a.shop.findMany({ where: { id: { in: promos.flatMap((p) => p.shopId ?? []) } } });
    expect(new Set(shops.map((s) => s.shopGroup))).toEqual(new Set(["public", "private", "branded", "global"]));
  });

  it("stocks each shop from what its kind sells, a trader from its own range", () => {
    const w = buildDemoWorld(NOW);
    const products = new Map(w.products.map((p) => [p.id, p]));
    const sold = (shopId: string) =>
      w.stores
        .filter((st) => st.shopId === shopId)
        .flatMap((st) => w.storeProducts.get(st.id)!.map((r) => products.get(r.productId)!));
    for (const shop of w.shops) {
      const range = RANGES[shop.spec.range ?? shop.kind];
      const outside = sold(shop.id).filter((p) => !inRange(p, range));
      expect(
        outside.map((p) => p.name),
        shop.displayName,
      ).toEqual([]);
    }
    const byName = (name: string) => sold(w.shops.find((s) => s.displayName === name)!.id);
    expect(byName("Iyengar's Bakery").some((p) => p.path.startsWith("Dairy & Bakery > Fresh from the Bakery"))).toBe(
      true,
    );
    expect(byName("Chettinad Spice Traders").every((p) => p.top === "Staples")).toBe(true);
    expect(byName("Hyderabad Pickle House").some((p) => p.name.includes("Pickle"))).toBe(true);
    expect(byName("Apollo Pharmacy").every((p) => p.top === "Personal Care" || p.path.endsWith("Health Drinks"))).toBe(
      true,
    );
    expect(byName("Nandini Milk Parlour").every((p) => p.top === "Dairy & Bakery")).toBe(true);
    expect(
      byName("Green Basket Fruits & Vegetables").some(
        (p) => p.top !== "Fruits & Vegetables" && !p.name.includes("Eggs"),
      ),
    ).toBe(false);
  });

  it("gives a bakery bread and cakes, a pharmacy medicines, a fruit shop fruit, each its own storefront", () => {
    const w = buildDemoWorld(NOW);
    const products = new Map(w.products.map((p) => [p.id, p]));
    const families = (shopId: string) =>
      new Set(
        w.stores
          .filter((st) => st.shopId === shopId)
          .flatMap((st) => w.storeProducts.get(st.id)!.map((r) => products.get(r.productId)!.family)),
      );
    const ofKind = (kind: string) => w.shops.filter((s) => s.kind === kind && !s.spec.range);
    for (const kind of ["Bakery", "Pharmacy", "Fruits & Vegetables", "Dairy"])
      expect(ofKind(kind).length).toBeGreaterThan(0);
    for (const shop of ofKind("Bakery")) {
      const f = families(shop.id);
      expect(f.has("bread") && (f.has("fresh-cake") || f.has("pastry")), shop.displayName).toBe(true);
      expect(f.has("soap") || f.has("rice") || f.has("vegetables"), shop.displayName).toBe(false);
    }
    for (const shop of ofKind("Pharmacy")) expect(families(shop.id).has("tablets"), shop.displayName).toBe(true);
    for (const shop of ofKind("Fruits & Vegetables")) {
      const f = families(shop.id);
      expect(f.has("fruit") && f.has("vegetables"), shop.displayName).toBe(true);
      expect([...f].every((x) => ["fruit", "vegetables", "greens", "cut-fruit", "eggs"].includes(x))).toBe(true);
    }
    for (const shop of ofKind("Dairy")) expect(families(shop.id).has("milk"), shop.displayName).toBe(true);
    // Every shop has a picture of its own.
    expect(new Set(w.shops.map((s) => s.image)).size).toBe(w.shops.length);
  });

  it("gives every general store the everyday basket, so nearby shops overlap", () => {
    const w = buildDemoWorld(NOW);
    const products = new Map(w.products.map((p) => [p.id, p]));
    const general = w.shops.filter((s) => !s.spec.range && GENERAL_KINDS.includes(s.kind));
    expect(general.length).toBeGreaterThanOrEqual(20);
    // The main store has all of it; a branch may lack one of what the shop picked itself.
    for (const shop of general) {
      const [main, ...branches] = w.stores.filter((st) => st.shopId === shop.id);
      const names = (id: string) => new Set(w.storeProducts.get(id)!.map((r) => products.get(r.productId)!.name));
      expect(
        EVERYDAY.filter((n) => !names(main.id).has(n)),
        main.name,
      ).toEqual([]);
      for (const b of branches) expect(EVERYDAY.filter((n) => !names(b.id).has(n)).length, b.name).toBeLessThan(5);
    }
    // Around the demo point, atta is sold by several shops at different prices.
    const near = w.stores.filter((st) => distanceKm(st, DEMO_POINT) <= 5);
    const atta = near.flatMap((st) =>
      w.storeProducts.get(st.id)!.filter((r) => products.get(r.productId)!.name === "Aashirvaad Whole Wheat Atta"),
    );
    expect(
      new Set(near.filter((st) => atta.some((r) => r.storeId === st.id)).map((st) => st.shopId)).size,
    ).toBeGreaterThanOrEqual(6);
    expect(new Set(atta.map((r) => r.sellingPrice)).size).toBeGreaterThan(2);
  });

  it("seedIfEmpty leaves a seeded database alone", async () => {
    const before = await a.storeProduct.count();
    expect(await seedIfEmpty(a, { uploadsDir: path.join(dir, "up"), images: false, now: NOW })).toBe(false);
    expect(await a.storeProduct.count()).toBe(before);
  });
});

describe("seedLargeWorld", () => {
  it("adds shops, stores and store products in bulk at a tiny scale", async () => {
    const file = path.join(dir, "large.db");
    fs.copyFileSync(SEEDED_TEMPLATE, file);
    const { rows } = await seedLargeWorld(file, {
      shops: 50,
      storesPerShop: 2,
      productsPerStore: 50,
      extraProducts: 100,
      now: NOW,
    });
    expect(rows).toBeGreaterThan(5000);
    const sqlite = new Database(file, { readonly: true });
    const count = (sql: string) => (sqlite.prepare(sql).get() as { n: number }).n;
    expect(count(`SELECT COUNT(*) n FROM "Shop" WHERE id LIKE 'lshop_%'`)).toBe(50);
    expect(count(`SELECT COUNT(*) n FROM "Store" WHERE id LIKE 'lstore_%'`)).toBe(100);
    expect(count(`SELECT COUNT(*) n FROM "StoreProduct" WHERE id LIKE 'lsp_%'`)).toBe(5000);
    expect(count(`SELECT COUNT(*) n FROM product_fts WHERE product_fts MATCH 'atta'`)).toBeGreaterThan(3);
    // Its shops show their kind's storefront, drawn by the demo seed.
    const images = sqlite.prepare(`SELECT DISTINCT kind, image FROM "Shop" WHERE id LIKE 'lshop_%'`).all() as {
      kind: string;
      image: string;
    }[];
    expect(images.length).toBeGreaterThan(3);
    for (const i of images) expect(i.image).toBe(kindImageName(i.kind));
    sqlite.close();
  });
});
