// Suggestions as the customer types: category names, brands and product names that the text
// finds, read the way the search reads it (search-policy.ts: dictionary forms, Devanagari in
// Latin letters, sound-alike spellings; the last word typed may be unfinished). Answered from
// memory: the catalogue's names are loaded once per catalogue version (one small read per call).
import type { Db } from "../../lib/db";
import { SUGGEST_LIMIT, type SuggestKind, type Suggestion } from "../../contract/finder";
import { spellings } from "./hinglish";
import type { Vocabulary } from "./search-policy";
import { foldWord, searchTerms, type TermGroup } from "./search-query";
import { expandTerms, formsStartingWith, formWords } from "./synonyms";

type Entry = { kind: SuggestKind; text: string; textHi: string | null; path: string | null; words: string };

/** Suggestions of each kind in one answer, at most (the rest are product names). */
const MAX_OF_KIND: Record<SuggestKind, number> = { category: 2, brand: 2, product: SUGGEST_LIMIT };
const KIND_ORDER: SuggestKind[] = ["category", "brand", "product"];

export type Suggester = { suggest(text: string, limit: number): Promise<Suggestion[]> };

/** How well an entry matches the groups: undefined when a group finds nothing in it; lower is better. */
function score(entry: Entry, groups: TermGroup[]): number | undefined {
  let total = 0;
  for (const g of groups) {
    if (entry.words.startsWith(` ${g.prefix}`)) continue;
    if (entry.words.includes(` ${g.prefix}`)) total += 1;
    else if (g.exact.some((e) => entry.words.includes(` ${e} `))) total += 2;
    else return undefined;
  }
  return total;
}

export function catalogSuggester(db: Db, vocabulary: () => Promise<Vocabulary>): Suggester {
  let kept: { version: number; entries: Promise<Entry[]> } | null = null;

  async function load(): Promise<Entry[]> {
    const [products, categories] = await Promise.all([
      // Live products only: a draft's or a waiting product's name is nobody's suggestion yet.
      db.product.findMany({
        where: { status: "live" },
        select: { name: true, nameHi: true, brand: true },
        distinct: ["name"],
        orderBy: { name: "asc" },
      }),
      db.category.findMany({ select: { name: true, path: true }, orderBy: { path: "asc" } }),
    ]);
    const entry = (kind: SuggestKind, text: string, path: string | null, textHi: string | null = null): Entry => ({
      kind,
      text,
      textHi,
      path,
      words: ` ${formWords(text).join(" ")} `,
    });
    const brands = [...new Set(products.map((p) => p.brand))].sort();
    return [
      ...categories.map((c) => entry("category", c.name, c.path)),
      ...brands.map((b) => entry("brand", b, null)),
      ...products.map((p) => entry("product", p.name, null, p.nameHi)),
    ];
  }

  async function entries(): Promise<Entry[]> {
    const rows = await db.readEpoch.findUnique({ where: { key: "catalog" }, select: { version: true } });
    const version = rows?.version ?? 0;
    if (kept?.version !== version) {
      const loading = load();
      kept = { version, entries: loading };
      loading.catch(() => {
        if (kept?.entries === loading) kept = null;
      });
    }
    return kept.entries;
  }

  return {
    async suggest(text, limit) {
      const terms = searchTerms(text);
      if (terms.length === 0) return [];
      const [all, words] = await Promise.all([entries(), vocabulary()]);
      const groups = expandTerms(terms);
      // Sound-alikes of whole words typed before the last (the last may be unfinished).
      groups.slice(0, -1).forEach((g) => {
        if (/^[a-z0-9]{3,}$/.test(g.prefix)) g.exact.push(...words.knownWords(spellings(g.prefix), 3));
      });
      const last = groups[groups.length - 1];
      // The last word may be unfinished: the dictionary lines it starts a form of count too.
      const typedLast = terms[terms.length - 1];
      for (const f of formsStartingWith(typedLast, 12)) if (!last.exact.includes(f) && f !== last.prefix) last.exact.push(f);
      if (/^[a-z0-9]{3,}$/.test(last.prefix) && !words.startsAnyWord(last.prefix)) {
        last.exact.push(...words.knownWords(spellings(last.prefix), 3));
      }
      const found: { entry: Entry; score: number }[] = [];
      for (const entry of all) {
        const s = score(entry, groups);
        if (s !== undefined) found.push({ entry, score: s });
      }
      found.sort((a, b) => a.score - b.score || a.entry.text.length - b.entry.text.length || (a.entry.text < b.entry.text ? -1 : 1));
      const out: Suggestion[] = [];
      for (const kind of KIND_ORDER) {
        const room = Math.min(MAX_OF_KIND[kind], limit - out.length);
        const seen = new Set<string>();
        for (const { entry } of found) {
          if (seen.size >= room) break;
          const key = foldWord(entry.text);
          if (entry.kind !== kind || seen.has(key)) continue;
          seen.add(key);
          out.push({
            kind,
            text: entry.text,
            ...(entry.textHi ? { text_hi: entry.textHi } : {}),
            ...(entry.path ? { path: entry.path } : {}),
          });
        }
      }
      return out;
    },
  };
}
