// What other modules, plugins and scripts may use of the merchant console: the guard and its mark,
// the member's context and ownership checks, the audit log writer.
export {
  guardPrivilege,
  ownShop,
  ownStore,
  requireStaff,
  consoleRateLimit,
  type StaffContext,
  type StaffGuard,
} from "./guard";
export { recordAudit, type AuditEntry, type DbOrTx } from "./audit";
// The operations console reuses the audit log's JSON form and the sign-in's wrong-password limits.
export { asJson as auditJson } from "./audit";
export { MAX_PASSWORD_FAILURES, PASSWORD_FAILURE_WINDOW_MS } from "./sign-in";
// Onboarding (operations console) invites a new merchant's Super Admin with the console's own SMS.
export { STAFF_SMS } from "./sign-in";
// The seed makes the demo shop's waiting products through the catalogue service.
export { catalogueSeeding } from "./catalogue-service";
// The console wing (modules/index.ts) decorates the request with the console's member.
export { staffGuards } from "./guard";
