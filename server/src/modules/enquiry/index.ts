// The partner enquiry domain: /user/enquiry (form and captcha), the form's lists under /merchant/api
// (/category/:type, /loclist), and /dev/captcha in demo mode.
import type { FastifyPluginAsync } from "fastify";
import { captchaStore } from "./captcha";
import routes from "./routes";
import devRoutes from "./dev-routes";
import partnerListsRoutes from "./partner-lists-routes";

const enquiry: FastifyPluginAsync = async (app) => {
  const captcha = captchaStore(app.ctx);
  await app.register(routes, { prefix: "/user/enquiry", captcha });
  await app.register(partnerListsRoutes, { prefix: "/merchant/api" });
  if (app.ctx.config.demoMode) await app.register(devRoutes, { prefix: "/dev", captcha });
};

export default enquiry;
