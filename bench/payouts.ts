// Benchmark of the payout job: 10,000 cleared orders (delivered, replacement window over) across
// the demo world's shops, each with its sale journal posted, then one run of the payout job:
// a payout per shop, its entries settled, its journal posted, the Route transfer made on hold and
// released through the payment emulator. Target: <= 30 s.
//   npm run bench:payouts                      (seeds a fresh demo world in a temporary directory)
//   DATA_DIR=/tmp/galli-payouts ORDERS=10000 npm run bench:payouts
// Prints orders, shops, payouts and seconds, with the same run's trivial call (GET /healthz x 1,000
// in-process) for scale and the load average. BENCH_SYNC=1 also times the ledger's sync of those
// orders before the job (the ledger-sync job does it every 30 s in production).
import os from "node:os";
import { buildApp } from "../server/src/app";
import { createDb } from "../server/src/lib/db";
import { runPayouts } from "../server/src/modules/payouts/public";
import { syncLedger } from "../server/src/modules/ledger/public";
import { benchConfig, seededWorld } from "./server";

const ORDERS = Number(process.env.ORDERS ?? 10_000);
const dataDir = seededWorld("galli-payouts");
const config = benchConfig(dataDir);
const db = createDb(config.databaseUrl);
// A month on (every bench order has cleared), and a day after any payout an earlier run made here
// (one payout a shop a day).
const lastCutoff = (await db.payout.aggregate({ _max: { cutoffAt: true } }))._max.cutoffAt;
const now = new Date(Math.max(Date.now() + 30 * 86_400_000, (lastCutoff?.getTime() ?? 0) + 86_400_000));
const delivered = new Date(now.getTime() - 10 * 86_400_000);
const windowOver = new Date(now.getTime() - 3 * 86_400_000);

const shops = await db.shop.findMany({
  where: { id: { in: (await db.shopBankAccount.findMany({ where: { status: "verified", replacedAt: null } })).map((a) => a.shopId) } },
  include: { stores: { take: 1 } },
});
const user = await db.user.findFirstOrThrow({ orderBy: { id: "asc" } });
const run = Date.now().toString(36);
console.log(`Writing ${ORDERS} cleared orders across ${shops.length} shops...`);
const CHUNK = 500;
for (let i = 0; i < ORDERS; i += CHUNK) {
  const orders = [];
  const items = [];
  const journals = [];
  const entries = [];
  for (let k = i; k < Math.min(i + CHUNK, ORDERS); k++) {
    const shop = shops[k % shops.length];
    const id = `bench_${run}_${k}`;
    const amount = 20_000 + (k % 97) * 137;
    const commission = Math.round(amount / 10);
    const fee = Math.round((amount * 236) / 10_000);
    orders.push({
      id,
      orderNo: `B${run}${k}`,
      userId: user.id,
      shopId: shop.id,
      storeId: shop.stores[0].id,
      status: 6,
      paymentType: 1,
      modeName: "Online",
      deliveryType: 1,
      grossPrice: amount,
      netPrice: amount,
      onlineAmount: amount,
      amount,
      orderedAt: delivered,
      deliveredAt: delivered,
      verifiedAt: delivered,
      replacementUntil: windowOver,
    });
    items.push({ orderId: id, productId: "p", storeProductId: "sp", productName: "Bench item", unit: "1 pc", image: "", qty: 1, sellingPrice: amount, netPrice: amount, commission });
    journals.push({ id: `j_${id}`, key: `sale:${id}`, kind: "sale", shopId: shop.id, orderId: id, createdAt: delivered });
    for (const [account, value] of [["customer", -amount], ["shop", amount - commission - fee], ["commission", commission], ["gateway_fee", fee]] as const) {
      entries.push({ journalId: `j_${id}`, shopId: shop.id, orderId: id, account, amount: value, createdAt: delivered });
    }
  }
  await db.order.createMany({ data: orders });
  await db.orderItem.createMany({ data: items });
  await db.ledgerJournal.createMany({ data: journals });
  await db.ledgerEntry.createMany({ data: entries });
}

const app = await buildApp(config, { db, now: () => now });
await app.ready();
const t0 = performance.now();
for (let i = 0; i < 1_000; i++) await app.inject({ method: "GET", url: "/healthz" });
const trivialMs = (performance.now() - t0) / 1_000;

if (process.env.BENCH_SYNC === "1") {
  const s0 = performance.now();
  await syncLedger(db);
  console.log(`ledger sync first: ${((performance.now() - s0) / 1000).toFixed(2)} s`);
}
const p0 = performance.now();
const result = await runPayouts(app.ctx, now, { sync: false });
const seconds = (performance.now() - p0) / 1000;
const payouts = await db.payout.count({ where: { status: "processed", cutoffAt: now } });
const load = os.loadavg().map((x) => x.toFixed(2)).join(" ");
console.log("");
console.log("| orders | shops | payouts processed | payout job s | target s | trivial call ms (GET /healthz) | job / trivial |");
console.log("|---|---|---|---|---|---|---|");
console.log(`| ${ORDERS} | ${shops.length} | ${payouts} | ${seconds.toFixed(2)} | 30 | ${trivialMs.toFixed(3)} | ${Math.round((seconds * 1000) / trivialMs)} |`);
console.log(`load average ${load} (${os.cpus().length} cores); result ${JSON.stringify(result)}`);
await app.close();
await db.$disconnect();
process.exit(seconds <= 30 ? 0 : 1);
