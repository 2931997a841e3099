// The app's job runner (runner.ts) as a Fastify decoration: domain plugins register their jobs with
// app.jobs.register({ name, everyMs, run }); the runner starts when the app is ready (config.jobs:
// on in production and demo, off in tests, where tests call app.jobs.tick() with their own clock;
// config.jobsOnly narrows it to the jobs named)
// and stops on close.
import fp from "fastify-plugin";
import { createJobRunner, type JobRunner } from "./runner";

declare module "fastify" {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export type { JobRunner, JobSpec, JobOutcome } from "./runner";

export default fp(
  async (app) => {
    const { db, now, config } = app.ctx;
    const runner = createJobRunner({ db, now, only: config.jobsOnly, log: (m) => app.log.warn(m) });
    app.decorate("jobs", runner);
    if (config.jobs) {
      app.addHook("onReady", async () => runner.start());
    }
    app.addHook("onClose", async () => runner.stop());
  },
  { name: "jobs", dependencies: ["db"] },
);
