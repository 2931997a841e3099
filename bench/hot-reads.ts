// The hot reads of browsing on the large world (and the demo world beside it): every call at 64
// connections against the cheapest route of the same server (the 404 of an unknown /user path),
// A B A B, and its share of that ceiling. Prints `call | req/s | % of ceiling | p50 | p99 | over 1 s
// | errors` with the load average, for the large world and the demo world.
//   DATA_DIR=/tmp/galli-large npm run seed -- --scale large      (once)
//   DEMO_DATA_DIR=/tmp/galli-demo npm run seed                    (once; DATA_DIR=... for that one)
//   DATA_DIR=/tmp/galli-large DEMO_DATA_DIR=/tmp/galli-demo npx tsx bench/hot-reads.ts
// On PostgreSQL, DATABASE_URL (and DEMO_DATABASE_URL for the demo world) name the databases;
// DATA_DIR and DEMO_DATA_DIR still hold their images (bench/README.md has the commands).
// BENCH_SECONDS (15) per run, BENCH_PAIRS (2), CONNECTIONS (64), WEB_CONCURRENCY (2), ONLY=<regex>
// of call names; a short iteration: BENCH_SECONDS=3 BENCH_PAIRS=1.
// AREA_POLYGONS=<share> (e.g. 0.5) measures the large world twice, side by side: as it is, then
// with that share of its stores given a drawn delivery area (bench/area-polygons.ts), and prints
// each call's share of the ceiling both ways; the areas are taken off again at the end.
// COST=<requests> (e.g. 20000) prints instead the server's CPU time per request of each call and
// of the ceiling, one worker, from /proc: a number that a busy machine hardly moves, to weigh a
// change while other work runs.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  compare,
  cpuPerRequest,
  ceiling,
  warm,
  CONNECTIONS,
  PAIRS,
  SECONDS,
  type Compared,
} from "./measure";
import { redactUrl } from "../server/src/lib/db";
import { postgresCpu } from "./pg-cpu";
import { startServer } from "./server";
import { findBasketTargets, findTargets, type Targets } from "./targets";
import { BENGALURU, fillBasket, hotReadCalls as calls } from "./hot-read-calls";
import { setAreaPolygons } from "./area-polygons";

type World = { dataDir: string; databaseUrl: string; seedHint: string };

const largeDir = path.resolve(process.env.DATA_DIR ?? "/tmp/galli-large");
const LARGE: World = {
  dataDir: largeDir,
  databaseUrl: process.env.DATABASE_URL ?? `file:${path.join(largeDir, "galli.db")}`,
  seedHint: " -- --scale large",
};
const demoDir = process.env.DEMO_DATA_DIR ? path.resolve(process.env.DEMO_DATA_DIR) : null;
const DEMO: World | null = demoDir
  ? {
      dataDir: demoDir,
      databaseUrl: process.env.DEMO_DATABASE_URL ?? `file:${path.join(demoDir, "galli.db")}`,
      seedHint: "",
    }
  : null;
const ONLY = process.env.ONLY ? new RegExp(process.env.ONLY) : null;
const COST = process.env.COST ? Number(process.env.COST) : null;
const AREA_POLYGONS = process.env.AREA_POLYGONS ? Number(process.env.AREA_POLYGONS) : null;
const WEB_CONCURRENCY = COST ? "1" : (process.env.WEB_CONCURRENCY ?? "2");

/** The world's targets, or a hint to seed it and exit when its database is missing or empty. */
async function targetsOf(w: World): Promise<Targets> {
  const t = await findTargets(w.databaseUrl).catch(() => null);
  if (t) return t;
  const url = w.databaseUrl.startsWith("file:") ? "" : `DATABASE_URL=${redactUrl(w.databaseUrl)} `;
  console.error(
    `No world in ${redactUrl(w.databaseUrl)}. Build it first:\n  ${url}DATA_DIR=${w.dataDir} npm run seed${w.seedHint}`,
  );
  process.exit(1);
}

