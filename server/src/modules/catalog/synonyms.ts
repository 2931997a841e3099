// The search dictionary (synonyms-data.ts) as lookups: every form of a line, Latin or Devanagari,
// one word or a few, is found under its phonetic key (hinglish.ts), so "aata", "atta", "ata" and
// "आटा" all reach the line of atta. A query's words become term groups: each group matches the
// word as typed (a prefix) or any Latin form of its line (whole words or phrases).
import { devanagariToLatin, isDevanagari, phoneticKey } from "./hinglish";
import { foldWord, type TermGroup } from "./search-query";
import { SYNONYM_LINES } from "./synonyms-data";

export type SynonymLine = {
  english: string[];
  hinglish: string[];
  devanagari: string[];
  /** False for a line marked "!": the demo catalogue has nothing of it. */
  stocked: boolean;
  /** The English and Hinglish forms as index words (folded, split, joined by one space). */
  latin: string[];
};

/** A form's words as the index reads them: folded, letters and digits only. */
export const formWords = (form: string): string[] => foldWord(form).match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];

const keyOf = (words: string[]) => words.map(phoneticKey).join(" ");

function parse(text: string): SynonymLine[] {
  const lines: SynonymLine[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    const stocked = !line.startsWith("!");
    const [english = "", hinglish = "", devanagari = ""] = line.replace(/^!/, "").split("|");
    const forms = (s: string) =>
      s
        .split(",")
        .map((f) => f.trim())
        .filter(Boolean);
    const e = forms(english);
    const h = forms(hinglish);
    const latin = [...new Set([...e, ...h].map((f) => formWords(f).join(" ")).filter(Boolean))];
    lines.push({ english: e, hinglish: h, devanagari: forms(devanagari), stocked, latin });
  }
  return lines;
}

export const SYNONYMS: readonly SynonymLine[] = parse(SYNONYM_LINES);

/** Phonetic key of a form (words keyed one by one) -> the Latin forms of every line holding it. */
const BY_KEY = new Map<string, string[]>();
/** How many words the longest form has. */
let LONGEST = 1;
for (const line of SYNONYMS) {
  for (const form of [...line.english, ...line.hinglish, ...line.devanagari]) {
    const words = formWords(form);
    if (words.length === 0) continue;
    LONGEST = Math.max(LONGEST, words.length);
    const key = keyOf(words);
    const known = BY_KEY.get(key) ?? [];
    for (const l of line.latin) if (!known.includes(l)) known.push(l);
    BY_KEY.set(key, known);
  }
}

/** Each form as typed (folded words, Devanagari as is) -> the Latin forms of its lines. */
const BY_FORM = new Map<string, string[]>();
for (const line of SYNONYMS) {
  for (const form of [...line.english, ...line.hinglish, ...line.devanagari]) {
    const text = formWords(form).join(" ");
    if (text) BY_FORM.set(text, [...new Set([...(BY_FORM.get(text) ?? []), ...line.latin])]);
  }
}

/**
 * The Latin forms of the lines with a form that starts with what is typed (an unfinished last
 * word: "doo" -> doodh's line -> milk), at most `limit`. Needs 3 letters.
 */
export function formsStartingWith(typed: string, limit: number): string[] {
  if ([...typed].length < 3) return [];
  const out = new Set<string>();
  for (const [form, latin] of BY_FORM) {
    if (!form.startsWith(typed)) continue;
    for (const l of latin) if (out.size < limit) out.add(l);
  }
  return [...out];
}

/** Every form the dictionary knows (for its size and the tests). */
export const dictionaryTerms = (): string[] => [
  ...new Set(
    SYNONYMS.flatMap((l) => [...l.english, ...l.hinglish, ...l.devanagari]).map((f) => formWords(f).join(" ")),
  ),
];

/** The forms of two words or more (phrases such as "chai patti"), each once. */
export const dictionaryPhrases = (): string[] => dictionaryTerms().filter((f) => f.includes(" "));

/** At most this many of a line's forms join a group (the line's own order: English first). */
const MAX_ALTERNATIVES = 12;

/** A word as the index can match it: Devanagari read out in Latin letters, Latin as it is. */
export const latinWord = (word: string) => (isDevanagari(word) ? devanagariToLatin(word) || word : word);

/**
 * The groups of a query: consecutive words that form a dictionary form (longest first) make one
 * group, matched as the typed phrase (last word a prefix) or any Latin form of the line; any
 * other word is a group of its own with its line's forms, if it has one.
 */
export function expandTerms(terms: string[]): TermGroup[] {
  const groups: TermGroup[] = [];
  let i = 0;
  while (i < terms.length) {
    let taken = 0;
    for (let n = Math.min(LONGEST, terms.length - i); n >= 1; n--) {
      const words = terms.slice(i, i + n);
      const forms = BY_KEY.get(keyOf(words));
      if (!forms && n > 1) continue;
      const typed = words.map(latinWord).join(" ");
      const exact = (forms ?? []).filter((f) => f !== typed).slice(0, MAX_ALTERNATIVES);
      // Devanagari as typed also matches the products' Hindi names.
      const native = words.join(" ");
      if (words.some(isDevanagari) && native !== typed) exact.unshift(native);
      groups.push({ prefix: typed, exact });
      taken = n;
      break;
    }
    i += taken;
  }
  return groups;
}
