// The content domain (static pages, help, FAQ): registered under /user/content.
import type { FastifyPluginAsync } from "fastify";
import routes from "./routes";

const content: FastifyPluginAsync = async (app) => {
  await app.register(routes);
};

export default content;
