// Delivery slots under load (issue 53, "Speed") on a copy of a demo world: slot availability
// (GET /api/stores/{store_key}/slots, the merchant API, and the customer's GET /user/order/slots)
// p50/p95 beside the trivial 404 of /user/x at the same concurrency, in the same run; then CUSTOMERS
// (200) customers, each with one unit in the cart, race for PLACES (10) places of one slot
// (cash on delivery). Prints a markdown table: exactly PLACES orders, every other answer 409
// SLOT_FULL, no 5xx.
//   DATA_DIR=/tmp/galli-demo npx tsx bench/slots.ts     [REQUESTS=2000 CONCURRENCY=16 CUSTOMERS=200 PLACES=10]
// DATA_DIR: a demo world (default: one seeded, without images, in a temporary directory); the bench
// works on a copy. The server is one process (WEB_CONCURRENCY=1).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { customerToken, seededWorld, startServer } from "./server";
import { indiaDate } from "../server/src/lib/india-time";
import { DEMO_MERCHANT_AUTHKEY, DEMO_STORE_KEY } from "../seed/demo-credentials";

const REQUESTS = Number(process.env.REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 16);
const CUSTOMERS = Number(process.env.CUSTOMERS ?? 200);
const PLACES = Number(process.env.PLACES ?? 10);
const SLOT = "7 PM-10 PM";
const TARGET_P95_MS = 20;

const source = seededWorld("galli-slots-world");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "galli-slots-"));
{
  const src = new Database(path.join(source, "galli.db"), { readonly: true });
  await src.backup(path.join(dir, "galli.db"));
  src.close();
}
const db = new Database(path.join(dir, "galli.db"));
db.pragma("journal_mode = WAL");
const store = db
  .prepare(`SELECT s.id AS id, s.shopId AS shopId, s.lat AS lat, s.lng AS lng FROM Store s WHERE s.storeKey = ?`)
  .get(DEMO_STORE_KEY) as { id: string; shopId: string; lat: number; lng: number };
// Open all day, every day, taking cash on delivery without a limit: the race is about the slot alone.
db.prepare(
  `UPDATE Shop SET weeklyHours = '', holidays = '[]', temporarilyClosed = 0, isOpen = 1, isCod = 1, isCodLimit = 0 WHERE id = ?`,
).run(store.shopId);
const product = db
  .prepare(`SELECT productId FROM StoreProduct WHERE storeId = ? ORDER BY productId LIMIT 1`)
  .pluck()
  .get(store.id) as string;
db.prepare(`UPDATE StoreProduct SET stock = 1000000 WHERE storeId = ? AND productId = ?`).run(store.id, product);
const insertUser = db.prepare(
  `INSERT INTO User (id, firstName, lastName, mobile, mobileVerified, deliveryType, createdAt, updatedAt) VALUES (?, 'Bench', ?, ?, 1, 1, ?, ?)`,
);
const users = Array.from({ length: CUSTOMERS }, (_, i) => {
  const id = `bench_slot_user_${i}`;
  insertUser.run(id, `Customer ${i}`, `96${String(i).padStart(8, "0")}`, Date.now(), Date.now());
  return id;
});
const tomorrow = indiaDate(Date.now() + 86_400_000);

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

/** `REQUESTS` calls at `CONCURRENCY`, each timed: p50, p95, statuses. */
async function timed(url: string, headers: Record<string, string>) {
  const ms: number[] = [];
  const statuses: Record<number, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < REQUESTS) {
        const t0 = performance.now();
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        ms.push(performance.now() - t0);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    }),
  );
  ms.sort((a, b) => a - b);
  return { p50: pct(ms, 50), p95: pct(ms, 95), statuses };
}

