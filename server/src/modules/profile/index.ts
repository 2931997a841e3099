// The profile domain: registered under /user/profile (customers only, except the image view).
import type { FastifyPluginAsync } from "fastify";
import routes from "./routes";
import addressRoutes from "./address-routes";
import imageRoutes from "./image-routes";

const profile: FastifyPluginAsync = async (app) => {
  await app.register(routes);
  await app.register(addressRoutes, { prefix: "/address" });
  await app.register(imageRoutes, { prefix: "/image" });
};

export default profile;
