// The calls Track Order and Purchase History share, registered under both /order/track and
// /order/history: the products view, product verification, order verification, the shop review.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope } from "../../contract/common";
import { ORDER_MESSAGES, orderDetailsData, orderProduct, viewProductsBody } from "../../contract/orders";
import { orderRefBody, reviewShopBody, verifyOrderData } from "../../contract/orders-actions";
import { orderDetails } from "./details";
import { readVerifyRequest } from "./parse-http";
import { reviewShop } from "./reviews";
import { verifyOrder, verifyProduct } from "./verification";
import { ok } from "../../lib/envelope";

export const shopReviewData = z.object({
  rating: z.number().int(),
  shop: z.object({ _id: z.string(), rating: z.number(), rating_count: z.number().int() }),
});

export function registerSharedActions(app: FastifyInstance, base: "/track" | "/history") {
  const ctx = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    `${base}/viewProducts`,
    { schema: { body: viewProductsBody, response: { 200: envelope(orderDetailsData) } } },
    async (req) =>
      ok(
        await orderDetails(ctx, req.auth.sub, req.body.order_id, {
          storeId: req.body.store_id,
          shopId: req.body.category_id,
        }),
      ),
  );

  r.post(
    `${base}/verifyProducts`,
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { response: { 200: envelope(orderProduct) } },
    },
    async (req) => {
      const { fields, images } = await readVerifyRequest(req);
      const result = await verifyProduct(ctx, req.auth.sub, fields, images);
      return ok(result.data, result.message);
    },
  );

  r.post(
    `${base}/verifyOrder`,
    { schema: { body: orderRefBody, response: { 200: envelope(verifyOrderData) } } },
    async (req) =>
      ok(
        await verifyOrder(ctx, req.auth.sub, req.body.order_id, {
          storeId: req.body.store_id,
          shopId: req.body.category_id,
        }),
        ORDER_MESSAGES.verified,
      ),
  );

  r.post(
    `${base}/reviewShop`,
    { schema: { body: reviewShopBody, response: { 200: envelope(shopReviewData) } } },
    async (req) => ok(await reviewShop(ctx, req.auth.sub, req.body), ORDER_MESSAGES.shopReviewed),
  );
}
