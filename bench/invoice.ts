// Benchmark of the GST tax invoice PDF: GET /user/order/invoice/:order_id for the demo customer's
// delivered orders (English and Hindi, rendered from the issued invoice's snapshot each time), one
// request at a time, beside a trivial route (GET /healthz) measured in the same run. Target: p95
// <= 300 ms. Prints p50, p95 and max of each, the ratio to the trivial route and the load average.
//   npm run bench:invoice                 (seeds a fresh demo world in a temporary directory)
//   DATA_DIR=/tmp/galli-demo npm run bench:invoice   (or on a demo world you made)
//   REQUESTS=200 (per kind)
import os from "node:os";
import type { AddressInfo } from "node:net";
import { buildApp } from "../server/src/app";
import { createDb } from "../server/src/lib/db";
import { ASHA_ID } from "../seed/people";
import { benchConfig, seededWorld } from "./server";
import { DELIVERED_STATUSES } from "../server/src/contract/orders-constants";

const REQUESTS = Number(process.env.REQUESTS ?? 200);
const dataDir = seededWorld("galli-invoice");
const config = benchConfig(dataDir);
const db = createDb(config.databaseUrl);
const orders = await db.order.findMany({ where: { userId: ASHA_ID, status: { in: [...DELIVERED_STATUSES] } }, select: { id: true } });
if (!orders.length) throw new Error("The demo customer has no delivered order: seed the demo world.");

const app = await buildApp(config, { db });
await app.listen({ host: "127.0.0.1", port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const auth = { authorization: `Bearer ${app.signAccessToken({ sub: ASHA_ID, guest: false })}` };

async function timed(url: string, headers: Record<string, string> = {}): Promise<number> {
  const start = performance.now();
  const res = await fetch(base + url, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  if (!res.ok) throw new Error(`${url}: ${res.status} ${body.toString().slice(0, 200)}`);
  return performance.now() - start;
}

const kinds: { name: string; url: (i: number) => string; headers?: Record<string, string> }[] = [
  { name: "trivial route (GET /healthz)", url: () => "/healthz" },
  { name: "invoice PDF, English", url: (i) => `/user/order/invoice/${orders[i % orders.length].id}?lang=en`, headers: auth },
  { name: "invoice PDF, Hindi", url: (i) => `/user/order/invoice/${orders[i % orders.length].id}?lang=hi`, headers: auth },
];

// Warm up: issue every invoice, load the fonts, let the JIT settle.
for (let i = 0; i < 10; i++) for (const k of kinds) await timed(k.url(i), k.headers);
const times = kinds.map(() => [] as number[]);
for (let i = 0; i < REQUESTS; i++) {
  for (const [j, k] of kinds.entries()) times[j].push(await timed(k.url(i), k.headers));
}
const pct = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const trivialP50 = pct(times[0], 50);
console.log(`\n${REQUESTS} requests each, one at a time; load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")} (${os.cpus().length} cores)`);
console.log("| request | p50 ms | p95 ms | max ms | p50 / trivial p50 |");
console.log("|---|---|---|---|---|");
for (const [j, k] of kinds.entries()) {
  const list = times[j];
  console.log(
    `| ${k.name} | ${pct(list, 50).toFixed(1)} | ${pct(list, 95).toFixed(1)} | ${Math.max(...list).toFixed(1)} | ${(pct(list, 50) / trivialP50).toFixed(1)}x |`,
  );
}
const worst = Math.max(pct(times[1], 95), pct(times[2], 95));
console.log(`\ninvoice PDF p95 ${worst.toFixed(1)} ms (target <= 300 ms): ${worst <= 300 ? "met" : "MISSED"}`);
await app.close();
await db.$disconnect();
