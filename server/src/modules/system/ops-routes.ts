// /ops/api/system: the ops console's System page (role admin, as Payouts): jobs, the webhook
// outbox, payouts held, the last money reconciliation, this process and the database (service.ts).
// /ops/api/home: what waits in each queue the member may open (home-service.ts).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { OPS_AREA_ROLES } from "../../contract/ops-roles";
import { opsSystemResponse } from "../../contract/ops-system";
import { opsHomeResponse } from "../../contract/ops-home";
import { opsRateLimit, requireOps } from "../ops/public";
import { systemView } from "./service";
import { opsHome } from "./home-service";

const opsSystemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/home",
    {
      config: opsRateLimit(),
      preHandler: requireOps(null),
      schema: {
        tags: ["Ops system"],
        summary: "What waits: each queue the member's role may open, with its count and page",
        response: { 200: opsHomeResponse },
      },
    },
    async (req) => ({ success: true as const, data: await opsHome(app.ctx.db, req.ops.role, app.ctx.now()) }),
  );

  app.get(
    "/system",
    {
      config: opsRateLimit(),
      preHandler: requireOps(OPS_AREA_ROLES.admin),
      schema: {
        tags: ["Ops system"],
        summary: "The system at a glance: jobs, webhook outbox, payouts held, money check, this process, the database",
        description:
          "Process numbers (uptime, versions, live streams, errors in the last hour) are this process's own: behind a load balancer each process answers for itself.",
        response: { 200: opsSystemResponse },
      },
    },
    async () => ({
      success: true as const,
      data: await systemView({
        db: app.ctx.db,
        now: app.ctx.now,
        schedules: app.jobs.schedules(),
        streamsOpen: app.hasDecorator("liveHub") ? app.liveHub.size : 0,
      }),
    }),
  );
};

export default opsSystemRoutes;
