// The checkout domain, under /user: payment orders, the five place-order calls and the refund
// after a provider failure.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import routes from "./routes";
import placeRoutes from "./place-routes";

const checkout: FastifyPluginAsyncZod = async (app) => {
  await app.register(routes);
  await app.register(placeRoutes);
};

export default checkout;
