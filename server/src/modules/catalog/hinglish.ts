// How India types a word: Devanagari read out in Latin letters as Hindi speakers write it
// ("आटा" -> "aata", "नमकीन" -> "namkeen"), and a phonetic key under which the usual Hinglish
// spellings of one word meet ("aata", "atta", "ata"; "doodh", "dudh"; "magi", "maggi").
// No SQL and no I/O: the search policy (search-policy.ts) and the synonyms use it.
//
// Transliteration scheme (documented in docs/decisions.md, "Search"): a letter table in the
// style of Hindi shop signs and apps (ा aa, ी ee, ू oo, ै ai, ौ au, श/ष sh, छ chh, nukta letters
// ज़ z, फ़ f, ड़ r), anusvara and chandrabindu as n, and Hindi's schwa deletion: a consonant's
// inherent "a" is dropped at the end of a word and between two consonants that a vowel surrounds
// (न-म-की-न: namakeen -> namkeen). @indic-transliteration/sanscript was tried: its schemes are
// Sanskrit's (ITRANS "namakIna", case-coded long vowels, no schwa deletion), so a Hindi reader's
// spelling needs this table anyway.

const INDEPENDENT: Record<string, string> = {
  अ: "a", आ: "aa", इ: "i", ई: "ee", उ: "u", ऊ: "oo", ऋ: "ri", ए: "e", ऐ: "ai", ओ: "o", औ: "au", ऑ: "o", ऍ: "e",
};
const MATRA: Record<string, string> = {
  "\u093e": "aa", "\u093f": "i", "\u0940": "ee", "\u0941": "u", "\u0942": "oo", "\u0943": "ri",
  "\u0947": "e", "\u0948": "ai", "\u094b": "o", "\u094c": "au", "\u0949": "o", "\u0945": "e",
};
const CONSONANT: Record<string, string> = {
  क: "k", ख: "kh", ग: "g", घ: "gh", ङ: "n", च: "ch", छ: "chh", ज: "j", झ: "jh", ञ: "n",
  ट: "t", ठ: "th", ड: "d", ढ: "dh", ण: "n", त: "t", थ: "th", द: "d", ध: "dh", न: "n",
  प: "p", फ: "ph", ब: "b", भ: "bh", म: "m", य: "y", र: "r", ल: "l", ळ: "l", व: "v",
  श: "sh", ष: "sh", स: "s", ह: "h",
};
/** Consonants with a nukta (precomposed or base + U+093C). */
const NUKTA: Record<string, string> = { क: "q", ख: "kh", ग: "g", ज: "z", ड: "r", ढ: "rh", फ: "f", य: "y" };
const PRECOMPOSED_NUKTA: Record<string, string> = {
  "\u0958": "क", "\u0959": "ख", "\u095a": "ग", "\u095b": "ज", "\u095c": "ड", "\u095d": "ढ", "\u095e": "फ", "\u095f": "य",
};
const VIRAMA = "\u094d";
const NUKTA_SIGN = "\u093c";
const NASAL = new Set(["\u0901", "\u0902"]); // chandrabindu, anusvara
const VISARGA = "\u0903";

const DEVANAGARI = /\p{Script=Devanagari}/u;

export const isDevanagari = (word: string) => DEVANAGARI.test(word);

type Unit = { text: string; consonant: boolean; schwa: boolean };

