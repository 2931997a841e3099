// The job runner: one process of many runs a due job, once per due time; failures retry later;
// the lease passes on when its holder stops renewing it. Driven by an injected clock.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../testing/app";
import { createJobRunner, JOB_LEASE_MS, retryDelay } from "./runner";
import { leaseLock } from "./lease";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t.close());

function clock(start = Date.UTC(2026, 10, 23, 6, 0, 0)) {
  let ms = start;
  return { now: () => new Date(ms), advance: (d: number) => (ms += d) };
}

describe("job runner", () => {
  it("runs a due job once per due time, whichever of two processes ticks", async () => {
    const c = clock();
    const runs: string[] = [];
    const lease = { leaseMs: 60_000 };
    const a = createJobRunner({ db: t.db, now: c.now, holder: "process-a", lock: leaseLock(t.db, "test-1"), ...lease });
    const b = createJobRunner({ db: t.db, now: c.now, holder: "process-b", lock: leaseLock(t.db, "test-1"), ...lease });
    a.register({ name: "count-a", everyMs: 60_000, run: async () => runs.push("a") });
    b.register({ name: "count-a", everyMs: 60_000, run: async () => runs.push("b") });

    const [ra, rb] = await Promise.all([a.tick(), b.tick()]);
    expect(runs).toHaveLength(1);
    expect([...ra, ...rb]).toEqual([{ name: "count-a", ok: true, result: 1 }]);
    // Not due again until a period has passed.
    await a.tick();
    await b.tick();
    expect(runs).toHaveLength(1);
    // Processes tick more often than the lease lasts: halfway, the holder renews it (nothing is
    // due), so when the job is due again its lease has not expired for the other to take.
    c.advance(30_000);
    await Promise.all([a.tick(), b.tick()]);
    expect(runs).toHaveLength(1);
    c.advance(30_000);
    await Promise.all([a.tick(), b.tick()]);
    expect(runs).toHaveLength(2);
    // The holder of the lease ran both times; the other only gets it once the lease expires.
    expect(new Set(runs).size).toBe(1);
    const holder = runs[0];
    await (holder === "a" ? a : b).stop();
    c.advance(60_000);
    await (holder === "a" ? b : a).tick();
    expect(runs).toEqual([holder, holder, holder === "a" ? "b" : "a"]);
    await a.stop();
    await b.stop();
  });

  it("after the holder dies (no stop, no release), another process runs the jobs within the lease time", async () => {
    const c = clock();
    const runs: { who: string; at: number }[] = [];
    const start = c.now().getTime();
    const make = (who: string) => {
      const r = createJobRunner({ db: t.db, now: c.now, holder: who, lock: leaseLock(t.db, "test-5") });
      r.register({ name: "every-5s", everyMs: 5_000, run: async (at) => runs.push({ who, at: at.getTime() - start }) });
      return r;
    };
    const a = make("a");
    const b = make("b");
    // Both tick every second; a holds the lease and runs the job every 5 s.
    for (let s = 0; s < 10; s++) {
      await a.tick();
      await b.tick();
      c.advance(1_000);
    }
    expect(runs.map((r) => r.who)).toEqual(["a", "a"]);
    // a dies at 10 s: it never ticks, renews or releases again. b ticks every second.
    const died = c.now().getTime() - start;
    for (let s = 0; s < 20 && !runs.some((r) => r.who === "b"); s++) {
      await b.tick();
      c.advance(1_000);
    }
    const takeover = runs.find((r) => r.who === "b");
    expect(takeover).toBeDefined();
    // The last renewal was a's final tick (at 9 s): b runs the job once that lease ran out.
    expect(takeover!.at - died).toBeLessThanOrEqual(JOB_LEASE_MS);
    expect(JOB_LEASE_MS).toBeLessThanOrEqual(15_000);
    await b.stop();
  });

  it("takes over a lease its holder stopped renewing, and not before", async () => {
    const c = clock();
    const lock = leaseLock(t.db, "test-2");
    expect(await lock.acquire("p1", c.now(), 30_000)).toBe(true);
    expect(await lock.acquire("p2", c.now(), 30_000)).toBe(false);
    c.advance(29_000);
    expect(await lock.acquire("p2", c.now(), 30_000)).toBe(false);
    expect(await lock.acquire("p1", c.now(), 30_000)).toBe(true); // renewed
    c.advance(31_000);
    expect(await lock.acquire("p2", c.now(), 30_000)).toBe(true);
    expect(await lock.acquire("p1", c.now(), 30_000)).toBe(false);
  });

  it("keeps the lease while a job runs longer than it, then gives it up on stop", async () => {
    const c = clock();
    const lock = leaseLock(t.db, "test-4");
    let finish: () => void = () => {};
    let started: () => void = () => {};
    const running = new Promise<void>((r) => (started = r));
    // A 300 ms lease renewed every 100 ms (real time) while the job runs.
    const a = createJobRunner({ db: t.db, now: c.now, holder: "long", lock, leaseMs: 300 });
    a.register({
      name: "long-job",
      everyMs: 60_000,
      run: () => {
        started();
        return new Promise<void>((r) => (finish = r));
      },
    });
    const ticking = a.tick();
    await running;
    c.advance(10_000); // by the clock the first lease ran out long ago
    await new Promise((r) => setTimeout(r, 350)); // a renewal has happened since
    expect(await lock.acquire("other", c.now(), 300)).toBe(false);
    finish();
    expect(await ticking).toEqual([{ name: "long-job", ok: true }]);
    await a.stop();
    expect(await lock.acquire("other", c.now(), 300)).toBe(true);
  });

  it("records a failure and retries with a growing delay, then clears it on success", async () => {
    const c = clock();
    let fail = 2;
    const r = createJobRunner({ db: t.db, now: c.now, holder: "p", lock: leaseLock(t.db, "test-3") });
    r.register({
      name: "flaky",
      everyMs: 10_000,
      run: async () => {
        if (fail-- > 0) throw new Error("provider down");
        return "done";
      },
    });
    expect(await r.tick()).toEqual([{ name: "flaky", ok: false, error: "provider down" }]);
    let row = await t.db.job.findUniqueOrThrow({ where: { name: "flaky" } });
    expect(row).toMatchObject({ attempts: 1, lastError: "provider down" });
    expect(row.dueAt.getTime()).toBe(c.now().getTime() + retryDelay(10_000, 1));
    c.advance(10_000);
    expect(await r.tick()).toEqual([{ name: "flaky", ok: false, error: "provider down" }]);
    row = await t.db.job.findUniqueOrThrow({ where: { name: "flaky" } });
    expect(row.dueAt.getTime()).toBe(c.now().getTime() + 20_000);
    c.advance(10_000);
    expect(await r.tick()).toEqual([]); // backing off
    c.advance(10_000);
    expect(await r.tick()).toEqual([{ name: "flaky", ok: true, result: "done" }]);
    expect(await t.db.job.findUniqueOrThrow({ where: { name: "flaky" } })).toMatchObject({
      attempts: 0,
      lastError: null,
    });
    await r.stop();
  });

  it("with only, runs just the jobs named on schedule; runNow still runs any", async () => {
    const c = clock();
    const r = createJobRunner({ db: t.db, now: c.now, holder: "only", only: ["only-a"] });
    const ran: string[] = [];
    r.register({ name: "only-a", everyMs: 1000, run: async () => ran.push("a") });
    r.register({ name: "only-b", everyMs: 1000, run: async () => ran.push("b") });
    expect((await r.tick()).map((o) => o.name)).toEqual(["only-a"]);
    expect(ran).toEqual(["a"]);
    expect((await r.runNow("only-b"))?.name).toBe("only-b");
    await r.stop();
  });

  it("an idle tick renews the lease and reads the due times in one query, whatever the number of jobs", async () => {
    const c = clock();
    const calls: string[] = [];
    const lock = leaseLock(t.db, "test-idle");
    const counted = {
      acquire: (...a: Parameters<typeof lock.acquire>) => (calls.push("acquire"), lock.acquire(...a)),
      release: lock.release,
    };
    const job = new Proxy(t.db.job, {
      get: (target, key) => {
        const v = Reflect.get(target, key) as unknown;
        return typeof v === "function"
          ? (...a: unknown[]) => (calls.push(`job.${String(key)}`), v.apply(target, a))
          : v;
      },
    });
    const db = new Proxy(t.db, { get: (target, key) => (key === "job" ? job : Reflect.get(target, key)) });
    const r = createJobRunner({ db, now: c.now, holder: "idle", lock: counted });
    for (let i = 0; i < 8; i++) r.register({ name: `idle-${i}`, everyMs: 60_000, run: async () => i });
    expect(await r.tick()).toHaveLength(8);
    calls.length = 0;
    c.advance(1000);
    expect(await r.tick()).toEqual([]);
    expect(calls).toEqual(["acquire", "job.findMany"]);
    // Once one is due, only that one is claimed and run.
    c.advance(60_000);
    await t.db.job.update({ where: { name: "idle-3" }, data: { dueAt: new Date(c.now().getTime() + 60_000) } });
    expect((await r.tick()).map((o) => o.name)).toEqual([
      "idle-0",
      "idle-1",
      "idle-2",
      "idle-4",
      "idle-5",
      "idle-6",
      "idle-7",
    ]);
    await r.stop();
  });

  it("refuses two jobs with one name", () => {
    const r = createJobRunner({ db: t.db, now: () => new Date() });
    r.register({ name: "x", everyMs: 1000, run: async () => undefined });
    expect(() => r.register({ name: "x", everyMs: 1000, run: async () => undefined })).toThrow(/already/);
  });

  it("the app registers its jobs on app.jobs", async () => {
    const names = (await t.app.jobs.tick()).map((o) => o.name).sort();
    expect(names).toEqual([
      "auto-verify",
      "delivery-auto-assign",
      "inactive-accounts",
      "ledger-sync",
      "live-notify",
      "money-reconciliation",
      "payment-reconciliation",
      "payouts",
      "refund-sync",
      "substitution-expiry",
      "support-ack",
      "tax-invoices",
    ]);
  });
});
