// The orders domain's timed work on the app's job runner: auto-verify after the replacement window,
// and following refunds to the source until they are processed.
import type { FastifyInstance } from "fastify";
import { syncRefunds } from "../refunds/public";
import { autoVerify } from "./auto-verify";

export const AUTO_VERIFY_EVERY_MS = 5 * 60_000;
export const REFUND_SYNC_EVERY_MS = 60_000;

export function registerOrderJobs(app: FastifyInstance) {
  const ctx = app.ctx;
  app.jobs.register({ name: "auto-verify", everyMs: AUTO_VERIFY_EVERY_MS, run: (at) => autoVerify(ctx.db, at) });
  app.jobs.register({ name: "refund-sync", everyMs: REFUND_SYNC_EVERY_MS, run: (at) => syncRefunds(ctx, at) });
}
