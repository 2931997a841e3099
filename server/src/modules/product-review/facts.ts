// A product's facts as the lifecycle sees them: read from the rows, written back, compared (the
// diff every change keeps), checked for completeness, and the two moments customers start to see
// something: a new product going live (its draft offers become StoreProduct rows, which move the
// read epochs through the existing triggers) and an approved edit applied to the live product.
import type { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";
import type { ExpKind, ProductField } from "../../contract/catalogue-constants";

export type Tx = Db | Prisma.TransactionClient;

export type ProductFacts = {
  name: string;
  name_hi: string | null;
  brand: string;
  unit: string;
  category_id: string | null;
  description: string;
  facts: { name: string; value: string }[];
  /** Stored image names, in order. */
  images: string[];
  /** Paise; null until given. */
  mrp: number | null;
  barcode: string | null;
  mfg_date: string | null;
  exp_kind: ExpKind | null;
  exp_date: string | null;
  tax_percent: number | null;
  hsn: string | null;
};

/** The facts customers see: an edit of any of them on a live product waits for review. */
export const REVIEWED_FIELDS: readonly ProductField[] = [
  "name",
  "name_hi",
  "brand",
  "unit",
  "category_id",
  "description",
  "facts",
  "images",
  "mrp",
  "mfg_date",
  "exp_kind",
  "exp_date",
  "tax_percent",
  "hsn",
];

export const imageUrl = (name: string) => `/user/product/img/view?img=${encodeURIComponent(name)}&format=webp&height=500`;

const factsSelect = {
  id: true,
  name: true,
  nameHi: true,
  brand: true,
  unit: true,
  categoryId: true,
  categoryChosen: true,
  description: true,
  mrp: true,
  barcode: true,
  mfgDate: true,
  expKind: true,
  expDate: true,
  taxPercent: true,
  hsn: true,
  images: { select: { name: true }, orderBy: [{ position: "asc" }, { id: "asc" }] },
  attributes: { select: { displayName: true, value: true }, orderBy: [{ position: "asc" }, { id: "asc" }] },
} as const satisfies Prisma.ProductSelect;
type FactsRow = Prisma.ProductGetPayload<{ select: typeof factsSelect }>;

export function factsOfRow(p: FactsRow): ProductFacts {
  return {
    name: p.name,
    name_hi: p.nameHi,
    brand: p.brand,
    unit: p.unit,
    category_id: p.categoryChosen ? p.categoryId : null,
    description: p.description,
    facts: p.attributes.map((a) => ({ name: a.displayName, value: a.value })),
    images: p.images.map((i) => i.name),
    mrp: p.mrp > 0 ? p.mrp : null,
    barcode: p.barcode,
    mfg_date: p.mfgDate,
    exp_kind: (p.expKind as ExpKind | null) ?? null,
    exp_date: p.expDate,
    tax_percent: p.taxPercent,
    hsn: p.hsn,
  };
}

export async function readFacts(tx: Tx, productId: string): Promise<ProductFacts | null> {
  const row = await tx.product.findUnique({ where: { id: productId }, select: factsSelect });
  return row ? factsOfRow(row) : null;
}

/** A stable key for a fact's name ("Shelf life" -> "shelf_life"). */
const keyOf = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "_")
    .replace(/^_+|_+$/g, "") || "fact";

/** Writes the facts into the product's rows (images and facts replaced when they differ). */
export async function writeFacts(tx: Tx, productId: string, facts: ProductFacts, fallbackCategoryId: string) {
  const current = await readFacts(tx, productId);
  await tx.product.update({
    where: { id: productId },
    data: {
      name: facts.name,
      nameHi: facts.name_hi,
      brand: facts.brand,
      unit: facts.unit,
      categoryId: facts.category_id ?? fallbackCategoryId,
      categoryChosen: facts.category_id !== null,
      description: facts.description,
      mrp: facts.mrp ?? 0,
      barcode: facts.barcode,
      mfgDate: facts.mfg_date,
      expKind: facts.exp_kind,
      expDate: facts.exp_date,
      taxPercent: facts.tax_percent,
      hsn: facts.hsn,
    },
  });
  if (!current || JSON.stringify(current.images) !== JSON.stringify(facts.images)) {
    await tx.productImage.deleteMany({ where: { productId } });
    if (facts.images.length)
      await tx.productImage.createMany({ data: facts.images.map((name, position) => ({ productId, name, position })) });
  }
  if (!current || JSON.stringify(current.facts) !== JSON.stringify(facts.facts)) {
    await tx.productAttribute.deleteMany({ where: { productId } });
    if (facts.facts.length)
      await tx.productAttribute.createMany({
        data: facts.facts.map((f, position) => ({
          productId,
          keyName: keyOf(f.name),
          displayName: f.name,
          value: f.value,
          position,
        })),
      });
  }
}

