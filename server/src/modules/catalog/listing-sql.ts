// The listing's queries in plain SQL (Prisma.sql placeholders, standard SQL, the same text on
// SQLite and PostgreSQL). Prisma's own query for "ordered by category path" LEFT JOINs Category
// after scanning every product; here the planner walks categories in path order, products of each
// category by index, and stops at the page: on a 20,000-product world a page takes under a
// millisecond instead of about a hundred. Counts, the category tree's counts and the template keys
// start from the stores' distinct products (the StoreProduct (storeId, productId) index) instead of
// probing every product.
import { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";

/** A category path, and whether everything under it counts too. */
export type CategoryFilter = { path: string; subtree: boolean };
export type Page = { skip: number; limit: number };

const soldIn = (storeIds: string[]) => Prisma.sql`EXISTS (
  SELECT 1 FROM "StoreProduct" sp WHERE sp."productId" = p."id" AND sp."storeId" IN (${Prisma.join(storeIds)})
)`;

/** Exact path, or the path and every path under it ("P > ..."; the sibling "P Mix" is not). */
function pathMatch(filter: CategoryFilter) {
  if (!filter.subtree) return Prisma.sql`c."path" = ${filter.path}`;
  const prefix = `${filter.path} > `;
  return Prisma.sql`(c."path" = ${filter.path} OR substr(c."path", 1, ${[...prefix].length}) = ${prefix})`;
}

/** Product ids of one page, in category path, name, id order. */
export async function pageProductIds(db: Db, storeIds: string[], page: Page, filter?: CategoryFilter): Promise<string[]> {
  if (storeIds.length === 0) return [];
  const rows = await db.$queryRaw<{ id: string }[]>(Prisma.sql`
    SELECT p."id" AS id
    FROM "Category" c JOIN "Product" p ON p."categoryId" = c."id"
    WHERE ${filter ? pathMatch(filter) : Prisma.sql`1 = 1`} AND ${soldIn(storeIds)}
    ORDER BY c."path", p."name", p."id"
    LIMIT ${page.limit} OFFSET ${page.skip}`);
  return rows.map((r) => r.id);
}

export async function countProductIds(db: Db, storeIds: string[], filter?: CategoryFilter): Promise<number> {
  if (storeIds.length === 0) return 0;
  const rows = filter
    ? await db.$queryRaw<{ n: number | bigint }[]>(Prisma.sql`
        SELECT count(*) AS n FROM "Product" p
        WHERE p."categoryId" IN (SELECT c."id" FROM "Category" c WHERE ${pathMatch(filter)}) AND ${soldIn(storeIds)}`)
    : await db.$queryRaw<{ n: number | bigint }[]>(Prisma.sql`
        SELECT count(*) AS n FROM (
          SELECT DISTINCT sp."productId" FROM "StoreProduct" sp WHERE sp."storeId" IN (${Prisma.join(storeIds)})
        ) sold`);
  return Number(rows[0]?.n ?? 0);
}

/** How many of the stores' products each category holds directly. */
export async function productsPerCategory(db: Db, storeIds: string[]): Promise<{ categoryId: string; count: number }[]> {
  if (storeIds.length === 0) return [];
  const rows = await db.$queryRaw<{ categoryId: string; n: number | bigint }[]>(Prisma.sql`
    SELECT p."categoryId" AS "categoryId", count(*) AS n
    FROM "Product" p
    JOIN (SELECT DISTINCT sp."productId" AS pid FROM "StoreProduct" sp WHERE sp."storeId" IN (${Prisma.join(storeIds)})) sold
      ON sold.pid = p."id"
    GROUP BY p."categoryId"`);
  return rows.map((r) => ({ categoryId: r.categoryId, count: Number(r.n) }));
}

/** The detail template keys the stores' products use, each at its lowest position. */
export async function templateKeys(
  db: Db,
  storeIds: string[],
): Promise<{ keyName: string; displayName: string; position: number }[]> {
  if (storeIds.length === 0) return [];
  const rows = await db.$queryRaw<{ keyName: string; displayName: string; position: number | bigint }[]>(Prisma.sql`
    SELECT a."keyName" AS "keyName", a."displayName" AS "displayName", min(a."position") AS position
    FROM "ProductAttribute" a
    JOIN (SELECT DISTINCT sp."productId" AS pid FROM "StoreProduct" sp WHERE sp."storeId" IN (${Prisma.join(storeIds)})) sold
      ON sold.pid = a."productId"
    GROUP BY a."keyName", a."displayName"`);
  return rows.map((r) => ({ keyName: r.keyName, displayName: r.displayName, position: Number(r.position) }));
}
