// What the ops System page shows (contract/ops-system.ts), read in one go: a few small indexed reads
// (jobs, the job lease, the webhook outbox, payouts by status, the last money reconciliation, the
// applied migrations) and this process's own numbers (its pool, memory and counters, as /metrics
// gives them to dashboards).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { OpsSystemView } from "../../contract/ops-system";
import { providerOf, type Db } from "../../lib/db";
import { pgPoolOf } from "../../lib/db-postgres";
import { metrics } from "../../lib/metrics";
import { errorsLastHour } from "../../lib/recent-errors";
import { lastMoneyReconciliation } from "../ledger/public";

/** Shops listed with failing webhook deliveries, at most. */
export const FAILING_SHOPS_SHOWN = 20;
/** A job is late after this many periods without a success (the alert rule's count). */
export const LATE_AFTER_PERIODS = 3;

const startedAt = new Date(Date.now() - Math.round(process.uptime() * 1000));

function readAppVersion(): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.resolve("package.json"), "utf8")) as { version?: string };
    return pkg.version ?? "unknown";
  } catch {
    return "unknown";
  }
}
const appVersion = readAppVersion();

type MigrationRow = { migration_name: string; finished_at: unknown; rolled_back_at: unknown };

/** The migrations applied (Prisma's own table), or null for a database made without them. */
async function migrationState(db: Db): Promise<OpsSystemView["database"]["migrations"]> {
  let rows: MigrationRow[];
  try {
    rows = await db.$queryRawUnsafe<MigrationRow[]>(
      `SELECT migration_name, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY migration_name`,
    );
  } catch {
    return null;
  }
  const applied = rows.filter((r) => r.finished_at !== null && r.rolled_back_at === null).map((r) => r.migration_name);
  const failed = rows.filter((r) => r.finished_at === null && r.rolled_back_at === null).length;
  const dir = path.resolve(providerOf(db) === "postgresql" ? "prisma/postgresql/migrations" : "prisma/migrations");
  let pending: number | null = null;
  try {
    const done = new Set(applied);
    pending = fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !done.has(e.name)).length;
  } catch {
    pending = null;
  }
  return { applied: applied.length, last: applied.at(-1) ?? null, failed, pending };
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** A counter's total in this process, over the given label's values (all of them without one). */
async function counted(c: { get(): Promise<{ values: { value: number; labels: Record<string, unknown> }[] }> }, outcome?: string) {
  const { values } = await c.get();
  return values.filter((v) => outcome === undefined || v.labels.outcome === outcome).reduce((sum, v) => sum + v.value, 0);
}

function poolState(db: Db): OpsSystemView["process"]["db_pool"] {
  const pool = pgPoolOf(db);
  if (!pool) return null;
  return {
    max: pool.options.max ?? 10,
    in_use: pool.totalCount - pool.idleCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  };
}

type JobRow = { name: string; dueAt: Date | null; attempts: number; lastRunAt: Date | null; lastOkAt: Date | null; lastError: string | null };

