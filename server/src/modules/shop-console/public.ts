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
// Onboarding (operations console) invites a new merchant's Super Admin with the console's own SMS.
export { STAFF_SMS } from "./sign-in";
// The seed makes the demo shop's waiting products through the catalogue service.
export { catalogueSeeding } from "./catalogue-seeding";
// The console wing (modules/index.ts) decorates the request with the console's member.
export { staffGuards } from "./guard";
// The console's order answer (the last mile's assign and return answer with it).
export { consoleOrderView } from "./orders-board";
