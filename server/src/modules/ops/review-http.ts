// The operations console's side of the catalogue's review queue (product-review's routes, which
// modules/index.ts registers under /ops/api): the ops guard, who the reviewer is and how the ops
// audit log is written.
import type { FastifyRequest } from "fastify";
import type { Prisma } from "../../generated/prisma/client";
import { OPS_AREA_ROLES } from "../../contract/ops-roles";
import { requireOps } from "./guard";
import { recordOpsAudit, type OpsAuditEntry } from "./audit";

export const opsReview = {
  guard: requireOps(OPS_AREA_ROLES.review),
  reviewer: (req: FastifyRequest) => ({ id: req.ops.opsId, name: req.ops.name, mobile: req.ops.mobile }),
  audit: (tx: Prisma.TransactionClient, req: FastifyRequest, entry: OpsAuditEntry) =>
    recordOpsAudit(tx, req.ops, entry),
};
