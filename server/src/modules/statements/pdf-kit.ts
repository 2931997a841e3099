// PDF documents with the app's own font: pdfkit with Noto Sans Devanagari as the web client ships it
// (@fontsource: a Latin and a Devanagari subset per weight; the WOFF files, as fontkit subsets some WOFF2 glyphs wrongly). A line mixing scripts is drawn
// run by run, each run in the subset that has its letters (the rupee sign is in the Devanagari one).
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import PDFDocument from "pdfkit";

const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve("@fontsource/noto-sans-devanagari/package.json")), "files");

type Weight = 400 | 700;
type Subset = "latin" | "devanagari";
const fontName = (subset: Subset, weight: Weight) => `${subset}-${weight}`;

const fontCache = new Map<string, Buffer>();
function fontBytes(subset: Subset, weight: Weight): Buffer {
  const name = fontName(subset, weight);
  let bytes = fontCache.get(name);
  if (!bytes) {
    bytes = fs.readFileSync(path.join(FONT_DIR, `noto-sans-devanagari-${subset}-${weight}-normal.woff`));
    fontCache.set(name, bytes);
  }
  return bytes;
}

export type Doc = InstanceType<typeof PDFDocument>;

/** A new A4 document with the four faces registered; collect it with pdfBytes(). */
export function newPdf(opts: { landscape?: boolean; title: string }): Doc {
  const doc = new PDFDocument({
    size: "A4",
    layout: opts.landscape ? "landscape" : "portrait",
    margin: 36,
    info: { Title: opts.title, Producer: "Galli", Creator: "Galli" },
  });
  for (const subset of ["latin", "devanagari"] as const)
    for (const weight of [400, 700] as const) doc.registerFont(fontName(subset, weight), fontBytes(subset, weight));
  doc.font(fontName("latin", 400));
  return doc;
}

/** The finished document's bytes. */
export function pdfBytes(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}

// Devanagari, its extensions, the joiners and the rupee sign live in the Devanagari subset; everything
// else (spaces, digits and punctuation too) in the Latin one.
const DEVANAGARI_RANGES: [number, number][] = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cff],
  [0xa8e0, 0xa8ff],
  [0x200c, 0x200d],
  [0x20b9, 0x20b9],
];
const isDevanagari = (ch: string) => {
  const cp = ch.codePointAt(0) ?? 0;
  return DEVANAGARI_RANGES.some(([lo, hi]) => cp >= lo && cp <= hi);
};

/** The text cut into runs of one subset each. */
export function scriptRuns(text: string): { text: string; subset: Subset }[] {
  const runs: { text: string; subset: Subset }[] = [];
  for (const ch of text) {
    const last = runs[runs.length - 1];
    const subset: Subset = isDevanagari(ch) ? "devanagari" : "latin";
    if (last && last.subset === subset) last.text += ch;
    else runs.push({ text: ch, subset });
  }
  return runs;
}

type Cell = { width: number; align?: "left" | "right"; bold?: boolean; size?: number; wrap?: boolean };

/**
 * Text at (x, y) in a box `width` wide: one line, mixed scripts drawn run by run; with `wrap`, text
 * of one script may break into lines (table headings).
 */
export function cellText(doc: Doc, text: string, x: number, y: number, cell: Cell): void {
  const weight: Weight = cell.bold ? 700 : 400;
  const size = cell.size ?? 9;
  const runs = scriptRuns(text);
  if (cell.wrap && runs.length === 1) {
    doc.font(fontName(runs[0].subset, weight)).fontSize(size);
    doc.text(text, x, y, { width: cell.width, align: cell.align ?? "left" });
    return;
  }
  const widthOf = (run: { text: string; subset: Subset }) =>
    doc.font(fontName(run.subset, weight)).fontSize(size).widthOfString(run.text);
  const total = runs.reduce((sum, r) => sum + widthOf(r), 0);
  let cx = cell.align === "right" ? x + Math.max(0, cell.width - total) : x;
  for (const run of runs) {
    doc.font(fontName(run.subset, weight)).fontSize(size);
    doc.text(run.text, cx, y, { lineBreak: false });
    cx += widthOf(run);
  }
}

/** A paragraph that may wrap (headings, notes): runs chained with `continued`. */
export function paragraph(doc: Doc, text: string, opts: { size?: number; bold?: boolean; gap?: number } = {}): void {
  const weight: Weight = opts.bold ? 700 : 400;
  const runs = scriptRuns(text);
  runs.forEach((run, i) => {
    doc.font(fontName(run.subset, weight)).fontSize(opts.size ?? 10);
    doc.text(run.text, { continued: i < runs.length - 1 });
  });
  if (opts.gap) doc.moveDown(opts.gap);
}
