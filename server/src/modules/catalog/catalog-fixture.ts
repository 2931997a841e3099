// A small catalogue for the catalogue's API tests, written through Prisma (the triggers index it):
// a public shop with three stores, a private shop, another shop, a three-level category tree and
// 120+ products, so paging, scoping and search are real.
import type { Db } from "../../lib/db";

export const FIX = {
  shop: "shop_pub",
  stores: ["st_a", "st_b", "st_c"] as const,
  privateShop: "shop_priv",
  privateUniqueId: "sharma-kirana",
  privateStore: "st_p",
  otherShop: "shop_other",
  otherStore: "st_o",
  user: "user_cat",
  user2: "user_cat2",
};

const CATEGORIES: [id: string, name: string, parent: string | null][] = [
  ["c_gro", "Grocery", null],
  ["c_sta", "Staples", "c_gro"],
  ["c_atta", "Atta", "c_sta"],
  ["c_rice", "Rice", "c_sta"],
  ["c_stmix", "Staples Mix", "c_gro"],
  ["c_sna", "Snacks", "c_gro"],
  ["c_bis", "Biscuits", "c_sna"],
  ["c_pc", "Personal Care", null],
  ["c_soap", "Soap", "c_pc"],
];
const LEAVES = ["c_atta", "c_rice", "c_stmix", "c_bis", "c_soap"];
const BRANDS = ["Tata", "Fortune", "Patanjali", "Britannia", "Dabur", "Godrej"];
const WORDS = ["Classic", "Premium", "Gold", "Select", "Daily", "Value"];

/** Products the search tests name. */
export const NAMED = [
  { id: "p_chakki", name: "Aashirvaad Shudh Chakki Atta", brand: "Aashirvaad", categoryId: "c_atta", description: "Whole wheat flour, stone ground." },
  { id: "p_indiagate", name: "India Gate Basmati Rice Classic", brand: "India Gate", categoryId: "c_rice", description: "Aged long grain rice." },
  { id: "p_daawat", name: "Daawat Rozana Rice", brand: "Daawat", categoryId: "c_rice", description: "Everyday basmati rice for biryani." },
  { id: "p_cafe", name: "Café Coffee Day Filter Coffee", brand: "Coffee Day", categoryId: "c_stmix", description: "South Indian filter coffee powder." },
  { id: "p_marie", name: "Britannia Marie Gold Biscuits", brand: "Britannia", categoryId: "c_bis", description: "Tea time biscuits." },
  { id: "p_parle", name: "Parle-G Glucose Biscuits", brand: "Parle", categoryId: "c_bis", description: "The original glucose biscuit." },
  { id: "p_near", name: "Near Fresh Soap NEAR", brand: "Santoor", categoryId: "c_soap", description: "Sandal and turmeric soap." },
];
/** Sold only by the other shop: never in the public shop's answers. */
export const OTHER_ONLY = { id: "p_bhujia", name: "Haldiram Aloo Bhujia", brand: "Haldiram", categoryId: "c_sna", description: "Crispy namkeen." };

export const GENERATED_COUNT = 120;

