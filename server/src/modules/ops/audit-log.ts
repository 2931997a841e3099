// Reading the ops audit log: newest first, filtered by action and entity, a page at a time.
import type { OpsAuditData, OpsAuditQuery } from "../../contract/ops-audit";
import type { Db } from "../../lib/db";
import { auditPage } from "../../lib/console-accounts";

export async function opsAuditLog(db: Db, query: OpsAuditQuery): Promise<OpsAuditData> {
  const where = {
    ...(query.action ? { action: query.action } : {}),
    ...(query.entity ? { entity: query.entity } : {}),
  };
  const cursor = query.before
    ? await db.opsAudit.findUnique({ where: { id: query.before }, select: { id: true } })
    : null;
  const [rows, actions, entities] = await Promise.all([
    db.opsAudit.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: query.limit + 1,
      ...(cursor ? { cursor: { id: cursor.id }, skip: 1 } : {}),
    }),
    db.opsAudit.findMany({ distinct: ["action"], select: { action: true }, orderBy: { action: "asc" } }),
    db.opsAudit.findMany({ distinct: ["entity"], select: { entity: true }, orderBy: { entity: "asc" } }),
  ]);
  return {
    ...auditPage(rows, query.limit, (r) => ({ ops_id: r.opsId, ops_name: r.opsName, ops_role: r.opsRole })),
    actions: actions.map((a) => a.action),
    entities: entities.map((e) => e.entity),
  };
}
