// The last mile under load (issue 52, "Speed"): MEMBERS (1,000) delivery members of the demo shop,
// each on an open trip (4 Shipping, Order-picked-up) to a customer's address near GALLI-STORE-0001,
// post a position every PERIOD_MS (10,100 ms: the rule accepts one every 10 s, so a little slack
// keeps a request that waited in a queue from being skipped as too soon), spread evenly (about 100
// positions a second), each ~100 m nearer the address (36 km/h). STREAMS (100) of the 200 customers
// hold their live stream open (GET /user/live/events), and every position of their orders is timed
// from the write's send (and from its answer) to the event on the stream.
//   DATA_DIR=/tmp/galli-demo npx tsx bench/delivery.ts   [BENCH_SECONDS=60 ROUTE=console|api MEMBERS=1000 STREAMS=100]
// DATA_DIR: a demo world (default: one seeded, without images, in a temporary directory); the bench
// works on a copy. ROUTE=console (default) posts as each member on the console route
// (POST /merchant/api/deliveries/:order_id/position, the member's own staff token, as the phone
// does); ROUTE=api posts through the merchant order API (POST /api/stores/{store_key}/orders/
// {order_id}/position, the store's Authkey). The bench server runs with RATE_LIMITS=false: in
// production the API's per-key limit (120 a minute) would refuse a shop's 1,000 members on one key.
// The server is one process (WEB_CONCURRENCY=1); its CPU comes from /proc. In the same run: an idle
// spell (the streams open, nothing sent), the ceiling (the 404 of /user/x at the same rate) and the
// positions, each BENCH_SECONDS. Prints a markdown table with the targets and the load average.
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { cpuMs } from "./measure";
import { BENCH_JWT_SECRET, customerToken, seededWorld, startServer } from "./server";
import { DEMO_MERCHANT_AUTHKEY, DEMO_STORE_KEY } from "../seed/demo-credentials";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const MEMBERS = Number(process.env.MEMBERS ?? 1000);
const CUSTOMERS = Number(process.env.CUSTOMERS ?? 200);
const STREAMS = Math.min(CUSTOMERS, Number(process.env.STREAMS ?? 100));
const PERIOD_MS = Number(process.env.PERIOD_MS ?? 10_100);
const ROUTE = process.env.ROUTE === "api" ? "api" : "console";
const STEP_M = 100;

const TARGET = { writeP95: 30, streamP95: 1000, cpuPct: 15 };

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
const iso = (d: Date) => d.toISOString().replace("Z", "+00:00");
const pct = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

type Point = { lat: number; lng: number };
type Trip = { orderId: string; memberId: string; userId: string; token: string; address: Point; distM: number };

// ---------------------------------------------------------------------------------------------
// The world: a copy of DATA_DIR's database with the members, customers, sessions and open trips.

async function copyWorld(source: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "galli-delivery-"));
  const src = new Database(path.join(source, "galli.db"), { readonly: true });
  await src.backup(path.join(dir, "galli.db"));
  src.close();
  return dir;
}

/** A staff token as the console signs it (HS256 over { sub, sid, typ: "staff" }). */
function staffToken(staffId: string, sessionId: string): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  const head = `${b64({ alg: "HS256", typ: "JWT" })}.${b64({ sub: staffId, sid: sessionId, typ: "staff", iat: now, exp: now + 12 * 3600 })}`;
  return `${head}.${crypto.createHmac("sha256", BENCH_JWT_SECRET).update(head).digest("base64url")}`;
}

/** A point `m` metres from `from` on `bearing` (radians). */
function offset(from: Point, m: number, bearing: number): Point {
  const dLat = (m * Math.cos(bearing)) / 111_320;
  const dLng = (m * Math.sin(bearing)) / (111_320 * Math.cos((from.lat * Math.PI) / 180));
  return { lat: from.lat + dLat, lng: from.lng + dLng };
}

