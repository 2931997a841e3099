// The operations console's review queue (/ops/api/reviews*): products waiting for review, their
// diff, and the decision (approve, request changes, reject with a note).
import { z } from "zod";
import { envelope } from "./common";
import {
  CATALOGUE_MESSAGES,
  CHANGE_KINDS,
  CHANGE_STATUSES,
  PRODUCT_STATUSES,
  REVIEW_DECISIONS,
  REVIEW_FILTERS,
} from "./catalogue-constants";

export const reviewListQuery = z.object({
  status: z.enum(REVIEW_FILTERS).default("review"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ReviewListQuery = z.infer<typeof reviewListQuery>;

export const reviewItem = z.object({
  id: z.string(),
  kind: z.enum(CHANGE_KINDS),
  status: z.enum(CHANGE_STATUSES),
  product_id: z.string(),
  product_name: z.string(),
  shop_id: z.string().nullable(),
  shop_name: z.string().nullable(),
  author_name: z.string(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export type ReviewItem = z.infer<typeof reviewItem>;
export const reviewList = z.object({ items: z.array(reviewItem), total: z.number().int() });
export const reviewListResponse = envelope(reviewList);

export const diffEntry = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type DiffEntryView = z.infer<typeof diffEntry>;

/** A product's facts as the merchant console and the review show them (money in paise). */
export const productFactsView = z.object({
  name: z.string(),
  name_hi: z.string().nullable(),
  brand: z.string(),
  unit: z.string(),
  category_id: z.string().nullable(),
  category_path: z.string().nullable(),
  description: z.string(),
  facts: z.array(z.object({ name: z.string(), value: z.string() })),
  images: z.array(z.object({ name: z.string(), url: z.string() })),
  mrp: z.number().int().nullable(),
  barcode: z.string().nullable(),
  mfg_date: z.string().nullable(),
  exp_kind: z.enum(["date", "unknown", "na"]).nullable(),
  exp_date: z.string().nullable(),
  tax_percent: z.number().nullable(),
  hsn: z.string().nullable(),
});
export type ProductFactsView = z.infer<typeof productFactsView>;

export const reviewDetail = reviewItem.extend({
  note: z.string().nullable(),
  author_mobile: z.string(),
  reviewer_name: z.string().nullable(),
  product_status: z.enum(PRODUCT_STATUSES),
  before: productFactsView.nullable(),
  after: productFactsView,
  diff: z.array(diffEntry),
  /** The product as customers see it now (null while it is not live). */
  live: productFactsView.nullable(),
  offers: z.array(
    z.object({ store_id: z.string(), store_name: z.string(), selling_price: z.number().int(), offer_percent: z.number(), stock: z.number().int() }),
  ),
});
export type ReviewDetail = z.infer<typeof reviewDetail>;
export const reviewDetailResponse = envelope(reviewDetail);

export const reviewParams = z.object({ id: z.string().trim().min(1).max(64) });

export const reviewDecisionBody = z
  .object({
    decision: z.enum(REVIEW_DECISIONS),
    note: z.string().trim().max(1000, CATALOGUE_MESSAGES.noteLong).optional(),
  })
  .strict()
  .refine((b) => b.decision === "approve" || (b.note ?? "").length > 0, {
    message: CATALOGUE_MESSAGES.noteRequired,
    path: ["note"],
  });
export type ReviewDecisionBody = z.infer<typeof reviewDecisionBody>;
export const reviewDecisionResponse = envelope(reviewDetail);

/** What the ops console's home counts. */
export type ReviewCounts = { review: number; changes: number; rejected: number; approved: number };
