// SIGTERM and SIGINT stop an app process cleanly (plugins/graceful-stop.ts): exit 0 once every
// request in flight was answered within the grace limit, 1 when the limit cut some off.
import type { FastifyInstance } from "fastify";

export function stopOnSignals(app: FastifyInstance, graceMs: number, exit: (code: number) => void = process.exit): void {
  const stop = (signal: string) => {
    app.log.info(`${signal}: finishing the requests in flight (at most ${graceMs} ms), then exiting`);
    app.stopGracefully(graceMs).then(
      (outcome) => exit(outcome.clean ? 0 : 1),
      (err: unknown) => {
        console.error(`stopping failed: ${err instanceof Error ? err.message : String(err)}`);
        exit(1);
      },
    );
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
}
