// The cart domain: registered under /user (its routes live under /cart and /order/view).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import routes from "./routes";

const cart: FastifyPluginAsyncZod = async (app) => {
  await app.register(routes);
};

export default cart;
