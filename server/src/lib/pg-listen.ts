// One PostgreSQL connection that LISTENs, outside the app's pool, kept open for the life of the
// process: a connection that drops (a database restart ends it with 57P01, a network fault) is
// reported, closed and replaced after RECONNECT_MS. Its 'error' listener keeps a dropped
// connection from ending the process. The live fan-out (modules/live/pg-listener.ts) and the
// read-cache versions (read-epochs.ts) each keep one.
import pg from "pg";

export const RECONNECT_MS = 1000;

export type ListenOptions = {
  databaseUrl: string;
  /** Shown in pg_stat_activity. */
  applicationName: string;
  channels: string[];
  /** A notification that arrived on the current connection. */
  onNotification: (notification: pg.Notification) => void;
  /**
   * Runs on every new connection once it LISTENs (NOTIFYs committed from now on arrive). A throw
   * drops the connection and reconnects; `isCurrent` turns false when it was dropped meanwhile.
   */
  onListening: (client: pg.Client, isCurrent: () => boolean) => Promise<void> | void;
  /** The current connection was lost; a new one follows after RECONNECT_MS. */
  onDropped: (why: string) => void;
};

export type Listener = {
  /** The connection in use, null while reconnecting. */
  current(): pg.Client | null;
  /** Drops `client` (when still the current one) and reconnects: a statement on it failed. */
  drop(client: pg.Client, why: string): void;
  stop(): Promise<void>;
};

function close(client: pg.Client): Promise<void> {
  client.removeAllListeners();
  client.on("error", () => undefined);
  return client.end().catch(() => undefined);
}

export function keepListening(options: ListenOptions): Listener {
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  const drop = (c: pg.Client, why: string) => {
    if (client !== c || stopped) return;
    client = null;
    void close(c);
    options.onDropped(why);
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, RECONNECT_MS);
    timer.unref();
  };

  const connect = async () => {
    if (stopped) return;
    const c = new pg.Client({
      connectionString: options.databaseUrl,
      application_name: options.applicationName,
      keepAlive: true,
    });
    client = c;
    c.on("error", (err) => drop(c, err.message));
    c.on("end", () => drop(c, "ended"));
    c.on("notification", (n) => {
      if (client === c) options.onNotification(n);
    });
    try {
      await c.connect();
      await c.query(options.channels.map((channel) => `LISTEN "${channel}"`).join("; "));
      if (client !== c) return;
      await options.onListening(c, () => client === c);
    } catch (err) {
      drop(c, (err as Error).message);
    }
  };

  void connect();
  return {
    current: () => client,
    drop,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      if (c) await close(c);
    },
  };
}
