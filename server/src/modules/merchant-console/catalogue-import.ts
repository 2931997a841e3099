// Bulk import of products (CSV or JSON rows, up to 5,000): every row is checked first, with errors
// naming the row and field; a dry run stops there; without skip_bad_rows one bad row means nothing
// is written. Rows of one barcode in several stores of a shop are one product with an offer in
// each. A row with every fact and an image goes to Waiting for review, one without an image stays a
// Draft (the spec's rule: data or image missing). The write is one transaction of batched inserts,
// with the Idempotency-Key's answer kept in it (like POST /api/update's).
import { randomBytes } from "node:crypto";
import type { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";
import { indiaDate } from "../../lib/india-time";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import {
  CATALOGUE_MESSAGES as M,
  GST_SLABS,
  IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
} from "../../contract/catalogue-constants";
import { BARCODE, HSN, INDIA_DATE, type ImportResult } from "../../contract/merchant-catalogue";
import { findFreshRecord, isUniqueViolation, requestHash } from "../inventory/public";
import type { ProductFacts } from "../product-review/public";
import { recordAudit } from "./audit";
import type { StaffContext } from "./guard";

export type ImportOptions = { dryRun: boolean; skipBadRows: boolean; idempotencyKey: string | null };
type RowError = { row: number; field: string; message: string };
type GoodRow = {
  row: number;
  shopId: string;
  storeId: string;
  facts: ProductFacts;
  offer: { sellingPrice: number; offerPercent: number; stock: number };
};

const BATCH = 500;
const IDEMPOTENCY_PREFIX = "catalogue-import:";

/** The demo catalogue's Atta leaf: the example row's category when the tree has it. */
export const TEMPLATE_CATEGORY = "Staples > Atta, Flours & Sooji > Atta";

/** The template: the header line and one example row (with one of the member's store keys and a
 * leaf category of the tree, so the example imports as it is). */
export function importTemplate(storeKey = "YOUR-STORE-KEY", categoryPath = TEMPLATE_CATEGORY) {
  const example = [
    "8901234567890",
    "Fresh Atta 5 kg",
    "",
    "Galli Mills",
    "5 kg",
    categoryPath,
    "Whole wheat flour",
    "289",
    "5",
    "1101",
    "2026-11-01",
    "2027-04-30",
    storeKey,
    "265",
    "5",
    "40",
    "",
  ];
  const columns = [...IMPORT_COLUMNS, "image"];
  const header = columns.join(",");
  const line = example.map(csvCell).join(",");
  return { columns, header, example: line, csv: `${header}\n${line}\n` };
}

const csvCell = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** RFC 4180 CSV: quoted cells may hold commas, quotes ("") and line breaks; CRLF or LF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && src[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += ch;
  }
  if (cell !== "" || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ""));
}

/** CSV text to rows keyed by the header's columns (the header must name template columns only). */
export function csvRows(text: string): Record<string, string>[] {
  const [header, ...lines] = parseCsv(text);
  if (!header) throw refuse("file", M.importEmpty);
  const names = header.map((h) => h.trim().toLowerCase());
  const known = new Set<string>([...IMPORT_COLUMNS, "image"]);
  const unknown = names.find((n) => !known.has(n));
  if (unknown !== undefined || !names.includes("name")) throw refuse(unknown ?? "file", unknown ? M.importColumn : M.importHeader);
  return lines.map((cells) => Object.fromEntries(names.map((n, i) => [n, cells[i] ?? ""])));
}

function refuse(path: string, message: string) {
  return new AppError(ERROR_CODE.VALIDATION_FAILED, message, { errors: [{ path, message }] });
}

const money = /^\d{1,7}(\.\d{1,2})?$/;

/** Checks every row against the template's rules and the merchant's data. */
async function checkRows(db: Db, staff: StaffContext, rows: Record<string, unknown>[], now: Date) {
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
    for (const k of Object.keys(raw)) if (!(IMPORT_COLUMNS as readonly string[]).includes(k) && k !== "image") bad(k, M.importColumn);

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
    const category = categoryByPath.get(v("category").replace(/\s*>\s*/g, " > ").toLowerCase());
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
    if (taken.has(`${g.storeId}\u0000${g.facts.barcode}`)) rowErrors.push({ row: g.row, field: "barcode", message: M.barcodeTaken });
    if (rowErrors.length) errors.push(...rowErrors);
    else kept.push(g);
  }
  errors.sort((a, b) => a.row - b.row);
  return { good: kept, errors };
}

const newId = () => `imp${Date.now().toString(36)}${randomBytes(8).toString("hex")}`;

