// Product search on PostgreSQL: the twin of search-sqlite.ts over the generated tsvector columns
// of the migration prisma/postgresql/migrations/20261123000100_catalog_search. Same rules: word
// prefixes, several words (AND), case and accent folding, ranking by where a word matched (name
// over brand over category over description), and the one-letter typo fallback, whose candidates
// (editsOne) are checked against the catalogue's words through the GIN indexes, so both databases
// correct a word to the same catalogue word.
import { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";
import type { ProductSearch, SearchResult } from "./product-search";
import { editsOne, searchTerms, TYPO_MIN_LENGTH, type TermGroup } from "./search-query";

const CONFIG = Prisma.raw(`'galli_search'::regconfig`);
/** ts_rank weights for D, C, B, A: description 1, category 2, brand 4, name 10 (SQLite's bm25 weights). */
const WEIGHTS = Prisma.raw(`'{0.1, 0.2, 0.4, 1.0}'::float4[]`);
const MAX_CORRECTIONS = 5;

/** A tsquery literal for one word: letters and digits only (searchTerms), quoted anyway. */
const lexeme = (term: string) => `'${term.replace(/'/g, "''")}'`;

/** to_tsquery text: every group must match (&), alternatives are ORed; the typed word is a prefix. */
export function tsQueryText(groups: TermGroup[]): string {
  return groups
    .map((g) => {
      const alternatives = [`${lexeme(g.prefix)}:*`, ...g.exact.map(lexeme)];
      return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(" | ")})`;
    })
    .join(" & ");
}

export function postgresProductSearch(db: Db): ProductSearch {
  async function page(query: string, storeIds: string[], skip: number, limit: number) {
    const rows = await db.$queryRaw<{ id: string; total: bigint | number }[]>(Prisma.sql`
      WITH q AS (SELECT to_tsquery(${CONFIG}, ${query}) AS q),
      m AS (
        SELECT p."id" AS id, p."name" AS name,
               ts_rank(${WEIGHTS}, p."search_document" || c."search_document", q.q) AS rank
        FROM "Product" p JOIN "Category" c ON c."id" = p."categoryId", q
        WHERE (p."search_document" || c."search_document") @@ q.q
          AND EXISTS (
            SELECT 1 FROM "StoreProduct" sp
            WHERE sp."productId" = p."id" AND sp."storeId" IN (${Prisma.join(storeIds)})
          )
      )
      SELECT id, count(*) OVER () AS total FROM m
      ORDER BY rank DESC, name, id
      LIMIT ${limit} OFFSET ${skip}`);
    if (rows.length > 0) return { ids: rows.map((r) => r.id), count: Number(rows[0].total) };
    if (skip === 0) return { ids: [], count: 0 };
    // A page past the end has no row to carry the total: count separately.
    const [c] = await db.$queryRaw<{ n: bigint | number }[]>(Prisma.sql`
      SELECT count(*) AS n
      FROM "Product" p JOIN "Category" c ON c."id" = p."categoryId"
      WHERE (p."search_document" || c."search_document") @@ to_tsquery(${CONFIG}, ${query})
        AND EXISTS (
          SELECT 1 FROM "StoreProduct" sp
          WHERE sp."productId" = p."id" AND sp."storeId" IN (${Prisma.join(storeIds)})
        )`);
    return { ids: [], count: Number(c?.n ?? 0) };
  }

  /** Catalogue words one edit away from a word that starts no catalogue word, most common first. */
  async function corrections(term: string): Promise<string[]> {
    if ([...term].length < TYPO_MIN_LENGTH) return [];
    const prefix = `${lexeme(term)}:*`;
    const [hit] = await db.$queryRaw<{ found: boolean }[]>(Prisma.sql`
      SELECT EXISTS (SELECT 1 FROM "Product" WHERE "search_document" @@ to_tsquery(${CONFIG}, ${prefix}))
          OR EXISTS (SELECT 1 FROM "Category" WHERE "search_document" @@ to_tsquery(${CONFIG}, ${prefix})) AS found`);
    if (hit?.found) return [];
    // How many products hold each candidate word (in any column, the category path included).
    const rows = await db.$queryRaw<{ term: string }[]>(Prisma.sql`
      SELECT w.term AS term
      FROM unnest(${editsOne(term)}::text[]) AS w(term)
      CROSS JOIN LATERAL (SELECT to_tsquery(${CONFIG}, quote_literal(w.term)) AS q) t
      CROSS JOIN LATERAL (
        SELECT count(*) AS docs FROM "Product" p
        WHERE p."search_document" @@ t.q
           OR p."categoryId" IN (SELECT c."id" FROM "Category" c WHERE c."search_document" @@ t.q)
      ) d
      WHERE d.docs > 0
      ORDER BY d.docs DESC, w.term
      LIMIT ${MAX_CORRECTIONS}`);
    return rows.map((r) => r.term);
  }

  return {
    async search({ text, storeIds, skip, limit }): Promise<SearchResult> {
      const terms = searchTerms(text);
      const none: SearchResult = { productIds: [], count: 0, corrected: null };
      if (terms.length === 0 || storeIds.length === 0) return none;
      const groups: TermGroup[] = terms.map((t) => ({ prefix: t, exact: [] }));
      const first = await page(tsQueryText(groups), storeIds, skip, limit);
      if (first.count > 0) return { productIds: first.ids, count: first.count, corrected: null };

      const corrected: string[] = [];
      for (const g of groups) {
        g.exact = await corrections(g.prefix);
        corrected.push(...g.exact);
      }
      if (corrected.length === 0) return none;
      const retry = await page(tsQueryText(groups), storeIds, skip, limit);
      if (retry.count === 0) return none;
      return { productIds: retry.ids, count: retry.count, corrected };
    },
  };
}
