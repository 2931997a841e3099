// PostgreSQL's side of the fan-out: a dedicated connection (not one of the pool's) that LISTENs on
// "galli_live", which the LiveEvent table's trigger NOTIFYs at every commit that wrote events
// (prisma/postgresql/migrations/20261127120000_live_events). A notification only wakes the hub,
// which then reads the rows from the table, so a notification lost while the connection was down
// loses nothing: after reconnecting the hub reads again. An 'error' listener keeps a dropped
// connection from crashing the process; it reconnects after RECONNECT_MS.
import pg from "pg";

export const LIVE_CHANNEL = "galli_live";
const RECONNECT_MS = 1000;

export function listenForLiveEvents(
  databaseUrl: string,
  onNotify: () => void,
  log: (message: string) => void,
): { ready: Promise<void>; stop: () => Promise<void> } {
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const retry = (why: string) => {
    if (stopped || timer) return;
    log(`live events: the LISTEN connection dropped (${why}); reconnecting`);
    const old = client;
    client = null;
    old?.removeAllListeners();
    old?.on("error", () => undefined);
    void old?.end().catch(() => undefined);
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, RECONNECT_MS);
    timer.unref();
  };

  const connect = async () => {
    const c = new pg.Client({ connectionString: databaseUrl, application_name: "galli-live-listener" });
    client = c;
    c.on("error", (err) => retry(err.message));
    c.on("end", () => {
      if (client === c) retry("ended");
    });
    c.on("notification", () => onNotify());
    try {
      await c.connect();
      await c.query(`LISTEN ${LIVE_CHANNEL}`);
      markReady();
      onNotify(); // whatever committed while we were not listening
    } catch (err) {
      if (client === c) retry((err as Error).message);
    }
  };

  void connect();
  return {
    ready,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      c?.removeAllListeners();
      c?.on("error", () => undefined);
      await c?.end().catch(() => undefined);
    },
  };
}
