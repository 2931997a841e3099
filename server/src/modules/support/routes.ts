// /user/order/support/ask: a customer's support message; the answer's message is shown in the
// success dialog. Guests get 401 LOGIN_REQUIRED (the client opens login).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { messageEnvelope } from "../../contract/common";
import { supportAskBody } from "../../contract/support";
import { askSupport } from "./service";

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/ask",
    {
      preHandler: app.requireCustomer,
      config: { rateLimit: { max: 10, timeWindow: 10 * 60_000 } },
      schema: { body: supportAskBody, response: { 200: messageEnvelope } },
    },
    async (req) => ({ success: true as const, message: await askSupport(app.ctx, req.auth.userId!, req.body) }),
  );
};

export default routes;
