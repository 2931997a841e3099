// What a search does with a customer's text, once for both databases: the twins
// (search-sqlite.ts, search-postgres.ts) only answer the three questions of `SearchIndex`.
//
// 1. The words become groups (synonyms.ts): a word or a phrase the dictionary knows also matches
//    its line's other forms ("doodh" -> milk, "आटा" -> atta, "surf" -> detergent); Devanagari the
//    dictionary lacks is read out in Latin letters (hinglish.ts).
// 2. Each word of 3+ letters also matches the catalogue's words spelt the same way by ear
//    (phonetic key: "magi" -> maggi, "aata" -> atta), whole words only, so a typed word that
//    already matches keeps its matches and the ranking (bm25 / ts_rank) puts the word as typed
//    no lower than its sound-alikes. A short word (3-4 letters) that is no catalogue word ranks
//    its whole-word matches (dictionary forms, sound-alikes) above mere prefix matches of longer
//    words ("magi": Maggi before Magic).
// 3. Search; when nothing matches, each word of 5+ letters that starts no catalogue word is
//    given the catalogue words one edit away (most common first, at most 5) and the search runs
//    once more, answering which words it used (`corrected`).
import type { ProductSearch, SearchResult } from "./product-search";
import { isDevanagari, spellings } from "./hinglish";
import { editsOne, searchTerms, TYPO_MIN_LENGTH, type TermGroup } from "./search-query";
import { expandTerms } from "./synonyms";

/** What the policy asks of a database's search index. */
export interface SearchIndex {
  /**
   * One page of products matching every group (best first) and the number of all matches; with
   * `preferred`, the products also matching those groups come before the rest.
   */
  page(
    groups: TermGroup[],
    storeIds: string[],
    skip: number,
    limit: number,
    preferred?: TermGroup[],
  ): Promise<{ ids: string[]; count: number }>;
  /** The catalogue's version: it moves whenever a product or category changes (ReadEpoch "catalog"). */
  version(): Promise<number>;
  /** Every word of the index (names, brands, descriptions, category paths) and in how many products it is. */
  words(): Promise<Map<string, number>>;
}

/** The index's words held in memory, read again when the catalogue's version moves. */
export type Vocabulary = {
  /** Whether `word` is a whole catalogue word. */
  has(word: string): boolean;
  /** Whether any catalogue word starts with `word`. */
  startsAnyWord(word: string): boolean;
  /** The candidates that are catalogue words, those in the most products first, at most `limit`. */
  knownWords(candidates: string[], limit: number): string[];
  /** Catalogue words starting with `prefix`, those in the most products first. */
  completions(prefix: string, limit: number): string[];
};

function vocabularyOf(words: Map<string, number>): Vocabulary {
  const sorted = [...words.keys()].sort();
  const firstAtOrAfter = (word: string) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid] < word) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const byUse = (a: string, b: string) => (words.get(b) ?? 0) - (words.get(a) ?? 0) || (a < b ? -1 : a > b ? 1 : 0);
  return {
    has: (word) => words.has(word),
    startsAnyWord: (word) => sorted[firstAtOrAfter(word)]?.startsWith(word) ?? false,
    knownWords: (candidates, limit) => [...new Set(candidates.filter((c) => words.has(c)))].sort(byUse).slice(0, limit),
    completions: (prefix, limit) => {
      const out: string[] = [];
      for (let i = firstAtOrAfter(prefix); i < sorted.length && sorted[i].startsWith(prefix); i++) out.push(sorted[i]);
      return out.sort(byUse).slice(0, limit);
    },
  };
}

/** The vocabulary of an index, kept while the catalogue's version stands (one small read per call). */
export function keptVocabulary(index: SearchIndex): () => Promise<Vocabulary> {
  let kept: { version: number; vocabulary: Promise<Vocabulary> } | null = null;
  return async () => {
    const version = await index.version();
    if (kept?.version !== version) {
      const vocabulary = index.words().then(vocabularyOf);
      kept = { version, vocabulary };
      vocabulary.catch(() => {
        if (kept?.vocabulary === vocabulary) kept = null;
      });
    }
    return kept.vocabulary;
  };
}

