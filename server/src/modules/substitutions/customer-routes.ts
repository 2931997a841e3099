// The customer's side of substitutions (under /user):
//   POST /order/substitutions/respond   { order_id, substitution_id, accept }: within 10 minutes, once
//   POST /order/substitutions/rules     { order_id, default, lines? }: the rules chosen at checkout (default remembered)
//   GET  /order/substitutions/default   the remembered default, offered at the next checkout
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  respondBody,
  respondResponse,
  substitutionDefaultResponse,
  substitutionRulesBody,
  substitutionRulesResponse,
} from "../../contract/substitutions";
import { respondToSubstitution } from "./service";
import { customerDefault, setOrderRules } from "./choices";

export const substitutionsCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const config = { rateLimit: { max: 60, timeWindow: 60_000 } };
  app.post(
    "/order/substitutions/respond",
    { onRequest: app.requireCustomer, config, schema: { body: respondBody, response: { 200: respondResponse } } },
    async (req) => ({ success: true as const, data: await respondToSubstitution(app.ctx, req.auth.sub, req.body) }),
  );
  app.post(
    "/order/substitutions/rules",
    {
      onRequest: app.requireCustomer,
      config,
      schema: { body: substitutionRulesBody, response: { 200: substitutionRulesResponse } },
    },
    async (req) => ({ success: true as const, data: await setOrderRules(db, req.auth.sub, req.body) }),
  );
  app.get(
    "/order/substitutions/default",
    { onRequest: app.requireCustomer, config, schema: { response: { 200: substitutionDefaultResponse } } },
    async (req) => ({ success: true as const, data: await customerDefault(db, req.auth.sub) }),
  );
};
