// Plans a batch update (which items are refused and why, before/after of the rest) and applies it.
// The plan is made inside the write transaction, so what a caller is told is what was written.
// Prices are paise here: /api/update's rupees become paise at its edge (planUpdate), the console's
// stock page sends paise (planChanges); the before/after of each change is the API's rupee view.
import type { Db } from "../../lib/db";
import type { Prisma } from "../../generated/prisma/client";
import { toPaise, toRupees } from "../../lib/money";
import type { InventoryChange, InventoryValues, UpdateInventoryError } from "../../contract/inventory";
import type { OwnedStore } from "./auth";
import { checkItems, type ValidItem } from "./items";
import { renameProducts } from "./sql";
import { changePrices, priceAboveMrp, PRICE_ABOVE_MRP, type PriceChange } from "./prices";
import { ITEM_ERROR_CODE } from "../../contract/errors";

export type Tx = Db | Prisma.TransactionClient;

const rowSelect = {
  id: true,
  productCode: true,
  sellingPrice: true,
  offerPercent: true,
  taxPercent: true,
  stock: true,
  product: { select: { id: true, name: true, unit: true, shopId: true, mrp: true } },
} as const;
export type Row = Prisma.StoreProductGetPayload<{ select: typeof rowSelect }>;

export function valuesOf(row: Row): InventoryValues {
  return {
    product_name: row.product.name,
    unit: row.product.unit,
    stock: row.stock,
    selling_price: toRupees(row.sellingPrice),
    offer: row.offerPercent,
    tax: row.taxPercent,
  };
}

