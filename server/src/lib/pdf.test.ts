// The PDF helper: text split into runs by script (Latin in the latin subset, Devanagari and the
// rupee sign in the devanagari one), WOFF fonts unpacked to plain tables, and documents made one
// after another (sharing the parsed fonts and shaped words) each complete and readable.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { newPdf, PDF_FONTS, pdfBytes, scriptRuns, woffToSfnt, write } from "./pdf";
import { pdfText, pdftotextPath } from "../testing/pdf-text";

describe("the PDF helper", () => {
  it("splits text into script runs, a space joining the run before it", () => {
    expect(scriptRuns("Tax Invoice")).toEqual([{ deva: false, text: "Tax Invoice" }]);
    expect(scriptRuns("कुल ₹ 10.00")).toEqual([
      { deva: true, text: "कुल ₹ " },
      { deva: false, text: "10.00" },
    ]);
    expect(scriptRuns("GSTIN: 29AB")).toEqual([{ deva: false, text: "GSTIN: 29AB" }]);
    expect(scriptRuns("")).toEqual([]);
  });

  it("unpacks a WOFF font into an sfnt with every table", () => {
    const woff = fs.readFileSync(PDF_FONTS.deva);
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12));
    expect(sfnt.length).toBeGreaterThan(woff.length);
    expect(() => woffToSfnt(Buffer.from("not a font"))).toThrow(/WOFF/);
  });

  it.runIf(pdftotextPath())("makes complete documents one after another with both scripts", async () => {
    for (const words of ["पहला दस्तावेज़ First", "दूसरा दस्तावेज़ Second"]) {
      const doc = newPdf({ title: words });
      write(doc, words, 40, 40, { size: 14, bold: true });
      write(doc, "₹ 1,268.73", 40, 80, { width: 200, align: "right" });
      const text = pdfText(await pdfBytes(doc));
      expect(text).toContain(words.split(" ").at(-1));
      expect(text).toMatch(/[\u0900-\u097F]/);
      expect(text).toContain("1,268.73");
    }
  });
});
