// The last mile's timed work on the app's job runner: automatic assignment of ready delivery orders
// (shops that turned it on), and in demo mode the moving deliveries beside the fulfilment simulator.
import type { FastifyPluginAsync } from "fastify";
import { AUTO_ASSIGN_EVERY_MS, AUTO_ASSIGN_JOB, autoAssignReady } from "./auto-assign";
import { DEMO_TRIPS_EVERY_MS, DEMO_TRIPS_JOB, driveDemoTrips } from "./demo-trips";

const deliveryJobs: FastifyPluginAsync = async (app) => {
  const { config, db } = app.ctx;
  app.jobs.register({ name: AUTO_ASSIGN_JOB, everyMs: AUTO_ASSIGN_EVERY_MS, run: (at) => autoAssignReady(db, at) });
  if (config.fulfilmentSimulator) {
    const stepMs = config.fulfilmentStepSeconds * 1000;
    app.jobs.register({
      name: DEMO_TRIPS_JOB,
      everyMs: DEMO_TRIPS_EVERY_MS,
      run: (at) => driveDemoTrips({ db, stepMs, log: (m) => app.log.info(m) }, at),
    });
  }
};

export default deliveryJobs;
