// The products of a shop: all, by category path, their counts and the category tree.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope } from "../../contract/common";
import {
  categoryNode,
  categoryProductsBody,
  countData,
  productListAnswer,
  productPageQuery,
  shopProductsBody,
} from "../../contract/catalog";
import { resolveScope } from "./shop-scope";
import { countProducts, listProducts } from "./listing";
import { categoryTree } from "./categories";
import { CATALOG_EPOCH, shopEpoch } from "../../lib/read-epochs";

/** What a shop's pages depend on: the catalogue, and the shop with its stores, prices and stock. */
export const shopPageEpochs = (shopId: string) => [CATALOG_EPOCH, shopEpoch(shopId)];

const listingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.ctx.db;
  const countAnswer = envelope(countData);
  const treeAnswer = envelope(z.array(categoryNode));

  app.post(
    "/product/view/products",
    {
      preHandler: app.requireToken,
      schema: { querystring: productPageQuery, body: shopProductsBody, response: { 200: productListAnswer } },
    },
    async (req, reply) =>
      app.cachedReply(req, reply, {
        epochs: shopPageEpochs(req.body._id),
        schema: productListAnswer,
        compute: async () => {
          const scope = await resolveScope(db, req.body._id, req.body.stores);
          return { success: true as const, data: await listProducts(db, scope, req.query) };
        },
      }),
  );

  app.post(
    "/product/view/c",
    { preHandler: app.requireToken, schema: { body: shopProductsBody, response: { 200: countAnswer } } },
    async (req, reply) =>
      app.cachedReply(req, reply, {
        epochs: shopPageEpochs(req.body._id),
        schema: countAnswer,
        compute: async () => {
          const scope = await resolveScope(db, req.body._id, req.body.stores);
          return { success: true as const, data: { count: await countProducts(db, scope) } };
        },
      }),
  );

  app.post(
    "/product/view/listByCategory",
    {
      preHandler: app.requireToken,
      schema: { querystring: productPageQuery, body: categoryProductsBody, response: { 200: productListAnswer } },
    },
    async (req, reply) =>
      app.cachedReply(req, reply, {
        epochs: shopPageEpochs(req.body._id),
        schema: productListAnswer,
        compute: async () => {
          const scope = await resolveScope(db, req.body._id, req.body.stores);
          const filter = { path: req.body.category, subtree: req.body.is_reg_exp };
          return { success: true as const, data: await listProducts(db, scope, req.query, filter) };
        },
      }),
  );

  app.post(
    "/product/view/by_category/c",
    { preHandler: app.requireToken, schema: { body: categoryProductsBody, response: { 200: countAnswer } } },
    async (req, reply) =>
      app.cachedReply(req, reply, {
        epochs: shopPageEpochs(req.body._id),
        schema: countAnswer,
        compute: async () => {
          const scope = await resolveScope(db, req.body._id, req.body.stores);
          const filter = { path: req.body.category, subtree: req.body.is_reg_exp };
          return { success: true as const, data: { count: await countProducts(db, scope, filter) } };
        },
      }),
  );

  app.post(
    "/product/view/product_category",
    { preHandler: app.requireToken, schema: { body: shopProductsBody, response: { 200: treeAnswer } } },
    async (req, reply) =>
      app.cachedReply(req, reply, {
        epochs: shopPageEpochs(req.body._id),
        schema: treeAnswer,
        compute: async () => {
          const scope = await resolveScope(db, req.body._id, req.body.stores);
          return { success: true as const, data: [await categoryTree(db, scope)] };
        },
      }),
  );
};

export default listingRoutes;
