// GET /ops/api/audit: the ops audit log (Admin).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { opsAuditQuery, opsAuditResponse } from "../../contract/ops-audit";
import { OPS_AREA_ROLES } from "../../contract/ops-roles";
import { opsRateLimit, requireOps } from "./guard";
import { opsAuditLog } from "./audit-log";

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/audit",
    {
      config: opsRateLimit(),
      preHandler: requireOps(OPS_AREA_ROLES.audit),
      schema: { querystring: opsAuditQuery, response: { 200: opsAuditResponse } },
    },
    async (req) => ({ success: true as const, data: await opsAuditLog(app.ctx.db, req.query) }),
  );
};

export default auditRoutes;
