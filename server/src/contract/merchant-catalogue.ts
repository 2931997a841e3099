// Merchant console, catalogue (privilege "catalogue"): the shop's own products through their
// lifecycle (Draft, Waiting for review, Live, Changes requested, Rejected), per-store offers,
// images, history, and the bulk import. Money is in paise.
import { z } from "zod";
import { envelope } from "./common";
import {
  CATALOGUE_MESSAGES as M,
  CHANGE_KINDS,
  CHANGE_STATUSES,
  EXP_KINDS,
  GST_SLABS,
  MAX_PRODUCT_FACTS,
  PRODUCT_STATUSES,
} from "./catalogue-constants";
import { diffEntry, productFactsView } from "./ops-review";

export const INDIA_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const BARCODE = /^[A-Za-z0-9._/-]{1,64}$/;
export const HSN = /^(\d{4}|\d{6}|\d{8})$/;

const isRealDate = (s: string) => {
  if (!INDIA_DATE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
const date = z.string().trim().refine(isRealDate, M.date);
/** Paise, more than 0, at most ₹10,00,000. */
const paise = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(100_000_000, message);

export const productFactsFields = {
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(120, M.nameLong),
  name_hi: z.string().trim().max(120, M.nameHiLong).nullable(),
  brand: z.string().trim().max(80, M.brandLong),
  unit: z.string().trim().max(40, M.unitLong),
  category_id: z.string().trim().min(1, M.category).max(64, M.category).nullable(),
  description: z.string().trim().max(4000, M.descriptionLong),
  facts: z
    .array(
      z.object({
        name: z.string({ error: M.factName }).trim().min(1, M.factName).max(60, M.factName),
        value: z.string({ error: M.factValue }).trim().min(1, M.factValue).max(300, M.factValue),
      }),
    )
    .max(MAX_PRODUCT_FACTS, M.factsMax),
  mrp: paise(M.mrp).nullable(),
  barcode: z.string().trim().regex(BARCODE, M.barcode).nullable(),
  mfg_date: date.nullable(),
  exp_kind: z.enum(EXP_KINDS, { error: M.expKind }).nullable(),
  exp_date: date.nullable(),
  tax_percent: z
    .number({ error: M.tax })
    .refine((n) => (GST_SLABS as readonly number[]).includes(n), M.tax)
    .nullable(),
  hsn: z.string().trim().regex(HSN, M.hsn).nullable(),
};

/** A new product: only the name is required; the shop defaults to the member's first. */
export const createProductBody = z
  .object({
    ...productFactsFields,
    shop_id: z.string().trim().min(1, M.shop).max(64, M.shop),
  })
  .partial()
  .required({ name: true })
  .strict();
export type CreateProductBody = z.infer<typeof createProductBody>;

/** An edit: any of the facts (null clears an optional one). */
export const editProductBody = z.object(productFactsFields).partial().strict();
export type EditProductBody = z.infer<typeof editProductBody>;

export const productParams = z.object({ id: z.string().trim().min(1).max(64) });
export const productImageParams = productParams.extend({ name: z.string().trim().min(1).max(200) });

export const productListQuery = z.object({
  status: z.enum(PRODUCT_STATUSES).optional(),
  /** Part of the name, brand or barcode. */
  q: z.string().trim().max(100, "Search with at most 100 characters.").default(""),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

const pendingRef = z.object({ id: z.string(), status: z.enum(CHANGE_STATUSES) }).nullable();

export const productListItem = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  unit: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  image: z.string().nullable(),
  pending_change: pendingRef,
  updated_at: z.string(),
});
export type ProductListItem = z.infer<typeof productListItem>;
export const productListResponse = envelope(z.object({ items: z.array(productListItem), total: z.number().int() }));

export const productOffer = z.object({
  store_id: z.string(),
  store_name: z.string(),
  selling_price: z.number().int(),
  offer_percent: z.number(),
  stock: z.number().int(),
});

export const historyEntry = z.object({
  id: z.string(),
  kind: z.enum(CHANGE_KINDS),
  status: z.enum(CHANGE_STATUSES),
  author_name: z.string(),
  reviewer_name: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  diff: z.array(diffEntry),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

export const productDetail = productFactsView.extend({
  id: z.string(),
  shop_id: z.string().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  review_note: z.string().nullable(),
  /** What is still missing before it can be submitted (field names). */
  missing: z.array(z.string()),
  offers: z.array(productOffer),
  pending_change: z
    .object({
      id: z.string(),
      status: z.enum(CHANGE_STATUSES),
      note: z.string().nullable(),
      facts: productFactsView,
      diff: z.array(diffEntry),
    })
    .nullable(),
  history: z.array(historyEntry),
  updated_at: z.string(),
});
export type ProductDetail = z.infer<typeof productDetail>;
export const productDetailResponse = envelope(productDetail);

const offerInput = z.object({
  store_id: z.string({ error: M.store }).trim().min(1, M.store).max(64, M.store),
  selling_price: paise(M.sellingPrice),
  offer_percent: z.number({ error: M.offer }).min(0, M.offer).max(100, M.offer).default(0),
  stock: z.number({ error: M.stock }).int(M.stock).min(0, M.stock).max(1_000_000, M.stock),
});
export const offersBody = z
  .object({ offers: z.array(offerInput).max(200) })
  .strict()
  .refine((b) => new Set(b.offers.map((o) => o.store_id)).size === b.offers.length, {
    message: M.storeTwice,
    path: ["offers"],
  });
export type OffersBody = z.infer<typeof offersBody>;

export const productImageResponse = envelope(z.object({ name: z.string(), url: z.string() }));

// ---- bulk import ----

const flag = z
  .union([z.boolean(), z.enum(["true", "false"], { error: M.importFlag })])
  .transform((v) => v === true || v === "true");
export const importQuery = z.object({ dry_run: flag.optional(), skip_bad_rows: flag.optional() });
/** A row as the CSV's columns (every value a string; empty = not given). */
export const importRow = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export const importJsonBody = z
  .object({ rows: z.array(importRow).max(100_000), dry_run: flag.optional(), skip_bad_rows: flag.optional() })
  .strict();
export type ImportJsonBody = z.infer<typeof importJsonBody>;
export const importResult = z.object({
  dry_run: z.boolean(),
  total: z.number().int(),
  written: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), field: z.string(), message: z.string() })),
});
export type ImportResult = z.infer<typeof importResult>;
export const importResponse = envelope(importResult);
export const importTemplateResponse = envelope(
  z.object({ columns: z.array(z.string()), header: z.string(), example: z.string(), csv: z.string() }),
);