function prepare(dir: string) {
  const db = new Database(path.join(dir, "galli.db"));
  const store = db
    .prepare(
      `SELECT s.id AS id, s.lat AS lat, s.lng AS lng, h.id AS shopId, h.merchantId AS merchantId, h.deliveryRadiusM AS radiusM
       FROM Store s JOIN Shop h ON h.id = s.shopId WHERE s.storeKey = ?`,
    )
    .get(DEMO_STORE_KEY) as {
    id: string;
    lat: number;
    lng: number;
    shopId: string;
    merchantId: string;
    radiusM: number;
  };
  if (!store) throw new Error(`No store ${DEMO_STORE_KEY}: DATA_DIR must hold the demo world.`);
  // An order row of the store to clone (any: every column the bench sets is overridden).
  const template = db
    .prepare(`SELECT id FROM "Order" WHERE storeId = ? ORDER BY status = 4 DESC LIMIT 1`)
    .pluck()
    .get(store.id) as string | undefined;
  if (!template) throw new Error(`No order of ${DEMO_STORE_KEY} to clone.`);
  const columns = (db.prepare(`PRAGMA table_info("Order")`).all() as { name: string }[]).map((c) => c.name);
  const now = new Date();
  const pickedUp = iso(new Date(now.getTime() - 5 * 60_000));
  const stamp = iso(now);

  const insertUser = db.prepare(
    `INSERT INTO User (id, firstName, lastName, mobile, mobileVerified, deliveryType, createdAt, updatedAt) VALUES (?, 'Bench', ?, ?, 1, 1, ?, ?)`,
  );
  const insertMember = db.prepare(
    `INSERT INTO StaffMember (id, merchantId, name, mobile, role, status, createdAt, updatedAt) VALUES (?, ?, ?, ?, 'delivery', 'active', ?, ?)`,
  );
  const insertSession = db.prepare(`INSERT INTO StaffSession (id, staffId, expiresAt, createdAt) VALUES (?, ?, ?, ?)`);
  const set: Record<string, unknown> = {};
  const overridden = [
    "id",
    "orderNo",
    "userId",
    "shopId",
    "storeId",
    "checkoutId",
    "status",
    "deliveryType",
    "lat",
    "lng",
    "distanceKm",
    "deliveryState",
    "deliveryCode",
    "deliveryMemberId",
    "deliveryCodeTries",
    "deliveryCodeLockedUntil",
    "assignedAt",
    "pickedUpAt",
    "shippingAt",
    "deliveredAt",
    "positionLat",
    "positionLng",
    "positionAt",
    "tripStartLat",
    "tripStartLng",
    "tripDistanceM",
    "createdAt",
    "updatedAt",
  ];
  const selectList = columns.map((c) => (overridden.includes(c) ? `@${c}` : `"${c}"`)).join(", ");
  const insertOrder = db.prepare(
    `INSERT INTO "Order" (${columns.map((c) => `"${c}"`).join(", ")}) SELECT ${selectList} FROM "Order" WHERE id = @template`,
  );
  const trips: Trip[] = [];
  db.transaction(() => {
    for (let c = 0; c < CUSTOMERS; c++)
      insertUser.run(`bench_del_user_${c}`, `Customer ${c}`, `95${String(c).padStart(8, "0")}`, stamp, stamp);
    for (let i = 0; i < MEMBERS; i++) {
      const memberId = `bench_del_member_${i}`;
      const sessionId = `bench_del_session_${i}`;
      insertMember.run(memberId, store.merchantId, `Member ${i}`, `94${String(i).padStart(8, "0")}`, stamp, stamp);
      insertSession.run(sessionId, memberId, iso(new Date(now.getTime() + 24 * 3600_000)), stamp);
      // The address: 1.5-3.5 km from the store on a bearing of its own (the shop delivers to 10 km).
      const distM = Math.min(1500 + ((i * 7919) % 2000), store.radiusM * 0.8);
      const address = offset(store, distM, ((i * 137.508) % 360) * (Math.PI / 180));
      const orderId = `bench_del_order_${i}`;
      const userId = `bench_del_user_${i % CUSTOMERS}`;
      Object.assign(set, {
        template,
        id: orderId,
        orderNo: `GLBD${String(i).padStart(6, "0")}`,
        userId,
        shopId: store.shopId,
        storeId: store.id,
        checkoutId: null,
        status: 4,
        deliveryType: 1,
        lat: address.lat,
        lng: address.lng,
        distanceKm: Math.round(distM / 100) / 10,
        deliveryState: "Order-picked-up",
        deliveryCode: String(1000 + (i % 9000)),
        deliveryMemberId: memberId,
        deliveryCodeTries: 0,
        deliveryCodeLockedUntil: null,
        assignedAt: pickedUp,
        pickedUpAt: pickedUp,
        shippingAt: pickedUp,
        deliveredAt: null,
        positionLat: null,
        positionLng: null,
        positionAt: null,
        tripStartLat: store.lat,
        tripStartLng: store.lng,
        tripDistanceM: 0,
        createdAt: pickedUp,
        updatedAt: pickedUp,
      });
      insertOrder.run(set);
      trips.push({ orderId, memberId, userId, token: staffToken(memberId, sessionId), address, distM });
    }
  })();
  db.close();
  return { store, trips };
}

