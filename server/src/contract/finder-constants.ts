// Cross-shop search limits and messages (no schemas): what the web reads without loading zod.
// finder.ts re-exports them beside its schemas.
import { MAX_SEARCH_LENGTH } from "./catalog-constants";

/** Products per page of a cross-shop search. */
export const FIND_PAGE_SIZE = 20;
/** Nearby shops listed per product (cheapest first). */
export const FIND_SHOPS_PER_PRODUCT = 12;
/** Shops priced for a basket, cheapest complete baskets first. */
export const BASKET_OPTIONS = 20;
/** Frequently bought products on the home page. */
export const FREQUENT_PRODUCTS = 8;
/** Suggestions in one answer as the customer types, at most. */
export const SUGGEST_LIMIT = 8;
/** A search needs this many letters or digits. */
export const FIND_MIN_CHARS = 2;

export const FINDER_MESSAGES = {
  searchRequired: "Search text is required.",
  searchShort: `Type at least ${FIND_MIN_CHARS} letters or digits to search.`,
  searchTooLong: `Search text must be at most ${MAX_SEARCH_LENGTH} characters.`,
  moved: "Your cart now holds this shop's items.",
  buyAgain: "Added to cart.",
} as const;

/** Letters and digits of a text (what the search reads; spaces and signs are separators). */
export const searchChars = (text: string) => (text.match(/[\p{L}\p{N}]/gu) ?? []).length;
