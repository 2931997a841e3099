// The desk's orders under /ops/api (roles admin and support):
//   GET  /orders?q=&page=       search by order number, customer mobile, or shop name / store key
//   GET  /orders/:id            an order's lines, times, payment, refunds and requests
//   POST /orders/:id/deny       Deny (status 9) with its refund; a reason is required
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  OPS_DESK_MESSAGES,
  opsIdParams,
  opsOrderAnswer,
  opsOrderList,
  opsSearchQuery,
  reasonBody,
} from "../../contract/ops-desk";
import { denyOrder, orderDetail, searchOrders } from "./orders-service";
import { opsRateLimit, requireOps } from "./guard";
import { DESK_ROLES } from "./desk-types";
import { recordOpsRead } from "./audit";

const opsOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const rateLimit = opsRateLimit();
  const tags = ["Ops orders"];
  const guard = requireOps(DESK_ROLES.orders);

  app.get(
    "/orders",
    {
      config: rateLimit,
      preHandler: guard,
      schema: {
        tags,
        summary: "Search orders by order number, customer mobile, or shop name / store key (newest first)",
        querystring: opsSearchQuery,
        response: { 200: opsOrderList },
      },
    },
    async (req) => {
      const data = await searchOrders(ctx.db, req.query.q, req.query.page);
      // Staff access to customer data is audited (the search may be by a customer's mobile).
      await recordOpsRead(ctx.db, req.ops, {
        action: "order.search",
        entity: "order",
        entityId: "search",
        detail: { q: req.query.q ?? null, page: req.query.page, results: data.items.length },
      });
      return { success: true as const, data };
    },
  );

  app.get(
    "/orders/:id",
    {
      config: rateLimit,
      preHandler: guard,
      schema: { tags, summary: "One order by id or number", params: opsIdParams, response: { 200: opsOrderAnswer } },
    },
    async (req) => {
      const data = await orderDetail(ctx.db, req.params.id, ctx.now());
      await recordOpsRead(ctx.db, req.ops, {
        action: "order.view",
        entity: "order",
        entityId: data.id,
        detail: { order_no: data.order_no, customer_id: data.customer_id },
      });
      return { success: true as const, data };
    },
  );

  app.post(
    "/orders/:id/deny",
    {
      config: rateLimit,
      preHandler: guard,
      schema: {
        tags,
        summary: "Deny an order before delivery (status 9): stock back, the paid amount to Galli Cash; audited",
        description: "409 ORDER_NOT_DENIABLE once the order is delivered, cancelled, rejected or denied.",
        params: opsIdParams,
        body: reasonBody,
        response: { 200: opsOrderAnswer },
      },
    },
    async (req) => {
      const ops = req.ops;
      const data = await denyOrder(ctx, ops, req.params.id, req.body.reason);
      return { success: true as const, message: OPS_DESK_MESSAGES.denied, data };
    },
  );
};

export default opsOrdersRoutes;
