// The console's guard and what it gives a route: requireStaff(privilege) (guard-http.ts), the
// signed-in member's StaffContext and the ownership checks ownStore/ownShop (staff-context.ts).
export {
  consoleRateLimit,
  CONSOLE_RATE_LIMIT_PER_MINUTE,
  requireStaff,
  staffOfRequest,
  type StaffGuard,
} from "./guard-http";
export {
  guardPrivilege,
  loadStaffContext,
  ownShop,
  ownStore,
  STAFF_GUARD,
  type StaffClaims,
  type StaffContext,
} from "./staff-context";
