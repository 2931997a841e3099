// /user/ads: the scratch-card count, the cards (sealed) with nearby ads, card activation, ad
// clicks and ad images. Everything but the image is for logged-in customers.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import {
  acceptCardBody,
  acceptCardResponse,
  adImageQuery,
  adsCountResponse,
  clickAdBody,
  clickAdResponse,
  shopAdsBody,
  shopAdsResponse,
} from "../../contract/ads";
import { acceptCard, countUnscratched, listUnscratched } from "./cards";
import { sealCardInfo } from "./card-crypto";
import { nearbyAds } from "./nearby";
import { clickAd } from "./clicks";
import { adImages } from "./image";

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
/** The bearer token itself: the key for cardInfo is derived from it (see card-crypto.ts). */
const bearer = (req: FastifyRequest) => (req.headers.authorization ?? "").replace(/^Bearer\s+/i, "").trim();
const MIME = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" } as const;

const routes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const adImage = adImages(ctx);
  const customer = { preHandler: app.requireCustomer };

  app.post(
    "/count",
    { ...customer, config: perMinute(60), schema: { response: { 200: adsCountResponse } } },
    async (req) => ({
      success: true as const,
      data: { count: await countUnscratched(ctx, req.auth.userId!) },
    }),
  );

  app.post(
    "/shopAds",
    { ...customer, config: perMinute(30), schema: { body: shopAdsBody, response: { 200: shopAdsResponse } } },
    async (req) => {
      const [cards, adInfo] = await Promise.all([listUnscratched(ctx, req.auth.userId!), nearbyAds(ctx, req.body)]);
      return {
        success: true as const,
        data: { data: { cardInfo: sealCardInfo(JSON.stringify(cards), bearer(req)), adInfo } },
      };
    },
  );

  app.post(
    "/accept",
    { ...customer, config: perMinute(20), schema: { body: acceptCardBody, response: { 200: acceptCardResponse } } },
    async (req) => {
      const { message, data } = await acceptCard(ctx, req.auth.userId!, req.body._id);
      return { success: true as const, message, data };
    },
  );

  app.post(
    "/clickAd",
    { ...customer, config: perMinute(60), schema: { body: clickAdBody, response: { 200: clickAdResponse } } },
    async (req) => ({
      success: true as const,
      data: { counted: await clickAd(ctx, req.auth.userId!, req.body.ad_id) },
    }),
  );

  app.get("/view/img", { config: perMinute(300), schema: { querystring: adImageQuery } }, async (req, reply) => {
    const bytes = await adImage(req.query);
    return reply.type(MIME[req.query.format]).header("cache-control", "public, max-age=86400").send(bytes);
  });
};

export default routes;
