// Payouts to the shops: the payout job on the job runner (job.ts). The merchant console's bank
// account routes and the operations console's payout routes are registered by those consoles
// (public.ts).
import fp from "fastify-plugin";
import { PAYOUT_EVERY_MS, PAYOUT_JOB } from "../../contract/payouts-constants";
import { runPayouts } from "./job";

export default fp(
  async (app) => {
    app.jobs.register({ name: PAYOUT_JOB, everyMs: PAYOUT_EVERY_MS, run: (at) => runPayouts(app.ctx, at) });
  },
  { name: "payouts", dependencies: ["jobs"] },
);
