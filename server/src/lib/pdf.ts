// The one PDF kit (tax invoices, statements, payout advices, TCS certificates): pdfkit with the Noto
// Sans Devanagari font the web client already ships (@fontsource/noto-sans-devanagari): its latin
// subset for Latin letters, digits and punctuation, its devanagari subset for Hindi and the rupee
// sign, parsed once per process. `write` splits a text into runs by script and sets each in its
// subset, so one call writes English, Hindi or both; `cellText` and `paragraph` lay out tables
// and headings on top of it.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import zlib from "node:zlib";
import PDFDocument from "pdfkit";

const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve("@fontsource/noto-sans-devanagari/package.json")), "files");
const fontFile = (subset: "latin" | "devanagari", weight: 400 | 700) =>
  path.join(FONT_DIR, `noto-sans-devanagari-${subset}-${weight}-normal.woff`);

export const PDF_FONTS = {
  latin: fontFile("latin", 400),
  latinBold: fontFile("latin", 700),
  deva: fontFile("devanagari", 400),
  devaBold: fontFile("devanagari", 700),
} as const;

export type Pdf = PDFKit.PDFDocument;
export type WriteOptions = PDFKit.Mixins.TextOptions & { bold?: boolean; size?: number };

/**
 * A WOFF font as the TrueType/OpenType file it wraps (each table inflated), so a document parses
 * plain tables instead of inflating them again: the fonts are unpacked once per process.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF font");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? zlib.inflateSync(raw) : raw,
    };
  });
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= numTables) entrySelector += 1;
  const searchRange = 2 ** entrySelector * 16;
  const head = Buffer.alloc(12 + numTables * 16);
  head.writeUInt32BE(flavor, 0);
  head.writeUInt16BE(numTables, 4);
  head.writeUInt16BE(searchRange, 6);
  head.writeUInt16BE(entrySelector, 8);
  head.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [head];
  let offset = head.length;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    t.tag.copy(head, at);
    head.writeUInt32BE(t.checksum, at + 4);
    head.writeUInt32BE(offset, at + 8);
    head.writeUInt32BE(t.data.length, at + 12);
    const padded = Buffer.alloc((t.data.length + 3) & ~3);
    t.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

type FontkitFont = { postscriptName: string };
type EmbeddedFontClass = new (doc: Pdf, font: FontkitFont, id: string) => unknown;
type PdfInternals = { _fontFamilies: Record<string, unknown>; _fontCount: number; _font: { font: FontkitFont } };

/**
 * Our fonts, unpacked and parsed once per process. pdfkit parses a font (fontkit) for every
 * document that uses it, and parsing the Devanagari font's shaping tables costs more than laying
 * out a whole invoice; the parsed fonts never change, so each document gets its own pdfkit font
 * (its own subset of the glyphs it uses) around the shared parsed one.
 */
let shared: { name: string; bytes: Buffer; font: FontkitFont | null }[] | null = null;
let Embedded: EmbeddedFontClass | null = null;
function sharedFonts() {
  if (shared) return shared;
  const list = Object.entries(PDF_FONTS).map(([name, file]) => ({
    name,
    bytes: woffToSfnt(fs.readFileSync(file)),
    font: null as FontkitFont | null,
  }));
  try {
    const probe = new PDFDocument({ autoFirstPage: false });
    for (const f of list) {
      probe.font(f.bytes);
      const internals = probe as unknown as PdfInternals;
      f.font = internals._font.font;
      Embedded ??= (internals._font as object).constructor as EmbeddedFontClass;
    }
  } catch {
    // pdfkit changed inside: every document parses its fonts, slower but the same PDF.
    for (const f of list) f.font = null;
  }
  shared = list;
  return list;
}

// Each font's shaped words (pdfkit's layout cache), shared by every document; emptied when large.
const layoutCaches = new Map<string, object>();
const MAX_CACHED_WORDS = 20_000;
let documents = 0;
function layoutCacheOf(name: string): object {
  let cache = layoutCaches.get(name);
  if (!cache) layoutCaches.set(name, (cache = Object.create(null) as object));
  return cache;
}
function trimLayoutCaches() {
  for (const [name, cache] of layoutCaches) if (Object.keys(cache).length > MAX_CACHED_WORDS) layoutCaches.delete(name);
}

/**
 * A new A4 document with the fonts registered; `info` fills the document's title and author,
 * `landscape` and `margin` (points, 40 unless told) its page.
 */
