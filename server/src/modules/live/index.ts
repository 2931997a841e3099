// Live event streams (server-sent events): GET /user/live/events (the customer's) and
// GET /api/stores/:store_key/events (the shop's, with the merchant API's Authkey). One hub per
// process follows the event log (hub.ts): woken by LISTEN/NOTIFY on PostgreSQL, polling on SQLite.
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { dbProvider, sqliteConnectionOf } from "../../lib/db";
import { readRow } from "../../lib/sqlite-rows";
import { pgPoolOf } from "../../lib/db-postgres";
import { pgRead, prepared } from "../../lib/pg-tx";
import { LIVE_HEARTBEAT_SECONDS } from "../../contract/live";
import { IDLE_READ_MS, LiveHub, type LiveRow } from "./hub";
import { listenForLiveEvents } from "./pg-listener";
import { customerRoutes, preferenceRoutes, pushRoutes, shopRoutes } from "./routes";
import { sendDueNotifications } from "./notifier";

declare module "fastify" {
  interface FastifyInstance {
    liveHub: LiveHub;
  }
}

/**
 * How long a process keeps listening after its last stream closed: a console or a tracking page
 * that reconnects finds it still listening.
 */
export const LISTEN_LINGER_MS = 60_000;

/** The log above a cursor, on PostgreSQL (the hub's read at every commit). */
const LIVE_AFTER = prepared(
  `SELECT "id", "userId", "storeId", "type", "data", "createdAt" FROM "LiveEvent" WHERE "id" > $1 ORDER BY "id" LIMIT $2`,
);

const LIVE_AFTER_SQLITE = `SELECT "id", "userId", "storeId", "type", "data", "createdAt" FROM "LiveEvent" WHERE "id" > ? ORDER BY "id" LIMIT ?`;

const hubPlugin = fp(
  async (app) => {
    const { db, config } = app.ctx;
    const postgres = dbProvider(config.databaseUrl) === "postgresql";
    const pool = postgres ? pgPoolOf(db) : null;
    // SQLite reads the log on a statement prepared once: Prisma compiled the query at every read.
    const sqlite = postgres ? null : sqliteConnectionOf(db);
    // PostgreSQL: a LISTEN connection wakes the hub at each commit that wrote events, while a stream
    // is open on this process (and LISTEN_LINGER_MS after the last one closed). PostgreSQL signals
    // every listening connection of the database at every NOTIFY, and every order NOTIFYs, so with
    // three processes listening for nothing the checkout lost about a fifth of its orders per
    // second (bench/pg-checkout.ts): a process with no stream open does not listen, and its hub
    // reads the log every IDLE_READ_MS instead (that poll also covers a lost LISTEN connection).
    let listener: ReturnType<typeof listenForLiveEvents> | null = null;
    let linger: NodeJS.Timeout | null = null;
    let closing = false;
    const onStreams = (open: boolean) => {
      if (!postgres || closing) return;
      if (linger) clearTimeout(linger);
      linger = null;
      if (open) {
        listener ??= listenForLiveEvents(
          config.databaseUrl,
          () => hub.wake(),
          (m) => app.log.warn(m),
        );
        return;
      }
      linger = setTimeout(() => {
        linger = null;
        const done = listener;
        listener = null;
        void done?.stop();
      }, LISTEN_LINGER_MS);
      linger.unref();
    };
    const hub = new LiveHub(db, {
      pollMs: config.livePollMs > 0 ? config.livePollMs : postgres ? IDLE_READ_MS : 100,
      // SQLite: every 100 ms while a stream is open here, else as PostgreSQL's idle reads.
      idlePollMs: postgres ? undefined : Math.max(config.livePollMs, IDLE_READ_MS),
      gapMs: 1500,
      heartbeatMs: config.liveHeartbeatMs > 0 ? config.liveHeartbeatMs : LIVE_HEARTBEAT_SECONDS * 1000,
      prune: config.timedWork,
      readAfter: pool
        ? (after, take) => pgRead(pool, (tx) => tx.rows<LiveRow>(LIVE_AFTER, [after, take]))
        : sqlite
          ? async (after, take) => {
              const c = await sqlite;
              return (c.statement(LIVE_AFTER_SQLITE).all(after, take) as Record<string, unknown>[]).map((r) =>
                readRow<LiveRow>(c, "LiveEvent", r),
              );
            }
          : undefined,
      log: (m) => app.log.warn(m),
      onStreams,
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
    app.addHook("onReady", () => hub.start());
    // Streams end (with a reconnect event) before the server waits for its connections to close:
    // as a graceful stop begins, and again as the app closes (a stream opened in between).
    const endStreams = async () => {
      closing = true;
      if (linger) clearTimeout(linger);
      await hub.close();
      await listener?.stop();
      listener = null;
    };
    app.onDrain(endStreams);
    app.addHook("preClose", endStreams);
  },
  { name: "live-hub", dependencies: ["db", "jobs", "graceful-stop"] },
);

export const liveHub = hubPlugin;
export const liveCustomer: FastifyPluginAsync = async (app) => {
  await app.register(customerRoutes);
  await app.register(preferenceRoutes);
  await app.register(pushRoutes);
};
export const liveShop: FastifyPluginAsync = shopRoutes;
