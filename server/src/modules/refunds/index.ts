// Refunds on the job runner: `refund-sync` follows every refund sent to its source (a card, UPI)
// until the provider says it is processed (sync.ts).
import type { FastifyPluginAsync } from "fastify";
import { syncRefunds } from "./sync";

export const REFUND_SYNC_EVERY_MS = 60_000;

const refunds: FastifyPluginAsync = async (app) => {
  const ctx = app.ctx;
  app.jobs.register({ name: "refund-sync", everyMs: REFUND_SYNC_EVERY_MS, run: (at) => syncRefunds(ctx, at) });
};

export default refunds;
