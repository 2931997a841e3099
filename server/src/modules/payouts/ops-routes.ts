// /ops/api/payouts*: the payouts, reconciliation against the provider's transfers, a retry of one
// payout's transfer and a run of the payout job now (role admin; writes in the ops audit log).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { OPS_AREA_ROLES } from "../../contract/ops-roles";
import {
  opsPayoutResponse,
  opsPayoutsQuery,
  payoutParams,
  payoutRunResponse,
  reconcileResponse,
  PAYOUT_JOB,
  opsPayoutsResponse,
  opsCodHeldResponse,
} from "../../contract/payouts";
import { opsRateLimit, recordOpsAudit, requireOps } from "../ops/public";
import { codHeld, listPayouts, reconcile, retryPayout } from "./reconcile";
import { emptyRun, runPayouts, type PayoutRunResult } from "./job";

const opsPayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const guard = requireOps(OPS_AREA_ROLES.admin);
  const rateLimit = opsRateLimit();
  const tags = ["Ops payouts"];

  app.get(
    "/payouts",
    { config: rateLimit, preHandler: guard, schema: { tags, summary: "Payouts to the shops, newest first", querystring: opsPayoutsQuery, response: { 200: opsPayoutsResponse } } },
    async (req) => ({ success: true as const, data: await listPayouts(ctx, req.query) }),
  );

  app.get(
    "/payouts/cod-held",
    {
      config: rateLimit,
      preHandler: guard,
      schema: {
        tags,
        summary: "Cash on delivery with the shops' delivery members, not yet handed over (per shop, paise)",
        description: "Such orders are not paid out until a Manager of the shop confirms the handover.",
        response: { 200: opsCodHeldResponse },
      },
    },
    async () => ({ success: true as const, data: await codHeld(ctx) }),
  );

  app.get(
    "/payouts/reconciliation",
    {
      config: rateLimit,
      preHandler: guard,
      schema: { tags, summary: "Payouts against the payment provider's transfers, with every difference", response: { 200: reconcileResponse } },
    },
    async () => ({ success: true as const, data: await reconcile(ctx) }),
  );

  app.post(
    "/payouts/:payout_id/retry",
    {
      config: rateLimit,
      preHandler: guard,
      schema: {
        tags,
        summary: "Ask again for a payout's transfer (created) or its release (on hold)",
        description: "409 PAYOUT_NOT_RETRYABLE for a payout that is processed, reversed or failed.",
        params: payoutParams,
        response: { 200: opsPayoutResponse },
      },
    },
    async (req) => {
      const { before, after } = await retryPayout(ctx, req.params.payout_id);
      await recordOpsAudit(ctx.db, req.ops, {
        action: "payout.retry",
        entity: "payout",
        entityId: before.id,
        before: { status: before.status, transfer_id: before.transferId, attempts: before.attempts },
        after: { status: after.status, transfer_id: after.transfer_id, attempts: after.attempts },
      });
      return { success: true as const, data: after };
    },
  );

  app.post(
    "/payouts/run",
    { config: rateLimit, preHandler: guard, schema: { tags, summary: "Run the payout job now", response: { 200: payoutRunResponse } } },
    async (req) => {
      const outcome = await app.jobs.runNow(PAYOUT_JOB);
      const result: PayoutRunResult = outcome?.ok ? (outcome.result as PayoutRunResult) : outcome ? await runPayouts(ctx, ctx.now()) : emptyRun();
      await recordOpsAudit(ctx.db, req.ops, { action: "payout.run", entity: "payout", entityId: "*", before: null, after: result });
      return { success: true as const, data: result };
    },
  );
};

export default opsPayoutRoutes;
