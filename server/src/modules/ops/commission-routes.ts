// Commission rules under /ops/api (Admin):
//   GET   /commission-rules       every rule, the private shops' free months, the categories
//   POST  /commission-rules       a rule by shop, by category or the default, online or COD
//   PATCH /commission-rules/:id   its percent (bps) or minimum (paise), or active (deactivate)
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  commissionRuleAnswer,
  commissionRuleCreate,
  commissionRuleList,
  commissionRuleParams,
  commissionRuleUpdate,
} from "../../contract/commission";
import { OPS_AREA_ROLES } from "../../contract/ops-roles";
import { opsRateLimit, requireOps } from "./guard";
import { createCommissionRule, listCommissionRules, updateCommissionRule } from "./commission-service";

const opsCommissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const rateLimit = opsRateLimit();
  const admin = requireOps(OPS_AREA_ROLES.admin);
  const tags = ["Ops commission"];

  app.get(
    "/commission-rules",
    {
      config: rateLimit,
      preHandler: admin,
      schema: {
        tags,
        summary: "Commission rules (by shop, category, default; online and COD)",
        response: { 200: commissionRuleList },
      },
    },
    async () => ({ success: true as const, data: await listCommissionRules(ctx.db) }),
  );

  app.post(
    "/commission-rules",
    {
      config: rateLimit,
      preHandler: admin,
      schema: {
        tags,
        summary: "Create a commission rule: bps 0..10000 (100 = 1%), a minimum in paise per order line",
        description:
          "400 COMMISSION_PERCENT_INVALID (over 100% or below 0), COMMISSION_MINIMUM_INVALID, COMMISSION_TARGET_INVALID; 404 COMMISSION_TARGET_NOT_FOUND; 409 COMMISSION_RULE_EXISTS (an active rule covers the same target and payment).",
        body: commissionRuleCreate,
        response: { 200: commissionRuleAnswer },
      },
    },
    async (req) => ({
      success: true as const,
      message: "Commission rule saved.",
      data: await createCommissionRule(ctx, req.ops, req.body),
    }),
  );

  app.patch(
    "/commission-rules/:id",
    {
      config: rateLimit,
      preHandler: admin,
      schema: {
        tags,
        summary:
          "Edit a commission rule (percent, minimum) or deactivate / reactivate it; placed orders keep their commission",
        description:
          "400 COMMISSION_PERCENT_INVALID, COMMISSION_MINIMUM_INVALID; 404 COMMISSION_RULE_NOT_FOUND; 409 COMMISSION_RULE_EXISTS (reactivating beside an active twin).",
        params: commissionRuleParams,
        body: commissionRuleUpdate,
        response: { 200: commissionRuleAnswer },
      },
    },
    async (req) => ({
      success: true as const,
      message: "Commission rule saved.",
      data: await updateCommissionRule(ctx, req.ops, req.params.id, req.body),
    }),
  );
};

export default opsCommissionRoutes;
