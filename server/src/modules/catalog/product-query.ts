// Loading products for views: rows with their offers in the stores in scope, and review summaries.
// On SQLite the views of a page of products (a listing, a search, search across shops) are read on
// prepared statements in one read snapshot: through Prisma, its runtime and query compiler took
// half of a search miss across the ~2,000 stores of a 10 km range. Both ways answer alike
// (product-query.test.ts).
import { sqliteConnectionOf, type Db } from "../../lib/db";
import type { SqliteConnection } from "../../lib/sqlite-connection";
import type { ProductView } from "../../contract/catalog";
import {
  productViewInclude,
  toProductView,
  type ProductViewRow,
  type ReviewSummary,
  type StoreOfferRow,
} from "./product-view";

const round1 = (n: number) => Math.round(n * 10) / 10;

export async function reviewSummaries(db: Db, productIds: string[]): Promise<Map<string, ReviewSummary>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.productReview.groupBy({
    by: ["productId"],
    where: { productId: { in: productIds } },
    _count: { _all: true },
    _avg: { rating: true },
  });
  return new Map(rows.map((r) => [r.productId, { count: r._count._all, avg_rating: round1(r._avg.rating ?? 0) }]));
}

/** Views of rows in their given order. */
export async function toViews(db: Db, rows: ProductViewRow[]): Promise<ProductView[]> {
  const reviews = await reviewSummaries(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toProductView(r, { reviews: reviews.get(r.id) }));
}

/** Views of products by id, in the order of `ids` (ids not found are left out). */
export async function viewsByIds(db: Db, ids: string[], storeIds: string[]): Promise<ProductView[]> {
  if (ids.length === 0) return [];
  const sqlite = sqliteConnectionOf(db);
  if (sqlite) {
    const c = await sqlite;
    return c.read(() => sqliteViews(c, ids, storeIds));
  }
  const rows = await db.product.findMany({ where: { id: { in: ids } }, include: productViewInclude(storeIds) });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return toViews(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}

const IN_LIST = `(SELECT "value" FROM json_each(?))`;

/** viewsByIds on prepared statements: the rows Prisma's include reads, four statements in all. */
function sqliteViews(c: SqliteConnection, ids: string[], storeIds: string[]): ProductView[] {
  const idList = JSON.stringify(ids);
  const products = c
    .statement(
      `SELECT p."id", p."name", p."brand", p."unit", p."description", p."mrp", c."path" AS "categoryPath"
       FROM "Product" p JOIN "Category" c ON c."id" = p."categoryId" WHERE p."id" IN ${IN_LIST}`,
    )
    .all(idList) as (Omit<ProductViewRow, "category" | "images" | "storeProducts"> & { categoryPath: string })[];
  const images = c
    .statement(
      `SELECT "productId", "name" FROM "ProductImage" WHERE "productId" IN ${IN_LIST} ORDER BY "position", "id"`,
    )
    .all(idList) as { productId: string; name: string }[];
  const offers =
    storeIds.length === 0
      ? []
      : (c
          .statement(
            `SELECT "id", "storeId", "productId", "sellingPrice", "offerPercent", "stock" FROM "StoreProduct"
             WHERE "productId" IN ${IN_LIST} AND "storeId" IN ${IN_LIST}`,
          )
          .all(idList, JSON.stringify(storeIds)) as (StoreOfferRow & { productId: string })[]);
  const reviews = c
    .statement(
      `SELECT "productId", COUNT(*) AS "count", AVG("rating") AS "avg" FROM "ProductReview"
       WHERE "productId" IN ${IN_LIST} GROUP BY "productId"`,
    )
    .all(idList) as { productId: string; count: number; avg: number | null }[];

  const rows = new Map<string, ProductViewRow>();
  for (const { categoryPath, ...p } of products)
    rows.set(p.id, { ...p, category: { path: categoryPath }, images: [], storeProducts: [] });
  for (const i of images) rows.get(i.productId)?.images.push({ name: i.name });
  for (const { productId, ...o } of offers) rows.get(productId)?.storeProducts.push(o);
  const summaries = new Map(reviews.map((r) => [r.productId, { count: r.count, avg_rating: round1(r.avg ?? 0) }]));
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [toProductView(row, { reviews: summaries.get(id) })] : [];
  });
}
