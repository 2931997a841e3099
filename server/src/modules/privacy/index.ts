// Privacy (DPDP): consents, "Download my data", "Delete my account" under /user/profile, and the
// inactive-account erasure job.
import type { FastifyPluginAsync } from "fastify";
import routes from "./routes";
import { INACTIVE_EVERY_MS, INACTIVE_JOB, inactiveAccounts } from "./inactive";

const privacy: FastifyPluginAsync = async (app) => {
  await app.register(routes);
  app.jobs.register({ name: INACTIVE_JOB, everyMs: INACTIVE_EVERY_MS, run: (at) => inactiveAccounts(app.ctx, at) });
};

export default privacy;
