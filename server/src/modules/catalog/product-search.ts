// The search port of the catalogue: ranked product ids of a shop's stores for a customer's text.
// search.ts picks the backend: search-sqlite.ts (FTS5) or search-postgres.ts (tsvector).

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
