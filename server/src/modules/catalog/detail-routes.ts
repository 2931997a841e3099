// One product: the detail modal, its reviews, a shop's detail template, and stock per store
// (POST /cart/qty, which the cart calls before changing a line).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope } from "../../contract/common";
import {
  productDetail,
  productReviews as productReviewsData,
  productReviewsBody,
  productView,
  reviewPageQuery,
  shopProductBody,
  shopTemplateBody,
  templateRow,
} from "../../contract/catalog";
import { resolveScope } from "./shop-scope";
import { productDetail as loadDetail, productReviews, shopProduct } from "./detail";
import { shopTemplate } from "./template";
import { shopPageEpochs } from "./listing-routes";

const detailRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.db;
  const detailAnswer = envelope(productDetail);
  const templateAnswer = envelope(z.object({ template: z.array(templateRow) }));

  app.post(
    "/product/view/by_product",
    { preHandler: app.requireToken, schema: { body: shopProductBody, response: { 200: detailAnswer } } },
    async (req, reply) =>
      app.cachedReply(req, reply, {
        epochs: shopPageEpochs(req.body._id),
        schema: detailAnswer,
        compute: async () => {
          const scope = await resolveScope(db, req.body._id, req.body.stores);
          return { success: true as const, data: await loadDetail(db, scope, req.body.product_id) };
        },
      }),
  );

  app.post(
    "/cart/qty",
    { preHandler: app.requireToken, schema: { body: shopProductBody, response: { 200: envelope(productView) } } },
    async (req) => {
      const scope = await resolveScope(db, req.body._id, req.body.stores);
      return { success: true as const, data: await shopProduct(db, scope, req.body.product_id) };
    },
  );

  app.post(
    "/product/view/reviews",
    {
      preHandler: app.requireToken,
      schema: {
        querystring: reviewPageQuery,
        body: productReviewsBody,
        response: { 200: envelope(productReviewsData) },
      },
    },
    async (req) => ({ success: true as const, data: await productReviews(db, req.body.product_id, req.query) }),
  );

  app.post(
    "/product/view/template",
    {
      preHandler: app.requireToken,
      schema: { body: shopTemplateBody, response: { 200: templateAnswer } },
    },
    async (req, reply) =>
      app.cachedReply(req, reply, {
        epochs: shopPageEpochs(req.body._id),
        schema: templateAnswer,
        compute: async () => {
          const scope = await resolveScope(db, req.body._id, []);
          return { success: true as const, data: { template: await shopTemplate(db, scope.storeIds) } };
        },
      }),
  );
};

export default detailRoutes;
