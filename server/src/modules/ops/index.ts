// The operations console's API, registered under /ops/api. Each part of the console registers its
// routes plugin here (one line each); the other modules' ops routes (the review queue, payouts,
// money reconciliation) are registered by modules/index.ts under the same prefix. Every route
// guards itself with requireOps(roles) from guard.ts, or is marked OPS_PUBLIC (sign-in); the role x
// route test (matrix.test.ts) fails for an ops route that does neither. The console wing
// (plugins/console-guard.ts) runs the guard before the body is read.
import type { FastifyPluginAsync } from "fastify";
import authRoutes from "./auth-routes";
import auditRoutes from "./audit-routes";
import onboardingRoutes from "./onboarding-routes";
import opsOrdersRoutes from "./orders-routes";
import opsEscalationsRoutes from "./escalations-routes";
import opsSuspendRoutes from "./suspend-routes";
import opsCommissionRoutes from "./commission-routes";
import opsTicketsRoutes from "./tickets-routes";

const opsConsole: FastifyPluginAsync = async (app) => {
  for (const routes of [
    authRoutes,
    auditRoutes,
    onboardingRoutes,
    opsOrdersRoutes,
    opsEscalationsRoutes,
    opsSuspendRoutes,
    opsCommissionRoutes,
    opsTicketsRoutes,
  ])
    await app.register(routes);
};

export default opsConsole;
