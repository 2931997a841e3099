// Loading products for views: rows with their offers in the stores in scope, and review summaries.
import type { Db } from "../../lib/db";
import type { ProductView } from "../../contract/catalog";
import { productViewInclude, toProductView, type ProductRow, type ReviewSummary } from "./product-view";

const round1 = (n: number) => Math.round(n * 10) / 10;

export async function reviewSummaries(db: Db, productIds: string[]): Promise<Map<string, ReviewSummary>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.productReview.groupBy({
    by: ["productId"],
    where: { productId: { in: productIds } },
    _count: { _all: true },
    _avg: { rating: true },
  });
  return new Map(
    rows.map((r) => [r.productId, { count: r._count._all, avg_rating: round1(r._avg.rating ?? 0) }]),
  );
}

/** Views of rows in their given order. */
export async function toViews(db: Db, rows: ProductRow[]): Promise<ProductView[]> {
  const reviews = await reviewSummaries(db, rows.map((r) => r.id));
  return rows.map((r) => toProductView(r, { reviews: reviews.get(r.id) }));
}

/** Views of products by id, in the order of `ids` (ids not found are left out). */
export async function viewsByIds(db: Db, ids: string[], storeIds: string[]): Promise<ProductView[]> {
  if (ids.length === 0) return [];
  const rows = await db.product.findMany({ where: { id: { in: ids } }, include: productViewInclude(storeIds) });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return toViews(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}
