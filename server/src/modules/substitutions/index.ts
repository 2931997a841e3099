// Substitutions (issue 53): a line short at packing, refunded or replaced with the customer's
// consent. The merchant API's /api/stores/:store_key/orders/:order_id/substitutions, the console's
// /merchant/api/orders/:order_id/substitutions*, the customer's /user/order/substitutions/* and the
// substitution-expiry job.
import type { FastifyPluginAsync } from "fastify";
import { settleExpired, SUBSTITUTION_EXPIRY_EVERY_MS, SUBSTITUTION_EXPIRY_JOB } from "./expiry";

export { substitutionsApiRoutes } from "./api-routes";
export { substitutionsConsoleRoutes } from "./console-routes";
export { substitutionsCustomerRoutes } from "./customer-routes";

/** The substitution-expiry job on the app's job runner. */
export const substitutionJobs: FastifyPluginAsync = async (app) => {
  app.jobs.register({
    name: SUBSTITUTION_EXPIRY_JOB,
    everyMs: SUBSTITUTION_EXPIRY_EVERY_MS,
    run: (at) => settleExpired(app.ctx, at),
  });
};
