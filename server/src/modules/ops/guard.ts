// The ops console's guard and what it gives a route: requireOps(roles) and opsRateLimit()
// (guard-http.ts, made by plugins/console-guard.ts) and the signed-in member's OpsContext
// (ops-context.ts).
export {
  opsGuardRoles,
  opsGuards,
  opsOfRequest,
  opsRateLimit,
  OPS_RATE_LIMIT_PER_MINUTE,
  requireOps,
  signOpsToken,
  type OpsGuard,
} from "./guard-http";
export { type OpsClaims, type OpsContext } from "./ops-context";
