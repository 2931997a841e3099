// The ops console's guard and what it gives a route: requireOps(roles) and opsRateLimit()
// (guard-http.ts), the signed-in member's OpsContext and the guard's mark (ops-context.ts).
export {
  opsOfRequest,
  opsRateLimit,
  OPS_RATE_LIMIT_PER_MINUTE,
  requireOps,
  signOpsToken,
  type OpsGuard,
} from "./guard-http";
export { OPS_GUARD, opsGuardRoles, type OpsClaims, type OpsContext, type OpsGuardMark } from "./ops-context";
