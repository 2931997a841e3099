// GET /metrics: this process's metrics in Prometheus' text format (lib/metrics.ts). With a
// METRICS_TOKEN it answers only `Authorization: Bearer <token>`; without one it is open in
// development and tests, and in production off altogether (404, and requests are not timed). In a
// cluster each worker answers for itself (its `process` label). Every answered request is counted
// and timed by its route pattern (never the raw URL; "unmatched" for a path no route has), method
// and status class. The gauges that need the database (webhook outbox, jobs' last success) are read
// at scrape time: two small indexed reads.
import crypto from "node:crypto";
import fp from "fastify-plugin";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error";
import { ERROR_CODE } from "../contract/errors";
import { metrics, registry, statusClass } from "../lib/metrics";
import { pgPoolOf } from "../lib/db-postgres";

function tokenMatches(req: FastifyRequest, token: string): boolean {
  const given = Buffer.from(req.headers.authorization ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** Reads the gauges that live in the database or in other plugins, just before a scrape. */
async function refreshGauges(app: FastifyInstance) {
  const { db, now } = app.ctx;
  const at = now().getTime();
  const [outbox, jobs] = await Promise.all([
    db.webhookDelivery.aggregate({ where: { status: "pending" }, _count: { _all: true }, _min: { createdAt: true } }),
    db.job.findMany({ select: { name: true, lastOkAt: true } }),
  ]);
  metrics.outboxDepth.set(outbox._count._all);
  const oldest = outbox._min.createdAt;
  metrics.outboxOldestAge.set(oldest ? Math.max(0, (at - oldest.getTime()) / 1000) : 0);
  for (const j of jobs) {
    if (j.lastOkAt) metrics.jobLastSuccessAge.set({ job: j.name }, Math.max(0, (at - j.lastOkAt.getTime()) / 1000));
  }
  for (const s of app.jobs.schedules()) metrics.jobIntervalSeconds.set({ job: s.name }, s.everyMs / 1000);
  const pool = pgPoolOf(db);
  if (pool) {
    metrics.poolInUse.set(pool.totalCount - pool.idleCount);
    metrics.poolWaiting.set(pool.waitingCount);
  }
  if (app.hasDecorator("liveHub")) metrics.streamsOpen.set(app.liveHub.size);
}

export default fp(
  async (app) => {
    const { enabled, token } = app.ctx.config.metrics;
    if (!enabled) return;
    app.addHook("onResponse", async (req, reply) => {
      const labels = {
        route: req.routeOptions.url ?? "unmatched",
        method: req.method,
        status_class: statusClass(reply.statusCode),
      };
      metrics.httpRequests.inc(labels);
      metrics.httpLatency.observe(labels, reply.elapsedTime / 1000);
    });

    app.get("/metrics", { schema: { hide: true } }, async (req, reply) => {
      if (token && !tokenMatches(req, token)) throw new AppError(ERROR_CODE.UNAUTHORIZED);
      await refreshGauges(app);
      const body = await registry.metrics();
      return reply.type(registry.contentType).header("cache-control", "no-store").send(body);
    });
  },
  { name: "metrics", dependencies: ["db", "jobs"] },
);
