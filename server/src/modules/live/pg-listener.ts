// PostgreSQL's side of the fan-out: a dedicated connection (not one of the pool's, lib/pg-listen.ts)
// that LISTENs on "galli_live", which the LiveEvent table's trigger NOTIFYs at every commit that
// wrote events (prisma/postgresql/migrations/20261127120000_live_events). A notification only wakes
// the hub, which then reads the rows from the table, so a notification lost while the connection
// was down loses nothing: after reconnecting the hub reads again. Kept only while a stream is open
// on the process (index.ts).
import { keepListening } from "../../lib/pg-listen";

export const LIVE_CHANNEL = "galli_live";

export function listenForLiveEvents(
  databaseUrl: string,
  onNotify: () => void,
  log: (message: string) => void,
): { stop: () => Promise<void> } {
  const listener = keepListening({
    databaseUrl,
    applicationName: "galli-live-listener",
    channels: [LIVE_CHANNEL],
    onNotification: () => onNotify(),
    onListening: () => onNotify(), // whatever committed while we were not listening
    onDropped: (why) => log(`live events: the LISTEN connection dropped (${why}); reconnecting`),
  });
  return { stop: listener.stop };
}
