// Benchmark of the catalogue's bulk import: 5,000 CSV rows validated (dry run) and then written,
// through POST /merchant/api/products/import on a fresh demo database. Target: <= 30 s each.
//   npm run bench:import                 (seeds a fresh demo world in a temporary directory)
//   DATA_DIR=/tmp/galli-import npm run bench:import   (or on a demo world you made; it is changed)
// It starts the app on a loopback port, signs the demo merchant's Super Admin in (a console
// session made directly), builds 5,000 rows for the demo store (a third with an image, so they go
// to Waiting for review; the rest stay drafts), and prints rows, seconds and rows/s for the dry run
// and the write, with the load average.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { buildApp } from "../server/src/app";
import { loadConfig } from "../server/src/config";
import { createDb } from "../server/src/lib/db";
import { signStaffToken } from "../server/src/modules/shop-console/guard-http";
import { IMPORT_COLUMNS, MAX_IMPORT_ROWS } from "../server/src/contract/catalogue-constants";
import { DEMO_STORE_KEY } from "../seed/demo-credentials";

const ROWS = Math.min(Number(process.env.ROWS ?? MAX_IMPORT_ROWS), MAX_IMPORT_ROWS);
const dataDir = path.resolve(process.env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "galli-import-")));
if (!fs.existsSync(path.join(dataDir, "galli.db"))) {
  console.log(`Seeding a fresh demo world in ${dataDir} (no images)...`);
  const seeded = spawnSync(process.execPath, ["--import", "tsx", "seed/cli.ts", "--no-images"], {
    stdio: "inherit",
    env: { ...process.env, DATA_DIR: dataDir },
  });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
}
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: "silent",
  NODE_ENV: "production",
  DEMO_MODE: "false",
  FULFILMENT_SIMULATOR: "false",
  JWT_SECRET: "bench-only-secret-0123456789",
  RATE_LIMITS: "false",
});
const db = createDb(config.databaseUrl);
const store = await db.store.findUniqueOrThrow({ where: { storeKey: DEMO_STORE_KEY }, include: { shop: true } });
const admin = await db.staffMember.findFirstOrThrow({ where: { merchantId: store.shop.merchantId, role: "super_admin" } });
const leaf = await db.category.findFirstOrThrow({ where: { children: { none: {} } }, orderBy: { path: "asc" } });
const image = await db.productImage.findFirstOrThrow({ orderBy: { name: "asc" }, select: { name: true } });

const app = await buildApp(config, { db });
await app.listen({ host: "127.0.0.1", port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const session = await db.staffSession.create({ data: { staffId: admin.id, expiresAt: new Date(Date.now() + 3600_000) } });
const auth = `Bearer ${signStaffToken(app, admin.id, session.id).token}`;

const run = Date.now().toString(36).toUpperCase();
const columns = [...IMPORT_COLUMNS, "image"];
const row = (i: number): Record<string, string> => ({
  barcode: `BENCH-${run}-${String(i).padStart(5, "0")}`,
  name: `Bench Import Product ${i}`,
  name_hi: "",
  brand: "Benchmark Foods",
  unit: "250 g",
  category: leaf.path,
  description: "A product made by the import benchmark, with a description, like a real row",
  mrp: "120",
  tax_percent: "5",
  hsn: "19041000",
  mfg_date: "2026-10-01",
  exp_date: i % 2 ? "2027-06-30" : "na",
  store_key: store.storeKey,
  selling_price: "110.50",
  offer_percent: "5",
  stock: "25",
  image: i % 3 === 0 ? image.name : "",
});
const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const csv = [columns.join(","), ...Array.from({ length: ROWS }, (_, i) => columns.map((c) => cell(row(i + 1)[c])).join(","))].join("\n");

async function post(dryRun: boolean) {
  const form = new FormData();
  form.append("dry_run", String(dryRun));
  form.append("file", new Blob([csv], { type: "text/csv" }), "products.csv");
  const started = performance.now();
  const res = await fetch(`${base}/merchant/api/products/import`, {
    method: "POST",
    headers: { authorization: auth, "idempotency-key": `bench-${run}-${dryRun}` },
    body: form,
  });
  const seconds = (performance.now() - started) / 1000;
  const body = (await res.json()) as { data?: { written: number; errors: unknown[] }; message?: string };
  if (res.status !== 200 || !body.data || body.data.errors.length) {
    console.error(res.status, JSON.stringify(body).slice(0, 500));
    process.exit(1);
  }
  return { seconds, written: body.data.written };
}

const dry = await post(true);
const write = await post(false);
const load = os.loadavg().map((n) => n.toFixed(2)).join(" ");
const fmt = (s: number) => s.toFixed(2);
console.log(`\nCatalogue import, ${ROWS} CSV rows (${(csv.length / 1024).toFixed(0)} KB), ${os.cpus().length} cores, load average ${load}`);
console.log("| phase | rows | written | seconds | rows/s | target |");
console.log("|---|---:|---:|---:|---:|---|");
console.log(`| dry run (validate) | ${ROWS} | ${dry.written} | ${fmt(dry.seconds)} | ${Math.round(ROWS / dry.seconds)} | <= 30 s |`);
console.log(`| write | ${ROWS} | ${write.written} | ${fmt(write.seconds)} | ${Math.round(ROWS / write.seconds)} | <= 30 s |`);
await app.close();
await db.$disconnect();
if (dry.seconds > 30 || write.seconds > 30) process.exit(1);
