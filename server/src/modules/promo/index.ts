// /user/promo/list, /user/promo/stores (offers by store ids) and /user/notify/offer.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { CHECKOUT_MESSAGES } from "../../contract/checkout";
import { envelope } from "../../contract/common";
import { notifyOfferBody, notifyOfferData, offerList, offersByStoresBody, promoListBody } from "../../contract/promo";
import { liveOffers, markNotForCustomer, offerShops, shopsOfStores } from "./offers";
import { requestOfferNotification } from "./notify";

const promo: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.post(
    "/promo/list",
    {
      preHandler: app.requireToken,
      // The body is optional: no body (or {}) lists every live public offer.
      schema: { body: promoListBody.nullish(), response: { 200: envelope(offerList) } },
    },
    async (req) => {
      const shopIds = await offerShops(db, req.body ?? {});
      const userId = req.auth.userId ?? undefined;
      const offers = await liveOffers(db, app.ctx.now(), shopIds, userId);
      return { success: true as const, data: userId ? await markNotForCustomer(db, userId, offers) : offers };
    },
  );

  app.post(
    "/promo/stores",
    { preHandler: app.requireToken, schema: { body: offersByStoresBody, response: { 200: envelope(offerList) } } },
    async (req) => ({
      success: true as const,
      data: await liveOffers(
        db,
        app.ctx.now(),
        await shopsOfStores(db, req.body.storesIds),
        req.auth.userId ?? undefined,
      ),
    }),
  );

  app.post(
    "/notify/offer",
    {
      preHandler: app.requireCustomer,
      schema: { body: notifyOfferBody.nullish(), response: { 200: envelope(notifyOfferData) } },
    },
    async (req) => {
      const shopId = req.body?.category_id;
      await requestOfferNotification(db, req.auth.userId!, shopId);
      return {
        success: true as const,
        message: CHECKOUT_MESSAGES.offersNotify,
        data: { category_id: shopId ?? null, subscribed: true as const },
      };
    },
  );
};

export default promo;