const server = await startServer(dir, { WEB_CONCURRENCY: "1" });
try {
  const base = server.base;
  const merchant = { Authkey: DEMO_MERCHANT_AUTHKEY, "content-type": "application/json" };
  const put = await fetch(`${base}/api/stores/${DEMO_STORE_KEY}/slots`, {
    method: "PUT",
    headers: merchant,
    body: JSON.stringify({ capacity: null, cutoff_minutes: 0, slots: { [SLOT]: PLACES } }),
  });
  if (!put.ok) throw new Error(`PUT slots ${put.status}: ${await put.text()}`);
  const auth = (u: string) => ({ authorization: `Bearer ${customerToken(u)}` });

  // Every racer's cart holds one unit (the customer's slot list then reads the cart's store).
  for (const u of users) {
    const res = await fetch(`${base}/user/cart/add`, {
      method: "POST",
      headers: { ...auth(u), "content-type": "application/json" },
      body: JSON.stringify({ _id: store.shopId, product_id: product, is_private: false, stores: [], qty: 1 }),
    });
    if (!res.ok) throw new Error(`cart/add ${res.status}: ${await res.text()}`);
  }

  const load0 = load();
  const ceiling = await timed(`${base}/user/x`, {});
  const merchantSlots = await timed(`${base}/api/stores/${DEMO_STORE_KEY}/slots?date=${tomorrow}`, {
    Authkey: DEMO_MERCHANT_AUTHKEY,
  });
  const customerSlots = await timed(
    `${base}/user/order/slots?shop_id=${store.shopId}&date=${tomorrow}`,
    auth(users[0]),
  );

  const inputs = JSON.stringify({
    _id: store.shopId,
    deliveryLocation: { type: "Point", coordinates: [store.lng, store.lat] },
    deliveryAddress: { street: "12, 4th Cross", area: "Koramangala", zipcode: "560034", landmark: "Near the park" },
    deliveryPreferences: { date: tomorrow, slot: SLOT },
    is_bfcash: false,
    is_shop_delivery: true,
    order_source: { type: 3, device: "web", version: "1.0.0" },
  });
  const t0 = performance.now();
  const answers = await Promise.all(
    users.map(async (u) => {
      const form = new FormData();
      form.set("inputs", inputs);
      const res = await fetch(`${base}/user/order/place/cashOnDelivery/shop`, {
        method: "POST",
        headers: auth(u),
        body: form,
      });
      const body = (await res.json()) as { code?: string };
      return { status: res.status, code: body.code ?? "" };
    }),
  );
  const raceMs = performance.now() - t0;
  const byAnswer = new Map<string, number>();
  for (const a of answers)
    byAnswer.set(`${a.status} ${a.code}`.trim(), (byAnswer.get(`${a.status} ${a.code}`.trim()) ?? 0) + 1);
  const placed = answers.filter((a) => a.status === 200).length;
  const fiveXx = answers.filter((a) => a.status >= 500).length;
  const live = db
    .prepare(
      `SELECT count(*) FROM "Order" WHERE storeId = ? AND preferredDate = ? AND preferredSlot = ? AND status NOT IN (7, 8, 9)`,
    )
    .pluck()
    .get(store.id, tomorrow, SLOT) as number;

  const f = (n: number) => n.toFixed(1);
  console.log(`Slots: ${REQUESTS} requests at ${CONCURRENCY} concurrent, 1 worker, demo world copy in ${dir}`);
  console.log(`Load average: start ${load0}; end ${load()}`);
  console.log(`| measure | p50 ms | p95 ms | answers | target |\n|---|---|---|---|---|`);
  console.log(
    `| ceiling: 404 of /user/x | ${f(ceiling.p50)} | ${f(ceiling.p95)} | ${JSON.stringify(ceiling.statuses)} | |`,
  );
  console.log(
    `| GET /api/stores/{store_key}/slots | ${f(merchantSlots.p50)} | ${f(merchantSlots.p95)} | ${JSON.stringify(merchantSlots.statuses)} | p95 <= ${TARGET_P95_MS} ms |`,
  );
  console.log(
    `| GET /user/order/slots | ${f(customerSlots.p50)} | ${f(customerSlots.p95)} | ${JSON.stringify(customerSlots.statuses)} | p95 <= ${TARGET_P95_MS} ms |`,
  );
  console.log(
    `| race: ${CUSTOMERS} customers for ${PLACES} places | ${f(raceMs)} (all) | | ${JSON.stringify(Object.fromEntries(byAnswer))}; ${live} live orders in the slot | exactly ${PLACES}, no 5xx |`,
  );
  const ok = placed === PLACES && live === PLACES && fiveXx === 0;
  console.log(
    ok ? `Exactly ${PLACES} orders, no 5xx.` : "WRONG: the slot was over- or under-booked, or a 5xx answered",
  );
  if (!ok) process.exitCode = 1;
} finally {
  await server.stop();
  db.close();
}
