// Live event streams (server-sent events): GET /user/live/events (the customer's) and
// GET /api/stores/:store_key/events (the shop's, with the merchant API's Authkey). One hub per
// process follows the event log (hub.ts): woken by LISTEN/NOTIFY on PostgreSQL, polling on SQLite.
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { dbProvider } from "../../lib/db";
import { LIVE_HEARTBEAT_SECONDS } from "../../contract/live";
import { LiveHub } from "./hub";
import { listenForLiveEvents } from "./pg-listener";
import { customerRoutes, preferenceRoutes, pushRoutes, shopRoutes } from "./routes";
import { sendDueNotifications } from "./notifier";

declare module "fastify" {
  interface FastifyInstance {
    liveHub: LiveHub;
  }
}

const hubPlugin = fp(
  async (app) => {
    const { db, config } = app.ctx;
    const postgres = dbProvider(config.databaseUrl) === "postgresql";
    const hub = new LiveHub(db, {
      // PostgreSQL wakes the hub at each commit; the slow poll only covers a lost LISTEN connection.
      pollMs: config.livePollMs > 0 ? config.livePollMs : postgres ? 1000 : 100,
      gapMs: 1500,
      heartbeatMs: config.liveHeartbeatMs > 0 ? config.liveHeartbeatMs : LIVE_HEARTBEAT_SECONDS * 1000,
      prune: config.timedWork,
      log: (m) => app.log.warn(m),
    });
    app.decorate("liveHub", hub);
    // Order notifications by SMS and email follow the same log (notifier.ts), under the job lock.
    app.jobs.register({
      name: "live-notify",
      everyMs: 1000,
      // The log is stamped by the wall clock, so the settling delay is measured by it too.
      run: () =>
        sendDueNotifications({
          db,
          messages: app.ctx.adapters.messages,
          publicUrl: config.publicUrl,
          vapid: config.vapid,
        }),
    });
    let stopListening: (() => Promise<void>) | null = null;
    app.addHook("onReady", async () => {
      await hub.start();
      if (postgres) {
        const listener = listenForLiveEvents(config.databaseUrl, () => void hub.poll(), (m) => app.log.warn(m));
        stopListening = listener.stop;
        await Promise.race([listener.ready, new Promise((r) => setTimeout(r, 5000).unref())]);
      }
    });
    // Streams end before the server waits for its connections to close; readers reconnect elsewhere.
    app.addHook("preClose", async () => {
      await hub.close();
      await stopListening?.();
    });
  },
  { name: "live-hub", dependencies: ["db", "jobs"] },
);

export const liveHub = hubPlugin;
export const liveCustomer: FastifyPluginAsync = async (app) => {
  await app.register(customerRoutes);
  await app.register(preferenceRoutes);
  await app.register(pushRoutes);
};
export const liveShop: FastifyPluginAsync = shopRoutes;
