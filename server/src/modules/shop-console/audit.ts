// The console's audit log: every write a staff member makes, with who, what, when, and the entity
// before and after (JSON). Written in the same transaction as the change it records, so the log
// and the data never disagree. The Super Admin (privilege "staff") reads it.
import type { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";
import type { StaffContext } from "./guard";
import { auditJson as asJson } from "../../lib/console-accounts";

export { asJson };

export type AuditEntry = {
  /** What happened, as "<entity>.<verb>": "staff.invite", "order.accept", "store.settings". */
  action: string;
  /** The kind of thing changed: "staff", "role", "order", "store", "api_key"... */
  entity: string;
  entityId: string;
  /** The entity before and after the write (null when created or deleted). */
  before: unknown;
  after: unknown;
};

export type DbOrTx = Db | Prisma.TransactionClient;

export async function recordAudit(tx: DbOrTx, staff: StaffContext, entry: AuditEntry): Promise<void> {
  const name =
    staff.name ??
    (await tx.staffMember.findUnique({ where: { id: staff.staffId }, select: { name: true } }))?.name ??
    "";
  await tx.consoleAudit.create({
    data: {
      merchantId: staff.merchantId,
      staffId: staff.staffId,
      staffName: name,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: asJson(entry.before),
      after: asJson(entry.after),
    },
  });
}
