// What other modules may use of the operations console: the guard, its context and the audit writer.
export { opsGuardRoles, opsRateLimit, requireOps, type OpsContext, type OpsGuard } from "./guard";
export { recordOpsAudit, type OpsAuditEntry } from "./audit";