/** A Devanagari word in Hinglish letters; other characters pass through. */
export function devanagariToLatin(word: string): string {
  const chars = [...word.normalize("NFC")].map((c) => PRECOMPOSED_NUKTA[c] ?? c);
  const units: Unit[] = [];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    const last = units[units.length - 1];
    if (CONSONANT[c]) {
      let text = CONSONANT[c];
      if (chars[i + 1] === NUKTA_SIGN || PRECOMPOSED_NUKTA[word[i]]) {
        if (chars[i + 1] === NUKTA_SIGN) i++;
        text = NUKTA[c] ?? text;
      }
      units.push({ text, consonant: true, schwa: true });
    } else if (c === NUKTA_SIGN) {
      continue;
    } else if (MATRA[c] && last?.consonant) {
      last.schwa = false;
      units.push({ text: MATRA[c], consonant: false, schwa: false });
    } else if (c === VIRAMA && last?.consonant) {
      last.schwa = false;
    } else if (INDEPENDENT[c]) {
      units.push({ text: INDEPENDENT[c], consonant: false, schwa: false });
    } else if (NASAL.has(c)) {
      if (last?.consonant) last.schwa = true;
      units.push({ text: "n", consonant: false, schwa: false });
    } else if (c === VISARGA) {
      units.push({ text: "h", consonant: false, schwa: false });
    } else if (/[\u0966-\u096f]/.test(c)) {
      units.push({ text: String(c.charCodeAt(0) - 0x0966), consonant: false, schwa: false });
    } else {
      units.push({ text: c, consonant: false, schwa: false });
    }
  }
  // Schwa deletion: the last consonant's "a", and a medial one between a vowel and a consonant
  // that a vowel follows (V C[a] C V, left to right; a nasal sign is transparent).
  const last = units.length - 1;
  if (units[last]?.consonant && units.length > 1) units[last].schwa = false;
  const voiced = (u: Unit | undefined) => u !== undefined && (u.consonant ? u.schwa : u.text !== "n" && u.text !== "h");
  for (let i = 1; i < units.length - 1; i++) {
    const u = units[i];
    if (!u.consonant || !u.schwa) continue;
    const prev = units[i - 1].consonant || voiced(units[i - 1]) ? units[i - 1] : units[i - 2];
    const next = units[i + 1];
    if (!voiced(prev) || !next.consonant) continue;
    if (next.schwa || (!units[i + 2]?.consonant && voiced(units[i + 2]))) u.schwa = false;
  }
  return units.map((u) => u.text + (u.consonant && u.schwa ? "a" : "")).join("");
}

/**
 * The phonetic key of a Latin (or Devanagari, read out first) word: spellings Hindi speakers use
 * for one sound meet (long vowels written doubled, doubled consonants, w/v, ph/f, z/j, q/k, c/k,
 * a final y for i), so "aata" = "atta" = "ata", "doodh" = "dudh", "magi" = "maggi".
 */
export function phoneticKey(word: string): string {
  const latin = isDevanagari(word) ? devanagariToLatin(word) : word;
  return latin
    .toLowerCase()
    .replace(/ph/g, "f")
    .replace(/ck/g, "k")
    .replace(/c(?!h)/g, "k")
    .replace(/q/g, "k")
    .replace(/w/g, "v")
    .replace(/z/g, "j")
    .replace(/ee|ie/g, "i")
    .replace(/oo|ou/g, "u")
    .replace(/y$/g, "i")
    .replace(/(.)\1+/g, "$1");
}

/** Ways a key's letters are spelled; the first is the key's own letter. */
const SPELLED: Record<string, string[]> = {
  a: ["a", "aa"],
  i: ["i", "ee", "y"],
  u: ["u", "oo"],
  e: ["e", "ee"],
  o: ["o", "oo"],
  v: ["v", "w"],
  f: ["f", "ph"],
  k: ["k", "c", "q"],
  j: ["j", "z"],
};

/** At most this many spellings of one word are looked up in the catalogue's vocabulary. */
export const MAX_SPELLINGS = 256;

/**
 * Spellings whose phonetic key is the word's own (the word excluded): each letter as written
 * doubled or not and each vowel short or long, at most MAX_SPELLINGS (vowels first). Only
 * letters and digits; a word that is not Latin gives none.
 */
export function spellings(word: string): string[] {
  if (!/^[a-z0-9]+$/.test(word)) return [];
  const key = phoneticKey(word);
  const options = [...key].map((ch, i) => {
    const base = SPELLED[ch] ?? [ch];
    // A consonant may be written doubled inside a word (magi -> maggi, ata -> atta).
    const doubled = i > 0 && !"aeiou".includes(ch) && /[a-z]/.test(ch) ? base.map((b) => b + b.slice(-1)) : [];
    return [...base, ...doubled];
  });
  let total = 1;
  for (const o of options) total *= o.length;
  // Too many combinations: keep each letter as written except the vowels.
  const trimmed = total > MAX_SPELLINGS * 4 ? options.map((o, i) => ("aeiou".includes(key[i]) ? o : o.slice(0, 1))) : options;
  const out = new Set<string>();
  const walk = (i: number, acc: string) => {
    if (out.size >= MAX_SPELLINGS) return;
    if (i === trimmed.length) {
      if (acc !== word && phoneticKey(acc) === key) out.add(acc);
      return;
    }
    for (const o of trimmed[i]) walk(i + 1, acc + o);
  };
  walk(0, "");
  return [...out];
}
