// /user/order/track/*: the Track Order page (statuses 1-5), its details and the cancel calls.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope } from "../../contract/common";
import {
  orderCountData,
  orderDetailsBody,
  orderDetailsData,
  orderListData,
  orderListQuery,
} from "../../contract/orders";
import { cancelEscalationBody, cancelOrderBody, cancelOrderData } from "../../contract/orders-actions";
import { ORDER_MESSAGES } from "../../contract/orders";
import { ok } from "../../lib/envelope";
import { registerSharedActions } from "./action-routes";
import { cancelEscalation, cancelOrders } from "./cancel";
import { orderDetails } from "./details";
import { countOrders, listOrders } from "./listing";

const routes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    "/track/upcoming",
    { schema: { querystring: orderListQuery, response: { 200: envelope(orderListData) } } },
    async (req) => ok(await listOrders(ctx, req.auth.sub, "upcoming", req.query)),
  );
  // Also the side menu's orders count next to Track Order.
  app.get("/track/upcoming/c", { schema: { response: { 200: envelope(orderCountData) } } }, async (req) =>
    ok({ count: await countOrders(ctx, req.auth.sub, "upcoming") }),
  );
  app.post(
    "/track/details",
    { schema: { body: orderDetailsBody, response: { 200: envelope(orderDetailsData) } } },
    async (req) =>
      ok(
        await orderDetails(ctx, req.auth.sub, req.body._id, {
          storeId: req.body.store_id,
          shopId: req.body.category_id,
        }),
      ),
  );
  app.post(
    "/track/cancelOrder",
    {
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: { body: cancelOrderBody, response: { 200: envelope(cancelOrderData) } },
    },
    async (req) => {
      const result = await cancelOrders(ctx, req.auth.sub, req.body);
      return ok(result.data, result.message);
    },
  );
  app.post(
    "/track/cancelEscalation",
    {
      schema: {
        body: cancelEscalationBody,
        response: { 200: envelope(z.object({ _id: z.string(), closed: z.number().int() })) },
      },
    },
    async (req) => ok(await cancelEscalation(ctx, req.auth.sub, req.body), ORDER_MESSAGES.escalationCancelled),
  );
  registerSharedActions(app, "/track");
};

export default routes;
