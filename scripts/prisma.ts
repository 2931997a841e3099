// Runs the Prisma CLI with the environment it needs on every machine (a resolvable DATABASE_URL,
// no update checks), so no Prisma command ever tries to download an engine.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL ?? "file:./data/galli.db",
  CHECKPOINT_DISABLE: "1",
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
};
const cli = require.resolve("prisma/build/index.js");
const result = spawnSync(process.execPath, [cli, ...args], { stdio: "inherit", env });
process.exit(result.status ?? 1);
