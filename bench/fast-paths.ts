// Each SQLite fast path against its Prisma build, in-process, no HTTP: the same call on two clients
// over one copy of the large world, one of them made to go through Prisma (usePrismaOnly), in
// alternating rounds. It says whether a prepared-statement twin still earns its keep.
//   DATA_DIR=/tmp/galli-large npx tsx bench/fast-paths.ts      (ROUNDS, default 1000)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { createDb, usePrismaOnly, type Db } from "../server/src/lib/db";
import { addToCart, removeFromCart, viewCart } from "../server/src/modules/cart/service";
import { quoteBasket } from "../server/src/modules/cart/basket";
import { hit } from "../server/src/lib/rate-limit";
import { balance } from "../server/src/lib/wallet";
import { viewsByIds } from "../server/src/modules/catalog/product-query";
import { basketTargets } from "./targets";

const source = path.join(path.resolve(process.env.DATA_DIR ?? "/tmp/galli-large"), "galli.db");
if (!fs.existsSync(source)) {
  console.error(`No database at ${source}: DATA_DIR=... npm run seed -- --scale large first.`);
  process.exit(1);
}
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "galli-fast-paths-"));
fs.copyFileSync(source, path.join(dir, "galli.db"));
const ROUNDS = Number(process.env.ROUNDS ?? 1000);
const BENGALURU = { lat: 12.9716, lng: 77.5946 };

const target = basketTargets(dir, BENGALURU, 10);
if (!target) throw new Error("The world has no demo customer or no stocked public shop near Bengaluru centre.");
const raw = new Database(path.join(dir, "galli.db"), { readonly: true });
const otherShops = raw
  .prepare(
    `SELECT DISTINCT h.id FROM Shop h JOIN Store s ON s.shopId = h.id
     WHERE h.shopGroup = 'public' AND s.lat BETWEEN ? AND ? AND s.lng BETWEEN ? AND ? LIMIT 40`,
  )
  .pluck()
  .all(BENGALURU.lat - 0.09, BENGALURU.lat + 0.09, BENGALURU.lng - 0.09, BENGALURU.lng + 0.09) as string[];
const nearStores = raw
  .prepare(`SELECT id FROM Store WHERE lat BETWEEN ? AND ? AND lng BETWEEN ? AND ? ORDER BY id LIMIT 500`)
  .pluck()
  .all(BENGALURU.lat - 0.09, BENGALURU.lat + 0.09, BENGALURU.lng - 0.09, BENGALURU.lng + 0.09) as string[];
const pageIds = raw.prepare(`SELECT id FROM Product ORDER BY id LIMIT 50`).pluck().all() as string[];
raw.close();

const url = `file:${path.join(dir, "galli.db")}`;
const fast = createDb(url);
const prisma = createDb(url);
usePrismaOnly(prisma);
const user = target.userId;
const now = () => new Date();

await clearAndFill(fast);

async function clearAndFill(db: Db) {
  const ctx = { db, now };
  await db.cartLine.deleteMany({ where: { cart: { userId: user } } });
  for (const productId of target!.productIds)
    await addToCart(ctx, user, { _id: target!.shopId, product_id: productId, is_private: false, stores: [], qty: 1 });
}

const product = target.productIds[0];
type Call = { name: string; run: (db: Db) => Promise<unknown> };
const calls: Call[] = [
  { name: `quoteBasket at ${otherShops.length} shops`, run: (db) => quoteBasket(db, user, otherShops) },
  { name: "viewCart (10 lines)", run: (db) => viewCart({ db, now }, user) },
  {
    name: "add 1 then remove 1 (two write transactions)",
    run: async (db) => {
      await addToCart({ db, now }, user, { _id: target.shopId, product_id: product, is_private: false, stores: [], qty: 1 });
      await removeFromCart({ db, now }, user, { _id: target.shopId, product_id: product, is_private: false, qty: 1 });
    },
  },
  { name: "rate-limit hit", run: (db) => hit(db, "bench:fast-paths", 60_000) },
  {
    name: `50 product views over ${nearStores.length} stores`,
    run: (db) => viewsByIds(db, pageIds, nearStores),
  },
  { name: "wallet balance (Prisma on both: no twin outside an order)", run: (db) => balance(db, user) },
];

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
const fmt = (ms: number) => (ms * 1000).toFixed(0).padStart(6);

console.log(`${ROUNDS} rounds each, alternating; µs per call (p50 / p99); load average ${os.loadavg()[0].toFixed(2)}`);
console.log(`| call | prepared statements p50 / p99 | Prisma p50 / p99 | Prisma / fast (p50) |`);
console.log(`|---|---|---|---|`);
for (const call of calls) {
  for (let i = 0; i < 50; i++) {
    await call.run(fast);
    await call.run(prisma);
  }
  const times: Record<"fast" | "prisma", number[]> = { fast: [], prisma: [] };
  for (let i = 0; i < ROUNDS; i++) {
    for (const [name, db] of (i % 2 ? [["fast", fast], ["prisma", prisma]] : [["prisma", prisma], ["fast", fast]]) as [
      "fast" | "prisma",
      Db,
    ][]) {
      const t0 = performance.now();
      await call.run(db);
      times[name].push(performance.now() - t0);
    }
  }
  const f50 = quantile(times.fast, 0.5);
  const p50 = quantile(times.prisma, 0.5);
  console.log(
    `| ${call.name} | ${fmt(f50)} / ${fmt(quantile(times.fast, 0.99))} | ${fmt(p50)} / ${fmt(quantile(times.prisma, 0.99))} | ${(p50 / f50).toFixed(1)}x |`,
  );
}
await fast.$disconnect();
await prisma.$disconnect();
fs.rmSync(dir, { recursive: true, force: true });
