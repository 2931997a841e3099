// The support domain: registered under /user/order/support.
import type { FastifyPluginAsync } from "fastify";
import routes from "./routes";

const support: FastifyPluginAsync = async (app) => {
  await app.register(routes);
};

export default support;
