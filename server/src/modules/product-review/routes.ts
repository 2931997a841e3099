// The review queue's routes, mounted by the operations console under /ops/api with its guard:
// GET /reviews, GET /reviews/:id, POST /reviews/:id/decision. The console passes who the reviewer
// is and how its audit log is written, so this module knows nothing of ops accounts.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Prisma } from "../../generated/prisma/client";
import {
  reviewDecisionBody,
  reviewDecisionResponse,
  reviewDetailResponse,
  reviewListQuery,
  reviewListResponse,
  reviewParams,
} from "../../contract/ops-review";
import { decideReview, listReviews, reviewDetail, type Reviewer, type ReviewAuditEntry } from "./service";

export type ReviewRoutesOptions = {
  /** The ops guard (requireOps(["admin", "reviewer"])). */
  guard: (req: FastifyRequest, reply: FastifyReply) => Promise<void> | void;
  /** The signed-in reviewer (set by the guard). */
  reviewer: (req: FastifyRequest) => Reviewer;
  /** Route config for every route (the console's rate limit: opsRateLimit()). */
  config?: Record<string, unknown>;
  /** Writes the ops audit entry inside the decision's transaction. */
  audit: (tx: Prisma.TransactionClient, req: FastifyRequest, entry: ReviewAuditEntry) => Promise<void>;
};

export const reviewRoutes: FastifyPluginAsyncZod<ReviewRoutesOptions> = async (app, opts) => {
  const { db } = app.ctx;
  const tags = ["Ops: catalogue review"];
  const config = opts.config ?? {};

  app.get(
    "/reviews",
    {
      config,
      preHandler: opts.guard,
      schema: { tags, summary: "Change requests by state", querystring: reviewListQuery, response: { 200: reviewListResponse } },
    },
    async (req) => ({ success: true as const, data: await listReviews(db, req.query) }),
  );

  app.get(
    "/reviews/:id",
    {
      config,
      preHandler: opts.guard,
      schema: { tags, summary: "One change request with its diff", params: reviewParams, response: { 200: reviewDetailResponse } },
    },
    async (req) => ({ success: true as const, data: await reviewDetail(db, req.params.id) }),
  );

  app.post(
    "/reviews/:id/decision",
    {
      config,
      preHandler: opts.guard,
      schema: {
        tags,
        summary: "Approve, request changes or reject",
        description:
          "A note is required to request changes or reject. 409 when the change is no longer waiting; 403 when the reviewer made it.",
        params: reviewParams,
        body: reviewDecisionBody,
        response: { 200: reviewDecisionResponse },
      },
    },
    async (req) => ({
      success: true as const,
      data: await decideReview(
        db,
        req.params.id,
        opts.reviewer(req),
        req.body,
        (tx, entry) => opts.audit(tx, req, entry),
        app.ctx.now(),
      ),
    }),
  );
};

export default reviewRoutes;
