// What metrics and tracing cost: two servers on copies of one world, one with METRICS_TOKEN and
// OTEL_EXPORTER_OTLP_ENDPOINT (a loopback collector in this process that accepts the spans) and one
// without, one process each. For each hot read and for checkout (add to cart + COD order) it runs,
// A B A B, the ceiling (404 of /user/x) and the call on the server without, then the same on the
// server with; the ratio is the share of the ceiling with over the share without (1.00 = free).
// First the server's CPU per request of each call (and the ceiling), off and on, A B A B: a number
// a busy machine hardly moves. Then the CPU one scrape of /metrics costs the server, idle and under
// load. Prints the tables and the load average.
//   DATA_DIR=/tmp/galli-demo npm run seed      (once)
//   DATA_DIR=/tmp/galli-demo npx tsx bench/observability.ts   [BENCH_SECONDS=15 BENCH_PAIRS=2 COST_REQUESTS=3000 ONLY=<regex> ON=both|metrics|tracing]
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { cpuMs, cpuPerRequest, run, ceiling, PAIRS, SECONDS, type Call, type Run } from "./measure";
import { printRow } from "./load";
import { customerToken, requireWorld, startServer, type BenchServer } from "./server";
import { findTargets } from "./targets";
import { hotReadCalls } from "./hot-read-calls";

const SOURCE = path.resolve(process.env.DATA_DIR ?? "/tmp/galli-demo");
const ONLY = new RegExp(process.env.ONLY ?? "^(public 10 km centre|listByCategory top|by_product|view/public)$");
const METRICS_TOKEN = "bench-metrics-token-0123456789";
const CUSTOMERS = 32;
/** Requests per CPU-cost run (COST_REQUESTS): the server's CPU per request hardly moves with the machine's load. */
const COST_REQUESTS = Number(process.env.COST_REQUESTS ?? 3000);
requireWorld(SOURCE, "");

/** A copy of the world for one server (checkout writes orders). */
async function copyWorld(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "galli-obs-"));
  const src = new Database(path.join(SOURCE, "galli.db"), { readonly: true });
  await src.backup(path.join(dir, "galli.db"));
  src.close();
  const uploads = path.join(SOURCE, "uploads");
  if (fs.existsSync(uploads)) fs.symlinkSync(uploads, path.join(dir, "uploads"));
  return dir;
}

// The collector: accepts OTLP/HTTP posts and counts them.
let spansPosted = 0;
const collector = http.createServer((req, res) => {
  req.on("data", () => undefined);
  req.on("end", () => {
    spansPosted++;
    res.writeHead(200, { "content-type": "application/json" }).end("{}");
  });
});
await new Promise<void>((r) => collector.listen(0, "127.0.0.1", r));
const collectorUrl = `http://127.0.0.1:${(collector.address() as { port: number }).port}`;

// A public COD shop, 20 products with plenty of stock and CUSTOMERS customers, in each copy.
function prepareCheckout(dir: string) {
  const db = new Database(path.join(dir, "galli.db"));
  const shop = db
    .prepare(
      `SELECT h.id AS id, s.id AS storeId, s.lat AS lat, s.lng AS lng FROM Shop h JOIN Store s ON s.shopId = h.id
       WHERE h.shopGroup = 'public' AND h.isCod = 1 AND h.isCodLimit = 0 AND h.isOpen = 1
         AND (SELECT COUNT(*) FROM Store x WHERE x.shopId = h.id) = 1
       ORDER BY (SELECT COUNT(*) FROM StoreProduct sp WHERE sp.storeId = s.id) DESC LIMIT 1`,
    )
    .get() as { id: string; storeId: string; lat: number; lng: number };
  const products = db
    .prepare(`SELECT productId FROM StoreProduct WHERE storeId = ? ORDER BY productId LIMIT 20`)
    .pluck()
    .all(shop.storeId) as string[];
  db.prepare(
    `UPDATE StoreProduct SET stock = 10000000 WHERE storeId = ? AND productId IN (${products.map(() => "?").join(",")})`,
  ).run(shop.storeId, ...products);
  const insert = db.prepare(
    `INSERT INTO User (id, firstName, lastName, mobile, mobileVerified, deliveryType, createdAt, updatedAt) VALUES (?, 'Bench', ?, ?, 1, 1, ?, ?)`,
  );
  const users = Array.from({ length: CUSTOMERS }, (_, i) => {
    const id = `bench_obs_${i}`;
    insert.run(id, `Customer ${i}`, `96${String(i).padStart(8, "0")}`, Date.now(), Date.now());
    return id;
  });
  db.close();
  return { shop, products, users };
}

