// The merchant order and webhook API, registered under /api/stores (Authkey + the store key in the path).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import routes from "./routes";
import webhookRoutes from "./webhook-routes";

const shopOrdersApi: FastifyPluginAsyncZod = async (app) => {
  await app.register(routes);
  await app.register(webhookRoutes);
};

export default shopOrdersApi;
