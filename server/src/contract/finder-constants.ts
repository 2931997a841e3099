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

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/gu;
/**
 * Dependent vowel signs (matras) of the Indic scripts: Devanagari, Bengali, Gurmukhi, Gujarati,
 * Odia, Tamil, Telugu, Kannada, Malayalam. A virama, nukta, anusvara or an accent is not one.
 */
const VOWEL_SIGN =
  /[\u093A\u093B\u093E-\u094C\u094E\u094F\u0955-\u0957\u0962\u0963\u09BE-\u09CC\u09D7\u09E2\u09E3\u0A3E-\u0A4C\u0ABE-\u0ACC\u0AE2\u0AE3\u0B3E-\u0B4C\u0B56\u0B57\u0B62\u0B63\u0BBE-\u0BCC\u0BD7\u0C3E-\u0C4C\u0C55\u0C56\u0C62\u0C63\u0CBE-\u0CCC\u0CD5\u0CD6\u0CE2\u0CE3\u0D3E-\u0D4C\u0D57\u0D62\u0D63]/gu;
/** Grapheme clusters of a text; a browser without Intl.Segmenter reads the text as one cluster. */
let segmenter: Intl.Segmenter | null | undefined;
function clusters(text: string): string[] {
  if (segmenter === undefined) {
    segmenter = typeof Intl.Segmenter === "function" ? new Intl.Segmenter(undefined, { granularity: "grapheme" }) : null;
  }
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : [text];
}

/**
 * Letters and digits of a text as a reader counts them (what the search reads; spaces and signs
 * are separators). The text is read as grapheme clusters (a letter with its combining marks): a
 * cluster without a letter or digit counts nothing (a stray mark, an emoji); one with counts its
 * letters and digits plus its vowel signs, since an Indic vowel sign is a vowel written on its
 * consonant: "घी" (gh + ī) counts 2, "क्ष" 2, "घ" and "é" (e + accent) 1.
 */
export function searchChars(text: string): number {
  const ascii = asciiLettersAndDigits(text);
  if (ascii !== null) return ascii;
  let n = 0;
  for (const segment of clusters(text)) {
    const letters = segment.match(LETTER_OR_DIGIT)?.length ?? 0;
    if (letters > 0) n += letters + (segment.match(VOWEL_SIGN)?.length ?? 0);
  }
  return n;
}

/**
 * The count of a text that is all ASCII (most searches), without segmenting it: an ASCII letter or
 * digit is a cluster of its own (ASCII has no combining marks or vowel signs), so the count is its
 * letters and digits. Null for any other text.
 */
function asciiLettersAndDigits(text: string): number | null {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 0x7f) return null;
    if ((c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) n++;
  }
  return n;
}
