// Runs the Prisma CLI with the environment it needs on every machine (a resolvable DATABASE_URL,
// no update checks), so no Prisma command ever tries to download an engine. `--postgres` selects
// the PostgreSQL schema (prisma/postgresql) when DATABASE_URL does not already name PostgreSQL
// (e.g. `generate --postgres`, which needs no server); `--sqlite` the SQLite one likewise.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const postgres = process.argv.includes("--postgres");
const sqlite = process.argv.includes("--sqlite");
const args = process.argv.slice(2).filter((a) => a !== "--postgres" && a !== "--sqlite");
const current = process.env.DATABASE_URL;
const isPostgresUrl = (url?: string) => !!url && /^postgres(ql)?:\/\//.test(url);
const env = {
  ...process.env,
  DATABASE_URL: postgres
    ? isPostgresUrl(current)
      ? current
      : "postgresql://galli@localhost:5432/galli"
    : sqlite && isPostgresUrl(current)
      ? "file:./data/galli.db"
      : (current ?? "file:./data/galli.db"),
  CHECKPOINT_DISABLE: "1",
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
};
const cli = require.resolve("prisma/build/index.js");
const result = spawnSync(process.execPath, [cli, ...args], { stdio: "inherit", env });
process.exit(result.status ?? 1);
