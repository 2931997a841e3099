// /user/profile (privacy): the consents, "Download my data" and "Delete my account".
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { envelope, messageEnvelope } from "../../contract/common";
import { consentsData, deleteAccountBody, offersConsentBody, PRIVACY_MESSAGES } from "../../contract/privacy";
import { consentsOf, setOffersConsent } from "./consent";
import { deleteAccount, sendDeleteCode } from "./delete";
import { exportData } from "./export";

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

const routes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  app.addHook("onRequest", app.requireCustomer);
  const me = (req: { auth: { sub: string } }) => req.auth.sub;
  const consents = { 200: envelope(consentsData) };

  app.get("/consents", { schema: { response: consents } }, async (req) => ({
    success: true as const,
    data: await consentsOf(ctx.db, me(req)),
  }));

  app.post(
    "/consents/offers",
    { config: perMinute(20), schema: { body: offersConsentBody, response: consents } },
    async (req) => ({
      success: true as const,
      message: PRIVACY_MESSAGES.consentSaved,
      data: await setOffersConsent(ctx.db, me(req), req.body.granted, ctx.now()),
    }),
  );

  // A file: the JSON itself (no envelope), offered as a download.
  app.get("/export", { config: perMinute(5) }, async (req, reply) => {
    const now = ctx.now();
    const data = await exportData(ctx.db, me(req), now);
    const day = now.toISOString().slice(0, 10);
    reply
      .header("content-type", "application/json; charset=utf-8")
      .header("content-disposition", `attachment; filename="galli-my-data-${day}.json"`)
      .header("cache-control", "no-store");
    return JSON.stringify(data, null, 2);
  });

  app.post("/delete/otp", { config: perMinute(5), schema: { response: { 200: messageEnvelope } } }, async (req) => ({
    success: true as const,
    message: await sendDeleteCode(ctx, me(req)),
  }));

  app.post(
    "/delete",
    { config: perMinute(10), schema: { body: deleteAccountBody, response: { 200: messageEnvelope } } },
    async (req) => ({ success: true as const, message: await deleteAccount(ctx, me(req), req.body) }),
  );
};

export default routes;
