// Loading products for views: rows with their offers in the stores in scope, and review summaries,
// through the catalogue's data port (catalog-data.ts): on SQLite the views of a page of products
// (a listing, a search, search across shops) are read on prepared statements in one read snapshot,
// elsewhere through Prisma. This file holds no SQL.
import type { Db } from "../../lib/db";
import { step, type Steps } from "../../lib/steps";
import { readWith } from "../../lib/transact";
import type { ProductView } from "../../contract/catalog";
import { catalogPorts, type CatalogData, type ReviewRow } from "./catalog-data";
import { prismaCatalogData } from "./catalog-data-prisma";
import { toProductView, type ProductViewRow, type ReviewSummary } from "./product-view";

const round1 = (n: number) => Math.round(n * 10) / 10;

const summaries = (rows: ReviewRow[]): Map<string, ReviewSummary> =>
  new Map(rows.map((r) => [r.productId, { count: r.count, avg_rating: round1(r.avg ?? 0) }]));

export async function reviewSummaries(db: Db, productIds: string[]): Promise<Map<string, ReviewSummary>> {
  if (productIds.length === 0) return new Map();
  return summaries(await prismaCatalogData(db).reviewRows(productIds));
}

/** Views of rows in their given order. */
export async function toViews(db: Db, rows: ProductViewRow[]): Promise<ProductView[]> {
  const reviews = await reviewSummaries(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toProductView(r, { reviews: reviews.get(r.id) }));
}

function* viewsSteps(d: CatalogData, ids: string[], storeIds: string[]): Steps<ProductView[]> {
  const rows = yield* step(() => d.productViewRows(ids, storeIds));
  const reviews = summaries(yield* step(() => d.reviewRows(ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProductView(row, { reviews: reviews.get(id) })] : [];
  });
}

/** Views of products by id, in the order of `ids` (ids not found are left out). */
export async function viewsByIds(db: Db, ids: string[], storeIds: string[]): Promise<ProductView[]> {
  if (ids.length === 0) return [];
  return readWith(db, catalogPorts, (d) => viewsSteps(d, ids, storeIds));
}

