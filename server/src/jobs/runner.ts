// Timed work as named schedules (Job rows: due time, failed attempts in a row, last outcome), run by
// whichever process holds the job lock. Any number of app processes may run a runner: each tick
// only the lock holder runs the due jobs, and each job's row is claimed by moving its due time
// before it runs, so a job runs once per due time across the process group. A failure is retried
// with a growing delay. The clock is injected, so tests drive it with tick().
import { span } from "../lib/tracing";
import crypto from "node:crypto";
import os from "node:os";
import type { Db } from "../lib/db";
import { leaseLock, type JobLock } from "./lease";
import { metrics } from "../lib/metrics";

export type JobSpec = {
  /** Unique, stable: the Job row's key. */
  name: string;
  /** How long after a run (ok or not) the job is next due. */
  everyMs: number;
  /** The work; it receives the runner's time. What it returns is reported by tick(). */
  run: (now: Date) => Promise<unknown>;
};

export type JobOutcome = { name: string; ok: boolean; result?: unknown; error?: string };

export type JobRunner = {
  readonly holder: string;
  register(spec: JobSpec): void;
  /** Runs every due job once if this process holds the lock; answers what ran. */
  tick(): Promise<JobOutcome[]>;
  /** Runs a registered job now (still under the lock), whatever its due time. */
  runNow(name: string): Promise<JobOutcome | null>;
  /** Every registered job's name and period (the metrics' lag alerts compare the two). */
  schedules(): { name: string; everyMs: number }[];
  start(): void;
  stop(): Promise<void>;
};

export type RunnerOptions = {
  db: Db;
  now: () => Date;
  lock?: JobLock;
  holder?: string;
  /** How often start() ticks (default 1 s). */
  tickMs?: number;
  /** How long the lock lasts without renewal (default JOB_LEASE_MS; renewed every tick, before each
   * job and every third of it while a job runs). */
  leaseMs?: number;
  log?: (message: string) => void;
  /** Only these jobs run on schedule (tick); null or unset: all. runNow still runs any. */
  only?: readonly string[] | null;
};

/**
 * How long the job lease lasts unless its holder renews it. The holder renews it every tick (1 s),
 * so a process that dies (kill -9, a lost machine) hands the timed jobs to another within this
 * time; a live holder loses it only after an event-loop stall this long.
 */
export const JOB_LEASE_MS = 15_000;

/** The delay before retrying a job that failed `attempts` times in a row: doubling, at most 32 periods. */
export function retryDelay(everyMs: number, attempts: number): number {
  return everyMs * 2 ** Math.min(Math.max(attempts - 1, 0), 5);
}

export function createJobRunner(opts: RunnerOptions): JobRunner {
  const { db, now, log = () => {} } = opts;
  const holder = opts.holder ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString("hex")}`;
  const lock = opts.lock ?? leaseLock(db, "jobs");
  const leaseMs = opts.leaseMs ?? JOB_LEASE_MS;
  const specs = new Map<string, JobSpec>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<JobOutcome[]> | null = null;

  async function ensureRow(spec: JobSpec, at: Date) {
    if (await db.job.findUnique({ where: { name: spec.name }, select: { name: true } })) return;
    try {
      await db.job.create({ data: { name: spec.name, dueAt: at } });
    } catch (err) {
      if ((err as { code?: string }).code !== "P2002") throw err;
    }
  }

  /** Claims the job's due time (moving it on) and runs it; the lease is taken again first. */
  async function runOne(spec: JobSpec, force: boolean): Promise<JobOutcome | null> {
    const at = now();
    if (!(await lock.acquire(holder, at, leaseMs))) return null;
    await ensureRow(spec, at);
    return runClaimed(spec, at, force);
  }

  async function runClaimed(spec: JobSpec, at: Date, force: boolean): Promise<JobOutcome | null> {
    // Claim this due time: a second runner (or a lock that changed hands) finds it moved on.
    const claimed = await db.job.updateMany({
      where: { name: spec.name, ...(force ? {} : { dueAt: { lte: at } }) },
      data: { dueAt: new Date(at.getTime() + spec.everyMs), lastRunAt: at },
    });
    if (claimed.count !== 1) return null;
    // Renewed while the job runs, so a job longer than the lease never finds another holder
    // running jobs beside it.
    let renewing: Promise<unknown> = Promise.resolve();
    const heartbeat = setInterval(() => {
      renewing = lock
        .acquire(holder, now(), leaseMs)
        .catch((err: unknown) => log(`job lease renewal failed: ${String(err)}`));
    }, leaseMs / 3);
    heartbeat.unref();
    try {
      const result = await span(`job ${spec.name}`, { "galli.job": spec.name }, () => spec.run(at));
      await db.job.update({ where: { name: spec.name }, data: { attempts: 0, lastOkAt: at, lastError: null } });
      metrics.jobRuns.inc({ job: spec.name, outcome: "ok" });
      return { name: spec.name, ok: true, result };
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      metrics.jobRuns.inc({ job: spec.name, outcome: "failed" });
      const row = await db.job.update({
        where: { name: spec.name },
        data: { attempts: { increment: 1 }, lastError: message.slice(0, 1000) },
      });
      await db.job.update({
        where: { name: spec.name },
        data: { dueAt: new Date(at.getTime() + retryDelay(spec.everyMs, row.attempts)) },
      });
      log(`job ${spec.name} failed (attempt ${row.attempts}): ${message}`);
      return { name: spec.name, ok: false, error: message };
    } finally {
      clearInterval(heartbeat);
      await renewing;
    }
  }

  /**
   * One tick: the lease is renewed once and every job's due time read in one query, so an idle
   * second costs two statements, not three per registered job; only a due job is claimed (after
   * the lease is renewed again: the jobs before it may have run long) and run.
   */
  async function runDue(): Promise<JobOutcome[]> {
    const out: JobOutcome[] = [];
    const wanted = [...specs.values()].filter((spec) => !opts.only || opts.only.includes(spec.name));
    if (!wanted.length || !(await lock.acquire(holder, now(), leaseMs))) return out;
    const rows = await db.job.findMany({
      where: { name: { in: wanted.map((spec) => spec.name) } },
      select: { name: true, dueAt: true },
    });
    const dueAt = new Map(rows.map((r) => [r.name, r.dueAt.getTime()]));
    for (const spec of wanted) {
      const due = dueAt.get(spec.name);
      if (due !== undefined && due > now().getTime()) continue;
      const outcome = await runOne(spec, false);
      if (outcome) out.push(outcome);
    }
    return out;
  }

  const tick = () => {
    running ??= runDue().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    holder,
    register(spec) {
      if (specs.has(spec.name)) throw new Error(`A job named ${spec.name} is already registered.`);
      if (!(spec.everyMs > 0)) throw new Error(`Job ${spec.name}: everyMs must be positive.`);
      specs.set(spec.name, spec);
    },
    tick,
    schedules: () => [...specs.values()].map((s) => ({ name: s.name, everyMs: s.everyMs })),
    async runNow(name) {
      const spec = specs.get(name);
      if (!spec) throw new Error(`No job named ${name}.`);
      await running?.catch(() => undefined);
      return runOne(spec, true);
    },
    start() {
      if (timer) return;
      timer = setInterval(() => {
        tick().catch((err: unknown) => log(`job runner tick failed: ${String(err)}`));
      }, opts.tickMs ?? 1000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
      await lock.release(holder).catch(() => undefined);
    },
  };
}
