// POST /product/view/private and /product/view/public: the shop of a products page.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { privateShopAnswer, privateShopBody, publicShopAnswer, publicShopBody } from "../../contract/catalog";
import { privateShop, publicShop } from "./shop-info";

const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/product/view/private",
    { preHandler: app.requireToken, schema: { body: privateShopBody, response: { 200: privateShopAnswer } } },
    async (req) => ({ success: true as const, ...(await privateShop(app.ctx.db, req.body)) }),
  );

  app.post(
    "/product/view/public",
    { preHandler: app.requireToken, schema: { body: publicShopBody, response: { 200: publicShopAnswer } } },
    async (req) => ({ success: true as const, data: await publicShop(app.ctx.db, req.body.category_id) }),
  );
};

export default shopRoutes;
