// The partner enquiry domain: /user/enquiry (form and captcha), and /dev/captcha in demo mode.
import type { FastifyPluginAsync } from "fastify";
import { captchaStore } from "./captcha";
import routes from "./routes";
import devRoutes from "./dev-routes";

const enquiry: FastifyPluginAsync = async (app) => {
  const captcha = captchaStore(app.ctx);
  await app.register(routes, { prefix: "/user/enquiry", captcha });
  if (app.ctx.config.demoMode) await app.register(devRoutes, { prefix: "/dev", captcha });
};

export default enquiry;
