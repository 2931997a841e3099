// Product search on PostgreSQL: the twin of search-sqlite.ts over the generated tsvector columns
// of the migration prisma/postgresql/migrations/20261123000100_catalog_search, answering the same
// questions of the search policy (search-policy.ts): word prefixes, several words (AND), case and
// accent folding, ranking by where a word matched (name over brand over category over
// description); candidate words (spellings, typo corrections) are checked against the
// catalogue's words through the GIN indexes, so both databases pick the same catalogue word.
import { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";
import { searchPolicy, type SearchIndex } from "./search-policy";
import type { TermGroup } from "./search-query";

const CONFIG = Prisma.raw(`'galli_search'::regconfig`);
/** ts_rank weights for D, C, B, A: description 1, category 2, brand 4, name 10 (SQLite's bm25 weights). */
const WEIGHTS = Prisma.raw(`'{0.1, 0.2, 0.4, 1.0}'::float4[]`);
/**
 * ts_rank normalisation 1: the rank divided by 1 + log(the document's length), so a short name
 * ranks above a long one for the same word, as bm25 does on SQLite (without it, recall@10 on the
 * relevance benchmark was 91.4%; with it 95.2%). A Hindi name's words count in that length, under
 * the log (95.4% with the Hindi names cleared); leaving them out by counting lexemes gave 94.4%.
 */
const NORMALISATION = Prisma.raw(`1`);

/** A tsquery literal for one word: letters and digits only (searchTerms), quoted anyway. */
const lexeme = (term: string) => `'${term.replace(/'/g, "''")}'`;

/** A phrase of words in a row (<->); the last word a prefix when asked. */
const phrase = (text: string, prefix: boolean) => {
  const words = text.split(" ").map(lexeme);
  if (prefix) words[words.length - 1] += ":*";
  return words.length === 1 ? words[0] : `(${words.join(" <-> ")})`;
};

/** to_tsquery text: every group must match (&), alternatives are ORed; the typed word is a prefix. */
export function tsQueryText(groups: TermGroup[]): string {
  return groups
    .map((g) => {
      const alternatives = [phrase(g.prefix, !g.whole), ...g.exact.map((e) => phrase(e, false))];
      return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(" | ")})`;
    })
    .join(" & ");
}

/** The PostgreSQL answers to the search policy's questions (search-policy.ts). */
export function postgresSearchIndex(db: Db): SearchIndex {
  return {
    async page(groups, storeIds, skip, limit, preferred) {
      const query = tsQueryText(groups);
      const tier = preferred
        ? Prisma.sql`CASE WHEN (p."search_document" || c."search_document") @@ to_tsquery(${CONFIG}, ${tsQueryText(preferred)}) THEN 0 ELSE 1 END`
        : Prisma.sql`0`;
      const rows = await db.$queryRaw<{ id: string; total: bigint | number }[]>(Prisma.sql`
        WITH q AS (SELECT to_tsquery(${CONFIG}, ${query}) AS q),
        m AS (
          SELECT p."id" AS id, p."name" AS name,
                 ts_rank(${WEIGHTS}, p."search_document" || c."search_document", q.q, ${NORMALISATION}) AS rank,
                 ${tier} AS tier
          FROM "Product" p JOIN "Category" c ON c."id" = p."categoryId", q
          WHERE (p."search_document" || c."search_document") @@ q.q
            AND EXISTS (
              SELECT 1 FROM "StoreProduct" sp
              WHERE sp."productId" = p."id" AND sp."storeId" IN (${Prisma.join(storeIds)})
            )
        )
        SELECT id, count(*) OVER () AS total FROM m
        ORDER BY tier, rank DESC, name, id
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
    },

    async version() {
      const rows = await db.$queryRaw<{ v: number | bigint }[]>(Prisma.sql`
        SELECT "version" AS v FROM "ReadEpoch" WHERE "key" = 'catalog'`);
      return Number(rows[0]?.v ?? 0);
    },

    /** Every word of the products' documents with their category's, and in how many products. */
    async words() {
      const rows = await db.$queryRaw<{ word: string; ndoc: number | bigint }[]>(Prisma.sql`
        SELECT word, ndoc FROM ts_stat(
          'SELECT p."search_document" || c."search_document" FROM "Product" p JOIN "Category" c ON c."id" = p."categoryId"'
        )`);
      return new Map(rows.map((r) => [r.word, Number(r.ndoc)]));
    },
  };
}

export const postgresProductSearch = (db: Db) => searchPolicy(postgresSearchIndex(db));
