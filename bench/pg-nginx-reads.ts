// Hot reads on PostgreSQL, one app process against three behind nginx (deploy/nginx.conf, as
// docs/operations.md runs them), in one run on the demo world seeded into an embedded PostgreSQL:
// each call at CONNECTIONS connections for BENCH_SECONDS, first straight at the one process, then
// through nginx at the three. Prints req/s, p50/p99, the ratio of the two, and where the machine's
// CPU went in each (the app processes, nginx, the database and the load generator, ms per second
// of the run), which is what bounds the ratio on a small machine. Needs nginx (NGINX_PATH, or on
// the PATH, or in /usr/sbin: Debian's nginx-light).
//   npx tsx bench/pg-nginx-reads.ts     [BENCH_SECONDS=10 CONNECTIONS=64 ONLY=<regex of call names>]
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "../server/src/testing/embedded-pg";
import { nginxPath, startNginx, type Nginx } from "../server/src/testing/nginx";
import { BENGALURU, fillBasket, hotReadCalls } from "./hot-read-calls";
import { ceiling, cpuMs, errorsOf, nginxCpuMs, run, warm, CONNECTIONS, SECONDS, type Call, type Run } from "./measure";
import { postgresCpu } from "./pg-cpu";
import { startServer, type BenchServer } from "./server";
import { findBasketTargets, findTargets } from "./targets";

const ONLY = new RegExp(process.env.ONLY ?? "^(public 5 km centre|listByCategory top|by_product|basket)");

if (!nginxPath()) {
  console.error("nginx is not installed (Debian: apt-get install nginx-light; or set NGINX_PATH)");
  process.exit(1);
}

type Setup = { name: string; processes: number; nginx: boolean };
type Measured = { run: Run; cpu: { app: number; nginx: number; db: number; client: number } };

const work = fs.mkdtempSync(path.join(os.tmpdir(), "galli-pg-nginx-"));
const cluster = await startEmbeddedPostgres();
const results = new Map<string, Map<string, Measured>>();
const notes: string[] = [];
try {
  const url = cluster.url("postgres");
  const started = Date.now();
  execFileSync(process.execPath, ["--import", "tsx", "seed/cli.ts", "--no-images"], {
    env: { ...process.env, CHECKPOINT_DISABLE: "1", DATA_DIR: work, DATABASE_URL: url },
    stdio: ["ignore", "ignore", "inherit"],
  });
  notes.push(`demo world seeded on PostgreSQL in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const targets = await findTargets(url);
  if (!targets) throw new Error("the demo world has no shop to read");
  const basket = await findBasketTargets(url, work, BENGALURU, 10);
  const calls: Call[] = [ceiling, ...hotReadCalls(targets, basket).filter((c) => ONLY.test(c.name))];
  const dbCpu = await postgresCpu(url);
  const setups: Setup[] = [
    { name: "1 process, direct", processes: 1, nginx: false },
    { name: "3 processes behind nginx", processes: 3, nginx: true },
  ];
  for (const setup of setups) {
    const servers: BenchServer[] = [];
    let proxy: Nginx | null = null;
    const byCall = new Map<string, Measured>();
    results.set(setup.name, byCall);
    try {
      for (let i = 0; i < setup.processes; i++)
        servers.push(await startServer(work, { WEB_CONCURRENCY: "1", DATABASE_URL: url, TRUST_PROXY: "true" }));
      if (setup.nginx) proxy = await startNginx(servers.map((s) => new URL(s.base).host));
      const base = proxy ? proxy.url : servers[0].base;
      const token = ((await (await fetch(`${base}/user/auth/guest`)).json()) as { data: { token: string } }).data.token;
      if (basket && calls.some((c) => c.name.startsWith("basket"))) await fillBasket(base, basket);
      // Every process's caches warm: each distinct request once at each process, straight.
      for (const s of servers) for (const c of calls) await warm(s.base, token, c, c.distinct ?? 1);
      for (const c of calls) {
        const cpu = () => ({
          app: servers.reduce((sum, s) => sum + cpuMs(s.pid), 0),
          nginx: nginxCpuMs(),
          db: dbCpu(),
          client: ((u) => (u.user + u.system) / 1000)(process.cpuUsage()),
        });
        const before = cpu();
        const t0 = Date.now();
        const r = await run(base, token, c, SECONDS, c === ceiling ? 404 : 200);
        const after = cpu();
        const per = (k: keyof typeof before) => ((after[k] - before[k]) * 1000) / (Date.now() - t0);
        byCall.set(c.name, {
          run: r,
          cpu: { app: per("app"), nginx: per("nginx"), db: per("db"), client: per("client") },
        });
      }
    } finally {
      await proxy?.stop();
      for (const s of servers) await s.stop();
    }
  }
} finally {
  await cluster.stop();
  fs.rmSync(work, { recursive: true, force: true });
}

const [one, three] = [...results.values()];
console.log(
  `Hot reads on PostgreSQL (demo world): ${CONNECTIONS} connections, ${SECONDS} s per call, ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(", ")} at the end`,
);
console.log(
  `| call | 1 process req/s | p50 / p99 ms | 3 behind nginx req/s | p50 / p99 ms | 3 / 1 | CPU ms per s, 1 process: app / db / load generator | CPU ms per s, 3 behind nginx: app / nginx / db / load generator | errors |`,
);
console.log(`|---|---|---|---|---|---|---|---|---|`);
for (const [name, a] of one) {
  const b = three.get(name)!;
  const cpu = (m: Measured, withNginx: boolean) =>
    [m.cpu.app, ...(withNginx ? [m.cpu.nginx] : []), m.cpu.db, m.cpu.client].map((x) => x.toFixed(0)).join(" / ");
  console.log(
    `| ${name} | ${a.run.rps.toFixed(0)} | ${a.run.p50} / ${a.run.p99} | ${b.run.rps.toFixed(0)} | ${b.run.p50} / ${b.run.p99} | ${(b.run.rps / a.run.rps).toFixed(2)}x | ${cpu(a, false)} | ${cpu(b, true)} | ${errorsOf(a.run)} / ${errorsOf(b.run)} |`,
  );
}
for (const n of notes) console.log(n);
