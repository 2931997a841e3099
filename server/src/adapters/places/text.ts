// Text helpers for the gazetteer: cleaning India Post office names into locality names, display
// casing, and the normalised form every search compares.

/** Lower case, accents and punctuation gone, single spaces: "Koramangala VI Bk S.O" -> "koramangala vi bk s o". */
export function normalize(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** "ANDAMAN & NICOBAR ISLANDS" -> "Andaman & Nicobar Islands"; text with lower case letters is kept. */
export function displayCase(text: string): string {
  const t = text
    .replace(/[*]+/g, " ")
    .replace(/[\s,.]+$/, "")
    .trim()
    .replace(/\s+/g, " ");
  if (/[a-z]/.test(t)) return t;
  return t.toLowerCase().replace(/(^|[\s(/-])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

// Office type suffixes: S.O (sub office), H.O (head office), G.P.O. (general post office), B.O.
const OFFICE_SUFFIX = /[\s.]+(s\.?\s?o|h\.?\s?o|g\.?\s?p\.?\s?o|b\.?\s?o)\.?$/i;
const PARENTHESES = /\s*\((?:[^()]|\([^()]*\))*\)\s*/g;

export type OfficeKind = "head" | "sub" | "other";

/** The locality an office names: "Chas S.O (Bokaro)" -> "Chas"; null when nothing usable is left. */
export function localityName(office: string): { name: string; kind: OfficeKind } | null {
  const plain = office.replace(PARENTHESES, " ").replace(/\s+/g, " ").trim();
  const suffix = plain.match(OFFICE_SUFFIX);
  const kind: OfficeKind = !suffix
    ? "other"
    : /^s/i.test(suffix[1])
      ? "sub"
      : /^[hg]/i.test(suffix[1])
        ? "head"
        : "other";
  const name = displayCase(plain.replace(OFFICE_SUFFIX, "").replace(/[\s,.-]+$/, ""));
  if (!/[a-z]{2}/i.test(name) || /^na$/i.test(name)) return null;
  return { name, kind };
}

/** A stable id fragment: "Koramangala VI Bk" -> "koramangala-vi-bk". */
export const slug = (text: string) => normalize(text).replace(/ /g, "-");