export async function buildCatalog(db: Db) {
  await db.merchant.create({ data: { id: "m_cat", name: "Sharma Traders", email: "owner@sharma.in" } });
  const shop = (id: string, group: string, extra: Record<string, unknown> = {}) => ({
    id,
    merchantId: "m_cat",
    displayName: `Shop ${id}`,
    kind: "Grocery",
    shopGroup: group,
    image: `shops/${id}.png`,
    street: "12 MG Road",
    city: "Delhi",
    mobilePrimary: "9876543210",
    ...extra,
  });
  await db.shop.createMany({
    data: [
      shop(FIX.shop, "public", { displayName: "Sharma General Store", ratingAvg: 4.26, ratingCount: 12 }),
      shop(FIX.privateShop, "private", { uniqueId: FIX.privateUniqueId, displayName: "Sharma Kirana", city: "Mumbai", isOpen: false, privateIsOpen: true }),
      shop(FIX.otherShop, "public", { displayName: "Gupta Stores" }),
    ],
  });
  const store = (id: string, shopId: string, lat: number, lng: number) => ({
    id,
    shopId,
    storeKey: `key_${id}`,
    name: `Store ${id}`,
    street: "1 Main Road",
    area: "Connaught Place",
    city: "Delhi",
    state: "Delhi",
    zipcode: "110001",
    lat,
    lng,
  });
  await db.store.createMany({
    data: [
      store("st_a", FIX.shop, 28.6139, 77.209),
      store("st_b", FIX.shop, 28.62, 77.22),
      store("st_c", FIX.shop, 28.7, 77.1),
      store(FIX.privateStore, FIX.privateShop, 19.076, 72.8777),
      store(FIX.otherStore, FIX.otherShop, 28.6, 77.2),
    ],
  });
  const paths = new Map<string, string>();
  for (const [i, [id, name, parent]] of CATEGORIES.entries()) {
    const path = parent ? `${paths.get(parent)} > ${name}` : name;
    paths.set(id, path);
    await db.category.create({ data: { id, name, parentId: parent, path, depth: path.split(" > ").length - 1, sortOrder: i } });
  }

  const generated = Array.from({ length: GENERATED_COUNT }, (_, i) => {
    const categoryId = LEAVES[i % LEAVES.length];
    const brand = BRANDS[i % BRANDS.length];
    const leaf = CATEGORIES.find((c) => c[0] === categoryId)![1];
    return {
      id: `p_${String(i).padStart(3, "0")}`,
      name: `${brand} ${leaf} ${WORDS[i % WORDS.length]} ${i}`,
      brand,
      categoryId,
      description: `${brand} ${leaf.toLowerCase()} pack number ${i}.`,
    };
  });
  const all = [...generated, ...NAMED, OTHER_ONLY];
  await db.product.createMany({
    data: all.map((p, i) => ({ ...p, unit: i % 2 ? "1 kg" : "500 g", mrp: 10000 + i * 100 })),
  });
  await db.productImage.createMany({
    data: all.flatMap((p) => [
      { productId: p.id, name: `products/${p.id}-1.png`, position: 0 },
      { productId: p.id, name: `products/${p.id}-2.png`, position: 1 },
    ]),
  });
  await db.productAttribute.createMany({
    data: all.flatMap((p) => [
      { productId: p.id, keyName: "brand", displayName: "Brand", value: p.brand, position: 0 },
      { productId: p.id, keyName: "shelf_life", displayName: "Shelf Life", value: "6 months", position: 1 },
    ]),
  });

  // Every product of the public shop is in st_a; every second also in st_b; every tenth in st_c.
  const offers: { storeId: string; productId: string; productCode: string; sellingPrice: number; offerPercent: number; stock: number }[] = [];
  [...generated, ...NAMED].forEach((p, i) => {
    const base = 5000 + i * 250;
    offers.push({ storeId: "st_a", productId: p.id, productCode: `A${i}`, sellingPrice: base, offerPercent: i % 3 === 0 ? 10 : 0, stock: 5 + (i % 7) });
    if (i % 2 === 0) offers.push({ storeId: "st_b", productId: p.id, productCode: `B${i}`, sellingPrice: base - 100, offerPercent: 0, stock: 2 });
    if (i % 10 === 0) offers.push({ storeId: "st_c", productId: p.id, productCode: `C${i}`, sellingPrice: base + 100, offerPercent: 5, stock: 0 });
  });
  offers.push({ storeId: FIX.otherStore, productId: OTHER_ONLY.id, productCode: "O1", sellingPrice: 4000, offerPercent: 0, stock: 9 });
  offers.push({ storeId: FIX.privateStore, productId: "p_chakki", productCode: "P1", sellingPrice: 45000, offerPercent: 0, stock: 3 });
  await db.storeProduct.createMany({ data: offers });

  await db.user.createMany({
    data: [
      { id: FIX.user, firstName: "Priya", lastName: "Nair", mobile: "9000000001" },
      { id: FIX.user2, firstName: "Arjun", lastName: "Mehta", mobile: "9000000002" },
    ],
  });
  await db.productReview.createMany({
    data: [
      { productId: "p_chakki", userId: FIX.user, rating: 5, message: "Soft rotis every time.", createdAt: new Date("2026-03-04T10:00:00Z") },
      { productId: "p_chakki", userId: FIX.user2, rating: 4, message: null, createdAt: new Date("2026-05-01T10:00:00Z") },
    ],
  });
  return { paths, generated, named: NAMED, publicShopProducts: generated.length + NAMED.length };
}
