// Search across shops and the basket optimizer alone, one request at a time, in-process on the
// large world (production configuration: read cache on, the in-memory shop index warm). Each
// request is a miss of the answer cache, so the numbers are the cost of computing an answer:
//   - "new point": the point moves by a metre each time, so the shops near it are worked out too;
//   - "kept point": the same point (the shops near it kept), the answer computed again;
//   - "cached": the answer cache on, as a repeat of the same request is served.
// The goal: the optimizer for a 10-line cart across every shop within 10 km of a dense
// point under 50 ms p99 alone.
//   DATA_DIR=/tmp/galli-large npx tsx bench/finder.ts      (REQUESTS=200)
import os from "node:os";
import { buildApp } from "../server/src/app";
import { createDb } from "../server/src/lib/db";
import { percentile } from "./load";
import { largeWorld } from "./world";
import { basketTargets } from "./targets";

const REQUESTS = Number(process.env.REQUESTS ?? 200);
const BENGALURU = { lat: 12.9716, lng: 77.5946 };
const at = (p: { lat: number; lng: number }) => ({ type: "Point", coordinates: [p.lng, p.lat] });

const { dataDir, config } = largeWorld("finder.ts", { defaultDir: "/tmp/galli-large" });
const basket = basketTargets(dataDir, BENGALURU, 10);
if (!basket) throw new Error("The large world has no demo customer or no open public shop near the centre.");
const db = createDb(config.databaseUrl);
const app = await buildApp(config, { db });
await app.ready();

const customer = { authorization: `Bearer ${app.signAccessToken({ sub: basket.userId, guest: false })}` };
const post = async (url: string, body: object) => {
  const res = await app.inject({
    method: "POST",
    url,
    headers: { ...customer, "accept-language": "en-IN" },
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`${url}: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
  return res;
};
const remove = await app.inject({ method: "DELETE", url: "/user/cart/clear/cr", headers: customer, payload: {} });
if (remove.statusCode >= 500) throw new Error(`cart clear: ${remove.statusCode}`);
for (const productId of basket.productIds)
  await post("/user/cart/add", { _id: basket.shopId, product_id: productId, is_private: false, qty: 1 });

type Call = { name: string; send: (point: { lat: number; lng: number }) => Promise<{ body: string }> };
const ONLY = process.env.ONLY ? new RegExp(process.env.ONLY) : null;
const calls: Call[] = [
  {
    name: "find 'atta' 10 km centre",
    send: (p) =>
      post("/user/find/search?skip=0&limit=20", {
        search: "atta",
        searchLocation: at(p),
        deliveryLocation: at(p),
        maxDistance: 10_000,
      }),
  },
  {
    name: "find typo 'ashirvaad' 10 km centre",
    send: (p) =>
      post("/user/find/search?skip=0&limit=20", {
        search: "ashirvaad",
        searchLocation: at(p),
        deliveryLocation: at(p),
        maxDistance: 10_000,
      }),
  },
  {
    name: `basket ${basket.productIds.length} lines 10 km centre`,
    send: (p) => post("/user/find/basket", { deliveryLocation: at(p), maxDistance: 10_000 }),
  },
];

const METRE = 1 / 111_000;
type Row = { call: string; mode: string; p50: number; p95: number; p99: number; max: number; kb: number };
const rows: Row[] = [];
async function measure(call: Call, mode: "new point" | "kept point" | "cached") {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < REQUESTS + 20; i++) {
    if (mode !== "cached") app.answers.clear();
    const p = mode === "new point" ? { lat: BENGALURU.lat + i * METRE, lng: BENGALURU.lng } : BENGALURU;
    const t0 = performance.now();
    const res = await call.send(p);
    const ms = performance.now() - t0;
    if (i >= 20) times.push(ms); // the first 20 warm the code paths
    bytes = res.body.length;
  }
  times.sort((a, b) => a - b);
  rows.push({
    call: call.name,
    mode,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times[times.length - 1],
    kb: bytes / 1024,
  });
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
console.log(`Finder alone: ${REQUESTS} requests per line, one at a time, in-process. Load average at start: ${load()}`);
try {
  for (const call of calls.filter((c) => !ONLY || ONLY.test(c.name)))
    for (const mode of ["new point", "kept point", "cached"] as const) await measure(call, mode);
} finally {
  await app.close();
  await db.$disconnect();
}
console.log(`Load average at end: ${load()}\n`);
console.log("| call (large world) | answer | p50 ms | p95 ms | p99 ms | max ms | answer KB |");
console.log("|---|---|---|---|---|---|---|");
for (const r of rows)
  console.log(
    `| ${r.call} | ${r.mode} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} | ${r.kb.toFixed(1)} |`,
  );
