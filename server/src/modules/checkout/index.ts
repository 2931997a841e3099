// The checkout domain, under /user: payment orders, the five place-order calls and the refund
// after a provider failure; the reconciliation job (reconcile.ts) on the app's job runner.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import routes from "./routes";
import placeRoutes from "./place-routes";
import { reconcilePayments } from "./reconcile";

export const RECONCILE_EVERY_MS = 2 * 60_000;

const checkout: FastifyPluginAsyncZod = async (app) => {
  await app.register(routes);
  await app.register(placeRoutes);
  app.jobs.register({
    name: "payment-reconciliation",
    everyMs: RECONCILE_EVERY_MS,
    run: (at) => reconcilePayments(app.ctx, at),
  });
};

export default checkout;
