// Product search on SQLite FTS5: the catalogue's only raw SQL (tables and triggers in the
// migration 20261121000100_catalog_search). Answers the search policy's questions
// (search-policy.ts): a page of matches for term groups (word prefixes, several words AND, case
// and accent folding, bm25 ranking: name over brand over category over description) and which
// candidate words the index's own vocabulary (fts5vocab) holds.
import type { Db } from "../../lib/db";
import { searchPolicy, type SearchIndex } from "./search-policy";
import { matchExpression } from "./search-query";

/** Column weights for bm25, in the table's column order: name, brand, description, category_path, name_hi. */
const RANK = "bm25(product_fts, 10.0, 4.0, 1.0, 2.0, 10.0)";

const FROM_MATCHES = `
  FROM product_fts
  JOIN product_search_key k ON k.id = product_fts.rowid
  WHERE product_fts MATCH ?
    AND EXISTS (
      SELECT 1 FROM "StoreProduct" sp
      WHERE sp."productId" = k.product_id AND sp."storeId" IN (SELECT value FROM json_each(?))
    )`;

/** The SQLite answers to the search policy's questions (search-policy.ts). */
export function sqliteSearchIndex(db: Db): SearchIndex {
  async function count(match: string, stores: string): Promise<number> {
    const rows = await db.$queryRawUnsafe<{ n: number | bigint }[]>(
      `SELECT count(*) AS n ${FROM_MATCHES}`,
      match,
      stores,
    );
    return Number(rows[0]?.n ?? 0);
  }

  return {
    /** One page and the number of every match, in one pass over the index (a window count). */
    async page(groups, storeIds, skip, limit, preferred) {
      const match = matchExpression(groups);
      const stores = JSON.stringify(storeIds);
      // The preferred tier: rows also matching the preferred groups come first.
      const tier = preferred
        ? `(product_fts.rowid NOT IN (SELECT rowid FROM product_fts WHERE product_fts MATCH ?))`
        : `0`;
      const rows = await db.$queryRawUnsafe<{ id: string; total: number | bigint }[]>(
        // bm25() is only allowed in the query that matches, so the window count wraps it.
        `SELECT m.id AS id, count(*) OVER () AS total
         FROM (SELECT k.product_id AS id, ${RANK} AS rank, ${tier} AS tier ${FROM_MATCHES}) m
         ORDER BY m.tier, m.rank, (SELECT p."name" FROM "Product" p WHERE p."id" = m.id), m.id
         LIMIT ? OFFSET ?`,
        ...(preferred ? [matchExpression(preferred)] : []),
        match,
        stores,
        limit,
        skip,
      );
      // A page past the end has no row to carry the total: count separately.
      const total = rows.length > 0 ? Number(rows[0].total) : skip > 0 ? await count(match, stores) : 0;
      return { ids: rows.map((r) => r.id), count: total };
    },

    async version() {
      const rows = await db.$queryRawUnsafe<{ v: number | bigint }[]>(
        `SELECT "version" AS v FROM "ReadEpoch" WHERE "key" = 'catalog'`,
      );
      return Number(rows[0]?.v ?? 0);
    },

    async words() {
      const rows = await db.$queryRawUnsafe<{ term: string; doc: number | bigint }[]>(
        `SELECT term, doc FROM product_fts_vocab`,
      );
      return new Map(rows.map((r) => [r.term, Number(r.doc)]));
    },
  };
}

export const sqliteProductSearch = (db: Db) => searchPolicy(sqliteSearchIndex(db));

const REBUILD = [
  `DELETE FROM product_fts`,
  `DELETE FROM product_search_key`,
  `INSERT INTO product_search_key (product_id) SELECT "id" FROM "Product" ORDER BY "id"`,
  `INSERT INTO product_fts (rowid, name, brand, description, category_path, name_hi)
   SELECT k.id, p."name", p."brand", p."description", COALESCE(c."path", ''), COALESCE(p."nameHi", '')
   FROM product_search_key k JOIN "Product" p ON p."id" = k.product_id LEFT JOIN "Category" c ON c."id" = p."categoryId"`,
  `INSERT INTO product_fts (product_fts) VALUES ('optimize')`,
  // Search answers change with the index: cached ones must go (see ReadEpoch).
  // One sequence for all keys, as the triggers bump them (read-epochs.ts).
  `INSERT INTO "ReadEpoch" ("key", "version") VALUES ('catalog', (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
   ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version"`,
];

type RawSqlite = { exec(sql: string): unknown };

/**
 * Rebuilds the search index from Product and Category, in one transaction. The triggers keep it
 * in step row by row; call this after a bulk load that bypassed them (or to repair an index).
 * Takes the Prisma client or a better-sqlite3 handle.
 */
export async function rebuildSqliteSearchIndex(db: Db | RawSqlite): Promise<void> {
  if ("$executeRawUnsafe" in db) {
    await db.$transaction(REBUILD.map((sql) => db.$executeRawUnsafe(sql)));
    return;
  }
  db.exec("BEGIN IMMEDIATE");
  try {
    db.exec(REBUILD.join(";\n"));
    db.exec("COMMIT");
  } catch (err) {
    db.exec("ROLLBACK");
    throw err;
  }
}
