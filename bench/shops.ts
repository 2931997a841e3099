// Load benchmark of the three shop discovery calls on the large benchmark world.
//   DATA_DIR=/tmp/galli-large npx tsx bench/shops.ts   [REQUESTS=2000 CONCURRENCY=10]
// It starts the app on a free loopback port, sends a bounded number of requests per call from
// search points spread over the seeded stores, and prints p50/p99 latency and requests per second.
import type { AddressInfo } from "node:net";
import { buildApp } from "../server/src/app";
import { createDb } from "../server/src/lib/db";
import { loadLoop, printRow, type LoadResult } from "./load";
import { largeWorld } from "./world";

const { dataDir, config } = largeWorld("shops.ts", { defaultDir: "/tmp/galli-large" });
const REQUESTS = Number(process.env.REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 10);

const db = createDb(config.databaseUrl);
const app = await buildApp(config, { db });
await app.listen({ host: "127.0.0.1", port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const token = app.signAccessToken({ sub: "guest:bench", guest: true });

// Search points: every k-th store of the world (any group), so requests land where shops are.
const storeCount = await db.store.count();
const shopCount = await db.shop.count();
const stride = Math.max(1, Math.floor(storeCount / 500));
const sample = (await db.store.findMany({ select: { lat: true, lng: true }, orderBy: { id: "asc" } })).filter(
  (_, i) => i % stride === 0,
);
if (sample.length === 0) {
  console.error("The database has no stores: seed it first (see above).");
  process.exit(1);
}
console.log(
  `World: ${shopCount} shops, ${storeCount} stores (${dataDir}). ${REQUESTS} requests per call, concurrency ${CONCURRENCY}, 127.0.0.1.`,
);

const bodyFor = (i: number, extra: Record<string, unknown> = {}) => {
  const p = sample[i % sample.length];
  const at = { type: "Point", coordinates: [p.lng + 0.003, p.lat - 0.002] };
  return { searchLocation: at, deliveryLocation: at, maxDistance: ((i % 10) + 1) * 1000, ...extra };
};

const calls: [string, string, (i: number) => unknown][] = [
  ["private", "/user/category/v2/view/location/private", (i) => bodyFor(i)],
  ["public (type 1)", "/user/category/view/location", (i) => bodyFor(i, { type: 1 })],
  ["branded (type 2)", "/user/category/view/location", (i) => bodyFor(i, { type: 2 })],
  ["global", "/user/category/view/location/global", (i) => bodyFor(i)],
];

const results: LoadResult[] = [];
try {
  for (const [name, url, body] of calls) {
    const send = async (i: number) => {
      const res = await fetch(base + url, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify(body(i)),
      });
      const json = (await res.json()) as { data?: { shops: unknown[] } };
      if (res.status !== 200) throw new Error(`${name}: HTTP ${res.status} ${JSON.stringify(json)}`);
      return json.data?.shops.length ?? 0;
    };
    await loadLoop(send, Math.min(100, REQUESTS), CONCURRENCY); // warm-up
    results.push({ name, ...(await loadLoop(send, REQUESTS, CONCURRENCY)) });
  }
} finally {
  await app.close();
  await db.$disconnect();
}
console.log("");
printRow(["call", "requests", "p50 ms", "p99 ms", "max ms", "req/s", "shops/answer"]);
for (const r of results)
  printRow([
    r.name,
    r.count,
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    r.max.toFixed(1),
    r.rps.toFixed(0),
    r.meanValue.toFixed(1),
  ]);
