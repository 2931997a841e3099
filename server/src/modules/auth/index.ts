// The auth domain: registered under /user/auth.
import type { FastifyPluginAsync } from "fastify";
import routes from "./routes";

const auth: FastifyPluginAsync = async (app) => {
  await app.register(routes);
};

export default auth;
