// Checkout under load on a copy of the demo world: 50 customers (autocannon connections) each add a
// product to the cart and place a cash-on-delivery order, again and again, for BENCH_SECONDS; then 100 customers race
// for the last 50 units of one product. Prints orders per second, add and place p50/p99, the load
// average, and whether the race sold exactly the 50 units (no oversell, no negative stock).
//   DATA_DIR=/tmp/galli-demo npm run seed      (once)
//   DATA_DIR=/tmp/galli-demo npx tsx bench/checkout.ts      [BENCH_SECONDS=15 CUSTOMERS=50 WEB_CONCURRENCY=2]
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { percentile } from "./load";
import { BENCH_JWT_SECRET, requireWorld, startServer } from "./server";

const SOURCE = path.resolve(process.env.DATA_DIR ?? "/tmp/galli-demo");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CUSTOMERS = Number(process.env.CUSTOMERS ?? 50);
const WEB_CONCURRENCY = process.env.WEB_CONCURRENCY ?? "2";
requireWorld(SOURCE, "");

// A throwaway copy: the run writes thousands of orders.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "galli-checkout-"));
{
  const src = new Database(path.join(SOURCE, "galli.db"), { readonly: true });
  await src.backup(path.join(dir, "galli.db"));
  src.close();
}
const db = new Database(path.join(dir, "galli.db"));
db.pragma("journal_mode = WAL");
// A public shop that takes cash on delivery without a limit, one of its stores, 20 of its products.
const shop = db
  .prepare(
    `SELECT h.id AS id, s.id AS storeId, s.lat AS lat, s.lng AS lng FROM Shop h JOIN Store s ON s.shopId = h.id
     WHERE h.shopGroup = 'public' AND h.isCod = 1 AND h.isCodLimit = 0 AND h.isOpen = 1
       AND (SELECT COUNT(*) FROM Store x WHERE x.shopId = h.id) = 1
     ORDER BY (SELECT COUNT(*) FROM StoreProduct sp WHERE sp.storeId = s.id) DESC LIMIT 1`,
  )
  .get() as { id: string; storeId: string; lat: number; lng: number };
const products = db
  .prepare(`SELECT productId FROM StoreProduct WHERE storeId = ? ORDER BY productId LIMIT 21`)
  .pluck()
  .all(shop.storeId) as string[];
const raced = products.pop()!;
db.prepare(
  `UPDATE StoreProduct SET stock = 1000000 WHERE storeId = ? AND productId IN (${products.map(() => "?").join(",")})`,
).run(shop.storeId, ...products);
db.prepare(`UPDATE StoreProduct SET stock = 50 WHERE storeId = ? AND productId = ?`).run(shop.storeId, raced);
const insertUser = db.prepare(
  `INSERT INTO User (id, firstName, lastName, mobile, mobileVerified, deliveryType, createdAt, updatedAt) VALUES (?, 'Bench', ?, ?, 1, 1, ?, ?)`,
);
const users = Array.from({ length: Math.max(CUSTOMERS, 100) }, (_, i) => {
  const id = `bench_user_${i}`;
  insertUser.run(id, `Customer ${i}`, `97${String(i).padStart(8, "0")}`, Date.now(), Date.now());
  return id;
});

// Access tokens as the server signs them (HS256 over { sub, guest, typ }).
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
function token(sub: string) {
  const now = Math.floor(Date.now() / 1000);
  const head = `${b64({ alg: "HS256", typ: "JWT" })}.${b64({ sub, guest: false, typ: "access", iat: now, exp: now + 3600 })}`;
  return `${head}.${crypto.createHmac("sha256", BENCH_JWT_SECRET).update(head).digest("base64url")}`;
}

const server = await startServer(dir, { WEB_CONCURRENCY });
const inputs = JSON.stringify({
  _id: shop.id,
  deliveryLocation: { type: "Point", coordinates: [shop.lng, shop.lat] },
  deliveryAddress: { street: "12, 4th Cross", area: "Koramangala", zipcode: "560034", landmark: "Near the park" },
  deliveryPreferences: null,
  is_bfcash: false,
  is_shop_delivery: true,
  order_source: { type: 3, device: "web", version: "1.0.0" },
});

