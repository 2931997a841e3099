// /user/order/history/*: Purchase History (statuses 5-9) and the product review.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope } from "../../contract/common";
import { ORDER_MESSAGES, orderCountData, orderListData, orderListQuery } from "../../contract/orders";
import { reviewProductBody } from "../../contract/orders-actions";
import { ok } from "../../lib/envelope";
import { registerSharedActions } from "./action-routes";
import { countOrders, listOrders } from "./listing";
import { reviewProduct } from "./reviews";

const routes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;

  app.get(
    "/history/purchase",
    { schema: { querystring: orderListQuery, response: { 200: envelope(orderListData) } } },
    async (req) => ok(await listOrders(ctx, req.auth.sub, "history", req.query)),
  );
  app.get("/history/purchase/c", { schema: { response: { 200: envelope(orderCountData) } } }, async (req) =>
    ok({ count: await countOrders(ctx, req.auth.sub, "history") }),
  );
  app.post(
    "/history/reviewProduct",
    {
      schema: {
        body: reviewProductBody,
        response: { 200: envelope(z.object({ rating: z.number().int(), product_id: z.string() })) },
      },
    },
    async (req) => ok(await reviewProduct(ctx, req.auth.sub, req.body), ORDER_MESSAGES.productReviewed),
  );
  registerSharedActions(app, "/history");
};

export default routes;