async function world(w: World): Promise<Map<string, Compared>> {
  const t = await targetsOf(w);
  console.log(
    `\n${redactUrl(w.databaseUrl)}: shop "${t.shopName}" (${t.storeCount} stores), "${t.topLevel}" (${t.topCount}), leaf "${t.leaf}" (${t.leafCount})`,
  );
  // The basket calls fill a demo customer's cart (10 products of one shop near the centre).
  const basket = await findBasketTargets(w.databaseUrl, w.dataDir, BENGALURU, 10);
  const server = await startServer(w.dataDir, { WEB_CONCURRENCY, DATABASE_URL: w.databaseUrl });
  const out = new Map<string, Compared>();
  try {
    // A guest's token lives for minutes: each call measures with a fresh one (a full run takes longer).
    const guestToken = async () =>
      ((await (await fetch(`${server.base}/user/auth/guest`)).json()) as { data: { token: string } }).data.token;
    let token = await guestToken();
    const list = calls(t, basket).filter((c) => !ONLY || ONLY.test(c.name));
    if (basket && list.some((c) => c.name.startsWith("basket"))) await fillBasket(server.base, basket);
    // One pass over each call's distinct requests (pages, queries, products) per worker before
    // measuring (each worker keeps its own cache; the cluster hands connections out in turn).
    const distinct = Math.max(t.queries.length, t.productIds.length, 20);
    for (const c of list)
      for (let w = 0; w < Number(WEB_CONCURRENCY); w++)
        await warm(server.base, token, c, distinct, Number(WEB_CONCURRENCY));
    if (COST) {
      // On PostgreSQL the database's CPU counts too: a request that the database serves costs there.
      const db = w.databaseUrl.startsWith("file:") ? undefined : await postgresCpu(w.databaseUrl);
      const base = await cpuPerRequest(server.base, token, ceiling, server.pid, COST, db);
      const total = (r: typeof base) => r.usPerRequest + r.otherUsPerRequest;
      console.log(
        `\n| call (CPU, one worker) | server µs per request | database µs | x ceiling (server + database) | share of the ceiling | load generator µs per request | load average |\n|---|---|---|---|---|---|---|`,
      );
      const row = (name: string, r: typeof base) =>
        console.log(
          `| ${name} | ${r.usPerRequest.toFixed(0)} | ${db ? r.otherUsPerRequest.toFixed(0) : "-"} | ${(total(r) / total(base)).toFixed(2)} | ${((100 * total(base)) / total(r)).toFixed(1)}% | ${r.clientUsPerRequest.toFixed(0)} | ${load()} |`,
        );
      row(ceiling.name, base);
      for (const c of list) row(c.name, await cpuPerRequest(server.base, token, c, server.pid, COST, db));
      return out;
    }
    for (const c of list) {
      token = await guestToken();
      const r = await compare(server.base, token, c);
      out.set(c.name, r);
      console.log(
        `  ${c.name}: ${r.call.rps.toFixed(0)} req/s, ${(r.share * 100).toFixed(1)}% of ${r.ceiling.rps.toFixed(0)}, p50 ${r.call.p50} ms, p99 ${r.call.p99} ms, over 1 s ${r.call.over1s}, errors ${r.call.errors} ${JSON.stringify(r.call.wrong)}`,
      );
    }
  } finally {
    await server.stop();
  }
  return out;
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(", ");
console.log(
  `Hot reads: ${CONNECTIONS} connections, ${SECONDS} s runs, ${PAIRS} pairs, ${WEB_CONCURRENCY} workers. Load average at start: ${load()}`,
);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
if (AREA_POLYGONS !== null) {
  // Side by side: the same world without drawn areas, then with them on a share of its stores.
  await setAreaPolygons(LARGE.databaseUrl, 0);
  const plain = await world(LARGE);
  let withAreas: Map<string, Compared>;
  try {
    const n = await setAreaPolygons(LARGE.databaseUrl, AREA_POLYGONS);
    console.log(`\n${n} stores (${pct(AREA_POLYGONS)}) now have a drawn delivery area.`);
    withAreas = await world(LARGE);
  } finally {
    await setAreaPolygons(LARGE.databaseUrl, 0);
  }
  console.log(`\nLoad average at end: ${load()}\n`);
  // COST prints each world's CPU table as it goes: compare them row by row.
  if (COST) process.exit(0);
  console.log(`| call (large world) | % of ceiling, radius only | % of ceiling, ${pct(AREA_POLYGONS)} polygons | ratio | p99 ms, radius | p99 ms, polygons | errors |`);
  console.log("|---|---|---|---|---|---|---|");
  for (const [name, a] of plain) {
    const b = withAreas.get(name);
    if (!b) continue;
    console.log(
      `| ${name} | ${pct(a.share)} | ${pct(b.share)} | ${(b.share / a.share).toFixed(2)} | ${a.call.p99} | ${b.call.p99} | ${a.call.errors + b.call.errors} |`,
    );
  }
  process.exit(0);
}
const large = await world(LARGE);
const demo = DEMO && fs.existsSync(DEMO.dataDir) ? await world(DEMO) : null;

console.log(`\nLoad average at end: ${load()}\n`);
console.log(
  `| call (large world, ${LARGE.databaseUrl.startsWith("file:") ? "SQLite" : "PostgreSQL"}) | req/s | % of ceiling | p50 ms | p99 ms | over 1 s | errors | demo % of ceiling | demo p99 ms |`,
);
console.log("|---|---|---|---|---|---|---|---|---|");
for (const [name, r] of large) {
  const d = demo?.get(name);
  console.log(
    `| ${name} | ${r.call.rps.toFixed(0)} | ${pct(r.share)} | ${r.call.p50} | ${r.call.p99} | ${r.call.over1s} | ${r.call.errors} | ${d ? pct(d.share) : "-"} | ${d ? d.call.p99 : "-"} |`,
  );
}
const first = [...large.values()][0];
if (first)
  console.log(
    `| ceiling (median over the runs of the first call) | ${first.ceiling.rps.toFixed(0)} | 100% | ${first.ceiling.p50} | ${first.ceiling.p99} | ${first.ceiling.over1s} | ${first.ceiling.errors} | | |`,
  );
