// /merchant/api/category/:type and /merchant/api/loclist: the partner form's lists (shop
// categories, cities), no login needed.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { categoriesResponse, locationsQuery, locationsResponse } from "../../contract/merchant-service";
import { shopCategories } from "./categories";
import { citiesOf } from "./locations";

const routes: FastifyPluginAsyncZod = async (app) => {
  const config = { rateLimit: { max: 60, timeWindow: 60_000 } };

  // The trailing segment is the category list's type; 1 is the shop categories (the only one).
  app.get(
    "/category/:type",
    {
      config,
      schema: {
        params: z.object({ type: z.literal("1", { error: "Unknown category list." }) }),
        response: { 200: categoriesResponse },
      },
    },
    async () => ({
      success: true as const,
      data: { categories: (await shopCategories(app.ctx)).map((display_name) => ({ display_name })) },
    }),
  );

  app.get(
    "/loclist",
    { config, schema: { querystring: locationsQuery, response: { 200: locationsResponse } } },
    async (req) => ({
      success: true as const,
      data: { location: citiesOf(req.query.country) },
    }),
  );
};

export default routes;
