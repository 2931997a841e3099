// The operations console's audit log: every write an ops member makes, with who (name and role),
// what, when, and the entity before and after (JSON). Written in the same transaction as the change
// it records, so the log and the data never disagree. Admins read it (GET /ops/api/audit).
import { auditJson as asJson } from "../../lib/console-accounts";
import type { DbOrTx } from "../shop-console/public";
import type { OpsContext } from "./guard";

export type OpsAuditEntry = {
  /** What happened, as "<entity>.<verb>": "enquiry.decline", "merchant.onboard", "shop.approve". */
  action: string;
  /** The kind of thing changed: "enquiry", "merchant", "shop", "product", "order", "user"... */
  entity: string;
  entityId: string;
  /** The entity before and after the write (null when created or deleted). */
  before: unknown;
  after: unknown;
};

export async function recordOpsAudit(tx: DbOrTx, ops: OpsContext, entry: OpsAuditEntry): Promise<void> {
  await tx.opsAudit.create({
    data: {
      opsId: ops.opsId,
      opsName: ops.name,
      opsRole: ops.role,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: asJson(entry.before),
      after: asJson(entry.after),
    },
  });
}

/**
 * Staff access to customer data (DPDP breach readiness): an ops member's read of an order or of the
 * customer lists, recorded as "<entity>.view" / "<entity>.search" with what was asked in `after`.
 * Reads are not in a write's transaction: the entry is written before the answer leaves.
 */
export async function recordOpsRead(
  db: DbOrTx,
  ops: OpsContext,
  read: { action: string; entity: string; entityId: string; detail?: Record<string, unknown> },
): Promise<void> {
  await recordOpsAudit(db, ops, {
    action: read.action,
    entity: read.entity,
    entityId: read.entityId,
    before: null,
    after: read.detail ?? null,
  });
}
