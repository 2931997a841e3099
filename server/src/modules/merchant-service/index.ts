// The merchant-service calls: registered under /merchant/api.
import type { FastifyPluginAsync } from "fastify";
import routes from "./routes";

const merchantService: FastifyPluginAsync = async (app) => {
  await app.register(routes);
};

export default merchantService;
