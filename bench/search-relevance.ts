// Search relevance on the demo world: queries typed as India types (English, Hinglish,
// Devanagari, everyday phrases, typos, a brand for the thing), each with the products (by name) that must be in the
// first 10 results. The search is the catalogue's (search-policy.ts) over every store of the demo
// world, as a search across shops with every shop in range. Prints recall@10, the zero-result rate
// and p50/p95 latency per kind of query and in all, the suggestions' p50/p95 and the size of the
// search dictionary (its lines, forms and phrases); fails (exit 1)
// below the targets: recall@10 >= 95%, zero results <= 2%, suggestions p95 <= 100 ms.
//
//   DATA_DIR=/tmp/galli-demo npm run seed        # once
//   DATA_DIR=/tmp/galli-demo npx tsx bench/search-relevance.ts
//
// DATABASE_URL=postgresql://... runs it on PostgreSQL (seeded with the demo world). `ROUNDS` (3)
// timed passes over the queries after one warm-up pass; `MISSES=1` lists every query that missed.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDb } from "../server/src/lib/db";
import { productSearch } from "../server/src/modules/catalog/search";
import { catalogSuggester } from "../server/src/modules/catalog/suggest";
import { dictionaryPhrases, dictionaryTerms, SYNONYMS } from "../server/src/modules/catalog/synonyms";
import { QUERIES } from "./search-relevance-queries";

const dataDir = path.resolve(process.env.DATA_DIR ?? "/tmp/galli-demo");
const url = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? "") ? process.env.DATABASE_URL! : `file:${dataDir}/galli.db`;
if (url.startsWith("file:") && !fs.existsSync(path.join(dataDir, "galli.db"))) {
  console.error(`No database at ${dataDir}/galli.db. Seed the demo world first:\n  DATA_DIR=${dataDir} npm run seed`);
  process.exit(1);
}
const ROUNDS = Number(process.env.ROUNDS ?? 3);

type Query = { kind: string; text: string; expected: string[] };
const queries: Query[] = QUERIES.trim()
  .split("\n")
  .map((line) => {
    const [kind, text, expected = ""] = line.split("|");
    return { kind, text, expected: expected.split(";").filter(Boolean) };
  });

const db = createDb(url);
const search = productSearch(db);
const stores = (await db.store.findMany({ select: { id: true } })).map((s) => s.id);
const nameOf = new Map((await db.product.findMany({ select: { id: true, name: true } })).map((p) => [p.id, p.name]));

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

type Row = { kind: string; found: number; wanted: number; zero: boolean; ms: number[] };
const rows: Row[] = queries.map((q) => ({ kind: q.kind, found: 0, wanted: q.expected.length, zero: false, ms: [] }));
const misses: string[] = [];

// Warm-up pass: relevance is read from it (the answers are the same every pass).
for (const [i, q] of queries.entries()) {
  const r = await search.search({ text: q.text, storeIds: stores, skip: 0, limit: 10 });
  const names = new Set(r.productIds.map((id) => nameOf.get(id)));
  rows[i].zero = r.count === 0;
  rows[i].found = q.expected.filter((n) => names.has(n)).length;
  for (const n of q.expected) if (!names.has(n)) misses.push(`${q.kind} "${q.text}": ${n} missing (top: ${[...names].slice(0, 4).join(" / ")})`);
}
for (let round = 0; round < ROUNDS; round++) {
  for (const [i, q] of queries.entries()) {
    const t0 = performance.now();
    await search.search({ text: q.text, storeIds: stores, skip: 0, limit: 10 });
    rows[i].ms.push(performance.now() - t0);
  }
}

// Suggestions as the customer types: every query cut after 2, 3, 5 characters and whole.
const suggester = catalogSuggester(db, search.vocabulary);
const typed = queries.flatMap((q) => [...new Set([2, 3, 5, q.text.length].map((n) => [...q.text].slice(0, n).join("")))]);
for (const t of typed) await suggester.suggest(t, 8);
const suggestMs: number[] = [];
let suggestEmpty = 0;
for (let round = 0; round < ROUNDS; round++) {
  for (const t of typed) {
    const t0 = performance.now();
    const s = await suggester.suggest(t, 8);
    suggestMs.push(performance.now() - t0);
    if (round === 0 && s.length === 0) suggestEmpty++;
  }
}

const KINDS: Record<string, string> = {
  en: "English",
  hi: "Hinglish",
  ph: "everyday phrases",
  dv: "Devanagari",
  ty: "typos",
  bg: "brand for the thing",
};
const line = (label: string, rs: Row[]) => {
  const wanted = rs.reduce((n, r) => n + r.wanted, 0);
  const found = rs.reduce((n, r) => n + r.found, 0);
  const ms = rs.flatMap((r) => r.ms);
  const recall = wanted === 0 ? 1 : found / wanted;
  const zero = rs.filter((r) => r.zero).length / rs.length;
  console.log(`| ${label} | ${rs.length} | ${(recall * 100).toFixed(1)}% | ${(zero * 100).toFixed(1)}% | ${pct(ms, 50).toFixed(1)} | ${pct(ms, 95).toFixed(1)} |`);
  return { recall, zero };
};

console.log(`Search relevance, ${queries.length} queries, ${stores.length} stores, ${nameOf.size} products (${url.startsWith("file:") ? "SQLite" : "PostgreSQL"}), ${ROUNDS} timed rounds`);
console.log(`load average before: ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
console.log(
  `Search dictionary: ${SYNONYMS.length} lines, ${dictionaryTerms().length} forms, ${dictionaryPhrases().length} phrases (forms of two words or more)`,
);
console.log("");
console.log("| queries | n | recall@10 | zero results | p50 ms | p95 ms |");
console.log("|---|---|---|---|---|---|");
for (const [kind, label] of Object.entries(KINDS)) line(label, rows.filter((r) => r.kind === kind));
const all = line("**all**", rows);
console.log("");
console.log(`| suggestions (${typed.length} texts as typed: 2, 3, 5 characters, whole) | ${typed.length} | - | ${((suggestEmpty / typed.length) * 100).toFixed(1)}% empty | ${pct(suggestMs, 50).toFixed(1)} | ${pct(suggestMs, 95).toFixed(1)} |`);
console.log("");
console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
if (process.env.MISSES) for (const m of misses) console.log(m);
else if (misses.length > 0) console.log(`${misses.length} expected products missed (MISSES=1 lists them)`);
await db.$disconnect();
const met = all.recall >= 0.95 && all.zero <= 0.02 && pct(suggestMs, 95) <= 100;
const targets = "recall@10 >= 95%, zero results <= 2%, suggestions p95 <= 100 ms";
console.log(met ? `Targets met (${targets}).` : `Targets NOT met (${targets}).`);
process.exit(met ? 0 : 1);
