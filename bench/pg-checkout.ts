// Checkout on PostgreSQL beside SQLite, in one run: the demo world seeded on SQLite and on an
// embedded PostgreSQL (pg_stat_statements loaded), then for SQLite with 1 process, PostgreSQL with 1
// process and PostgreSQL with 3 processes (and both again with every transaction SERIALIZABLE, as
// before the cart and checkout had their PostgreSQL builds: GALLI_PG_SERIALIZABLE=1): the 404 ceiling for a moment, CUSTOMERS customers each
// adding a product and placing a cash-on-delivery order again and again for WARMUP_SECONDS (not
// counted) and then BENCH_SECONDS, then 100
// customers racing for the last 50 units of one product. Prints orders/s, add and place p50/p99, the
// ceiling and the load average per line; PostgreSQL's commits and rollbacks (pg_stat_database)
// and its top statements by total time (TOP, 8), and the CPU time per order of the app's processes
// and of the database's (from /proc, so it hardly moves with the machine's load). Three processes get a third of the customers
// each (as nginx's round robin would); the last line puts nginx (deploy/nginx.conf's server blocks,
// Debian's nginx-light) in front of three processes and sends every customer through it, as the
// README's scale-out path runs (its CPU per order shows nginx's too).
//   npx tsx bench/pg-checkout.ts     [BENCH_SECONDS=10 WARMUP_SECONDS=3 CUSTOMERS=50 ONLY=sqlite|pg1s|pg3s|pg1|pg3|pg3n TOP=8 TOP_BY=calls PLANNING=1 PG_TRACK=all]
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import pg from "pg";
import { startEmbeddedPostgres } from "../server/src/testing/embedded-pg";
import { nginxPath, startNginx, type Nginx } from "../server/src/testing/nginx";
import { percentile } from "./load";
import { nginxCpuMs } from "./measure";
import { postgresCpu } from "./pg-cpu";
import { customerToken, startServer, type BenchServer } from "./server";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CUSTOMERS = Number(process.env.CUSTOMERS ?? 50);
const TOP = Number(process.env.TOP ?? 8);
const ONLY = new RegExp(process.env.ONLY ?? ".");
/** Seconds of the load first, not counted (see load()). */
const WARMUP = Number(process.env.WARMUP_SECONDS ?? 3);

/** Runs SQL written with $1.. placeholders on either database. */
type Sql = {
  all<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  postgres: boolean;
};
function sqliteSql(file: string): Sql {
  const db = new Database(file);
  const conv = (sql: string) => sql.replace(/\$\d+/g, "?");
  const val = (v: unknown) => (v instanceof Date ? v.getTime() : typeof v === "boolean" ? Number(v) : v);
  return {
    postgres: false,
    all: async <T>(sql: string, params: unknown[] = []) => {
      const st = db.prepare(conv(sql));
      return (st.reader ? st.all(...params.map(val)) : (st.run(...params.map(val)), [])) as T[];
    },
    close: async () => void db.close(),
  };
}
async function pgSql(url: string): Promise<Sql> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  return {
    postgres: true,
    all: async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[],
    close: () => client.end(),
  };
}

