// POST /product/view/listBySearch: ranked full-text search over a shop's products.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { searchListAnswer, searchPageQuery, searchProductsBody } from "../../contract/catalog";
import type { ProductSearch } from "./product-search";
import { resolveScope } from "./shop-scope";
import { viewsByIds } from "./product-query";
import { groupRuns } from "./product-view";
import { shopPageEpochs } from "./listing-routes";

const searchRoutes: FastifyPluginAsyncZod<{ search: ProductSearch }> = async (app, { search }) => {
  app.post(
    "/product/view/listBySearch",
    {
      preHandler: app.requireToken,
      schema: { querystring: searchPageQuery, body: searchProductsBody, response: { 200: searchListAnswer } },
    },
    async (req, reply) =>
      app.cachedReply(req, reply, {
        epochs: shopPageEpochs(req.body._id),
        schema: searchListAnswer,
        compute: async () => {
          const scope = await resolveScope(app.ctx.db, req.body._id, req.body.stores);
          const found = await search.search({ text: req.body.search, storeIds: scope.storeIds, ...req.query });
          const views = await viewsByIds(app.ctx.db, found.productIds, scope.storeIds);
          return { success: true as const, data: groupRuns(views), count: found.count, corrected: found.corrected };
        },
      }),
  );
};

export default searchRoutes;
