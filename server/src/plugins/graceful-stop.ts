// A clean restart (SIGTERM): app.stopGracefully(graceMs) runs the drain hooks (the live hub ends
// every stream with a `reconnect` event), keeps its port open while connections still come (see
// LINGER_QUIET_MS), then stops taking new connections (the port is released, so a proxy's next
// connection goes to another process, even for a POST: nothing was sent); it answers the requests
// in flight and the writes that still arrive with `Connection: close` (the proxy drops each
// connection after its answer instead of reusing it), refuses reads that arrive with 503 +
// Retry-After (a proxy retries them elsewhere), and waits within graceMs for the last request and
// for the proxy to close its idle connections (nginx's upstream `keepalive_timeout`,
// deploy/nginx.conf, well under graceMs). It never closes an idle kept-alive connection itself
// before graceMs: a proxy may be writing a request into it that very moment, and a POST failed that
// way is not retried. Then it closes the app: the job runner gives up its lease and the pool closes
// (their onClose hooks); the connections still open at graceMs are closed then (a request still in
// progress is cut).
import net from "node:net";
import fp from "fastify-plugin";
import { isEventStream, refusal } from "./overload";

export type StopOutcome = { clean: boolean; cut: number };

/**
 * The port stays open after a stop begins until no new connection has come for LINGER_QUIET_MS (at
 * most LINGER_MAX_MS, and never past graceMs). Closing a listening port resets the connections the
 * kernel completed and the process has not yet accepted, after the proxy wrote its request into
 * them: nginx logs "recv() failed (104: Connection reset by peer) while reading response header"
 * and retries a read, but answers 502 for a POST. Behind nginx with three processes under load
 * (server/src/postgres/sigterm.test.ts) closing at once reset 3 to 9 requests a run (COD orders
 * among them in 1 run of 7); closing after 150 ms without a new connection, 11 to 28 (nginx keeps
 * opening connections while the load lasts); after 500 ms, decided in the check phase, 0 in 4 runs. Meanwhile new connections
 * are served as the kept-alive ones are: reads refused with 503, writes answered with
 * `Connection: close`. A proxy that keeps sending for LINGER_MAX_MS still meets the reset then.
 */
export const LINGER_QUIET_MS = 500;
export const LINGER_MAX_MS = 5000;

declare module "fastify" {
  interface FastifyInstance {
    /** Runs `fn` when a graceful stop begins, before the requests in flight are waited for. */
    onDrain(fn: () => Promise<void> | void): void;
    stopGracefully(graceMs: number): Promise<StopOutcome>;
  }
}

export default fp(
  async (app) => {
    const drains: (() => Promise<void> | void)[] = [];
    let draining: Promise<StopOutcome> | null = null;
    let inFlight = 0;
    // Every open connection and its requests in progress.
    const sockets = new Map<net.Socket, { active: number }>();
    let lastConnectionAt = 0;
    app.server.on("connection", (socket: net.Socket) => {
      lastConnectionAt = Date.now();
      sockets.set(socket, { active: 0 });
      socket.once("close", () => sockets.delete(socket));
    });

    app.addHook("onRequest", async (req, reply) => {
      // A read arriving while stopping is refused (503, before any work) rather than served: a
      // proxy sends it to another process, and counts the 503 as this one failing, so it sends
      // this process nothing more (nginx's max_fails) and stops using its kept-alive connections.
      // A write that already arrived is done here: a proxy never sends a POST twice.
      if (draining && (req.method === "GET" || req.method === "HEAD")) {
        reply.header("connection", "close");
        return reply.send(refusal(req, reply));
      }
      const use = sockets.get(req.raw.socket);
      if (use) use.active += 1;
      const counted = !isEventStream(req);
      if (counted) inFlight += 1;
      reply.raw.once("close", () => {
        if (counted) inFlight -= 1;
        if (use) use.active -= 1;
      });
    });
    app.addHook("onSend", async (_req, reply) => {
      if (draining) reply.header("connection", "close");
    });

    app.decorate("onDrain", (fn: () => Promise<void> | void) => {
      drains.push(fn);
    });

    async function stop(graceMs: number): Promise<StopOutcome> {
      const started = Date.now();
      for (const fn of drains) {
        await Promise.resolve()
          .then(fn)
          .catch((err: unknown) => app.log.warn(`drain: ${String(err)}`));
      }
      const lingerUntil = started + Math.min(LINGER_MAX_MS, graceMs);
      for (;;) {
        const at = Date.now();
        if (at >= lingerUntil) break;
        if (at - Math.max(started, lastConnectionAt) >= LINGER_QUIET_MS) {
          // Timers run before the event loop takes what waits in the accept queue (its poll phase),
          // and setImmediate's callbacks right after it: decide there, on what was just taken.
          const seen = lastConnectionAt;
          await new Promise((r) => setImmediate(r));
          if (lastConnectionAt === seen) break;
          continue;
        }
        await new Promise((r) => setTimeout(r, 10));
      }
      // net's close, not http's: http's also closes the idle keep-alive connections at once, and a
      // proxy writing a request into one of them that very moment would get an error it cannot
      // retry for a POST. They are used once more (with Connection: close) or closed by the proxy.
      if (app.server.listening) net.Server.prototype.close.call(app.server);
      for (;;) {
        if (Date.now() - started >= graceMs) break;
        // Done when the last connection is gone but those of open streams (the app's close ends them).
        if (inFlight === 0 && [...sockets.values()].every((u) => u.active > 0)) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      const cut = inFlight;
      if (cut > 0) {
        app.log.warn(`stopping: ${cut} requests still in progress after ${graceMs} ms are cut off`);
        app.server.closeAllConnections();
      }
      await app.close();
      return { clean: cut === 0, cut };
    }

    app.decorate("stopGracefully", (graceMs: number) => (draining ??= stop(graceMs)));
  },
  { name: "graceful-stop" },
);
