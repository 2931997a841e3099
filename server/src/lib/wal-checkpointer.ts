// Moves SQLite's WAL checkpoints off the request path. A commit appends its pages to the
// write-ahead log; every 1,000 pages SQLite copies the log back into the database file and syncs
// it, inside whichever COMMIT crossed the line: a request then waits for the disk for tens of
// milliseconds (measured: 5% of commits, 88% of all COMMIT time under the checkout load). Here a
// thread of its own, with its own connection, checkpoints every `intervalMs` (PASSIVE: it never
// waits for or blocks readers and writers), and the request connections keep SQLite's own
// checkpoint only as a backstop at 10,000 pages (docs/decisions.md, "SQLite durability and checkpoints").
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/** The request connections' own auto-checkpoint while the thread runs (pages of 4 KiB). */
export const BACKSTOP_CHECKPOINT_PAGES = 10_000;

// Plain JavaScript, evaluated in the thread: no TypeScript loader needed there.
const THREAD = `
const { workerData, parentPort } = require("node:worker_threads");
const Database = require(workerData.driver);
let db = null;
try {
  db = new Database(workerData.file, { fileMustExist: true, timeout: 0 });
} catch {
  // No database there: nothing to checkpoint (SQLite's backstop still works for the server).
}
const tick = () => {
  try {
    db?.pragma("wal_checkpoint(PASSIVE)");
  } catch {
    // Busy or closing: the next tick (or the backstop) checkpoints.
  }
};
const timer = setInterval(tick, workerData.intervalMs);
parentPort.once("message", () => {
  clearInterval(timer);
  db?.close();
  parentPort.close();
});
`;

/** Starts the checkpoint thread; the returned function stops it (and waits until it has). */
export function startWalCheckpointer(file: string, intervalMs: number): () => Promise<void> {
  const worker = new Worker(THREAD, {
    eval: true,
    execArgv: [],
    workerData: { file, intervalMs, driver: createRequire(import.meta.url).resolve("better-sqlite3") },
  });
  // A failing thread must not stop the server: SQLite's backstop still checkpoints.
  worker.on("error", () => {});
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  return async () => {
    worker.postMessage("stop");
    await exited;
  };
}