export type DiffEntry = { field: string; before: unknown; after: unknown };

/** The fields that differ, in the facts' order; `before` null = a new product (every given field). */
export function diffFacts(before: ProductFacts | null, after: ProductFacts): DiffEntry[] {
  const out: DiffEntry[] = [];
  for (const field of Object.keys(after) as (keyof ProductFacts)[]) {
    const b = before ? before[field] : null;
    const a = after[field];
    if (JSON.stringify(b ?? null) === JSON.stringify(a ?? null)) continue;
    if (!before && (a === null || a === "" || (Array.isArray(a) && a.length === 0))) continue;
    out.push({ field, before: b ?? null, after: a ?? null });
  }
  return out;
}

/** What a product still lacks before it can be submitted (field names, in the form's order). */
export function missingFields(f: ProductFacts, offers: number): string[] {
  const missing: string[] = [];
  if (!f.name.trim()) missing.push("name");
  if (!f.brand.trim()) missing.push("brand");
  if (!f.unit.trim()) missing.push("unit");
  if (!f.category_id) missing.push("category_id");
  if (f.mrp === null) missing.push("mrp");
  if (f.images.length === 0) missing.push("images");
  if (!f.barcode) missing.push("barcode");
  if (f.tax_percent === null) missing.push("tax_percent");
  if (!f.hsn) missing.push("hsn");
  if (f.exp_kind === null || (f.exp_kind === "date" && !f.exp_date)) missing.push("exp_date");
  if (offers === 0) missing.push("offers");
  return missing;
}

/**
 * A new product goes live: its draft offers become the stores' StoreProduct rows (code = barcode,
 * the product's tax), the draft offers go. The StoreProduct triggers move "shop:<id>" and the
 * Product update moves "catalog", so every cached answer is stale in the same commit.
 */
export async function goLive(tx: Tx, productId: string, now: Date): Promise<void> {
  const product = await tx.product.findUniqueOrThrow({
    where: { id: productId },
    select: { barcode: true, taxPercent: true, draftOffers: true },
  });
  for (const o of product.draftOffers) {
    await tx.storeProduct.upsert({
      where: { storeId_productId: { storeId: o.storeId, productId } },
      create: {
        storeId: o.storeId,
        productId,
        productCode: product.barcode ?? productId,
        sellingPrice: o.sellingPrice,
        offerPercent: o.offerPercent,
        taxPercent: product.taxPercent ?? 0,
        stock: o.stock,
        lastSyncedAt: now,
      },
      update: { sellingPrice: o.sellingPrice, offerPercent: o.offerPercent, stock: o.stock },
    });
  }
  await tx.draftOffer.deleteMany({ where: { productId } });
  await tx.product.update({ where: { id: productId }, data: { status: "live", reviewNote: null } });
}

/** An approved edit: the facts replace the live ones; a new tax reaches every store's offer. */
export async function applyEdit(tx: Tx, productId: string, after: ProductFacts): Promise<void> {
  const current = await tx.product.findUniqueOrThrow({ where: { id: productId }, select: { categoryId: true, taxPercent: true } });
  await writeFacts(tx, productId, after, current.categoryId);
  if (after.tax_percent !== null && after.tax_percent !== current.taxPercent) {
    await tx.storeProduct.updateMany({ where: { productId }, data: { taxPercent: after.tax_percent } });
  }
}
