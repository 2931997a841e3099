// Benchmark of the open APIs on the demo world (seeded into a temporary folder, no images):
// the OpenAPI documents (first build with its access probes, then cached answers, against a
// trivial route of the same process, A B A B) with their sizes, and the webhook job's throughput
// posting to a receiver on 127.0.0.1.
//   npx tsx bench/open-apis.ts            [DELIVERIES=1000]
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { AddressInfo } from "node:net";
import { testConfig } from "../server/src/config";
import { buildApp } from "../server/src/app";
import { createDb } from "../server/src/lib/db";
import { applyMigrations } from "../server/src/testing/template-db";
import { seedDemoWorld } from "../seed/world";
import { deliverDueWebhooks } from "../server/src/modules/webhooks/deliver";
import { loadLoop, printRow } from "./load";

const DELIVERIES = Number(process.env.DELIVERIES ?? 1000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "galli-bench-apis-"));
const file = path.join(dir, "galli.db");
applyMigrations(file);
const db = createDb(`file:${file}`);
await seedDemoWorld(db, { uploadsDir: path.join(dir, "uploads"), images: false });
const config = testConfig(dir, { DEMO_MODE: "true", RATE_LIMITS: "false", WEB_DIST_DIR: path.join(dir, "none") });
const app = await buildApp(config, { db });
const address = await app.listen({ port: 0, host: "127.0.0.1" });

const get = async (p: string) => {
  const res = await fetch(`${address}${p}`);
  const body = await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${p} ${res.status}`);
  return body.byteLength;
};

console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}, ${os.cpus().length} cores`,
);
let t0 = performance.now();
await get("/user/openapi.json");
const firstUser = performance.now() - t0;
t0 = performance.now();
await get("/api/openapi.json");
const firstMerchant = performance.now() - t0;
console.log(
  `first build: /user/openapi.json ${firstUser.toFixed(0)} ms (with access probes), /api/openapi.json ${firstMerchant.toFixed(0)} ms`,
);
for (const p of ["/user/openapi.json", "/api/openapi.json"]) {
  const raw = Buffer.from(await (await fetch(`${address}${p}`)).arrayBuffer());
  console.log(
    `${p}: ${raw.length} bytes, ${zlib.gzipSync(raw).length} gzip, ${zlib.brotliCompressSync(raw).length} brotli`,
  );
}

printRow(["route".padEnd(22), "p50 ms", "p99 ms", "req/s", "ratio p50"]);
const rounds: Record<string, number[]> = { "/healthz": [], "/user/openapi.json": [] };
for (let r = 0; r < 2; r++) {
  for (const p of Object.keys(rounds)) {
    const s = await loadLoop(() => get(p), 300, 8);
    rounds[p].push(s.p50);
    printRow([
      p.padEnd(22),
      s.p50.toFixed(2),
      s.p99.toFixed(2),
      s.rps.toFixed(0),
      (s.p50 / (rounds["/healthz"].at(-1) ?? 1)).toFixed(1),
    ]);
  }
}

// Webhook job: N due deliveries for one store, posted to a local receiver answering 200.
let received = 0;
const receiver = http.createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    received++;
    res.writeHead(200).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
const port = (receiver.address() as AddressInfo).port;
const store = await db.store.findUniqueOrThrow({ where: { storeKey: "GALLI-STORE-0001" } });
await db.webhookEndpoint.create({
  data: { storeId: store.id, url: `http://127.0.0.1:${port}/hook`, secret: "whsec_bench", events: '["order.created"]' },
});
const now = new Date();
const payload = JSON.stringify({
  id: "evt_bench",
  type: "order.created",
  created_at: now.toISOString(),
  store_key: "GALLI-STORE-0001",
  data: { order_id: "order_001", order_number: "GL40210137", status: 1 },
});
await db.webhookDelivery.createMany({
  data: Array.from({ length: DELIVERIES }, () => ({
    storeId: store.id,
    eventType: "order.created",
    payload,
    nextAttemptAt: now,
    createdAt: now,
  })),
});
t0 = performance.now();
let runs = 0;
while ((await deliverDueWebhooks({ db }, now)).length > 0) runs++;
const seconds = (performance.now() - t0) / 1000;
console.log(
  `webhook job: ${received} of ${DELIVERIES} delivered in ${seconds.toFixed(2)} s (${(received / seconds).toFixed(0)}/s, ${runs} runs of up to 100, 8 in flight)`,
);

await new Promise<void>((resolve) => receiver.close(() => resolve()));
await app.close();
await db.$disconnect();
fs.rmSync(dir, { recursive: true, force: true });
