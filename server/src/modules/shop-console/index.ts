// The merchant console's API (the shops' console), registered under /merchant/api next to the
// partner form's lists (modules/enquiry).
// Each part of the console registers its routes plugin here (one line each); the other modules'
// console routes (statements, bank account, invoices) are registered by modules/index.ts under the
// same prefix. Every route guards itself with requireStaff(privilege) from guard.ts, or is marked
// STAFF_PUBLIC (sign-in); the role x route test (matrix.test.ts) fails for a console route that
// does neither. The console wing (plugins/console-guard.ts) runs the guard before the body is read.
import type { FastifyPluginAsync } from "fastify";
import authRoutes from "./auth-routes";
import staffRoutes from "./staff-routes";
import ordersRoutes from "./orders-routes";
import stockRoutes from "./stock-routes";
import settingsRoutes from "./settings-routes";
import keysRoutes from "./keys-routes";
import categoriesRoutes from "./categories-routes";
import catalogueRoutes from "./catalogue-routes";

const shopConsole: FastifyPluginAsync = async (app) => {
  for (const routes of [
    authRoutes,
    staffRoutes,
    ordersRoutes,
    stockRoutes,
    settingsRoutes,
    keysRoutes,
    categoriesRoutes,
    catalogueRoutes,
  ])
    await app.register(routes);
};

export default shopConsole;
