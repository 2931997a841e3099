// Live events: how long an event takes from its commit to a stream on another process, what open
// streams cost one process in memory, and whether they slow the hot reads.
//   DATA_DIR=/tmp/galli-live-bench npm run seed -- --no-images      (once)
//   DATA_DIR=/tmp/galli-live-bench npx tsx bench/live.ts
// EVENTS (1000), STREAMS (5000), BENCH_SECONDS (15) per hot-read run, SKIP_LATENCY=1 for parts 2-3. On PostgreSQL, DATABASE_URL
// names the database (the server cluster then fans out through LISTEN/NOTIFY).
// 1. Latency: a cluster of 3 workers (WEB_CONCURRENCY=3); one customer's stream is held open
//    through the cluster's port; the bench commits EVENTS events to the log one after another (a
//    transaction each, as an order change writes them) and times commit -> the event on the stream.
// 2. Memory: one worker (WEB_CONCURRENCY=1); its RSS before and after STREAMS open customer streams.
// 3. Hot reads: the public shops within 5 km of the demo point against the 404 ceiling, with and without the
//    STREAMS open (their heartbeats on).
import http from "node:http";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { compare, type Call } from "./measure";
import { customerToken, requireWorld, startServer } from "./server";
import { createDb } from "../server/src/lib/db";

const dataDir = path.resolve(process.env.DATA_DIR ?? "/tmp/galli-live-bench");
const databaseUrl = process.env.DATABASE_URL ?? `file:${path.join(dataDir, "galli.db")}`;
const EVENTS = Number(process.env.EVENTS ?? 1000);
const STREAMS = Number(process.env.STREAMS ?? 5000);
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(" ");

function openStream(base: string, token: string, onData: (chunk: string) => void): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}/user/live/events`, { headers: { authorization: `Bearer ${token}` }, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding("utf8");
      res.on("data", onData);
      resolve(req);
    });
    req.on("error", reject);
  });
}

const rssOf = (pid: number): number => {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) * 1024;
};

/** The process serving: the one worker of a cluster's primary, or the process itself (WEB_CONCURRENCY=1). */
const workerOf = (primary: number): number => {
  const children = fs.readFileSync(`/proc/${primary}/task/${primary}/children`, "utf8").trim().split(/\s+/);
  return children[0] ? Number(children[0]) : primary;
};

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

async function latency(userId: string) {
  const server = await startServer(dataDir, { WEB_CONCURRENCY: "3", DATABASE_URL: databaseUrl });
  const db = createDb(databaseUrl);
  try {
    const pending = new Map<number, number>();
    const took: number[] = [];
    await openStream(server.base, customerToken(userId), (chunk) => {
      for (const m of chunk.matchAll(/"data":\{"amount":(\d+)/g)) {
        const n = Number(m[1]);
        const at = pending.get(n);
        if (at !== undefined) {
          took.push(performance.now() - at);
          pending.delete(n);
        }
      }
    });
    await new Promise((r) => setTimeout(r, 500));
    for (let i = 1; i <= EVENTS; i++) {
      await db.$transaction(async (tx) => {
        await tx.liveEvent.create({
          data: { userId, type: "wallet.credited", data: JSON.stringify({ amount: i, kind: "bench" }) },
        });
      });
      pending.set(i, performance.now());
      // Events spread over time as orders move (about 50 a second), not one burst.
      await new Promise((r) => setTimeout(r, 20));
    }
    const deadline = Date.now() + 5000;
    while (pending.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    return { took, lost: pending.size };
  } finally {
    await db.$disconnect();
    await server.stop();
  }
}

async function main() {
  requireWorld(dataDir, " -- --no-images");
  const db = createDb(databaseUrl);
  const user = await db.user.findFirstOrThrow({ where: { mobile: "9876543210" }, select: { id: true } });
  await db.$disconnect();

  console.log(`\nLive events, ${EVENTS} events, ${databaseUrl.startsWith("file:") ? "SQLite" : "PostgreSQL"} (load average ${load()})`);
  if (process.env.SKIP_LATENCY !== "1") {
    const { took, lost } = await latency(user.id);
    console.log("| commit -> stream on a 3-worker cluster | p50 | p95 | p99 | max | lost |");
    console.log("|---|---|---|---|---|---|");
    console.log(
      `| ${took.length} events | ${pct(took, 50).toFixed(1)} ms | ${pct(took, 95).toFixed(1)} ms | ${pct(took, 99).toFixed(1)} ms | ${Math.max(...took).toFixed(1)} ms | ${lost} |`,
    );
    console.log(`load average ${load()}`);
  }

  const server = await startServer(dataDir, { WEB_CONCURRENCY: "1", DATABASE_URL: databaseUrl });
  try {
    const pid = workerOf(server.pid);
    const point = { type: "Point", coordinates: [77.6245, 12.9352] };
    const call: Call = {
      name: "public shops 5 km",
      method: "POST",
      request: () => ({
        path: "/user/category/view/location",
        body: { searchLocation: point, deliveryLocation: point, maxDistance: 5000, type: 1 },
      }),
    };
    const token = customerToken(user.id);
    const without = await compare(server.base, token, call);
    const before = rssOf(pid);
    const streams: http.ClientRequest[] = [];
    for (let i = 0; i < STREAMS; i++) streams.push(await openStream(server.base, token, () => undefined));
    await new Promise((r) => setTimeout(r, 2000));
    const after = rssOf(pid);
    const withStreams = await compare(server.base, token, call);
    console.log(`\nOne worker, ${STREAMS} open customer streams (load average ${load()})`);
    console.log("| | value |");
    console.log("|---|---|");
    console.log(`| RSS before | ${(before / 2 ** 20).toFixed(0)} MB |`);
    console.log(`| RSS with the streams open | ${(after / 2 ** 20).toFixed(0)} MB |`);
    console.log(`| extra per ${STREAMS} streams | ${((after - before) / 2 ** 20).toFixed(0)} MB |`);
    console.log(`| ${call.name}: share of the 404 ceiling without streams | ${(without.share * 100).toFixed(0)} % (${without.call.rps.toFixed(0)} req/s) |`);
    console.log(`| ${call.name}: share of the 404 ceiling with the streams open | ${(withStreams.share * 100).toFixed(0)} % (${withStreams.call.rps.toFixed(0)} req/s) |`);
    console.log(`load average ${load()}`);
    for (const s of streams) s.destroy();
  } finally {
    await server.stop();
  }
}

await main();