const token = customerToken;

type Checkout = ReturnType<typeof prepareCheckout>;
type RequestIterator = { initialContext: object; resetContext(): void; rebuildRequest(): void };
const BOUNDARY = "----galli-bench-boundary";

/** Orders per second for SECONDS: each connection a customer adding a product, then placing a COD order. */
async function checkoutRun(base: string, c: Checkout): Promise<{ ops: number; failed: number }> {
  const inputs = JSON.stringify({
    _id: c.shop.id,
    deliveryLocation: { type: "Point", coordinates: [c.shop.lng, c.shop.lat] },
    deliveryAddress: { street: "12, 4th Cross", area: "Koramangala", zipcode: "560034", landmark: "Near the park" },
    deliveryPreferences: null,
    is_bfcash: false,
    is_shop_delivery: true,
    order_source: { type: 3, device: "web", version: "1.0.0" },
  });
  const placeBody = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="inputs"\r\n\r\n${inputs}\r\n--${BOUNDARY}--\r\n`;
  const auths = c.users.map((u) => `Bearer ${token(u)}`);
  let next = 0;
  let placed = 0;
  let failed = 0;
  const started = performance.now();
  await autocannon({
    url: base,
    connections: CUSTOMERS,
    duration: SECONDS,
    setupClient: (client) => {
      const it = (client as { requestIterator: RequestIterator }).requestIterator;
      it.initialContext = { k: next++ % CUSTOMERS, n: 0 };
      it.resetContext();
      it.rebuildRequest();
    },
    requests: [
      {
        method: "POST",
        path: "/user/cart/add",
        setupRequest: (req, ctx) => {
          const k = ctx.k as number;
          ctx.n = (ctx.n as number) + 1;
          return {
            ...req,
            headers: { authorization: auths[k], "content-type": "application/json", "accept-language": "en-IN,en" },
            body: JSON.stringify({
              _id: c.shop.id,
              product_id: c.products[(k + (ctx.n as number)) % c.products.length],
              is_private: false,
              stores: [],
              qty: 1,
            }),
          };
        },
        onResponse: (status) => {
          if (status !== 200) failed++;
        },
      },
      {
        method: "POST",
        path: "/user/order/place/cashOnDelivery/shop",
        setupRequest: (req, ctx) => ({
          ...req,
          headers: {
            authorization: auths[ctx.k as number],
            "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
            "accept-language": "en-IN,en",
          },
          body: placeBody,
        }),
        onResponse: (status) => {
          if (status === 200) placed++;
          else failed++;
        },
      },
    ],
  });
  return { ops: placed / ((performance.now() - started) / 1000), failed };
}

/** CPU the server spends per scrape of /metrics (ms), over `n` scrapes. */
async function scrapeCpu(server: BenchServer, n: number): Promise<{ cpuMs: number; wallMs: number; bytes: number }> {
  const before = cpuMs(server.pid);
  let bytes = 0;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    const res = await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    bytes = (await res.text()).length;
  }
  return { cpuMs: (cpuMs(server.pid) - before) / n, wallMs: (performance.now() - t0) / n, bytes };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const offDir = await copyWorld();
const onDir = await copyWorld();
const offCheckout = prepareCheckout(offDir);
const onCheckout = prepareCheckout(onDir);
const env = { WEB_CONCURRENCY: "1" };
const off = await startServer(offDir, env);
// ON=metrics or ON=tracing measures one of the two alone (default: both).
const ON = process.env.ON ?? "both";
const on = await startServer(onDir, {
  ...env,
  ...(ON !== "tracing" ? { METRICS_TOKEN } : {}),
  ...(ON !== "metrics" ? { OTEL_EXPORTER_OTLP_ENDPOINT: collectorUrl } : {}),
});
const load0 = os.loadavg();
try {
  const targets = await findTargets(`file:${path.join(offDir, "galli.db")}`);
  if (!targets) throw new Error(`No targets in ${SOURCE}: seed the demo world.`);
  const calls = hotReadCalls(targets, null).filter((c) => ONLY.test(c.name));
  const guest = token("bench_obs_0");
  // The server's CPU per request, off and on, A B A B: robust on a busy machine.
  printRow(["call", "CPU µs off", "CPU µs on", "on/off"]);
  for (const call of [ceiling, ...calls]) {
    const offUs: number[] = [];
    const onUs: number[] = [];
    for (let p = 0; p < PAIRS; p++) {
      offUs.push((await cpuPerRequest(off.base, guest, call, off.pid, COST_REQUESTS)).usPerRequest);
      onUs.push((await cpuPerRequest(on.base, guest, call, on.pid, COST_REQUESTS)).usPerRequest);
    }
    const a = median(offUs);
    const b = median(onUs);
    printRow([call.name, a.toFixed(0), b.toFixed(0), (b / a).toFixed(3)]);
  }
  console.log("");
  printRow(["call", "req/s off", "req/s on", "share off", "share on", "on/off", "p99 off", "p99 on"]);
  const share = async (base: string, call: Call) => {
    const ceil: Run = await run(base, guest, ceiling, SECONDS, 404);
    const r: Run = await run(base, guest, call);
    return { r, share: ceil.rps > 0 ? r.rps / ceil.rps : 0 };
  };
  for (const call of calls) {
    for (const s of [off, on]) await run(s.base, guest, call, 2); // warm the caches
    const offs: { r: Run; share: number }[] = [];
    const ons: { r: Run; share: number }[] = [];
    for (let p = 0; p < PAIRS; p++) {
      offs.push(await share(off.base, call));
      ons.push(await share(on.base, call));
    }
    const so = median(offs.map((x) => x.share));
    const sn = median(ons.map((x) => x.share));
    printRow([
      call.name,
      median(offs.map((x) => x.r.rps)).toFixed(0),
      median(ons.map((x) => x.r.rps)).toFixed(0),
      `${(so * 100).toFixed(1)}%`,
      `${(sn * 100).toFixed(1)}%`,
      (sn / so).toFixed(3),
      `${Math.max(...offs.map((x) => x.r.p99))} ms`,
      `${Math.max(...ons.map((x) => x.r.p99))} ms`,
    ]);
  }
  // Checkout: orders per second, A B A B, each beside its ceiling.
  const offOps: number[] = [];
  const onOps: number[] = [];
  const offShare: number[] = [];
  const onShare: number[] = [];
  let failures = 0;
  // CHECKOUT=0 leaves checkout out (a quick look at the reads and the ceiling).
  for (let p = 0; p < (process.env.CHECKOUT === "0" ? 0 : PAIRS); p++) {
    for (const [s, c, ops, shares] of [
      [off, offCheckout, offOps, offShare],
      [on, onCheckout, onOps, onShare],
    ] as const) {
      const ceil = await run(s.base, guest, ceiling, SECONDS, 404);
      const r = await checkoutRun(s.base, c);
      failures += r.failed;
      ops.push(r.ops);
      shares.push(r.ops / ceil.rps);
    }
  }
  const so = median(offShare);
  const sn = median(onShare);
  if (offOps.length)
    printRow([
      "checkout (orders/s, add + COD place)",
      median(offOps).toFixed(1),
      median(onOps).toFixed(1),
      `${(so * 100).toFixed(2)}%`,
      `${(sn * 100).toFixed(2)}%`,
      (sn / so).toFixed(3),
      "",
      `${failures} failed`,
    ]);

  // One scrape's CPU (with metrics on): idle, then while the hot read runs on the same server.
  if (ON !== "tracing" && calls.length > 0) {
    const idle = await scrapeCpu(on, 200);
    const loadCall = calls[0];
    const loaded = run(on.base, guest, loadCall, 5);
    await new Promise((r) => setTimeout(r, 1000));
    const t0 = performance.now();
    const res = await fetch(`${on.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    await res.text();
    const underLoadWall = performance.now() - t0;
    await loaded;
    console.log("");
    console.log(
      `one scrape of /metrics (${idle.bytes} bytes): ${idle.cpuMs.toFixed(2)} ms CPU idle (mean of 200), ` +
        `${underLoadWall.toFixed(1)} ms wall under load (${loadCall.name})`,
    );
  }
  console.log(
    `metrics and tracing on: ${ON}; traces kept: OTEL_TRACES_SAMPLER_ARG=${process.env.OTEL_TRACES_SAMPLER_ARG ?? "0.1 (default)"}`,
  );
  console.log(`spans posted to the collector: ${spansPosted} batches`);
  const load1 = os.loadavg();
  console.log(
    `load average before ${load0.map((l) => l.toFixed(2)).join(" ")}, after ${load1.map((l) => l.toFixed(2)).join(" ")} (${os.cpus().length} cores)`,
  );
} finally {
  await off.stop();
  await on.stop();
  collector.close();
  fs.rmSync(offDir, { recursive: true, force: true });
  fs.rmSync(onDir, { recursive: true, force: true });
}