/** Every job with a row, and every job registered here that never ran yet (no row), by name. */
function jobRows(rows: JobRow[], schedules: Map<string, number>): JobRow[] {
  const all = new Map(rows.map((r) => [r.name, r]));
  for (const name of schedules.keys()) {
    if (!all.has(name)) all.set(name, { name, dueAt: null, attempts: 0, lastRunAt: null, lastOkAt: null, lastError: null });
  }
  return [...all.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export type SystemSources = {
  db: Db;
  now: () => Date;
  /** The job runner's schedules: every registered job and its period. */
  schedules: { name: string; everyMs: number }[];
  /** Live event streams open in this process. */
  streamsOpen: number;
};

export async function systemView(src: SystemSources): Promise<OpsSystemView> {
  const { db, now } = src;
  const at = now();
  const schedules = new Map(src.schedules.map((s) => [s.name, s.everyMs]));
  const failingWhere = { OR: [{ status: "failed" }, { status: "pending", attempts: { gt: 0 } }] };
  const [hits, misses, retries] = await Promise.all([
    counted(metrics.cacheLookups, "hit"),
    counted(metrics.cacheLookups, "miss"),
    counted(metrics.txRetries),
  ]);
  const [jobs, lease, outbox, failing, payouts, money, migrations] = await Promise.all([
    db.job.findMany({ orderBy: { name: "asc" } }),
    db.jobLease.findUnique({ where: { name: "jobs" } }),
    db.webhookDelivery.aggregate({ where: { status: "pending" }, _count: { _all: true }, _min: { createdAt: true } }),
    db.webhookDelivery.groupBy({
      by: ["storeId", "status"],
      where: failingWhere,
      _count: { _all: true },
      _max: { lastAttemptAt: true },
    }),
    db.payout.groupBy({ by: ["status"], where: { status: { in: ["created", "on_hold", "failed"] } }, _count: { _all: true } }),
    lastMoneyReconciliation(db),
    migrationState(db),
  ]);

  const byStore = new Map<string, { failed: number; retrying: number; last: Date | null }>();
  for (const g of failing) {
    const s = byStore.get(g.storeId) ?? { failed: 0, retrying: 0, last: null };
    if (g.status === "failed") s.failed += g._count._all;
    else s.retrying += g._count._all;
    const last = g._max.lastAttemptAt;
    if (last && (!s.last || last > s.last)) s.last = last;
    byStore.set(g.storeId, s);
  }
  const shown = [...byStore]
    .sort(([, a], [, b]) => b.failed - a.failed || b.retrying - a.retrying)
    .slice(0, FAILING_SHOPS_SHOWN);
  const ids = shown.map(([id]) => id);
  const [stores, lastFailures] = await Promise.all([
    ids.length ? db.store.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } }) : [],
    Promise.all(
      ids.map((storeId) =>
        db.webhookDelivery.findFirst({
          where: { storeId, ...failingWhere },
          orderBy: { lastAttemptAt: "desc" },
          select: { lastStatusCode: true, lastError: true },
        }),
      ),
    ),
  ]);
  const names = new Map(stores.map((s) => [s.id, s.name]));
  const payoutCount = (status: string) => payouts.find((p) => p.status === status)?._count._all ?? 0;
  const oldest = outbox._min.createdAt;

  return {
    checked_at: at.toISOString(),
    process: {
      id: `${os.hostname()}:${process.pid}`,
      started_at: startedAt.toISOString(),
      uptime_seconds: Math.round(process.uptime()),
      app_version: appVersion,
      node_version: process.version,
      streams_open: src.streamsOpen,
      memory_rss_bytes: process.memoryUsage.rss(),
      db_pool: poolState(db),
      transaction_retries: retries,
      read_cache: { hits, misses },
    },
    database: { kind: providerOf(db), migrations },
    jobs: {
      lease_holder: lease && lease.expiresAt > at ? lease.holder : null,
      lease_expires_at: lease && lease.expiresAt > at ? lease.expiresAt.toISOString() : null,
      items: jobRows(jobs, schedules).map((j) => {
        const everyMs = schedules.get(j.name) ?? null;
        const since = j.lastOkAt ?? startedAt;
        return {
          name: j.name,
          every_seconds: everyMs === null ? 0 : everyMs / 1000,
          last_run_at: iso(j.lastRunAt),
          last_ok_at: iso(j.lastOkAt),
          last_error: j.lastError,
          failures_in_a_row: j.attempts,
          next_run_at: iso(j.dueAt),
          late: everyMs !== null && j.lastRunAt !== null && at.getTime() - since.getTime() > LATE_AFTER_PERIODS * everyMs,
        };
      }),
    },
    outbox: {
      depth: outbox._count._all,
      oldest_age_seconds: oldest ? Math.max(0, Math.round((at.getTime() - oldest.getTime()) / 1000)) : null,
      failing_shops: shown.map(([storeId, s], n) => ({
        store_id: storeId,
        store_name: names.get(storeId) ?? storeId,
        failed: s.failed,
        retrying: s.retrying,
        last_status_code: lastFailures[n]?.lastStatusCode ?? null,
        last_error: lastFailures[n]?.lastError ?? null,
        last_attempt_at: iso(s.last),
      })),
    },
    payouts: { created: payoutCount("created"), on_hold: payoutCount("on_hold"), failed: payoutCount("failed") },
    money: money ? { ran_at: money.ran_at, orders_checked: money.orders_checked, mismatches: money.mismatches } : null,
    errors_last_hour: errorsLastHour(),
  };
}
