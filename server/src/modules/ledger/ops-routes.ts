// /ops/api/money-reconciliation: the last money reconciliation (every closed and delivered order's
// refunds, Galli Cash and ledger checked, reconcile.ts) and a run of it now (role admin, as the
// Payouts page that shows it; a run is written in the ops audit log).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { OPS_AREA_ROLES } from "../../contract/ops-roles";
import { moneyReconciliationResponse, moneyReconciliationRunResponse } from "../../contract/ledger";
import { opsRateLimit, recordOpsAudit, requireOps } from "../ops/public";
import { lastMoneyReconciliation, reconcileOrderMoney } from "./reconcile";

const opsMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const guard = requireOps(OPS_AREA_ROLES.admin);
  const rateLimit = opsRateLimit();
  const tags = ["Ops payouts"];

  app.get(
    "/money-reconciliation",
    {
      config: rateLimit,
      preHandler: guard,
      schema: {
        tags,
        summary: "The last money reconciliation of the orders (null when it never ran)",
        description:
          "Every closed order (cancelled, rejected, denied) refunded what was paid with no sale left in the shops' ledger, every delivered order's payments, refunds and ledger in agreement; each mismatch with its order number and amounts in rupees. The job `money-reconciliation` runs it every hour.",
        response: { 200: moneyReconciliationResponse },
      },
    },
    async () => ({ success: true as const, data: await lastMoneyReconciliation(ctx.db) }),
  );

  app.post(
    "/money-reconciliation/run",
    {
      config: rateLimit,
      preHandler: guard,
      schema: { tags, summary: "Run the money reconciliation now", response: { 200: moneyReconciliationRunResponse } },
    },
    async (req) => {
      const result = await reconcileOrderMoney(ctx.db, { now: ctx.now(), trigger: "ops" });
      await recordOpsAudit(ctx.db, req.ops, {
        action: "money.reconcile",
        entity: "order",
        entityId: "*",
        before: null,
        after: { orders_checked: result.orders_checked, mismatches: result.mismatches },
      });
      return { success: true as const, data: result };
    },
  );
};

export default opsMoneyRoutes;
