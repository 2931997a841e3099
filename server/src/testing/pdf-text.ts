// A PDF's text as poppler's `pdftotext` reads it (-layout keeps a table's row on one line), for
// tests of generated documents. `pdftotextPath()` is null when it is not installed: the tests that
// need it are skipped (`describe.runIf(pdftotextPath())`); CI installs poppler-utils (.ci/run).
import { spawnSync } from "node:child_process";
import fs from "node:fs";

let found: string | null | undefined;

export function pdftotextPath(): string | null {
  if (found !== undefined) return found;
  const onPath = spawnSync("sh", ["-c", "command -v pdftotext"], { encoding: "utf8" }).stdout?.trim();
  found = [process.env.PDFTOTEXT_PATH, onPath, "/usr/bin/pdftotext"].find((p) => p && fs.existsSync(p)) ?? null;
  if (!found) console.warn("pdftotext is not installed (poppler-utils): the PDF text tests are skipped");
  return found;
}

/** The text of a PDF's bytes (every page, layout kept). */
export function pdfText(pdf: Buffer): string {
  const bin = pdftotextPath();
  if (!bin) throw new Error("pdftotext is not installed (poppler-utils)");
  const res = spawnSync(bin, ["-layout", "-enc", "UTF-8", "-", "-"], { input: pdf, encoding: "utf8", maxBuffer: 16 << 20 });
  if (res.status !== 0) throw new Error(`pdftotext failed: ${res.stderr}`);
  return res.stdout;
}