export function newPdf(info: { title: string; author?: string; landscape?: boolean; margin?: number }): Pdf {
  const doc = new PDFDocument({
    size: "A4",
    layout: info.landscape ? "landscape" : "portrait",
    margin: info.margin ?? 40,
    info: { Title: info.title, Author: info.author ?? "Galli", Producer: "Galli", Creator: "Galli" },
  });
  const internals = doc as unknown as PdfInternals;
  if (++documents % 200 === 0) trimLayoutCaches();
  for (const f of sharedFonts()) {
    doc.registerFont(f.name, f.bytes);
    if (!f.font || !Embedded) continue;
    const font = new Embedded(doc, f.font, `F${++internals._fontCount}`) as { layoutCache?: object };
    // Shaped words are the same in every document: share them (pdfkit copies a run before changing it).
    if (font.layoutCache) font.layoutCache = layoutCacheOf(f.name);
    internals._fontFamilies[f.name] = font;
  }
  doc.font("latin");
  return doc;
}

// Devanagari letters and signs, the Vedic extensions, the rupee sign and danda: the devanagari subset.
const DEVA_RANGES: [number, number][] = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cf9],
  [0x20a8, 0x20a8],
  [0x20b9, 0x20b9],
  [0xa8e0, 0xa8ff],
];
const isDeva = (ch: string) => {
  const cp = ch.codePointAt(0)!;
  return DEVA_RANGES.some(([from, to]) => cp >= from && cp <= to);
};
// Zero-width (non-)joiners shape the letters around them: they stay in the run they are in.
const JOINERS = new Set(["\u200C", "\u200D"]);

const fontOf = (deva: boolean, bold = false) => (deva ? (bold ? "devaBold" : "deva") : bold ? "latinBold" : "latin");

/** The text's runs by script; a space joins the run it follows (both subsets have one). */
export function scriptRuns(text: string): { deva: boolean; text: string }[] {
  const runs: { deva: boolean; text: string }[] = [];
  for (const ch of text) {
    const last = runs[runs.length - 1];
    const deva = (ch === " " || JOINERS.has(ch)) && last ? last.deva : isDeva(ch);
    if (last && last.deva === deva) last.text += ch;
    else runs.push({ deva, text: ch });
  }
  return runs;
}

/**
 * Writes `text` at (x, y) (or where the cursor is) in the font of each script run. Options are
 * pdfkit's (width, align, lineBreak...), plus `bold` and `size`.
 */
export function write(doc: Pdf, text: string, x?: number, y?: number, options: WriteOptions = {}): Pdf {
  const { bold, size, ...opts } = options;
  if (size) doc.fontSize(size);
  const runs = scriptRuns(text);
  if (runs.length === 0) runs.push({ deva: false, text: "" });
  // pdfkit aligns each continued run on its own: place a mixed line by its whole width instead.
  if (runs.length > 1 && x !== undefined && opts.width && (opts.align === "right" || opts.align === "center")) {
    const w = widthOf(doc, text, bold);
    const room = Math.max(0, opts.width - w);
    x += opts.align === "right" ? room : room / 2;
    delete opts.align;
    delete opts.width;
    opts.lineBreak = false;
  }
  runs.forEach((run, i) => {
    doc.font(fontOf(run.deva, bold));
    const last = i === runs.length - 1;
    if (i === 0 && x !== undefined) doc.text(run.text, x, y, { ...opts, continued: !last });
    else doc.text(run.text, { ...opts, continued: !last });
  });
  doc.font("latin");
  return doc;
}

/** The width `text` takes in the current size (each run in its font). */
export function widthOf(doc: Pdf, text: string, bold = false): number {
  let w = 0;
  for (const run of scriptRuns(text)) {
    doc.font(fontOf(run.deva, bold));
    w += doc.widthOfString(run.text);
  }
  doc.font("latin");
  return w;
}

/** Ends the document and answers its bytes. */
export function pdfBytes(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}

export type Cell = { width: number; align?: "left" | "right"; bold?: boolean; size?: number; wrap?: boolean };

/**
 * A table cell: text at (x, y) in a box `width` wide (size 9 unless told), on one line with mixed
 * scripts placed run by run; with `wrap`, text of one script may break into lines (headings).
 */
export function cellText(doc: Pdf, text: string, x: number, y: number, cell: Cell): void {
  const size = cell.size ?? 9;
  const runs = scriptRuns(text);
  if (cell.wrap && runs.length === 1) {
    write(doc, text, x, y, { width: cell.width, align: cell.align ?? "left", bold: cell.bold, size });
    return;
  }
  doc.fontSize(size);
  const total = widthOf(doc, text, cell.bold);
  let cx = cell.align === "right" ? x + Math.max(0, cell.width - total) : x;
  for (const run of runs) {
    const w = widthOf(doc, run.text, cell.bold);
    doc.font(fontOf(run.deva, cell.bold));
    doc.text(run.text, cx, y, { lineBreak: false });
    cx += w;
  }
  doc.font("latin");
}

/** A paragraph that may wrap (titles, headings, notes), size 10 unless told, `gap` lines after it. */
export function paragraph(doc: Pdf, text: string, opts: { size?: number; bold?: boolean; gap?: number } = {}): void {
  write(doc, text, undefined, undefined, { size: opts.size ?? 10, bold: opts.bold });
  if (opts.gap) doc.moveDown(opts.gap);
}