function seed(env: Record<string, string>) {
  const started = Date.now();
  execFileSync(process.execPath, ["--import", "tsx", "seed/cli.ts", "--no-images"], {
    env: { ...process.env, CHECKPOINT_DISABLE: "1", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return (Date.now() - started) / 1000;
}

/** The shop, its store, 20 products with plenty of stock, one with 50, and the customers. */
async function prepare(sql: Sql) {
  const [shop] = await sql.all<{ id: string; storeId: string; lat: number; lng: number }>(
    `SELECT h.id AS id, s.id AS "storeId", s.lat AS lat, s.lng AS lng FROM "Shop" h JOIN "Store" s ON s."shopId" = h.id
     WHERE h."shopGroup" = 'public' AND h."isCod" = TRUE AND h."isCodLimit" = FALSE AND h."isOpen" = TRUE
       AND (SELECT COUNT(*) FROM "Store" x WHERE x."shopId" = h.id) = 1
     ORDER BY (SELECT COUNT(*) FROM "StoreProduct" sp WHERE sp."storeId" = s.id) DESC, h.id LIMIT 1`,
  );
  const products = (
    await sql.all<{ productId: string }>(
      `SELECT "productId" FROM "StoreProduct" WHERE "storeId" = $1 ORDER BY "productId" LIMIT 21`,
      [shop.storeId],
    )
  ).map((r) => r.productId);
  const raced = products.pop()!;
  await sql.all(`UPDATE "StoreProduct" SET stock = 1000000 WHERE "storeId" = $1`, [shop.storeId]);
  await sql.all(`UPDATE "StoreProduct" SET stock = 50 WHERE "storeId" = $1 AND "productId" = $2`, [
    shop.storeId,
    raced,
  ]);
  const users: string[] = [];
  for (let i = 0; i < Math.max(CUSTOMERS, 100); i++) {
    const id = `bench_user_${i}`;
    await sql.all(
      `INSERT INTO "User" (id, "firstName", "lastName", mobile, "mobileVerified", "deliveryType", "createdAt", "updatedAt")
       VALUES ($1, 'Bench', $2, $3, TRUE, 1, $4, $5)`,
      [id, `Customer ${i}`, `97${String(i).padStart(8, "0")}`, new Date(), new Date()],
    );
    users.push(id);
  }
  return { shop, products, raced, users };
}

type World = Awaited<ReturnType<typeof prepare>>;
const BOUNDARY = "----galli-bench-boundary";

async function ceiling(base: string) {
  const r = await autocannon({ url: `${base}/user/x`, connections: 16, duration: 3 });
  return r.requests.average;
}

/**
 * CUSTOMERS connections spread over the servers, each a customer adding then placing, for WARMUP +
 * SECONDS: only the last SECONDS count (`measuring` is called as they begin). The customers start
 * together, so for a moment every one of them is adding; the warm-up also lets that burst pass and
 * each process compile its hot code, as a server that has been up a while has.
 */
async function load(servers: { base: string }[], w: World, measuring: () => void) {
  const inputs = JSON.stringify({
    _id: w.shop.id,
    deliveryLocation: { type: "Point", coordinates: [w.shop.lng, w.shop.lat] },
    deliveryAddress: { street: "12, 4th Cross", area: "Koramangala", zipcode: "560034", landmark: "Near the park" },
    deliveryPreferences: null,
    is_bfcash: false,
    is_shop_delivery: true,
    order_source: { type: 3, device: "web", version: "1.0.0" },
  });
  const placeBody = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="inputs"\r\n\r\n${inputs}\r\n--${BOUNDARY}--\r\n`;
  const failures = new Map<string, number>();
  const fail = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);
  const codeOf = (body: string) => {
    try {
      return (JSON.parse(body) as { code?: string }).code;
    } catch {
      return body.slice(0, 40);
    }
  };
  let placed = 0;
  const addMs: number[] = [];
  const placeMs: number[] = [];
  let counting = WARMUP <= 0;
  let started = performance.now();
  if (!counting) {
    setTimeout(() => {
      counting = true;
      started = performance.now();
      measuring();
    }, WARMUP * 1000);
  } else measuring();
  await Promise.all(
    servers.map(async (server, s) => {
      const mine = w.users.slice(0, CUSTOMERS).filter((_, i) => i % servers.length === s);
      let next = 0;
      const sent = mine.map(() => 0);
      const instance = autocannon({
        url: server.base,
        connections: mine.length,
        duration: WARMUP + SECONDS,
        setupClient: (client) => {
          const it = (
            client as unknown as {
              requestIterator: { initialContext: object; resetContext(): void; rebuildRequest(): void };
            }
          ).requestIterator;
          it.initialContext = { k: next++ };
          it.resetContext();
          it.rebuildRequest();
        },
        requests: [
          {
            method: "POST",
            path: "/user/cart/add",
            setupRequest: (req, c) => {
              const k = c.k as number;
              return {
                ...req,
                headers: {
                  authorization: `Bearer ${customerToken(mine[k])}`,
                  "content-type": "application/json",
                  "accept-language": "en-IN,en",
                },
                body: JSON.stringify({
                  _id: w.shop.id,
                  product_id: w.products[(k + sent[k]++) % w.products.length],
                  is_private: false,
                  stores: [],
                  qty: 1,
                }),
              };
            },
            onResponse: (status, body) => {
              if (status !== 200) fail(`add ${status} ${codeOf(body)}`);
            },
          },
          {
            method: "POST",
            path: "/user/order/place/cashOnDelivery/shop",
            setupRequest: (req, c) => ({
              ...req,
              headers: {
                authorization: `Bearer ${customerToken(mine[c.k as number])}`,
                "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
                "accept-language": "en-IN,en",
              },
              body: placeBody,
            }),
            onResponse: (status, body) => {
              if (status === 200) placed += counting ? 1 : 0;
              else fail(`place ${status} ${codeOf(body)}`);
            },
          },
        ],
      });
      const turn = new Map<unknown, number>();
      instance.on("response", (client, _status, _bytes, ms) => {
        const n = turn.get(client) ?? 0;
        turn.set(client, n + 1);
        if (counting) (n % 2 === 0 ? addMs : placeMs).push(ms);
      });
      const r = await instance;
      if (r.errors || r.timeouts) fail(`connection errors ${r.errors}, timeouts ${r.timeouts}`);
    }),
  );
  const took = (performance.now() - started) / 1000;
  addMs.sort((a, b) => a - b);
  placeMs.sort((a, b) => a - b);
  return { rate: placed / took, placed, addMs, placeMs, failures };
}

/** 100 customers with empty carts, one unit each of the product with 50 left, over every server. */
async function race(servers: { base: string }[], w: World, sql: Sql) {
  const racers = w.users.slice(0, 100);
  const at = (i: number) => servers[i % servers.length].base;
  const auth = (u: string) => `Bearer ${customerToken(u)}`;
  for (const [i, u] of racers.entries())
    await fetch(`${at(i)}/user/cart/clear/cr`, {
      method: "DELETE",
      headers: { authorization: auth(u), "content-type": "application/json" },
      body: JSON.stringify({}),
    });
  const added = await Promise.all(
    racers.map((u, i) =>
      fetch(`${at(i)}/user/cart/add`, {
        method: "POST",
        headers: { authorization: auth(u), "content-type": "application/json" },
        body: JSON.stringify({ _id: w.shop.id, product_id: w.raced, is_private: false, stores: [], qty: 1 }),
      }).then((r) => r.status),
    ),
  );
  const inputs = JSON.stringify({
    _id: w.shop.id,
    deliveryLocation: { type: "Point", coordinates: [w.shop.lng, w.shop.lat] },
    deliveryAddress: { street: "12, 4th Cross", area: "Koramangala", zipcode: "560034", landmark: "Near the park" },
    deliveryPreferences: null,
    is_bfcash: false,
    is_shop_delivery: true,
    order_source: { type: 3, device: "web", version: "1.0.0" },
  });
  const statuses = await Promise.all(
    racers.map((u, i) => {
      if (added[i] !== 200) return Promise.resolve(added[i]);
      const form = new FormData();
      form.set("inputs", inputs);
      return fetch(`${at(i)}/user/order/place/cashOnDelivery/shop`, {
        method: "POST",
        headers: { authorization: auth(u) },
        body: form,
      }).then((r) => r.status);
    }),
  );
  const [{ sold }] = await sql.all<{ sold: number }>(
    `SELECT COALESCE(SUM(i.qty), 0) AS sold FROM "OrderItem" i WHERE i."productId" = $1`,
    [w.raced],
  );
  const [{ left }] = await sql.all<{ left: number }>(
    `SELECT stock AS left FROM "StoreProduct" WHERE "storeId" = $1 AND "productId" = $2`,
    [w.shop.storeId, w.raced],
  );
  const [{ negative }] = await sql.all<{ negative: number }>(
    `SELECT COUNT(*) AS negative FROM "StoreProduct" WHERE stock < 0`,
  );
  const orders = statuses.filter((s) => s === 200).length;
  const fives = statuses.filter((s) => s >= 500).length;
  return { orders, sold: Number(sold), left: Number(left), negative: Number(negative), fives };
}

const fmt = (xs: number[], p: number) => percentile(xs, p).toFixed(0);

/**
 * CPU time (user + system, ms) used so far by a process and every process under it, from /proc: the
 * app's processes (PostgreSQL's comes from pg-cpu.ts). Unlike orders/s, CPU time per order hardly
 * moves with what else the machine runs.
 */
function treeCpuMs(root: number): number {
  const stats = fs
    .readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .flatMap((d) => {
      try {
        const f = fs.readFileSync(`/proc/${d}/stat`, "utf8").split(") ")[1].split(" ");
        return [{ pid: Number(d), ppid: Number(f[1]), ms: ((Number(f[11]) + Number(f[12])) * 1000) / 100 }];
      } catch {
        return [];
      }
    });
  const inTree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of stats) if (!inTree.has(p.pid) && inTree.has(p.ppid)) grew = inTree.add(p.pid) !== null;
  }
  return stats.filter((p) => inTree.has(p.pid)).reduce((sum, p) => sum + p.ms, 0);
}
const rows: string[] = [];
const notes: string[] = [];
const work = fs.mkdtempSync(path.join(os.tmpdir(), "galli-pg-checkout-"));
const cluster = await startEmbeddedPostgres({
  settings: [
    "shared_preload_libraries=pg_stat_statements",
    // PG_TRACK=all: the statements of triggers and foreign-key checks counted too.
    `pg_stat_statements.track=${process.env.PG_TRACK === "all" ? "all" : "top"}`,
    // PLANNING=1: each statement's planning time too (it costs the database some CPU of its own).
    ...(process.env.PLANNING === "1" ? ["pg_stat_statements.track_planning=on"] : []),
  ],
});
try {
  const sqliteDir = path.join(work, "sqlite");
  fs.mkdirSync(sqliteDir);
  const admin = await pgSql(cluster.url("postgres"));
  await admin.all(`CREATE DATABASE galli_seeded`);
  const seedSqlite = ONLY.test("sqlite") ? seed({ DATA_DIR: sqliteDir }) : 0;
  const seedPg = /pg/.test(process.env.ONLY ?? "pg")
    ? seed({ DATA_DIR: work, DATABASE_URL: cluster.url("galli_seeded") })
    : 0;
  notes.push(`demo world seeded in ${seedSqlite.toFixed(1)} s on SQLite, ${seedPg.toFixed(1)} s on PostgreSQL`);
  const setups: { name: string; key: string; processes: number; serializable?: boolean; nginx?: boolean }[] = [
    { name: "SQLite, 1 process", key: "sqlite", processes: 1 },
    { name: "PostgreSQL, 1 process, all SERIALIZABLE", key: "pg1s", processes: 1, serializable: true },
    { name: "PostgreSQL, 3 processes, all SERIALIZABLE", key: "pg3s", processes: 3, serializable: true },
    { name: "PostgreSQL, 1 process", key: "pg1", processes: 1 },
    { name: "PostgreSQL, 3 processes", key: "pg3", processes: 3 },
    { name: "PostgreSQL, 3 processes behind nginx", key: "pg3n", processes: 3, nginx: true },
  ];
  for (const setup of setups.filter((s) => ONLY.test(s.key))) {
    if (setup.nginx && !nginxPath()) {
      notes.push(`${setup.name}: skipped, nginx is not installed (Debian: apt-get install nginx-light; or set NGINX_PATH)`);
      continue;
    }
    const postgres = setup.key !== "sqlite";
    let sql: Sql;
    let env: Record<string, string> = {
      WEB_CONCURRENCY: "1",
      GALLI_PG_SERIALIZABLE: setup.serializable ? "1" : "0",
      ...(setup.nginx ? { TRUST_PROXY: "true" } : {}),
    };
    let dir = sqliteDir;
    if (postgres) {
      const name = `galli_${setup.key}`;
      await admin.all(`CREATE DATABASE ${name} TEMPLATE galli_seeded`);
      sql = await pgSql(cluster.url(name));
      await sql.all(`CREATE EXTENSION IF NOT EXISTS pg_stat_statements`);
      if (process.env.HACK_SQL) await sql.all(fs.readFileSync(process.env.HACK_SQL, "utf8"));
      env = { ...env, DATABASE_URL: cluster.url(name) };
      dir = work;
    } else {
      const copy = path.join(work, "sqlite-run");
      fs.mkdirSync(copy);
      const src = new Database(path.join(sqliteDir, "galli.db"), { readonly: true });
      await src.backup(path.join(copy, "galli.db"));
      src.close();
      sql = sqliteSql(path.join(copy, "galli.db"));
      dir = copy;
    }
    const w = await prepare(sql);
    const servers: BenchServer[] = [];
    let proxy: Nginx | null = null;
    for (let i = 0; i < setup.processes; i++) servers.push(await startServer(dir, env));
    try {
      // Behind nginx every customer goes through it (deploy/nginx.conf's round robin); else a
      // third of them to each process, as that round robin would send them.
      if (setup.nginx) proxy = await startNginx(servers.map((s) => new URL(s.base).host));
      const targets = proxy ? [{ base: proxy.url }] : servers;
      const ceil = await ceiling(servers[0].base);
      const databaseCpu = postgres ? await postgresCpu(env.DATABASE_URL) : () => 0;
      const cpu = () => ({
        app: servers.reduce((sum, s) => sum + treeCpuMs(s.pid), 0),
        db: databaseCpu(),
        nginx: proxy ? nginxCpuMs() : 0,
      });
      // Taken as the counted seconds begin: the CPU times, the load and the database's counters.
      let atStart: Promise<{ cpu0: ReturnType<typeof cpu>; load0: number; before: { c: string; r: string } | null }>;
      const l = await load(targets, w, () => {
        const cpu0 = cpu();
        const load0 = os.loadavg()[0];
        atStart = (async () => {
          if (!postgres) return { cpu0, load0, before: null };
          await sql.all(`SELECT pg_stat_statements_reset()`);
          const [before] = await sql.all<{ c: string; r: string }>(
            `SELECT xact_commit::text AS c, xact_rollback::text AS r FROM pg_stat_database WHERE datname = current_database()`,
          );
          return { cpu0, load0, before };
        })();
      });
      const { cpu0, load0, before } = await atStart!;
      const load1 = os.loadavg()[0];
      const cpu1 = cpu();
      const perOrder = (ms: number) => (l.placed ? (ms / l.placed).toFixed(1) : "-");
      let db = "";
      if (postgres && before) {
        const [after] = await sql.all<{ c: string; r: string }>(
          `SELECT xact_commit::text AS c, xact_rollback::text AS r FROM pg_stat_database WHERE datname = current_database()`,
        );
        db = `${Number(after.c) - Number(before.c)} / ${Number(after.r) - Number(before.r)}`;
        const top = await sql.all<{ calls: string; total: number; mean: number; plan: number; query: string }>(
          `SELECT calls::text, total_exec_time AS total, mean_exec_time AS mean, total_plan_time AS plan, query FROM pg_stat_statements
           WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
           ORDER BY ${process.env.TOP_BY === "calls" ? "(calls + 0)" : "total_exec_time"} DESC LIMIT ${TOP}`,
        );
        notes.push(
          `${setup.name}, top statements by total time:\n` +
            top
              .map(
                (t) =>
                  `  ${t.total.toFixed(0)} ms total (+${t.plan.toFixed(0)} planning), ${t.calls} calls, ${t.mean.toFixed(2)} ms mean: ${t.query.replace(/\s+/g, " ").slice(0, 150)}`,
              )
              .join("\n"),
        );
      }
      const r = await race(targets, w, sql);
      const fails = l.failures.size ? JSON.stringify(Object.fromEntries(l.failures)) : "none";
      rows.push(
        `| ${setup.name} | ${l.rate.toFixed(1)} | ${perOrder(cpu1.app - cpu0.app)}${proxy ? ` + ${perOrder(cpu1.nginx - cpu0.nginx)} nginx` : ""} / ${postgres ? perOrder(cpu1.db - cpu0.db) : "-"} | ${fmt(l.addMs, 50)} / ${fmt(l.addMs, 99)} | ${fmt(l.placeMs, 50)} / ${fmt(l.placeMs, 99)} | ${ceil.toFixed(0)} | ${db || "-"} | ${fails} | ${r.orders} orders, ${r.sold} sold, ${r.left} left, ${r.negative} negative, ${r.fives} 5xx | ${load0.toFixed(2)} -> ${load1.toFixed(2)} |`,
      );
    } finally {
      await proxy?.stop();
      for (const s of servers) await s.stop();
      await sql.close();
    }
  }
  await admin.close();
} finally {
  await cluster.stop();
  fs.rmSync(work, { recursive: true, force: true });
}
console.log(`Checkout: ${CUSTOMERS} customers, ${SECONDS} s per line, ${os.cpus().length} cores`);
console.log(
  `| setup | COD orders/s | CPU ms per order, app / database | add p50 / p99 ms | place p50 / p99 ms | 404 ceiling req/s (1 process) | commits / rollbacks | failures | race 100 for 50 | load avg 1 min (start -> end) |`,
);
console.log(`|---|---|---|---|---|---|---|---|---|---|`);
for (const r of rows) console.log(r);
for (const n of notes) console.log(n);