// The race's calls (the load itself is autocannon's, below).
async function add(auth: string, productId: string) {
  const res = await fetch(`${server.base}/user/cart/add`, {
    method: "POST",
    headers: { authorization: auth, "content-type": "application/json" },
    body: JSON.stringify({ _id: shop.id, product_id: productId, is_private: false, stores: [], qty: 1 }),
  });
  return { status: res.status, body: (await res.json()) as { code?: string } };
}
async function placeOrder(auth: string) {
  const form = new FormData();
  form.set("inputs", inputs);
  const res = await fetch(`${server.base}/user/order/place/cashOnDelivery/shop`, {
    method: "POST",
    headers: { authorization: auth },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { code?: string; message?: string } };
}

/** autocannon's per-connection request iterator (internal, see setupClient below). */
type RequestIterator = { initialContext: object; resetContext(): void; rebuildRequest(): void };

/** The place call's multipart body, built once (autocannon sends raw bytes). */
const BOUNDARY = "----galli-bench-boundary";
const placeBody = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="inputs"\r\n\r\n${inputs}\r\n--${BOUNDARY}--\r\n`;

const failures = new Map<string, number>();
let placed = 0;
const codeOf = (body: string) => {
  try {
    return (JSON.parse(body) as { code?: string }).code;
  } catch {
    return body.slice(0, 40);
  }
};
const fail = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);
try {
  const load0 = os.loadavg();
  // Each autocannon connection is one customer: add a product to the cart, then place the order,
  // again and again. autocannon is the client (a raw HTTP parser): a fetch() client of its own
  // would take a core of the two this machine has.
  let nextCustomer = 0;
  const auths = users.slice(0, CUSTOMERS).map((u) => `Bearer ${token(u)}`);
  const sent = auths.map(() => 0);
  const addMs: number[] = [];
  const placeMs: number[] = [];
  const started = performance.now();
  const instance = autocannon({
    url: server.base,
    connections: CUSTOMERS,
    duration: SECONDS,
    // A connection's customer, kept in the context autocannon starts each add + place round from.
    setupClient: (client) => {
      const requests = (client as { requestIterator: RequestIterator }).requestIterator;
      requests.initialContext = { k: nextCustomer++ };
      requests.resetContext();
      requests.rebuildRequest();
    },
    requests: [
      {
        method: "POST",
        path: "/user/cart/add",
        setupRequest: (req, context) => {
          const k = context.k as number;
          return {
            ...req,
            // As a browser sends them: the language too (else the server asks the database for the
            // customer's saved one before writing a message).
            headers: { authorization: auths[k], "content-type": "application/json", "accept-language": "en-IN,en" },
            body: JSON.stringify({
              _id: shop.id,
              product_id: products[(k + sent[k]++) % products.length],
              is_private: false,
              stores: [],
              qty: 1,
            }),
          };
        },
        onResponse: (status, body, context) => {
          context.added = status === 200;
          if (status !== 200) fail(`add ${status} ${codeOf(body)}`);
        },
      },
      {
        method: "POST",
        path: "/user/order/place/cashOnDelivery/shop",
        setupRequest: (req, context) => ({
          ...req,
          headers: {
            authorization: auths[context.k as number],
            "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
            "accept-language": "en-IN,en",
          },
          body: placeBody,
        }),
        onResponse: (status, body) => {
          if (status === 200) placed++;
          else fail(`place ${status} ${codeOf(body)}`);
        },
      },
    ],
  });
  // Requests alternate add, place on each connection: the response's turn says which it was.
  const turn = new Map<unknown, number>();
  instance.on("response", (client, _status, _bytes, ms) => {
    const n = turn.get(client) ?? 0;
    turn.set(client, n + 1);
    (n % 2 === 0 ? addMs : placeMs).push(ms);
  });
  const result = await instance;
  const seconds = (performance.now() - started) / 1000;
  addMs.sort((a, b) => a - b);
  placeMs.sort((a, b) => a - b);
  const f = (xs: number[], p: number) => percentile(xs, p).toFixed(0);
  if (result.errors || result.timeouts) fail(`connection errors ${result.errors}, timeouts ${result.timeouts}`);

  // The race: 100 customers with empty carts, one unit each of a product with 50 in stock.
  const racers = users.slice(0, 100).map((u) => `Bearer ${token(u)}`);
  for (const auth of racers)
    await fetch(`${server.base}/user/cart/clear/cr`, {
      method: "DELETE",
      headers: { authorization: auth, "content-type": "application/json" },
      body: JSON.stringify({}),
    });
  const addedRace = await Promise.all(racers.map((auth) => add(auth, raced)));
  const raceResults = await Promise.all(
    racers.map((auth, i) => (addedRace[i].status === 200 ? placeOrder(auth) : null)),
  );
  const raceOrders = raceResults.filter((r) => r?.status === 200).length;
  const sold = db
    .prepare(
      `SELECT COALESCE(SUM(i.qty), 0) FROM OrderItem i JOIN "Order" o ON o.id = i.orderId WHERE i.productId = ? AND o.userId LIKE 'bench_user_%'`,
    )
    .pluck()
    .get(raced) as number;
  const stockLeft = db
    .prepare(`SELECT stock FROM StoreProduct WHERE storeId = ? AND productId = ?`)
    .pluck()
    .get(shop.storeId, raced) as number;
  const negatives = db.prepare(`SELECT COUNT(*) FROM StoreProduct WHERE stock < 0`).pluck().get() as number;

  console.log(`Checkout: ${CUSTOMERS} customers, ${SECONDS} s, ${WEB_CONCURRENCY} workers, demo world copy in ${dir}`);
  console.log(
    `Load average: start ${load0.map((l) => l.toFixed(2)).join(", ")}; end ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")}`,
  );
  console.log(`| measure | value |\n|---|---|`);
  console.log(`| cash-on-delivery orders/s (add + place) | ${(placed / seconds).toFixed(1)} |`);
  console.log(`| orders placed | ${placed} |`);
  console.log(`| cart/add p50 / p99 ms | ${f(addMs, 50)} / ${f(addMs, 99)} |`);
  console.log(`| place p50 / p99 ms | ${f(placeMs, 50)} / ${f(placeMs, 99)} |`);
  console.log(`| failures | ${failures.size ? JSON.stringify(Object.fromEntries(failures)) : "none"} |`);
  console.log(
    `| race: 100 buyers for 50 units | ${raceOrders} orders, ${sold} units sold, ${stockLeft} left, ${negatives} negative stock rows |`,
  );
  console.log(
    raceOrders === 50 && sold === 50 && stockLeft === 0 && negatives === 0 ? "No oversell." : "OVERSOLD OR UNDERSOLD",
  );
} finally {
  await server.stop();
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