/** Words shorter than this get no sound-alike spellings (two letters start too many words). */
export const PHONETIC_MIN_LENGTH = 3;
const MAX_SOUND_ALIKES = 3;
const MAX_CORRECTIONS = 5;

const isWord = (text: string) => /^[a-z0-9]+$/.test(text);

/** Typed words this long or shorter rank their sound-alikes above mere prefix matches. */
export const SHORT_WORD_MAX_LENGTH = 4;

/**
 * The catalogue words spelt like a group's typed word, added to its alternatives. Answers the
 * preferred tier when a short typed word (3-4 letters) that is no catalogue word has whole-word
 * alternatives (dictionary forms, sound-alikes): the same groups with that word matched whole, so "magi" ranks Maggi (a
 * sound-alike) above "magic" (a mere prefix); null when no group has such a word.
 */
function addSoundAlikes(vocabulary: Vocabulary, groups: TermGroup[]): TermGroup[] | null {
  const wanted = groups.map((g) =>
    isWord(g.prefix) && g.prefix.length >= PHONETIC_MIN_LENGTH
      ? spellings(g.prefix).filter((s) => !g.exact.includes(s))
      : [],
  );
  const candidates = [...new Set(wanted.flat())];
  const known = candidates.length === 0 ? [] : vocabulary.knownWords(candidates, candidates.length);
  let preferred = false;
  const tiered = groups.map((g, i) => {
    const mine = new Set(wanted[i]);
    const alikes = known.filter((w) => mine.has(w)).slice(0, MAX_SOUND_ALIKES);
    g.exact.push(...alikes);
    const short =
      g.exact.length > 0 &&
      isWord(g.prefix) &&
      g.prefix.length >= PHONETIC_MIN_LENGTH &&
      g.prefix.length <= SHORT_WORD_MAX_LENGTH &&
      !vocabulary.has(g.prefix);
    if (short) preferred = true;
    return short ? { ...g, exact: [...g.exact], whole: true } : g;
  });
  return preferred ? tiered : null;
}

/** Catalogue words one edit away from a word of 5+ letters that starts no catalogue word. */
function corrections(vocabulary: Vocabulary, word: string): string[] {
  if (!isWord(word) || word.length < TYPO_MIN_LENGTH) return [];
  if (vocabulary.startsAnyWord(word)) return [];
  return vocabulary.knownWords(editsOne(word), MAX_CORRECTIONS);
}

/** The product search over a database's index. */
export function searchPolicy(index: SearchIndex): ProductSearch & { vocabulary: () => Promise<Vocabulary> } {
  const vocabularyNow = keptVocabulary(index);
  return {
    vocabulary: vocabularyNow,
    async search({ text, storeIds, skip, limit }): Promise<SearchResult> {
      const terms = searchTerms(text);
      const none: SearchResult = { productIds: [], count: 0, corrected: null };
      if (terms.length === 0 || storeIds.length === 0) return none;
      const vocabulary = await vocabularyNow();
      // Dictionary forms with a word the catalogue lacks can match nothing: left out of the query
      // (Devanagari as typed stays: it matches Hindi names, which the index may split differently).
      const groups = expandTerms(terms).map((g) => ({
        prefix: g.prefix,
        exact: g.exact.filter((form) => isDevanagari(form) || form.split(" ").every((w) => vocabulary.has(w))),
      }));
      const preferred = addSoundAlikes(vocabulary, groups) ?? undefined;
      const first = await index.page(groups, storeIds, skip, limit, preferred);
      if (first.count > 0) return { productIds: first.ids, count: first.count, corrected: null };

      const corrected: string[] = [];
      for (const g of groups) {
        const fixes = corrections(vocabulary, g.prefix).filter((w) => !g.exact.includes(w));
        g.exact.push(...fixes);
        corrected.push(...fixes);
      }
      if (corrected.length === 0) return none;
      const retry = await index.page(groups, storeIds, skip, limit);
      if (retry.count === 0) return none;
      return { productIds: retry.ids, count: retry.count, corrected };
    },
  };
}
