// The catalogue's data port (catalog-data.ts) on SQLite's prepared statements, run in one read
// snapshot (lib/transact.ts, readWith); reads what its Prisma twin's include reads, id lists
// passed as one JSON argument to json_each.
import type { SqliteConnection } from "../../lib/sqlite-connection";
import type { CatalogData, ReviewRow } from "./catalog-data";
import type { ProductViewRow, StoreOfferRow } from "./product-view";

const IN_LIST = `(SELECT "value" FROM json_each(?))`;

export function sqliteCatalogData(c: SqliteConnection): CatalogData {
  return {
    productViewRows: (ids, storeIds) => {
      if (ids.length === 0) return [];
      const idList = JSON.stringify(ids);
      const products = c
        .statement(
          `SELECT p."id", p."name", p."nameHi", p."brand", p."unit", p."description", p."mrp", c."path" AS "categoryPath"
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
      const rows = new Map<string, ProductViewRow>();
      for (const { categoryPath, ...p } of products)
        rows.set(p.id, { ...p, category: { path: categoryPath }, images: [], storeProducts: [] });
      for (const i of images) rows.get(i.productId)?.images.push({ name: i.name });
      for (const { productId, ...o } of offers) rows.get(productId)?.storeProducts.push(o);
      return [...rows.values()];
    },
    reviewRows: (productIds) =>
      productIds.length === 0
        ? []
        : (c
            .statement(
              `SELECT "productId", COUNT(*) AS "count", AVG("rating") AS "avg" FROM "ProductReview"
               WHERE "productId" IN ${IN_LIST} GROUP BY "productId"`,
            )
            .all(JSON.stringify(productIds)) as ReviewRow[]),
  };
}
