// The orders domain after the purchase, registered under /user/order: tracking, history, cancel,
// buzz, verification, replacement, reviews and help. Customers only. In demo mode it also runs the
// fulfilment simulator from the app's onReady hook and stops it on close.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import trackRoutes from "./track-routes";
import historyRoutes from "./history-routes";
import viewRoutes from "./view-routes";
import helpRoutes from "./help-routes";
import { startSimulator, type Simulator } from "./simulator";

const orders: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireCustomer);
  await app.register(trackRoutes);
  await app.register(historyRoutes);
  await app.register(viewRoutes);
  await app.register(helpRoutes);

  const { config, db, now } = app.ctx;
  if (config.fulfilmentSimulator) {
    let simulator: Simulator | null = null;
    app.addHook("onReady", async () => {
      simulator = startSimulator({
        db,
        now,
        stepMs: config.fulfilmentStepSeconds * 1000,
        log: (m) => app.log.info(m),
      });
    });
    app.addHook("onClose", async () => {
      await simulator?.stop();
    });
  }
};

export default orders;
