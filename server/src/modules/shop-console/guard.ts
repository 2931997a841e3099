// The console's guard and what it gives a route: requireStaff(privilege) (guard-http.ts, made by
// plugins/console-guard.ts), the signed-in member's StaffContext and the ownership checks
// ownStore/ownShop (staff-context.ts).
export {
  consoleRateLimit,
  CONSOLE_RATE_LIMIT_PER_MINUTE,
  guardPrivilege,
  requireStaff,
  staffGuards,
  staffOfRequest,
  type StaffGuard,
} from "./guard-http";
export { loadStaffContext, ownShop, ownStore, type StaffClaims, type StaffContext } from "./staff-context";
