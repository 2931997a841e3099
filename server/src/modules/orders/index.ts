// The orders domain after the purchase, registered under /user/order: tracking, history, cancel,
// buzz, verification, replacement, reviews and help. Customers only. Its timed work (auto-verify,
// refunds, in demo mode the fulfilment simulator) runs as jobs on app.jobs.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import trackRoutes from "./track-routes";
import historyRoutes from "./history-routes";
import viewRoutes from "./view-routes";
import helpRoutes from "./help-routes";
import { moveDueOrders } from "./simulator";
import { registerOrderJobs } from "./jobs-http";

const orders: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireCustomer);
  await app.register(trackRoutes);
  await app.register(historyRoutes);
  await app.register(viewRoutes);
  await app.register(helpRoutes);

  const { config, db } = app.ctx;
  if (config.fulfilmentSimulator) {
    const stepMs = config.fulfilmentStepSeconds * 1000;
    app.jobs.register({
      name: "fulfilment-simulator",
      everyMs: Math.min(10_000, Math.max(1000, Math.floor(stepMs / 5))),
      // The last mile of delivery orders is the delivery module's demo job (demo-deliveries).
      run: (at) => moveDueOrders({ db, stepMs, leaveDeliveries: true, log: (m) => app.log.info(m) }, at),
    });
  }
  registerOrderJobs(app);
};

export default orders;
