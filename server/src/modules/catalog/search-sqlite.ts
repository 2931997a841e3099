// Product search on SQLite FTS5: the catalogue's only raw SQL (tables and triggers in the
// migrations 20261121000100_catalog_search and 20261127100000_product_name_hi_index). Answers the
// search policy's questions (search-policy.ts): a page of matches for term groups (word prefixes,
// several words AND, case and accent folding, bm25 ranking: name over brand over category over
// description) and which candidate words the index's own vocabulary (fts5vocab) holds.
//
// Hindi names have an index of their own (`product_fts_hi`, same rowid as `product_fts`): FTS5's
// bm25 normalises by a row's whole length, so Hindi words in the English table would push products
// with a Hindi name down for Latin words. A query without Devanagari reads `product_fts` alone;
// one with Devanagari lets each group match in either table and ranks by the Latin words' bm25,
// then the Hindi name's.
import type { Db } from "../../lib/db";
import { isDevanagari } from "./hinglish";
import { searchPolicy, type SearchIndex } from "./search-policy";
import { matchExpression, quote, type TermGroup } from "./search-query";

/** Column weights for bm25, in the table's column order: name, brand, description, category_path. */
const RANK = "bm25(product_fts, 10.0, 4.0, 1.0, 2.0)";

const IN_STORES = `EXISTS (
      SELECT 1 FROM "StoreProduct" sp
      WHERE sp."productId" = k.product_id AND sp."storeId" IN (SELECT value FROM json_each(?))
    )`;

const FROM_MATCHES = `
  FROM product_fts
  JOIN product_search_key k ON k.id = product_fts.rowid
  WHERE product_fts MATCH ?
    AND ${IN_STORES}`;

/** A group's alternatives by the table that can match them: Latin words and Devanagari words. */
function split(g: TermGroup): { latin: string[]; hindi: string[] } {
  const latin: string[] = [];
  const hindi: string[] = [];
  const typed = g.whole ? quote(g.prefix) : `${quote(g.prefix)}*`;
  (isDevanagari(g.prefix) ? hindi : latin).push(typed);
  for (const e of g.exact) (isDevanagari(e) ? hindi : latin).push(quote(e));
  return { latin, hindi };
}

