// /ops/api/system: Admin only (support and reviewer refused, no session 401); the jobs with their
// last run, failure and next run, the job lease's holder, the webhook outbox (depth, oldest age)
// and the shops whose deliveries fail with their last error, payouts held, the last money
// reconciliation, this process (memory, its PostgreSQL pool, read cache lookups, transactions
// retried) and the database, and this process's error answers of the last hour by code. On both
// databases (the pool is PostgreSQL's).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { createOps, opsAuth } from "../ops/test-helpers";
import type { OpsRole } from "../../contract/ops-roles";
import { ERROR_CODE } from "../../contract/errors";
import { errorsLastHour, recordErrorAnswer } from "../../lib/recent-errors";
import { metrics } from "../../lib/metrics";
import { providerOf } from "../../lib/db";

// The real clock (the ops session token is checked against it), to the second.
const NOW = new Date(Math.floor(Date.now() / 1000) * 1000);
let t: TestApp;

beforeAll(async () => {
  t = await testApp({ seeded: true, now: () => NOW });
});
afterAll(async () => t.close());

const header = async (role: OpsRole) => opsAuth(t.app, t.db, (await createOps(t.db, { role })).opsId);
const get = (auth: Record<string, string>) => request(t.app.server).get("/ops/api/system").set(auth);

describe("/ops/api/system", () => {
  it("answers 401 without a session, 403 to support and reviewers", async () => {
    expect((await request(t.app.server).get("/ops/api/system")).status).toBe(401);
    for (const role of ["support", "reviewer"] as const) expect((await get(await header(role))).status).toBe(403);
  });

  it("shows the jobs, the outbox, failing shops, payouts held, the money check, the process and the database", async () => {
    const store = await t.db.store.findFirstOrThrow({ select: { id: true, name: true } });
    const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);
    await t.db.job.create({
      data: { name: "payouts", dueAt: minutesAgo(-5), lastRunAt: minutesAgo(10), lastOkAt: minutesAgo(10), attempts: 0 },
    });
    await t.db.job.create({
      data: { name: "refund-sync", dueAt: minutesAgo(-1), lastRunAt: minutesAgo(1), lastOkAt: minutesAgo(600), attempts: 4, lastError: "connect ECONNREFUSED" },
    });
    await t.db.jobLease.create({ data: { name: "jobs", holder: "host-a:123:abcd", expiresAt: new Date(NOW.getTime() + 10_000) } });
    const delivery = (status: string, attempts: number, createdMinutesAgo: number) => ({
      storeId: store.id,
      eventType: "order.placed",
      payload: "{}",
      status,
      attempts,
      nextAttemptAt: NOW,
      lastAttemptAt: attempts ? minutesAgo(2) : null,
      lastStatusCode: attempts ? 500 : null,
      lastError: attempts ? "HTTP 500" : null,
      createdAt: minutesAgo(createdMinutesAgo),
    });
    await t.db.webhookDelivery.createMany({
      data: [delivery("pending", 0, 1), delivery("pending", 2, 7), delivery("failed", 8, 60), delivery("delivered", 1, 90)],
    });

    const res = await get(await header("admin"));
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.checked_at).toBe(NOW.toISOString());
    expect(data.database.kind).toBe(providerOf(t.db));
    expect(data.process.uptime_seconds).toBeGreaterThanOrEqual(0);
    expect(data.process.node_version).toBe(process.version);
    expect(data.process.app_version).toMatch(/^\d+\.\d+\.\d+/);
    expect(data.process.streams_open).toBe(0);
    expect(data.process.memory_rss_bytes).toBeGreaterThan(10 * 1024 * 1024);
    if (providerOf(t.db) === "postgresql") {
      // The pool of the app under test: its size, and no caller waiting once the answer is out.
      expect(data.process.db_pool).toMatchObject({ max: expect.any(Number), waiting: 0 });
      expect(data.process.db_pool.max).toBeGreaterThan(0);
      expect(data.process.db_pool.in_use + data.process.db_pool.idle).toBeLessThanOrEqual(data.process.db_pool.max);
    } else {
      expect(data.process.db_pool).toBeNull();
    }
    expect(data.jobs.lease_holder).toBe("host-a:123:abcd");
    const byName = Object.fromEntries(data.jobs.items.map((j: { name: string }) => [j.name, j]));
    expect(byName.payouts).toMatchObject({ last_error: null, failures_in_a_row: 0, late: false, last_ok_at: minutesAgo(10).toISOString() });
    expect(byName.payouts.every_seconds).toBeGreaterThan(0);
    expect(byName["refund-sync"]).toMatchObject({ last_error: "connect ECONNREFUSED", failures_in_a_row: 4, late: true, next_run_at: minutesAgo(-1).toISOString() });
    expect(data.outbox).toEqual({
      depth: 2,
      oldest_age_seconds: 7 * 60,
      failing_shops: [
        {
          store_id: store.id,
          store_name: store.name,
          failed: 1,
          retrying: 1,
          last_status_code: 500,
          last_error: "HTTP 500",
          last_attempt_at: minutesAgo(2).toISOString(),
        },
      ],
    });
    expect(Object.keys(data.payouts).sort()).toEqual(["created", "failed", "on_hold"]);
    expect(data.money).toBeNull();
  });

  it("gives this process's read cache lookups and transaction retries, as /metrics counts them", async () => {
    const before = (await get(await header("admin"))).body.data.process;
    metrics.cacheLookups.inc({ outcome: "hit" }, 3);
    metrics.cacheLookups.inc({ outcome: "miss" });
    metrics.txRetries.inc(2);
    const after = (await get(await header("admin"))).body.data.process;
    expect(after.read_cache.hits - before.read_cache.hits).toBe(3);
    expect(after.read_cache.misses - before.read_cache.misses).toBe(1);
    expect(after.transaction_retries - before.transaction_retries).toBe(2);
  });

  it("counts this process's error answers of the last hour by code", async () => {
    const before = errorsLastHour().find((e) => e.code === ERROR_CODE.UNAUTHORIZED)?.count ?? 0;
    expect((await request(t.app.server).get("/ops/api/system")).status).toBe(401);
    const res = await get(await header("admin"));
    const unauthorized = res.body.data.errors_last_hour.find((e: { code: string }) => e.code === ERROR_CODE.UNAUTHORIZED);
    expect(unauthorized.count).toBe(before + 1);
  });

  it("forgets error answers older than an hour", () => {
    const at = Date.UTC(2030, 0, 1, 12, 0);
    recordErrorAnswer("OLD_ONE", at - 61 * 60_000);
    recordErrorAnswer("RECENT_ONE", at - 59 * 60_000);
    const codes = errorsLastHour(at).map((e) => e.code);
    expect(codes).toContain("RECENT_ONE");
    expect(codes).not.toContain("OLD_ONE");
  });
});