async function writeRows(tx: Prisma.TransactionClient, staff: StaffContext, rows: GoodRow[], now: Date) {
  const member = await tx.staffMember.findUniqueOrThrow({ where: { id: staff.staffId }, select: { name: true, mobile: true } });
  // One product per shop and barcode; its first row gives the facts, every row an offer.
  const products = new Map<string, { id: string; shopId: string; facts: ProductFacts; offers: GoodRow[] }>();
  for (const r of rows) {
    const key = `${r.shopId}\u0000${r.facts.barcode}`;
    const p = products.get(key) ?? { id: newId(), shopId: r.shopId, facts: r.facts, offers: [] };
    p.offers.push(r);
    products.set(key, p);
  }
  const list = [...products.values()];
  for (let i = 0; i < list.length; i += BATCH) {
    const part = list.slice(i, i + BATCH);
    await tx.product.createMany({
      data: part.map((p) => ({
        id: p.id,
        name: p.facts.name,
        nameHi: p.facts.name_hi,
        brand: p.facts.brand,
        unit: p.facts.unit,
        description: p.facts.description,
        categoryId: p.facts.category_id!,
        mrp: p.facts.mrp!,
        status: p.facts.images.length ? "review" : "draft",
        shopId: p.shopId,
        barcode: p.facts.barcode,
        taxPercent: p.facts.tax_percent,
        hsn: p.facts.hsn,
        mfgDate: p.facts.mfg_date,
        expKind: p.facts.exp_kind,
        expDate: p.facts.exp_date,
        createdAt: now,
        updatedAt: now,
      })),
    });
    const images = part.filter((p) => p.facts.images.length);
    if (images.length)
      await tx.productImage.createMany({ data: images.map((p) => ({ productId: p.id, name: p.facts.images[0], position: 0 })) });
    await tx.draftOffer.createMany({
      data: part.flatMap((p) => p.offers.map((o) => ({ productId: p.id, storeId: o.storeId, ...o.offer, updatedAt: now }))),
    });
    await tx.productChange.createMany({
      data: part.map((p) => ({
        productId: p.id,
        shopId: p.shopId,
        kind: "create",
        status: p.facts.images.length ? "review" : "applied",
        before: null,
        after: JSON.stringify(p.facts),
        authorId: staff.staffId,
        authorName: member.name,
        authorMobile: member.mobile,
        createdAt: now,
        updatedAt: now,
        submittedAt: p.facts.images.length ? now : null,
      })),
    });
  }
  return list.length;
}

/** Validates and (unless a dry run) writes the rows; answers the report. */
export async function importProducts(
  db: Db,
  staff: StaffContext,
  rows: Record<string, unknown>[],
  opts: ImportOptions,
  now: Date,
): Promise<ImportResult> {
  if (rows.length > MAX_IMPORT_ROWS) throw new AppError(ERROR_CODE.IMPORT_TOO_MANY_ROWS);
  if (rows.length === 0) throw refuse("rows", M.importEmpty);
  const key = opts.idempotencyKey && !opts.dryRun ? `${IDEMPOTENCY_PREFIX}${opts.idempotencyKey}` : null;
  const hash = key ? requestHash({ rows, skip: opts.skipBadRows }) : "";
  const replay = async () => {
    const record = key ? await findFreshRecord(db, staff.merchantId, key, now) : null;
    if (!record) return null;
    if (record.requestHash !== hash) throw new AppError(ERROR_CODE.IDEMPOTENCY_KEY_REUSED);
    return JSON.parse(record.responseJson) as ImportResult;
  };
  const earlier = await replay();
  if (earlier) return earlier;

  const { good, errors } = await checkRows(db, staff, rows, now);
  const badRows = new Set(errors.map((e) => e.row)).size;
  const result: ImportResult = { dry_run: opts.dryRun, total: rows.length, written: 0, skipped: 0, errors };
  if (opts.dryRun) return { ...result, skipped: opts.skipBadRows ? badRows : 0 };
  const write = badRows === 0 || opts.skipBadRows;
  const answer: ImportResult = {
    ...result,
    written: write ? good.length : 0,
    skipped: write ? badRows : 0,
  };
  try {
    await db.$transaction(
      async (tx) => {
        const products = write && good.length ? await writeRows(tx, staff, good, now) : 0;
        if (write && good.length) {
          await recordAudit(tx, staff, {
            action: "product.import",
            entity: "product_import",
            entityId: opts.idempotencyKey ?? now.toISOString(),
            before: null,
            after: { rows: rows.length, written: good.length, skipped: badRows, products },
          });
        }
        if (key) {
          await tx.idempotencyRecord.deleteMany({
            where: { merchantId: staff.merchantId, key, createdAt: { lte: new Date(now.getTime() - 24 * 3600_000) } },
          });
          await tx.idempotencyRecord.create({
            data: { merchantId: staff.merchantId, key, requestHash: hash, status: 200, responseJson: JSON.stringify(answer), createdAt: now },
          });
        }
      },
      { maxWait: 30_000, timeout: 300_000 },
    );
  } catch (err) {
    // The same key sent twice at once: the loser answers what the winner wrote.
    if (key && isUniqueViolation(err)) {
      const won = await replay();
      if (won) return won;
    }
    throw err;
  }
  return answer;
}
