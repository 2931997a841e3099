// The merchant console's API, registered under /merchant/api next to the merchant-service calls.
// Each part of the console registers its routes plugin here (one line each). Every route guards
// itself with requireStaff(privilege) from guard.ts, or is marked STAFF_PUBLIC (sign-in); the
// role x route test (matrix.test.ts) fails for a console route that does neither.
import type { FastifyPluginAsync, RouteOptions } from "fastify";
import authRoutes from "./auth-routes";
import staffRoutes from "./staff-routes";
import ordersRoutes from "./orders-routes";
import stockRoutes from "./stock-routes";
import settingsRoutes from "./settings-routes";
import keysRoutes from "./keys-routes";
import categoriesRoutes from "./categories-routes";
import catalogueRoutes from "./catalogue-routes";
import { invoiceConsoleRoutes as invoiceRoutes } from "../invoices/public";
import { guardPrivilege } from "./guard";

type Hook = NonNullable<RouteOptions["onRequest"]>;
const asList = (hook: Hook | undefined): unknown[] => (hook === undefined ? [] : Array.isArray(hook) ? hook : [hook]);

const merchantConsole: FastifyPluginAsync = async (app) => {
  app.decorateRequest("staff", null as never);
  // The staff guard runs first, before the body is parsed and validated: a caller without the
  // privilege hears 401/403, never a validation answer about a body it may not send.
  app.addHook("onRoute", (route) => {
    const preHandlers = asList(route.preHandler);
    const guards = preHandlers.filter((fn) => guardPrivilege(fn) !== undefined);
    if (!guards.length) return;
    route.preHandler = preHandlers.filter((fn) => guardPrivilege(fn) === undefined) as never;
    route.onRequest = [...asList(route.onRequest), ...guards] as never;
  });

  await app.register(authRoutes);
  await app.register(staffRoutes);
  await app.register(ordersRoutes);
  await app.register(stockRoutes);
  await app.register(settingsRoutes);
  await app.register(keysRoutes);
  await app.register(categoriesRoutes);
  await app.register(catalogueRoutes);
  await app.register(invoiceRoutes);
};

export default merchantConsole;
