// The catalogue import's CSV side: the template (header and one example row) and the parsing of
// an uploaded CSV into rows keyed by the template's columns.
import { CATALOGUE_MESSAGES as M, IMPORT_COLUMNS } from "../../contract/catalogue-constants";
import { refuse } from "./catalogue-import-check";

/** The demo catalogue's Atta leaf: the example row's category when the tree has it. */
export const TEMPLATE_CATEGORY = "Staples > Atta, Flours & Sooji > Atta";

/** The template: the header line and one example row (with one of the member's store keys and a
 * leaf category of the tree, so the example imports as it is). */
export function importTemplate(storeKey = "YOUR-STORE-KEY", categoryPath = TEMPLATE_CATEGORY) {
  const example = [
    "8901234567890",
    "Fresh Atta 5 kg",
    "",
    "Galli Mills",
    "5 kg",
    categoryPath,
    "Whole wheat flour",
    "289",
    "5",
    "1101",
    "2026-11-01",
    "2027-04-30",
    storeKey,
    "265",
    "5",
    "40",
    "",
  ];
  const columns = [...IMPORT_COLUMNS, "image"];
  const header = columns.join(",");
  const line = example.map(csvCell).join(",");
  return { columns, header, example: line, csv: `${header}\n${line}\n` };
}

const csvCell = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** RFC 4180 CSV: quoted cells may hold commas, quotes ("") and line breaks; CRLF or LF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && src[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += ch;
  }
  if (cell !== "" || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ""));
}

/** CSV text to rows keyed by the header's columns (the header must name template columns only). */
export function csvRows(text: string): Record<string, string>[] {
  const [header, ...lines] = parseCsv(text);
  if (!header) throw refuse("file", M.importEmpty);
  const names = header.map((h) => h.trim().toLowerCase());
  const known = new Set<string>([...IMPORT_COLUMNS, "image"]);
  const unknown = names.find((n) => !known.has(n));
  if (unknown !== undefined || !names.includes("name"))
    throw refuse(unknown ?? "file", unknown ? M.importColumn : M.importHeader);
  return lines.map((cells) => Object.fromEntries(names.map((n, i) => [n, cells[i] ?? ""])));
}
