// The catalogue import's checks: every row against the template's rules and the merchant's data,
// with errors naming the row and field; the good rows come back ready to write.
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { CATALOGUE_MESSAGES as M, GST_SLABS, IMPORT_COLUMNS } from "../../contract/catalogue-constants";
import { BARCODE, HSN, INDIA_DATE } from "../../contract/merchant-catalogue";
import type { ProductFacts } from "../product-review/public";
import type { StaffContext } from "./guard";
import { indiaDate } from "../../lib/india-time";

/** Rows per insert statement (and per lookup of existing barcodes). */
export const BATCH = 500;

export type RowError = { row: number; field: string; message: string };
export type GoodRow = {
  row: number;
  shopId: string;
  storeId: string;
  facts: ProductFacts;
  offer: { sellingPrice: number; offerPercent: number; stock: number };
};

export function refuse(path: string, message: string) {
  return new AppError(ERROR_CODE.VALIDATION_FAILED, message, { errors: [{ path, message }] });
}

const money = /^\d{1,7}(\.\d{1,2})?$/;

/** Checks every row against the template's rules and the merchant's data. */
export async function checkRows(db: Db, staff: StaffContext, rows: Record<string, unknown>[], now: Date) {
  const errors: RowError[] = [];
  const good: GoodRow[] = [];
  const [stores, categories] = await Promise.all([
    db.store.findMany({ where: { id: { in: staff.storeIds } }, select: { id: true, storeKey: true, shopId: true } }),
    db.category.findMany({ select: { id: true, path: true, _count: { select: { children: true } } } }),
  ]);
  const storeByKey = new Map(stores.map((s) => [s.storeKey, s]));
  const categoryByPath = new Map(categories.map((c) => [c.path.toLowerCase(), c]));
  const today = indiaDate(now);
  const seen = new Map<string, number>();
  const images = new Set<string>();

  rows.forEach((raw, index) => {
    const row = index + 1; // the data row's number (the CSV's header is line 0)
    const v = (k: string) => {
      const x = raw[k];
      return x === undefined || x === null ? "" : String(x).trim();
    };
    const rowErrors: RowError[] = [];
    const bad = (field: string, message: string) => rowErrors.push({ row, field, message });
    for (const k of Object.keys(raw))
      if (!(IMPORT_COLUMNS as readonly string[]).includes(k) && k !== "image") bad(k, M.importColumn);

    const name = v("name");
    if (!name) bad("name", M.nameRequired);
    else if (name.length > 120) bad("name", M.nameLong);
    const nameHi = v("name_hi");
    if (nameHi.length > 120) bad("name_hi", M.nameHiLong);
    const brand = v("brand");
    if (!brand) bad("brand", M.incomplete);
    else if (brand.length > 80) bad("brand", M.brandLong);
    const unit = v("unit");
    if (!unit) bad("unit", M.incomplete);
    else if (unit.length > 40) bad("unit", M.unitLong);
    const description = v("description");
    if (description.length > 4000) bad("description", M.descriptionLong);
    const barcode = v("barcode");
    if (!BARCODE.test(barcode)) bad("barcode", M.barcode);
    const category = categoryByPath.get(
      v("category")
        .replace(/\s*>\s*/g, " > ")
        .toLowerCase(),
    );
    if (!category) bad("category", M.category);
    else if (category._count.children > 0) bad("category", M.categoryLeaf);
    const mrpText = v("mrp");
    if (!money.test(mrpText) || Number(mrpText) <= 0) bad("mrp", M.mrp);
    const mrp = Math.round(Number(mrpText) * 100);
    const tax = Number(v("tax_percent"));
    if (v("tax_percent") === "" || !(GST_SLABS as readonly number[]).includes(tax)) bad("tax_percent", M.tax);
    const hsn = v("hsn");
    if (!HSN.test(hsn)) bad("hsn", M.hsn);
    const mfg = v("mfg_date");
    const realDate = (s: string) => INDIA_DATE.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;
    if (mfg && !realDate(mfg)) bad("mfg_date", M.date);
    else if (mfg && mfg > today) bad("mfg_date", M.mfgFuture);
    const expText = v("exp_date").toLowerCase();
    let expKind: "date" | "unknown" | "na" | null = null;
    let expDate: string | null = null;
    if (expText === "unknown") expKind = "unknown";
    else if (expText === "na" || expText === "n/a" || expText === "not applicable") expKind = "na";
    else if (!expText) bad("exp_date", M.expRequired);
    else if (!realDate(expText)) bad("exp_date", M.date);
    else if (mfg && realDate(mfg) && expText < mfg) bad("exp_date", M.expBeforeMfg);
    else {
      expKind = "date";
      expDate = expText;
    }
    const store = storeByKey.get(v("store_key"));
    if (!store) bad("store_key", M.importStore);
    const priceText = v("selling_price");
    if (!money.test(priceText) || Number(priceText) <= 0) bad("selling_price", M.sellingPrice);
    const price = Math.round(Number(priceText) * 100);
    if (money.test(priceText) && money.test(mrpText) && price > mrp) bad("selling_price", M.priceAboveMrp);
    const offerText = v("offer_percent");
    const offer = offerText === "" ? 0 : Number(offerText);
    if (!Number.isFinite(offer) || offer < 0 || offer > 100) bad("offer_percent", M.offer);
    const stockText = v("stock");
    const stock = Number(stockText);
    if (!/^\d{1,7}$/.test(stockText) || stock > 1_000_000) bad("stock", M.stock);
    const image = v("image");
    if (image) images.add(image);
    if (store && BARCODE.test(barcode)) {
      const key = `${store.id}\u0000${barcode}`;
      if (seen.has(key)) bad("barcode", M.importDuplicate);
      else seen.set(key, row);
    }
    if (rowErrors.length || !store || !category) {
      errors.push(...rowErrors);
      return;
    }
    good.push({
      row,
      shopId: store.shopId,
      storeId: store.id,
      facts: {
        name,
        name_hi: nameHi || null,
        brand,
        unit,
        category_id: category.id,
        description,
        facts: [],
        images: image ? [image] : [],
        mrp,
        barcode,
        mfg_date: mfg || null,
        exp_kind: expKind,
        exp_date: expDate,
        tax_percent: tax,
        hsn,
      },
      offer: { sellingPrice: price, offerPercent: offer, stock },
    });
  });

  // Against the data: images must be stored product images; barcodes free in their stores.
  const knownImages = new Set<string>();
  const imageList = [...images];
  for (let i = 0; i < imageList.length; i += BATCH) {
    const part = imageList.slice(i, i + BATCH);
    const [a, b] = await Promise.all([
      db.productImage.findMany({ where: { name: { in: part } }, select: { name: true }, distinct: ["name"] }),
      db.productUpload.findMany({ where: { name: { in: part } }, select: { name: true } }),
    ]);
    for (const r of [...a, ...b]) knownImages.add(r.name);
  }
  const taken = new Set<string>();
  const codes = [...new Set(good.map((g) => g.facts.barcode!))];
  for (let i = 0; i < codes.length; i += BATCH) {
    const part = codes.slice(i, i + BATCH);
    const [sold, drafts] = await Promise.all([
      db.storeProduct.findMany({
        where: { storeId: { in: staff.storeIds }, productCode: { in: part } },
        select: { storeId: true, productCode: true },
      }),
      db.product.findMany({
        where: { shopId: { in: staff.shopIds }, barcode: { in: part }, status: { not: "live" } },
        select: { barcode: true, draftOffers: { select: { storeId: true } } },
      }),
    ]);
    for (const s of sold) taken.add(`${s.storeId}\u0000${s.productCode}`);
    for (const d of drafts) for (const o of d.draftOffers) taken.add(`${o.storeId}\u0000${d.barcode}`);
  }
  const kept: GoodRow[] = [];
  for (const g of good) {
    const rowErrors: RowError[] = [];
    const image = g.facts.images[0];
    if (image && !knownImages.has(image)) rowErrors.push({ row: g.row, field: "image", message: M.imageMissing });
    if (taken.has(`${g.storeId}\u0000${g.facts.barcode}`))
      rowErrors.push({ row: g.row, field: "barcode", message: M.barcodeTaken });
    if (rowErrors.length) errors.push(...rowErrors);
    else kept.push(g);
  }
  errors.sort((a, b) => a.row - b.row);
  return { good: kept, errors };
}
