// Find it anywhere: products across the nearby shops, the cheapest shop for the cart, buying an
// order again. Registered under /user (its paths span /find/... and /cart/move, /cart/buy-again).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import routes from "./routes";

const finder: FastifyPluginAsyncZod = async (app) => {
  await app.register(routes);
};

export default finder;
