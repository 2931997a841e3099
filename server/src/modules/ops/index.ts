// The operations console's API, registered under /ops/api. Each part of the console registers its
// routes plugin here (one line each). Every route guards itself with requireOps(roles) from
// guard.ts, or is marked OPS_PUBLIC (sign-in); the role x route test (matrix.test.ts) fails for an
// ops route that does neither.
import type { FastifyPluginAsync, RouteOptions } from "fastify";
import authRoutes from "./auth-routes";
import auditRoutes from "./audit-routes";
import onboardingRoutes from "./onboarding-routes";
import { OPS_AREA_ROLES } from "../../contract/ops-roles";
import { reviewRoutes } from "../product-review/public";
import { opsGuardRoles, opsRateLimit, requireOps } from "./guard";
import { recordOpsAudit } from "./audit";
import opsOrdersRoutes from "./orders-routes";
import opsEscalationsRoutes from "./escalations-routes";
import opsSuspendRoutes from "./suspend-routes";
import opsCommissionRoutes from "./commission-routes";
import { opsPayoutRoutes } from "../payouts/public";
import { opsMoneyRoutes } from "../ledger/public";
import opsTicketsRoutes from "./tickets-routes";
import { opsSystemRoutes } from "../system/public";

type Hook = NonNullable<RouteOptions["onRequest"]>;
const asList = (hook: Hook | undefined): unknown[] => (hook === undefined ? [] : Array.isArray(hook) ? hook : [hook]);

const opsConsole: FastifyPluginAsync = async (app) => {
  app.decorateRequest("ops", null as never);
  // The ops guard runs first, before the body is parsed and validated: a caller without the role
  // hears 401/403, never a validation answer about a body it may not send.
  app.addHook("onRoute", (route) => {
    const preHandlers = asList(route.preHandler);
    const guards = preHandlers.filter((fn) => opsGuardRoles(fn) !== undefined);
    if (!guards.length) return;
    route.preHandler = preHandlers.filter((fn) => opsGuardRoles(fn) === undefined) as never;
    route.onRequest = [...asList(route.onRequest), ...guards] as never;
  });

  await app.register(authRoutes);
  await app.register(auditRoutes);
  await app.register(onboardingRoutes);
  // The catalogue's review queue (products waiting for review), with the ops guard, reviewer and
  // audit log; limited per ops token like the console's own routes (the plugin sets no limit).
  await app.register(async (scope) => {
    scope.addHook("onRequest", scope.rateLimit(opsRateLimit().rateLimit));
    scope.addHook("onRoute", (route) => {
      route.config = { ...(route.config ?? {}), opsScopeLimited: true } as never;
    });
    await scope.register(reviewRoutes, {
      guard: requireOps(OPS_AREA_ROLES.review),
      reviewer: (req) => ({ id: req.ops.opsId, name: req.ops.name, mobile: req.ops.mobile }),
      audit: (tx, req, entry) => recordOpsAudit(tx, req.ops, entry),
    });
  });
  await app.register(opsOrdersRoutes);
  await app.register(opsEscalationsRoutes);
  await app.register(opsSuspendRoutes);
  await app.register(opsCommissionRoutes);
  await app.register(opsPayoutRoutes);
  await app.register(opsMoneyRoutes);
  await app.register(opsTicketsRoutes);
  await app.register(opsSystemRoutes);
};

export default opsConsole;
