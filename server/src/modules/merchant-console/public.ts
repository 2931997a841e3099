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
