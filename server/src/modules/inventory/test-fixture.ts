// Test helper: a merchant with a shop, stores, catalogue products and an Authkey, made through the
// database so the inventory tests do not depend on what the demo world seeds.
import crypto from "node:crypto";
import type { Db } from "../../lib/db";
import { issueKey } from "./keys";

export type FixtureProduct = {
  code: string;
  name: string;
  unit: string;
  /** paise */
  price: number;
  /** Paise; the selling price when not given (a price above the MRP is refused). */
  mrp?: number;
  stock: number;
  offer?: number;
  tax?: number;
};

export type MerchantWorld = {
  merchantId: string;
  shopId: string;
  token: string;
  keyId: string;
  /** storeKey -> store id */
  stores: Record<string, string>;
  /** product code -> product id (in the first store) */
  products: Record<string, string>;
};

const uid = () => crypto.randomUUID().slice(0, 8);

async function category(db: Db): Promise<string> {
  const name = `Inventory test ${uid()}`;
  const row = await db.category.create({ data: { name, path: `Test > ${name}`, depth: 1 } });
  return row.id;
}

export async function addStore(db: Db, shopId: string, storeKey: string): Promise<string> {
  const store = await db.store.create({
    data: {
      shopId,
      storeKey,
      name: `Store ${storeKey}`,
      street: "12 MG Road",
      area: "Indiranagar",
      city: "Bengaluru",
      state: "Karnataka",
      zipcode: "560038",
      lng: 77.64,
      lat: 12.97,
    },
  });
  return store.id;
}

/** Puts a catalogue product on a store's shelf under a barcode. */
export async function sell(db: Db, storeId: string, productId: string, p: Omit<FixtureProduct, "name" | "unit">) {
  return db.storeProduct.create({
    data: {
      storeId,
      productId,
      productCode: p.code,
      sellingPrice: p.price,
      stock: p.stock,
      offerPercent: p.offer ?? 0,
      taxPercent: p.tax ?? 0,
    },
  });
}

export async function createMerchantWorld(
  db: Db,
  opts: { storeKeys: string[]; products?: FixtureProduct[]; token?: string; name?: string },
): Promise<MerchantWorld> {
  const merchant = await db.merchant.create({
    data: { name: opts.name ?? `Merchant ${uid()}`, email: `m-${uid()}@example.in` },
  });
  const shop = await db.shop.create({
    data: {
      merchantId: merchant.id,
      displayName: `${merchant.name} Kirana`,
      kind: "Grocery",
      shopGroup: "public",
      image: "shop.png",
      street: "12 MG Road",
      city: "Bengaluru",
      mobilePrimary: "9876543210",
    },
  });
  const stores: Record<string, string> = {};
  for (const key of opts.storeKeys) stores[key] = await addStore(db, shop.id, key);
  const firstStore = stores[opts.storeKeys[0]];
  const categoryId = await category(db);
  const products: Record<string, string> = {};
  for (const p of opts.products ?? []) {
    const product = await db.product.create({
      data: { name: p.name, brand: p.name.split(" ")[0], unit: p.unit, categoryId, mrp: p.mrp ?? p.price },
    });
    await sell(db, firstStore, product.id, p);
    products[p.code] = product.id;
  }
  const key = await issueKey(db, merchant.id, { label: "test", token: opts.token });
  return { merchantId: merchant.id, shopId: shop.id, token: key.token, keyId: key.id, stores, products };
}

/** n products on one store's shelf in two statements, for batch-size tests; codes are prefix + 0001... */
export async function stockShelf(db: Db, storeId: string, n: number, prefix: string): Promise<string[]> {
  const categoryId = await category(db);
  const codes = Array.from({ length: n }, (_, i) => `${prefix}${String(i + 1).padStart(4, "0")}`);
  await db.product.createMany({
    data: codes.map((code) => ({
      id: `p-${code}`,
      name: `Item ${code}`,
      brand: "Test",
      unit: "1 pc",
      categoryId,
      // Room for the batches' prices (a price above the MRP is refused).
      mrp: 100_000,
    })),
  });
  await db.storeProduct.createMany({
    data: codes.map((code) => ({ storeId, productId: `p-${code}`, productCode: code, sellingPrice: 1000, stock: 1 })),
  });
  return codes;
}
