// The search port of the catalogue: ranked product ids of a shop's stores for a customer's text.
// search-sqlite.ts answers it with FTS5; a PostgreSQL twin would use tsvector + pg_trgm.

export type SearchRequest = { text: string; storeIds: string[]; skip: number; limit: number };

export type SearchResult = {
  /** The page of matches, best first. */
  productIds: string[];
  /** Every match. */
  count: number;
  /** Catalogue words used in place of words that matched nothing (one-letter typos), else null. */
  corrected: string[] | null;
};

export interface ProductSearch {
  search(req: SearchRequest): Promise<SearchResult>;
}
