// Benchmark of the merchant inventory API on the large world: /api/update with 1,000 items and
// /api/read with 1,000 codes, plus a 1,000-item dry run.
//   DATA_DIR=/tmp/galli-large-inv npm run seed -- --scale large     (once, several minutes)
//   DATA_DIR=/tmp/galli-large-inv npx tsx bench/inventory.ts        [ITERATIONS=50]
// It starts the app on a loopback port (rate limits on, as in production), picks the store with the
// most products (topping it up to 1,000 when needed), issues its merchant a key per phase (each phase stays under the per-key
// limit), runs a bounded number of calls, puts the store's original values back, and revokes the keys.
import type { AddressInfo } from "node:net";
import { buildApp } from "../server/src/app";
import { createDb } from "../server/src/lib/db";
import { toRupees } from "../server/src/lib/money";
import { INVENTORY_BATCH_LIMIT, RATE_LIMIT_PER_MINUTE } from "../server/src/contract/inventory";
import { issueKey, revokeKey } from "../server/src/modules/inventory/keys";
import { loadLoop, printRow, type LoadResult } from "./load";
import { largeWorld } from "./world";

const { dataDir, config } = largeWorld("inventory.ts", { defaultDir: "/tmp/galli-large-inv", rateLimits: true });
const WARMUP = 5;
// Bounded so one key never reaches the rate limit within a phase.
const ITERATIONS = Math.min(Number(process.env.ITERATIONS ?? 50), RATE_LIMIT_PER_MINUTE - WARMUP);

const db = createDb(config.databaseUrl);

// The store with the most products. The large world's stores sell a few hundred each, so when none
// reaches 1,000 the bench puts more catalogue products on that store's shelf (printed, and kept in
// this throwaway database so a second run measures the same store).
const [big] = await db.storeProduct.groupBy({
  by: ["storeId"],
  _count: { _all: true },
  orderBy: [{ _count: { storeId: "desc" } }, { storeId: "asc" }],
  take: 1,
});
if (!big) {
  console.error(`${config.databaseUrl} has no store products: seed the large world (see above).`);
  process.exit(1);
}
const missing = INVENTORY_BATCH_LIMIT - big._count._all;
if (missing > 0) {
  const sold = await db.storeProduct.findMany({ where: { storeId: big.storeId }, select: { productId: true } });
  const soldIds = new Set(sold.map((r) => r.productId));
  const extra = (await db.product.findMany({ select: { id: true, mrp: true }, orderBy: { id: "asc" } }))
    .filter((p) => !soldIds.has(p.id))
    .slice(0, missing);
  if (extra.length < missing) {
    console.error(`The catalogue has too few products to give one store ${INVENTORY_BATCH_LIMIT}.`);
    process.exit(1);
  }
  for (let i = 0; i < extra.length; i += 100) {
    await db.storeProduct.createMany({
      data: extra.slice(i, i + 100).map((p, j) => ({
        storeId: big.storeId,
        productId: p.id,
        productCode: `BENCH-${String(i + j + 1).padStart(4, "0")}`,
        sellingPrice: p.mrp,
        stock: 10,
      })),
    });
  }
  console.log(
    `Store ${big.storeId} sold ${big._count._all} products; added ${missing} catalogue products to reach ${INVENTORY_BATCH_LIMIT}.`,
  );
}
const storeProducts = Math.max(big._count._all, INVENTORY_BATCH_LIMIT);
const store = await db.store.findUniqueOrThrow({ where: { id: big.storeId }, include: { shop: true } });
const rows = await db.storeProduct.findMany({
  where: { storeId: store.id },
  orderBy: { productCode: "asc" },
  take: INVENTORY_BATCH_LIMIT,
  select: { productCode: true, stock: true, sellingPrice: true, offerPercent: true, taxPercent: true },
});
const codes = rows.map((r) => r.productCode);
const totalRows = await db.storeProduct.count();

const app = await buildApp(config, { db });
await app.listen({ host: "127.0.0.1", port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const keys: string[] = [];
const tokenFor = async (label: string) => {
  const key = await issueKey(db, store.shop.merchantId, { label: `bench ${label}` });
  keys.push(key.id);
  return key.token;
};

const call = async (
  token: string,
  url: string,
  body: unknown,
  expectCount: (json: Record<string, unknown>) => number,
) => {
  const res = await fetch(base + url, {
    method: "POST",
    headers: { "content-type": "application/json", authkey: token },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return expectCount(json);
};

const updateBody = (i: number) => ({
  store_key: store.storeKey,
  product_info: rows.map((r, j) => ({
    product_code: r.productCode,
    stock: (i * 7 + j) % 500,
    // One paisa down on odd rounds: a price above the MRP is refused, and the seed prices at it.
    selling_price: toRupees(r.sellingPrice - (i % 2)),
    offer: r.offerPercent,
    tax: r.taxPercent,
  })),
});
const readBody = { store_key: store.storeKey, prod_codes: codes };

const phases: [string, string, (i: number) => unknown, (json: Record<string, unknown>) => number][] = [
  ["update 1,000", "/api/update", updateBody, (j) => j.Updated as number],
  ["dry run 1,000", "/api/update?dryRun=1", updateBody, (j) => j.Updated as number],
  ["read 1,000", "/api/read", () => readBody, (j) => (j.data as unknown[]).length],
];

console.log(
  `World: ${totalRows} store-product rows (${dataDir}). Store ${store.storeKey} sells ${storeProducts} products.\n` +
    `Update body ${(JSON.stringify(updateBody(0)).length / 1024).toFixed(0)} KiB, read body ${(JSON.stringify(readBody).length / 1024).toFixed(0)} KiB. ` +
    `${ITERATIONS} calls per phase after ${WARMUP} warm-up calls, one at a time, 127.0.0.1.`,
);

const results: LoadResult[] = [];
try {
  for (const [name, url, body, count] of phases) {
    const token = await tokenFor(name);
    const send = async (i: number) => {
      const n = await call(token, url, body(i), count);
      if (n !== INVENTORY_BATCH_LIMIT)
        throw new Error(`${name}: answered ${n} items, expected ${INVENTORY_BATCH_LIMIT}`);
      return n;
    };
    await loadLoop(send, WARMUP, 1);
    results.push({ name, ...(await loadLoop(send, ITERATIONS, 1)) });
  }
  // Put the store back as it was (values; lastSyncedAt keeps the bench's time).
  const restore = await tokenFor("restore");
  await call(
    restore,
    "/api/update",
    {
      store_key: store.storeKey,
      product_info: rows.map((r) => ({
        product_code: r.productCode,
        stock: r.stock,
        selling_price: toRupees(r.sellingPrice),
        offer: r.offerPercent,
        tax: r.taxPercent,
      })),
    },
    (j) => j.Updated as number,
  );
} finally {
  for (const id of keys) await revokeKey(db, id);
  await app.close();
  await db.$disconnect();
}

console.log("");
printRow(["call", "calls", "p50 ms", "p99 ms", "max ms", "calls/s", "items/s"]);
for (const r of results) {
  printRow([
    r.name,
    r.count,
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    r.max.toFixed(1),
    r.rps.toFixed(1),
    (r.rps * r.meanValue).toFixed(0),
  ]);
}
