// Timed work with three app processes on one PostgreSQL database, each on the real clock with its
// job runner and webhook sender on: every webhook is posted exactly once whichever process claims
// it, and when the job lease's holder dies with kill -9, another process holds the lease within
// the lease time (15 s) and the jobs go on.
// Runs in the server-pg project only (it needs a database server the processes share).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../testing/app";
import { testPgServerUrl } from "../testing/pg-databases";
import { startAppProcesses, stopAppProcesses, type AppProcess } from "../testing/processes";
import { checkoutWorld } from "../modules/checkout/test-helpers";
import { api, merchantKey, placeCodOrder, startReceiver, STORE_KEY } from "../modules/shop-orders-api/test-helpers";
import { JOB_LEASE_MS } from "../jobs/runner";

const NOW = new Date("2026-11-21T06:30:00Z"); // the test world's clock: 12:00 noon in India
let t: TestApp;
let procs: AppProcess[] = [];
let receiver: Awaited<ReturnType<typeof startReceiver>>;

const until = async (what: string, check: () => Promise<boolean>, ms: number) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
};

/** The pid in a lease holder's name (host:pid:random). */
const pidOf = (holder: string) => Number(holder.split(":").at(-2));

describe.runIf(testPgServerUrl())("timed work across three app processes on PostgreSQL", { timeout: 180_000 }, () => {
  beforeAll(async () => {
    t = await checkoutWorld({ now: () => NOW });
    await merchantKey(t);
    receiver = await startReceiver(200);
    const put = await api(t).put(`/api/stores/${STORE_KEY}/webhook`).send({ url: receiver.url });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    procs = await startAppProcesses(3, {
      DATABASE_URL: t.config.databaseUrl,
      DATA_DIR: t.dir,
      JOBS: "true",
      WEBHOOK_DELIVERY: "true",
      WEBHOOK_TICK_SECONDS: "1",
    });
  }, 170_000);
  afterAll(async () => {
    await stopAppProcesses(procs);
    await receiver?.close();
    await t?.close();
  });

  it("20 new orders: each webhook posted exactly once by the three senders", async () => {
    for (let i = 0; i < 20; i++) await placeCodOrder(t);
    const rows = await t.db.webhookDelivery.findMany({ select: { id: true } });
    expect(rows).toHaveLength(20);
    await until(
      "every delivery posted and recorded",
      async () => (await t.db.webhookDelivery.count({ where: { status: "delivered" } })) === 20,
      30_000,
    );
    // Three more ticks of every sender: nothing is posted again.
    await new Promise((r) => setTimeout(r, 3_000));
    const ids = receiver.received.map((r) => String(r.headers["galli-delivery"]));
    expect(ids).toHaveLength(20);
    expect(new Set(ids)).toEqual(new Set(rows.map((r) => r.id)));
  });

  it("the lease holder killed with kill -9: another process holds the jobs' lease within the lease time", async () => {
    let holder = "";
    await until(
      "a process holds the job lease",
      async () => {
        const lease = await t.db.jobLease.findFirst({ where: { expiresAt: { gt: new Date() } } });
        holder = lease?.holder ?? "";
        return procs.some((p) => p.child.pid === pidOf(holder));
      },
      20_000,
    );
    const victim = procs.find((p) => p.child.pid === pidOf(holder))!;
    victim.child.kill("SIGKILL");
    const killedAt = Date.now();
    await until(
      "another process holds the lease",
      async () => {
        const lease = await t.db.jobLease.findFirst();
        return !!lease && pidOf(lease.holder) !== victim.child.pid && lease.expiresAt > new Date();
      },
      JOB_LEASE_MS + 10_000,
    );
    expect(Date.now() - killedAt).toBeLessThanOrEqual(JOB_LEASE_MS + 3_000);
    // The new holder runs the jobs: their rows are claimed again after the takeover.
    const takenOver = new Date();
    await until(
      "a job ran after the takeover",
      async () => (await t.db.job.count({ where: { lastRunAt: { gte: takenOver } } })) > 0,
      20_000,
    );
  });
});
