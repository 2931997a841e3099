// POST /product/view/private and /product/view/public: the shop of a products page.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  privateShopAnswer,
  privateShopBody,
  publicShopAnswer,
  publicShopBody,
  shopDeliversAnswer,
  shopDeliversBody,
} from "../../contract/catalog";
import { privateShop, publicShop, shopDelivers } from "./shop-info";
import { TILES_EPOCH } from "../../lib/read-epochs";
import { localise, requestLanguage } from "../../lib/language";
import { shopPageEpochs } from "./listing-routes";

/**
 * The shop's own schedule (store settings: hours, holidays) opens and closes it with time alone:
 * a cached header holds for the minute it was built in.
 */
export const scheduleMinute = (now: Date) => String(Math.floor(now.getTime() / 60_000));

const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/product/view/private",
    { preHandler: app.requireToken, schema: { body: privateShopBody, response: { 200: privateShopAnswer } } },
    // The shop is named by its unique id; "tiles" moves with every shop and store change.
    async (req, reply) => {
      const now = app.ctx.now();
      return app.cachedReply(req, reply, {
        epochs: [TILES_EPOCH],
        vary: scheduleMinute(now),
        schema: privateShopAnswer,
        compute: async () => ({ success: true as const, ...(await privateShop(app.ctx.db, req.body, now)) }),
      });
    },
  );

  app.post(
    "/product/view/public",
    { preHandler: app.requireToken, schema: { body: publicShopBody, response: { 200: publicShopAnswer } } },
    async (req, reply) => {
      const now = app.ctx.now();
      return app.cachedReply(req, reply, {
        epochs: shopPageEpochs(req.body.category_id),
        vary: scheduleMinute(now),
        schema: publicShopAnswer,
        compute: async () => ({
          success: true as const,
          data: await publicShop(app.ctx.db, req.body.category_id, now),
        }),
      });
    },
  );

  // Whether the shop delivers to the customer's location: the products page says so before the
  // cart (issue 53), and when the next order can be delivered while the shop is at its preparation
  // limit. One indexed read (two with a limit set); not cached (it varies with every location).
  app.post(
    "/product/view/delivers",
    { preHandler: app.requireToken, schema: { body: shopDeliversBody, response: { 200: shopDeliversAnswer } } },
    async (req) => {
      const [lng, lat] = req.body.deliveryLocation.coordinates;
      const answer = await shopDelivers(app.ctx.db, req.body.category_id, { lat, lng }, app.ctx.now());
      const language = await requestLanguage(req, app.ctx.db);
      return { success: true as const, ...answer, warning: localise(answer.warning, language) };
    },
  );
};

export default shopRoutes;
