// The demo shop's products waiting for review, so the operations console's queue shows something:
// made through the merchant console's own catalogue service as the demo Super Admin (draft, facts,
// offers, an image, submit), exactly as a merchant would. Each borrows the picture of a catalogue
// product of its kind (the demo world's images are drawn by the seed).
import type { Db } from "../server/src/lib/db";
import { catalogueSeeding } from "../server/src/modules/shop-console/public";
import { DEMO_MERCHANT_ADMIN, DEMO_STORE_KEY } from "./demo-credentials";

type Waiting = {
  name: string;
  brand: string;
  unit: string;
  category: string;
  mrp: number;
  price: number;
  stock: number;
  barcode: string;
  hsn: string;
  tax: number;
  exp: { kind: "date"; date: string } | { kind: "na" | "unknown" };
  description: string;
};

export const WAITING_PRODUCTS: Waiting[] = [
  {
    name: "Sunita's Homemade Mango Pickle",
    brand: "Galli Kitchen",
    unit: "400 g",
    category: "Packaged Food > Sauces, Spreads & Pickles > Pickles",
    mrp: 24000,
    price: 22000,
    stock: 18,
    barcode: "GK-PICKLE-400",
    hsn: "2001",
    tax: 12,
    exp: { kind: "date", date: "2027-06-30" },
    description: "Raw mango in cold-pressed mustard oil, made in small batches.",
  },
  {
    name: "Sunita's Garlic Chutney Powder",
    brand: "Galli Kitchen",
    unit: "200 g",
    category: "Packaged Food > Sauces, Spreads & Pickles > Pickles",
    mrp: 15000,
    price: 14000,
    stock: 25,
    barcode: "GK-CHUTNEY-200",
    hsn: "2103",
    tax: 12,
    exp: { kind: "unknown" },
    description: "Dry garlic and red chilli chutney, to sprinkle on idli or mix with oil.",
  },
];

/** Creates the waiting products of the demo shop (once: a barcode already there is skipped). */
export async function seedWaitingProducts(db: Db, now: Date): Promise<number> {
  const store = await db.store.findUnique({ where: { storeKey: DEMO_STORE_KEY }, select: { id: true } });
  if (!store) return 0;
  const seeding = await catalogueSeeding(db, DEMO_MERCHANT_ADMIN.id);
  let made = 0;
  for (const p of WAITING_PRODUCTS) {
    if (await db.product.findFirst({ where: { barcode: p.barcode }, select: { id: true } })) continue;
    const category = await db.category.findUnique({ where: { path: p.category }, select: { id: true } });
    const picture = await db.productImage.findFirst({
      where: { product: { categoryId: category?.id } },
      orderBy: { name: "asc" },
      select: { name: true },
    });
    if (!category || !picture) continue;
    await seeding.create(
      {
        name: p.name,
        brand: p.brand,
        unit: p.unit,
        category_id: category.id,
        description: p.description,
        mrp: p.mrp,
        barcode: p.barcode,
        hsn: p.hsn,
        tax_percent: p.tax,
        exp_kind: p.exp.kind,
        exp_date: p.exp.kind === "date" ? p.exp.date : null,
        images: [picture.name],
        offers: [{ store_id: store.id, selling_price: p.price, offer_percent: 0, stock: p.stock }],
      },
      now,
    );
    made += 1;
  }
  return made;
}