/** Prisma's SQLite driver caps a query at 999 bound parameters, so long IN lists go in slices. */
const IN_CHUNK = 500;
export function chunks<T>(list: T[], size = IN_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** The rows of these barcodes in one store (the (storeId, productCode) unique index answers it). */
export async function rowsByCode(db: Tx, storeId: string, codes: string[]): Promise<Map<string, Row>> {
  const map = new Map<string, Row>();
  for (const slice of chunks(codes)) {
    const rows = await db.storeProduct.findMany({ where: { storeId, productCode: { in: slice } }, select: rowSelect });
    for (const r of rows) map.set(r.productCode, r);
  }
  return map;
}

/** One product's new stock and price (paise); offer, tax, name and unit kept when not given. */
export type StockChange = {
  product_code: string;
  stock: number;
  /** Paise. */
  sellingPrice: number;
  offer?: number;
  tax?: number;
  product_name?: string;
  unit?: string;
};
export type StockChangeEntry = { index: number; item: StockChange };

export type PlannedItem = { index: number; row: Row; change: InventoryChange; write: PriceChange; renames: boolean };
export type UpdatePlan = { items: PlannedItem[]; errors: UpdateInventoryError[] };

/** /api/update's edge: an item checked in rupees becomes a change in paise. */
function inPaise({ index, item }: ValidItem): StockChangeEntry {
  const { selling_price, ...rest } = item;
  return { index, item: { ...rest, sellingPrice: toPaise(selling_price) } };
}

/** Every refused item gets one error entry, every accepted one its before/after. Writes nothing. */
export async function planUpdate(
  db: Tx,
  merchantId: string,
  store: OwnedStore,
  rawItems: unknown[],
): Promise<UpdatePlan> {
  const { valid, errors } = checkItems(rawItems);
  return planChanges(db, merchantId, store, valid.map(inPaise), errors);
}

/** Plans checked changes (paise); `errors` holds the items already refused. Writes nothing. */
export async function planChanges(
  db: Tx,
  merchantId: string,
  store: OwnedStore,
  valid: StockChangeEntry[],
  errors: UpdateInventoryError[] = [],
): Promise<UpdatePlan> {
  const rows = await rowsByCode(
    db,
    store.id,
    valid.map((v) => v.item.product_code),
  );

  const known: { entry: StockChangeEntry; row: Row }[] = [];
  for (const entry of valid) {
    const row = rows.get(entry.item.product_code);
    if (row) known.push({ entry, row });
    else
      errors.push({
        index: entry.index,
        product_code: entry.item.product_code,
        code: ITEM_ERROR_CODE.UNKNOWN_PRODUCT_CODE,
        message:
          "This store has no product with this product_code. Products are added in the merchant app; this API updates existing ones.",
      });
  }

  const renaming = new Set(
    known.filter(
      ({ entry, row }) =>
        (entry.item.product_name !== undefined && entry.item.product_name !== row.product.name) ||
        (entry.item.unit !== undefined && entry.item.unit !== row.product.unit),
    ),
  );
  const shared = await productsSoldByOthers(
    db,
    merchantId,
    [...renaming].map((k) => k.row.product.id),
  );

  const items: PlannedItem[] = [];
  for (const pair of known) {
    const { entry, row } = pair;
    const renames = renaming.has(pair);
    if (renames && shared.has(row.product.id)) {
      errors.push({
        index: entry.index,
        product_code: entry.item.product_code,
        code: ITEM_ERROR_CODE.PRODUCT_SHARED,
        message:
          "product_name and unit cannot be changed here: this catalogue product is also sold by other merchants' stores. Send the item without product_name and unit (or with the current values).",
      });
      continue;
    }
    // A shop's own product (made in the merchant console) changes its name and unit through the
    // console's review, never around it.
    if (renames && row.product.shopId) {
      errors.push({
        index: entry.index,
        product_code: entry.item.product_code,
        code: ITEM_ERROR_CODE.INVALID_ITEM,
        message:
          "product_name and unit of your shop's own product change in the merchant console (Products), where the edit is reviewed. Send the item without product_name and unit (or with the current values).",
      });
      continue;
    }
    const item = entry.item;
    if (priceAboveMrp(item.sellingPrice, row.product.mrp)) {
      errors.push({
        index: entry.index,
        product_code: item.product_code,
        code: ITEM_ERROR_CODE.INVALID_ITEM,
        message: PRICE_ABOVE_MRP,
      });
      continue;
    }
    const before = valuesOf(row);
    const write: PriceChange = {
      id: row.id,
      stock: item.stock,
      sellingPrice: item.sellingPrice,
      offer: item.offer ?? row.offerPercent,
      tax: item.tax ?? row.taxPercent,
      mrp: row.product.mrp,
    };
    const after: InventoryValues = {
      product_name: item.product_name ?? before.product_name,
      unit: item.unit ?? before.unit,
      stock: write.stock,
      selling_price: toRupees(write.sellingPrice),
      offer: write.offer,
      tax: write.tax,
    };
    const changed = (Object.keys(after) as (keyof InventoryValues)[]).filter((k) => after[k] !== before[k]);
    items.push({
      index: entry.index,
      row,
      renames,
      write,
      change: { index: entry.index, product_code: item.product_code, changed, before, after },
    });
  }
  errors.sort((a, b) => a.index - b.index);
  items.sort((a, b) => a.index - b.index);
  return { items, errors };
}

/** Product ids (of those given) that some store of another merchant also sells. */
async function productsSoldByOthers(db: Tx, merchantId: string, productIds: string[]): Promise<Set<string>> {
  const shared = new Set<string>();
  for (const slice of chunks([...new Set(productIds)])) {
    const rows = await db.storeProduct.findMany({
      where: { productId: { in: slice }, store: { shop: { merchantId: { not: merchantId } } } },
      select: { productId: true },
      distinct: ["productId"],
    });
    for (const r of rows) shared.add(r.productId);
  }
  return shared;
}

/** Writes a plan. Every accepted row is stamped lastSyncedAt, even when its values did not change. */
export async function applyPlan(tx: Prisma.TransactionClient, plan: UpdatePlan, now: Date): Promise<void> {
  await changePrices(
    tx,
    plan.items.map((i) => i.write),
    now,
  );
  await renameProducts(
    tx,
    plan.items
      .filter((i) => i.renames)
      .map(({ row, change: { after } }) => ({ id: row.product.id, name: after.product_name, unit: after.unit })),
    now,
  );
}
