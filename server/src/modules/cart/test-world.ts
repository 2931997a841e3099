// A small world for the cart's API tests, built through the database (independent of the seed):
// a public shop with three stores of uneven stock and prices, a branded shop, a global shop, a
// closed private shop, and customers made on demand.
import type { Db } from "../../lib/db";

export const W = {
  shopA: "shop-a",
  shopB: "shop-b",
  shopG: "shop-g",
  shopP: "shop-p",
  s1: "store-a1",
  s2: "store-a2",
  s3: "store-a3",
  b1: "store-b1",
  g1: "store-g1",
  p1: "store-p1",
  atta: "prod-atta",
  rice: "prod-rice",
  ghee: "prod-ghee",
  oil: "prod-oil",
  dal: "prod-dal",
  /** Near the public shop's stores (Koramangala, Bengaluru). */
  near: { lng: 77.6245, lat: 12.9352 },
  /** Mumbai: far from every Bengaluru store. */
  far: { lng: 72.8777, lat: 19.076 },
} as const;

let users = 0;

export async function buildCartWorld(db: Db) {
  await db.merchant.create({ data: { id: "m-1", name: "Test Merchant", email: "m@test.in" } });
  await db.category.create({ data: { id: "cat-1", name: "Staples", path: "Grocery > Staples", depth: 1 } });
  const shop = (id: string, shopGroup: string, extra: Record<string, unknown> = {}) =>
    db.shop.create({
      data: {
        id,
        merchantId: "m-1",
        displayName: `Shop ${id}`,
        kind: "Grocery",
        shopGroup,
        image: `${id}.png`,
        street: "1 Main Road",
        city: "Bengaluru",
        mobilePrimary: "9000000000",
        deliveryCharge: 4000,
        packagingCharge: 1500,
        selfPickup: true,
        ratingAvg: 4.26,
        ...extra,
      },
    });
  await shop(W.shopA, "public");
  await shop(W.shopB, "branded", { deliveryCharge: 2500, packagingCharge: 0 });
  await shop(W.shopG, "global", { deliveryCharge: 9900, packagingCharge: 500, uniqueId: null });
  await shop(W.shopP, "private", { isOpen: false, privateIsOpen: false, uniqueId: "closed-private" });

  let created = 0;
  const store = (id: string, shopId: string, name: string, lat: number, lng: number) =>
    db.store.create({
      data: {
        id,
        shopId,
        storeKey: `key-${id}`,
        name,
        street: `${name} Street`,
        area: name,
        city: "Bengaluru",
        state: "Karnataka",
        zipcode: "560034",
        lat,
        lng,
        // Creation order decides 'Store n'.
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, created++)),
      },
    });
  await store(W.s1, W.shopA, "Koramangala", 12.9352, 77.6245);
  await store(W.s2, W.shopA, "Indiranagar", 12.9719, 77.6412);
  await store(W.s3, W.shopA, "HSR Layout", 12.9121, 77.6446);
  await store(W.b1, W.shopB, "Brand Outlet", 12.94, 77.62);
  await store(W.g1, W.shopG, "Jaipur Depot", 26.9124, 75.7873);
  await store(W.p1, W.shopP, "Private Store", 12.93, 77.63);

  const product = (id: string, name: string, unit: string) =>
    db.product.create({
      data: {
        id,
        name,
        brand: "Test",
        unit,
        categoryId: "cat-1",
        mrp: 100000,
        images: { create: [{ name: `${id}.jpg` }] },
      },
    });
  await product(W.atta, "Whole Wheat Atta", "5 kg");
  await product(W.rice, "Basmati Rice", "1 kg");
  await product(W.ghee, "Cow Ghee", "1 l");
  await product(W.oil, "Groundnut Oil", "1 l");
  await product(W.dal, "Toor Dal", "1 kg");

  const offer = (
    storeId: string,
    productId: string,
    sellingPrice: number,
    offerPercent: number,
    taxPercent: number,
    stock: number,
  ) =>
    db.storeProduct.create({
      data: {
        storeId,
        productId,
        productCode: `${storeId}-${productId}`,
        sellingPrice,
        offerPercent,
        taxPercent,
        stock,
      },
    });
  // Atta: three stores, uneven stock, different prices. Net: S3 259.70 < S1 262.49 < S2 275.00.
  await offer(W.s1, W.atta, 29999, 12.5, 5, 2);
  await offer(W.s2, W.atta, 27500, 0, 5, 5);
  await offer(W.s3, W.atta, 26500, 2, 5, 1);
  // Rice: S1 only has stock.
  await offer(W.s1, W.rice, 15050, 0, 0, 10);
  await offer(W.s2, W.rice, 14900, 0, 0, 0);
  // Ghee: S2 only.
  await offer(W.s2, W.ghee, 55000, 10, 12, 3);
  // Oil: the branded shop only. Dal: the global shop and the closed private shop.
  await offer(W.b1, W.oil, 21000, 5, 5, 20);
  await offer(W.g1, W.dal, 13000, 0, 5, 50);
  await offer(W.p1, W.dal, 12000, 0, 5, 50);
}

export async function newCustomer(db: Db, deliveryType = 1): Promise<string> {
  users += 1;
  const user = await db.user.create({
    data: {
      firstName: "Test",
      lastName: `Customer ${users}`,
      mobile: `98${String(users).padStart(8, "0")}`,
      deliveryType,
    },
  });
  return user.id;
}

export const setStock = (db: Db, storeId: string, productId: string, stock: number) =>
  db.storeProduct.update({ where: { storeId_productId: { storeId, productId } }, data: { stock } });
