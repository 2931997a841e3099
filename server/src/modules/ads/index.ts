// The ads and rewards domain: registered under /user/ads.
import type { FastifyPluginAsync } from "fastify";
import routes from "./routes";

const ads: FastifyPluginAsync = async (app) => {
  await app.register(routes);
};

export default ads;