const any = (alternatives: string[]) => (alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(" OR ")})`);

/** Whether some group has a Devanagari alternative (then the Hindi names' index is asked too). */
const asksHindi = (groups: TermGroup[]) => groups.some((g) => split(g).hindi.length > 0);

/**
 * A condition on `k.id` (product_search_key) that every group matches, in the English columns or
 * in the Hindi name, with its parameters.
 */
function matchesEveryGroup(groups: TermGroup[]): { sql: string; params: string[] } {
  const parts: string[] = [];
  const params: string[] = [];
  for (const g of groups) {
    const { latin, hindi } = split(g);
    const either: string[] = [];
    if (latin.length > 0) {
      either.push(`k.id IN (SELECT rowid FROM product_fts WHERE product_fts MATCH ?)`);
      params.push(any(latin));
    }
    if (hindi.length > 0) {
      either.push(`k.id IN (SELECT rowid FROM product_fts_hi WHERE product_fts_hi MATCH ?)`);
      params.push(any(hindi));
    }
    parts.push(either.length === 1 ? either[0] : `(${either.join(" OR ")})`);
  }
  return { sql: parts.join(" AND "), params };
}

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

  /** A page when some word is Devanagari: each group matches in the English columns or the Hindi name. */
  async function pageWithHindi(
    groups: TermGroup[],
    stores: string,
    skip: number,
    limit: number,
    preferred?: TermGroup[],
  ): Promise<{ ids: string[]; count: number }> {
    const every = matchesEveryGroup(groups);
    const tier = preferred ? matchesEveryGroup(preferred) : null;
    // Ranked by the Latin words' bm25 where all of them match, then by the Hindi name's.
    const latinAll = groups.map((g) => split(g).latin).filter((l) => l.length > 0).map(any);
    const hindiAny = groups.flatMap((g) => split(g).hindi);
    const latinRank = latinAll.length > 0
      ? `LEFT JOIN (SELECT rowid AS id, ${RANK} AS rank FROM product_fts WHERE product_fts MATCH ?) l ON l.id = k.id`
      : `LEFT JOIN (SELECT NULL AS id, NULL AS rank) l ON 0`;
    const hindiRank = `LEFT JOIN (SELECT rowid AS id, bm25(product_fts_hi) AS rank FROM product_fts_hi WHERE product_fts_hi MATCH ?) h ON h.id = k.id`;
    const rows = await db.$queryRawUnsafe<{ id: string; total: number | bigint }[]>(
      `SELECT m.id AS id, count(*) OVER () AS total
       FROM (
         SELECT k.product_id AS id, l.rank AS latin_rank, h.rank AS hindi_rank,
                ${tier ? `(CASE WHEN ${tier.sql} THEN 0 ELSE 1 END)` : `0`} AS tier
         FROM product_search_key k
         ${latinRank}
         ${hindiRank}
         WHERE ${every.sql} AND ${IN_STORES}
       ) m
       ORDER BY m.tier, m.latin_rank IS NULL, m.latin_rank, m.hindi_rank,
                (SELECT p."name" FROM "Product" p WHERE p."id" = m.id), m.id
       LIMIT ? OFFSET ?`,
      // In the text's order: the tier (select list), the two rank joins, the filter.
      ...(tier?.params ?? []),
      ...(latinAll.length > 0 ? [latinAll.join(" AND ")] : []),
      any(hindiAny),
      ...every.params,
      stores,
      limit,
      skip,
    );
    if (rows.length > 0 || skip === 0) return { ids: rows.map((r) => r.id), count: rows.length > 0 ? Number(rows[0].total) : 0 };
    const [c] = await db.$queryRawUnsafe<{ n: number | bigint }[]>(
      `SELECT count(*) AS n FROM product_search_key k WHERE ${every.sql} AND ${IN_STORES}`,
      ...every.params,
      stores,
    );
    return { ids: [], count: Number(c?.n ?? 0) };
  }

  return {
    /** One page and the number of every match, in one pass over the index (a window count). */
    async page(groups, storeIds, skip, limit, preferred) {
      const stores = JSON.stringify(storeIds);
      if (asksHindi(groups)) return pageWithHindi(groups, stores, skip, limit, preferred);
      const match = matchExpression(groups);
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

    /** The words of the English columns and of the Hindi names. */
    async words() {
      const rows = await db.$queryRawUnsafe<{ term: string; doc: number | bigint }[]>(
        `SELECT term, sum(doc) AS doc FROM (
           SELECT term, doc FROM product_fts_vocab UNION ALL SELECT term, doc FROM product_fts_hi_vocab
         ) GROUP BY term`,
      );
      return new Map(rows.map((r) => [r.term, Number(r.doc)]));
    },
  };
}

export const sqliteProductSearch = (db: Db) => searchPolicy(sqliteSearchIndex(db));

const REBUILD = [
  `DELETE FROM product_fts`,
  `DELETE FROM product_fts_hi`,
  `DELETE FROM product_search_key`,
  `INSERT INTO product_search_key (product_id) SELECT "id" FROM "Product" ORDER BY "id"`,
  `INSERT INTO product_fts (rowid, name, brand, description, category_path)
   SELECT k.id, p."name", p."brand", p."description", COALESCE(c."path", '')
   FROM product_search_key k JOIN "Product" p ON p."id" = k.product_id LEFT JOIN "Category" c ON c."id" = p."categoryId"`,
  `INSERT INTO product_fts_hi (rowid, name_hi)
   SELECT k.id, p."nameHi" FROM product_search_key k JOIN "Product" p ON p."id" = k.product_id
   WHERE p."nameHi" IS NOT NULL AND p."nameHi" <> ''`,
  `INSERT INTO product_fts (product_fts) VALUES ('optimize')`,
  `INSERT INTO product_fts_hi (product_fts_hi) VALUES ('optimize')`,
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
