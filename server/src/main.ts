// Reads the configuration, checks the database, builds the app and listens: as one process, or as a
// cluster of WEB_CONCURRENCY workers (default one per core) sharing the port and the database.
// Timed work (the fulfilment simulator, jobs) runs in the first worker only: the primary gives every
// other worker TIMED_WORK=false, and a replacement for a crashed worker inherits its slot's setting.
// A configuration or database problem stops start-up with one line naming it (no stack trace).
import cluster from "node:cluster";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { loadConfig } from "./config";
import { buildApp } from "./app";
import { dbProvider } from "./lib/db";
import { checkPostgres } from "./lib/db-postgres";
import { describeDbError } from "./lib/db-errors";
import { withDemoVapid } from "./modules/live/demo-vapid";
import { stopOnSignals } from "./plugins/stop-signals";

async function prepare() {
  // Demo mode without keys of its own pushes with a pair kept in the data folder.
  const config = withDemoVapid(loadConfig());
  if (cluster.isPrimary && dbProvider(config.databaseUrl) === "postgresql") {
    await checkPostgres(config.databaseUrl, (err) => describeDbError(err, config.databaseUrl));
  }
  return config;
}

const config = await prepare().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
const workers = config.webConcurrency ?? os.availableParallelism();

if (cluster.isPrimary && workers > 1) {
  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url) });
  const slotOf = new Map<number, number>();
  const fork = (slot: number) => {
    const worker = cluster.fork({
      TIMED_WORK: slot === 0 && config.timedWork ? "true" : "false",
      WEB_CONCURRENCY: "1",
    });
    slotOf.set(worker.id, slot);
  };
  let stopping = false;
  cluster.on("exit", (worker, code, signal) => {
    const slot = slotOf.get(worker.id) ?? 0;
    slotOf.delete(worker.id);
    if (stopping) return;
    console.error(`worker ${worker.process.pid} (slot ${slot}) exited (${signal ?? code}); starting another`);
    setTimeout(() => fork(slot), 500);
  });
  let listening = 0;
  cluster.on("listening", () => {
    listening += 1;
    if (listening === workers) console.log(`${workers} workers listening on ${config.host}:${config.port}`);
  });
  for (let slot = 0; slot < workers; slot++) fork(slot);
  // SIGTERM: every worker stops cleanly (plugins/stop-signals.ts) within SHUTDOWN_GRACE_MS; the primary
  // exits 0 once all of them exited 0, 1 if one did not (or they outlived the limit by 5 s).
  const stop = () => {
    if (stopping) return;
    stopping = true;
    let failed = false;
    cluster.on("exit", (_worker, code, signal) => {
      if (code !== 0 || signal) failed = true;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
    });
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill("SIGTERM");
    setTimeout(() => process.exit(1), config.shutdownGraceMs + 5000).unref();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
} else {
  const app = await buildApp(config);
  stopOnSignals(app, config.shutdownGraceMs);
  await app.listen({ port: config.port, host: config.host });
}
