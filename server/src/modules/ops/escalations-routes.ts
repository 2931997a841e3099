// The desk's escalations under /ops/api (roles admin and support):
//   GET  /escalations?page=              requests the shop refused or left waiting over 48 hours
//   POST /escalations/:id/decision       refund (status 6) or close (7) the order's requests on the desk
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  OPS_DESK_MESSAGES,
  escalationDecisionBody,
  opsEscalationDecided,
  opsEscalationList,
  opsIdParams,
  opsPageQuery,
} from "../../contract/ops-desk";
import { decideEscalation, listEscalations } from "./escalations-service";
import { opsRateLimit, requireOps } from "./guard";
import { DESK_ROLES } from "./desk-types";

const opsEscalationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const rateLimit = opsRateLimit();
  const tags = ["Ops escalations"];
  const guard = requireOps(DESK_ROLES.escalations);

  app.get(
    "/escalations",
    {
      config: rateLimit,
      preHandler: guard,
      schema: {
        tags,
        summary: "Replacement and undelivered requests the shop refused (status 2) or left at requested over 48 hours",
        querystring: opsPageQuery,
        response: { 200: opsEscalationList },
      },
    },
    async (req) => ({ success: true as const, data: await listEscalations(ctx.db, ctx.now(), req.query.page) }),
  );

  app.post(
    "/escalations/:id/decision",
    {
      config: rateLimit,
      preHandler: guard,
      schema: {
        tags,
        summary:
          "Decide an order's requests on the desk: refund (escalation status 6, the money moves as the shop's approval) or close (7)",
        description:
          "id is the order's id or number. 409 ESCALATION_NOT_DECIDABLE when none of its requests is on the desk.",
        params: opsIdParams,
        body: escalationDecisionBody,
        response: { 200: opsEscalationDecided },
      },
    },
    async (req) => {
      const ops = req.ops;
      const data = await decideEscalation(ctx, ops, req.params.id, req.body.decision, req.body.note);
      return { success: true as const, message: OPS_DESK_MESSAGES.decided, data };
    },
  );
};

export default opsEscalationsRoutes;
