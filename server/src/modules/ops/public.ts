// What other modules may use of the operations console: the guard, its context and the audit writer,
// and its side of the catalogue's review queue (modules/index.ts mounts the queue with it).
export { opsGuardRoles, opsGuards, opsRateLimit, requireOps, type OpsContext, type OpsGuard } from "./guard";
export { recordOpsAudit, type OpsAuditEntry } from "./audit";
export { opsReview } from "./review-http";
export { escalationsWaiting } from "./desk-queue";