// ---------------------------------------------------------------------------------------------
// The customers' streams.

/** A customer stream; `onEvent` gets each event's data line (JSON) as it arrives. */
function openStream(base: string, token: string, onEvent: (data: string) => void): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${base}/user/live/events`,
      { headers: { authorization: `Bearer ${token}` }, agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        res.setEncoding("utf8");
        let buffer = "";
        res.on("data", (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            for (const line of block.split("\n")) if (line.startsWith("data:")) onEvent(line.slice(5));
          }
        });
        resolve(req);
      },
    );
    req.on("error", reject);
  });
}

// ---------------------------------------------------------------------------------------------
// The load: one request every PERIOD_MS / MEMBERS ms, member after member.

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function send(
  base: string,
  method: "GET" | "POST",
  urlPath: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const req = http.request(
      base + urlPath,
      {
        method,
        agent,
        headers: {
          ...headers,
          ...(body ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (text += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        res.on("error", () => resolve({ status: 0, text }));
      },
    );
    req.on("error", () => resolve({ status: 0, text: "" }));
    req.end(body);
  });
}

type Phase = {
  name: string;
  sent: number;
  latencies: number[];
  byStatus: Map<number, number>;
  cpuMs: number;
  wallMs: number;
  clientCpuMs: number;
  loadBefore: string;
  loadAfter: string;
};

/** Fires `fire(n)` for n = 0, 1, 2... every `gapMs`, for `seconds`; waits for the answers. */
async function paced(
  name: string,
  pid: number,
  seconds: number,
  gapMs: number,
  fire: (n: number) => Promise<{ status: number; ms: number }>,
): Promise<Phase> {
  const phase: Phase = {
    name,
    sent: 0,
    latencies: [],
    byStatus: new Map(),
    cpuMs: 0,
    wallMs: 0,
    clientCpuMs: 0,
    loadBefore: load(),
    loadAfter: "",
  };
  const pending: Promise<void>[] = [];
  const cpu0 = cpuMs(pid);
  const client0 = process.cpuUsage();
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  let n = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (t0 + n * gapMs <= now && t0 + n * gapMs < end) {
        const k = n++;
        phase.sent++;
        pending.push(
          fire(k).then(({ status, ms }) => {
            phase.latencies.push(ms);
            phase.byStatus.set(status, (phase.byStatus.get(status) ?? 0) + 1);
          }),
        );
      }
      if (t0 + n * gapMs >= end) resolve();
      else setTimeout(tick, Math.max(1, Math.min(5, t0 + n * gapMs - performance.now())));
    };
    tick();
  });
  await Promise.all(pending);
  phase.wallMs = performance.now() - t0;
  phase.cpuMs = cpuMs(pid) - cpu0;
  const { user, system } = process.cpuUsage(client0);
  phase.clientCpuMs = (user + system) / 1000;
  phase.latencies.sort((a, b) => a - b);
  phase.loadAfter = load();
  return phase;
}

/** The server's CPU while nothing is sent (the streams stay open). */
async function idleSpell(pid: number, seconds: number): Promise<Phase> {
  const loadBefore = load();
  const cpu0 = cpuMs(pid);
  const client0 = process.cpuUsage();
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const { user, system } = process.cpuUsage(client0);
  return {
    name: "idle (streams open)",
    sent: 0,
    latencies: [],
    byStatus: new Map(),
    cpuMs: cpuMs(pid) - cpu0,
    wallMs: performance.now() - t0,
    clientCpuMs: (user + system) / 1000,
    loadBefore,
    loadAfter: load(),
  };
}

async function main() {
  const source = seededWorld("galli-delivery-world");
  const dir = await copyWorld(source);
  console.log(`Delivery positions bench: world ${source} copied to ${dir}; load average at start ${load()}`);
  const { store, trips } = prepare(dir);
  console.log(
    `${trips.length} members on open trips at ${DEMO_STORE_KEY} (delivery radius ${store.radiusM} m), ${CUSTOMERS} customers, ${STREAMS} streams open, route: ${ROUTE}`,
  );
  const server = await startServer(dir, { WEB_CONCURRENCY: "1", DATABASE_URL: `file:${path.join(dir, "galli.db")}` });
  const streams: http.ClientRequest[] = [];
  try {
    // The customers' streams: position events of their orders, timed on arrival.
    const watched = new Set(trips.filter((t) => Number(t.userId.split("_").at(-1)) < STREAMS).map((t) => t.orderId));
    const sentAt = new Map<string, number>();
    const answeredAt = new Map<string, number>();
    const fromSend: number[] = [];
    const fromAnswer: number[] = [];
    let eventsSeen = 0;
    for (let c = 0; c < STREAMS; c++) {
      streams.push(
        await openStream(server.base, customerToken(`bench_del_user_${c}`), (data) => {
          const at = performance.now();
          let event: { type?: string; data?: { order_id?: string; position?: boolean } };
          try {
            event = JSON.parse(data) as typeof event;
          } catch {
            return;
          }
          const orderId = event.data?.order_id;
          if (event.type !== "order.status" || !event.data?.position || !orderId) return;
          eventsSeen++;
          const sent = sentAt.get(orderId);
          if (sent === undefined) return;
          sentAt.delete(orderId);
          fromSend.push(at - sent);
          const answered = answeredAt.get(orderId);
          fromAnswer.push(answered === undefined ? 0 : Math.max(0, at - answered));
        }),
      );
    }
    await new Promise((r) => setTimeout(r, 2000));

    const gapMs = PERIOD_MS / trips.length;
    // Warm-up (not counted): the 404 for a few seconds, so the first counted phase is not compiling.
    const ceilingFire = async () => {
      const t = performance.now();
      const r = await send(server.base, "GET", "/user/x", {});
      return { status: r.status, ms: performance.now() - t };
    };
    await paced("warm-up", server.pid, 3, gapMs, ceilingFire);

    // The members' phones open their trips first (GET /merchant/api/deliveries), as the app does
    // before it posts a position; outside every measured phase.
    if (ROUTE === "console") {
      const opened = async (n: number) => {
        const t = performance.now();
        const r = await send(server.base, "GET", "/merchant/api/deliveries", {
          authorization: `Bearer ${trips[n % trips.length].token}`,
        });
        return { status: r.status, ms: performance.now() - t };
      };
      await paced("trips opened", server.pid, Math.ceil((trips.length * gapMs) / 1000), gapMs, opened);
    }

    // Idle: the streams open, nothing sent (the hub's poll and the heartbeats).
    const idle = await idleSpell(server.pid, Math.min(10, SECONDS));
    const ceilingPhase = await paced("ceiling", server.pid, SECONDS, gapMs, ceilingFire);

    const steps = new Map<string, number>();
    let accepted = 0;
    let skipped = 0;
    const positionFire = async (n: number) => {
      const trip = trips[n % trips.length];
      const k = (steps.get(trip.orderId) ?? 0) + 1;
      steps.set(trip.orderId, k);
      const f = Math.min(1, (k * STEP_M) / trip.distM);
      const body = JSON.stringify({
        lat: store.lat + (trip.address.lat - store.lat) * f,
        lng: store.lng + (trip.address.lng - store.lng) * f,
        accuracy_m: 12,
      });
      const [urlPath, auth] =
        ROUTE === "api"
          ? [`/api/stores/${DEMO_STORE_KEY}/orders/${trip.orderId}/position`, { authkey: DEMO_MERCHANT_AUTHKEY }]
          : [`/merchant/api/deliveries/${trip.orderId}/position`, { authorization: `Bearer ${trip.token}` }];
      const watch = watched.has(trip.orderId);
      const t = performance.now();
      if (watch) {
        sentAt.set(trip.orderId, t);
        answeredAt.delete(trip.orderId);
      }
      const r = await send(server.base, "POST", urlPath, auth, body);
      const done = performance.now();
      if (r.status === 200) {
        if (r.text.includes('"accepted":true')) accepted++;
        else {
          skipped++;
          if (watch) sentAt.delete(trip.orderId);
        }
      } else if (watch) sentAt.delete(trip.orderId);
      if (watch && sentAt.has(trip.orderId)) answeredAt.set(trip.orderId, done);
      if (r.status !== 200 && process.env.SHOW_ERRORS) console.log(r.status, r.text.slice(0, 200));
      return { status: r.status, ms: done - t };
    };
    const eventsBefore = eventsSeen;
    const positions = await paced(`positions (${ROUTE})`, server.pid, SECONDS, gapMs, positionFire);
    // The last events: the hub polls every 100 ms.
    await new Promise((r) => setTimeout(r, 2000));
    const lost = sentAt.size;
    fromSend.sort((a, b) => a - b);
    fromAnswer.sort((a, b) => a - b);

    const corePct = (p: Phase) => (p.cpuMs / p.wallMs) * 100;
    const us = (p: Phase) => (p.sent ? (p.cpuMs * 1000) / p.sent : NaN);
    const statuses = (p: Phase) =>
      [...p.byStatus.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([s, c]) => `${s} x${c}`)
        .join(", ");
    const rate = (p: Phase) => (p.sent / (p.wallMs / 1000)).toFixed(1);
    const f1 = (x: number) => x.toFixed(1);

    console.log(
      `\nDelivery positions, ${trips.length} members every ${PERIOD_MS / 1000} s (${(1000 / gapMs).toFixed(1)}/s), ${SECONDS} s per phase, one process (WEB_CONCURRENCY=1), SQLite, route ${ROUTE === "api" ? "merchant API (Authkey)" : "console (member's staff token)"}; ${STREAMS} customer streams open watching ${watched.size} orders`,
    );
    console.log(`load average (1, 5, 15 min): start of positions ${positions.loadBefore}; end ${positions.loadAfter}`);
    console.log(
      "| phase | requests (req/s) | answers | p50 ms | p95 ms | p99 ms | server CPU ms | % of one core | CPU µs / request | load generator CPU ms |",
    );
    console.log("|---|---|---|---|---|---|---|---|---|---|");
    for (const p of [idle, ceilingPhase, positions])
      console.log(
        `| ${p.name} | ${p.sent} (${p.sent ? rate(p) : "0"}) | ${statuses(p) || "-"} | ${p.sent ? f1(pct(p.latencies, 50)) : "-"} | ${p.sent ? f1(pct(p.latencies, 95)) : "-"} | ${p.sent ? f1(pct(p.latencies, 99)) : "-"} | ${p.cpuMs.toFixed(0)} | ${f1(corePct(p))}% | ${p.sent ? us(p).toFixed(0) : "-"} | ${p.clientCpuMs.toFixed(0)} |`,
      );
    console.log(
      `\npositions accepted ${accepted}, skipped as too soon ${skipped}, position events seen on the streams ${eventsSeen - eventsBefore}, watched writes never seen ${lost}`,
    );
    const writeP95 = pct(positions.latencies, 95);
    const streamP95 = pct(fromSend, 95);
    const cpu = corePct(positions);
    const verdict = (ok: boolean) => (ok ? "pass" : "**fail**");
    console.log("\n| measure | value | target | result | ceiling (404, same rate) | x ceiling |");
    console.log("|---|---|---|---|---|---|");
    console.log(
      `| position write p50 / p95 / p99 | ${f1(pct(positions.latencies, 50))} / ${f1(writeP95)} / ${f1(pct(positions.latencies, 99))} ms | p95 <= ${TARGET.writeP95} ms | ${verdict(writeP95 <= TARGET.writeP95)} | ${f1(pct(ceilingPhase.latencies, 50))} / ${f1(pct(ceilingPhase.latencies, 95))} / ${f1(pct(ceilingPhase.latencies, 99))} ms | p50 ${f1(pct(positions.latencies, 50) / pct(ceilingPhase.latencies, 50))}x, p95 ${f1(writeP95 / pct(ceilingPhase.latencies, 95))}x |`,
    );
    console.log(
      `| write sent -> customer's stream p50 / p95 / p99 (${fromSend.length} events) | ${f1(pct(fromSend, 50))} / ${f1(streamP95)} / ${f1(pct(fromSend, 99))} ms | p95 <= ${TARGET.streamP95} ms | ${verdict(streamP95 <= TARGET.streamP95 && lost === 0)} | - | - |`,
    );
    console.log(
      `| write answered -> customer's stream p50 / p95 / p99 | ${f1(pct(fromAnswer, 50))} / ${f1(pct(fromAnswer, 95))} / ${f1(pct(fromAnswer, 99))} ms | - | - | - | - |`,
    );
    console.log(
      `| server CPU, % of one core (idle with the streams: ${f1(corePct(idle))}%) | ${f1(cpu)}% (${us(positions).toFixed(0)} µs a position) | <= ${TARGET.cpuPct}% | ${verdict(cpu <= TARGET.cpuPct)} | ${f1(corePct(ceilingPhase))}% (${us(ceilingPhase).toFixed(0)} µs a request) | ${f1(cpu / corePct(ceilingPhase))}x |`,
    );
    console.log(`\nload average at end ${load()}`);
  } finally {
    for (const s of streams) s.destroy();
    agent.destroy();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
