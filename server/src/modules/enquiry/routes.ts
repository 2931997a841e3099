// /user/enquiry: the partner enquiry form and its captcha. Open to anyone (guests too), limited
// per address so one sender cannot flood the partner team.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { messageEnvelope } from "../../contract/common";
import { captchaQuery, captchaResponse, enquiryBody } from "../../contract/enquiry";
import type { CaptchaStore } from "./captcha";
import { submitEnquiry } from "./service";

const routes: FastifyPluginAsyncZod<{ captcha: CaptchaStore }> = async (app, { captcha }) => {
  app.get(
    "/captcha",
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { querystring: captchaQuery, response: { 200: captchaResponse } },
    },
    async (req, reply) => {
      reply.header("cache-control", "no-store");
      return { success: true as const, data: await captcha.create(req.query.kind ?? "image") };
    },
  );

  app.post(
    "/form",
    {
      config: { rateLimit: { max: 5, timeWindow: 60 * 60_000 } },
      schema: { body: enquiryBody, response: { 200: messageEnvelope } },
    },
    async (req) => ({ success: true as const, message: await submitEnquiry(app.ctx, captcha, req.body, req.ip) }),
  );
};

export default routes;
