// The orders domain's timed work on the app's job runner: auto-verify after the replacement window
// (refunds/index.ts follows refunds to the source).
import type { FastifyInstance } from "fastify";
import { autoVerify } from "./auto-verify";

export const AUTO_VERIFY_EVERY_MS = 5 * 60_000;

export function registerOrderJobs(app: FastifyInstance) {
  const ctx = app.ctx;
  app.jobs.register({ name: "auto-verify", everyMs: AUTO_VERIFY_EVERY_MS, run: (at) => autoVerify(ctx.db, at) });
}
