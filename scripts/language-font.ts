// Cuts the Hindi name on the language switch ("हिंदी") out of Noto Sans Devanagari: the few glyphs
// it draws, in the two weights the switches use, a kilobyte or so each
// (web/src/styles/fonts/language-name-*.woff2). An English page then draws that one word without
// fetching the whole Devanagari font (about 50 KB a weight). Run after changing the name:
// `npx tsx scripts/language-font.ts`; scripts/language-font.test.ts fails while the files are stale.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import { LANGUAGE_NAMES } from "../web/src/lib/i18n/language-names";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SOURCE = (weight: number) =>
  path.join(
    root,
    `node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
  );

/** The weights the switches draw in (the header's is semibold, the others regular). */
export const LANGUAGE_NAME_WEIGHTS = [400, 600] as const;
export const languageNameFontFile = (weight: number) =>
  path.join(root, `web/src/styles/fonts/language-name-${weight}.woff2`);

/** The subset of one weight: only the glyphs (and shaping rules) of the Hindi name. */
export function languageNameFont(weight: number): Promise<Buffer> {
  return subsetFont(fs.readFileSync(SOURCE(weight)), LANGUAGE_NAMES.hi, { targetFormat: "woff2" });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const weight of LANGUAGE_NAME_WEIGHTS) {
    const font = await languageNameFont(weight);
    fs.writeFileSync(languageNameFontFile(weight), font);
    console.log(`${path.relative(root, languageNameFontFile(weight))}: ${font.length} bytes`);
  }
}
