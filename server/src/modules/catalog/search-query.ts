// Turns what a customer typed into safe full-text terms. We tokenise ourselves and quote every
// token, so quotes, '*', '-', NEAR, AND/OR/NOT and 1,000-character strings are plain text and can
// never be a query syntax error. Shared by every search backend (no SQL here).

export const MAX_TERMS = 8;
export const MAX_TERM_LENGTH = 40;
/** Words this long or longer get the one-letter typo fallback. */
export const TYPO_MIN_LENGTH = 5;

/**
 * Lower case without accents: what the index stores (unicode61 remove_diacritics 2). Only marks
 * on Latin letters go: a Devanagari vowel sign is part of the word (आटा is not आट).
 */
export function foldWord(word: string): string {
  return word
    .normalize("NFKD")
    .replace(/(\p{Script=Latin})\p{M}+/gu, "$1")
    .normalize("NFC")
    .toLowerCase();
}

/** The words of a search text, folded, de-duplicated, in order, at most MAX_TERMS. */
export function searchTerms(text: string): string[] {
  const words = foldWord(text).match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu) ?? [];
  const terms: string[] = [];
  for (const word of words) {
    const term = word.slice(0, MAX_TERM_LENGTH);
    if (!terms.includes(term)) terms.push(term);
    if (terms.length === MAX_TERMS) break;
  }
  return terms;
}

/** An FTS5 string literal. Terms hold only letters and digits; doubling quotes keeps it safe anyway. */
export const quote = (term: string) => `"${term.replace(/"/g, '""')}"`;

/**
 * One group per query word (or per phrase the dictionary knows): each group matches any of its
 * alternatives. `prefix` is the word as typed (Devanagari read out in Latin letters) and matches
 * as a word prefix; `exact` are dictionary forms, spellings and typo corrections, matched as
 * whole words. Either may be a phrase of several words separated by one space.
 */
export type TermGroup = { prefix: string; exact: string[]; whole?: boolean };
// `whole`: the typed word matches only as a whole word (the preferred tier of search-policy.ts).

/** FTS5 MATCH text: every group must match (AND), alternatives inside a group are ORed. */
export function matchExpression(groups: TermGroup[]): string {
  return groups
    .map((g) => {
      const alternatives = [g.whole ? quote(g.prefix) : `${quote(g.prefix)}*`, ...g.exact.map(quote)];
      return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(" OR ")})`;
    })
    .join(" AND ");
}

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** Every string one edit (delete, transpose, replace, insert) away from `word`. */
export function editsOne(word: string): string[] {
  const chars = [...word];
  const letters = [...new Set([...ALPHABET, ...chars])];
  const out = new Set<string>();
  for (let i = 0; i <= chars.length; i++) {
    const head = chars.slice(0, i).join("");
    const rest = chars.slice(i);
    if (rest.length > 0) out.add(head + rest.slice(1).join(""));
    if (rest.length > 1) out.add(head + rest[1] + rest[0] + rest.slice(2).join(""));
    for (const c of letters) {
      if (rest.length > 0) out.add(head + c + rest.slice(1).join(""));
      out.add(head + c + rest.join(""));
    }
  }
  out.delete(word);
  return [...out];
}
