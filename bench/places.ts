// Autocomplete latency: the gazetteer's build time and memory, then p50/p99 over a few hundred
// queries in-process (the provider alone) and over HTTP on a loopback port (the whole route).
//   npx tsx --expose-gc bench/places.ts     (or: node --expose-gc --import tsx bench/places.ts)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { testConfig } from "../server/src/config";
import { buildApp } from "../server/src/app";
import { createDb } from "../server/src/lib/db";
import { applyMigrations } from "../server/src/testing/template-db";
import { gazetteer, searchGazetteer, nearestLocality } from "../server/src/adapters/places/gazetteer";
import { loadLoop, percentile, printRow } from "./load";

const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const t0 = performance.now();
const built = gazetteer(); // the process-wide index, as the app builds it (with its 1-character answers)
const buildMs = performance.now() - t0;
gc?.();
const retainedMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
console.log(
  `Gazetteer: ${built.entries.length} entries (${built.localities.length} localities), built in ${buildMs.toFixed(0)} ms, ` +
    (gc ? `${retainedMb.toFixed(1)} MB heap retained` : "run with --expose-gc for the retained heap size"),
);

// Queries: prefixes (1..12 characters) of real names, pincode prefixes, two-word queries, misses, and the longest allowed.
const g = built;
const queries: string[] = [];
for (let i = 0; queries.length < 300; i += 61) {
  const e = g.entries[i % g.entries.length];
  const len = 1 + (i % 12);
  queries.push(e.name.slice(0, len));
  if (i % 3 === 0) queries.push(e.pincode.slice(0, 1 + (i % 6)));
  if (i % 5 === 0) queries.push(`${e.name.split(" ")[0]} ${e.city.slice(0, 3)}`);
}
queries.push("k", "a", "s", "1", "5", "zzzzqx", "a".repeat(500), "a b c d e f g h i j", "Koramangala", "560034");

const inProcess: number[] = [];
for (const q of queries) {
  const s = performance.now();
  searchGazetteer(g, q);
  inProcess.push(performance.now() - s);
}
inProcess.sort((a, b) => a - b);
const reverse: number[] = [];
for (let i = 0; i < 300; i++) {
  const s = performance.now();
  nearestLocality(g, 8 + (i % 25), 70 + ((i * 7) % 20));
  reverse.push(performance.now() - s);
}
reverse.sort((a, b) => a - b);

// Over HTTP: an app on an empty database of its own, on a loopback port.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "galli-bench-places-"));
const file = path.join(dir, "galli.db");
applyMigrations(file);
const db = createDb(`file:${file}`);
const app = await buildApp(testConfig(dir, { WEB_DIST_DIR: path.join(dir, "none") }), { db });
await app.listen({ host: "127.0.0.1", port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const auth = { authorization: `Bearer ${app.signAccessToken({ sub: "guest:bench", guest: true })}` };
const send = async (i: number) => {
  const res = await fetch(`${base}/user/places/autocomplete?q=${encodeURIComponent(queries[i % queries.length])}`, {
    headers: auth,
  });
  if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
  return ((await res.json()) as { data: { suggestions: unknown[] } }).data.suggestions.length;
};
let http;
try {
  await loadLoop(send, 50, 1);
  http = await loadLoop(send, queries.length, 1);
} finally {
  await app.close();
  await db.$disconnect();
  fs.rmSync(dir, { recursive: true, force: true });
}

console.log("");
printRow(["measure", "queries", "p50 ms", "p99 ms", "max ms"]);
printRow([
  "autocomplete",
  inProcess.length,
  percentile(inProcess, 50).toFixed(3),
  percentile(inProcess, 99).toFixed(3),
  inProcess[inProcess.length - 1].toFixed(3),
]);
printRow([
  "reverse",
  reverse.length,
  percentile(reverse, 50).toFixed(3),
  percentile(reverse, 99).toFixed(3),
  reverse[reverse.length - 1].toFixed(3),
]);
printRow(["HTTP autocomplete", http.count, http.p50.toFixed(2), http.p99.toFixed(2), http.max.toFixed(2)]);
const worst = Math.max(inProcess[inProcess.length - 1], http.max);
console.log(
  `\nSlowest autocomplete: ${worst.toFixed(2)} ms (the target is under 20 ms for any query): ${worst < 20 ? "OK" : "OVER"}`,
);
