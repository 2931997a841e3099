// Applies the Prisma migrations (prisma migrate deploy) and puts the database in WAL mode.
// `npm run db:migrate`; also called by `npm start` and the seed command.
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { loadConfig } from "../server/src/config";
import { sqlitePath } from "../server/src/lib/db";

const require = createRequire(import.meta.url);

export function migrate(databaseUrl: string) {
  const file = path.resolve(sqlitePath(databaseUrl));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const cli = require.resolve("prisma/build/index.js");
  const result = spawnSync(process.execPath, [cli, "migrate", "deploy"], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, DATABASE_URL: `file:${file}`, CHECKPOINT_DISABLE: "1", PRISMA_HIDE_UPDATE_MESSAGE: "1" },
    encoding: "utf8",
  });
  if (result.status !== 0) {
    throw new Error(`prisma migrate deploy failed:\n${result.stdout}\n${result.stderr}`);
  }
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.close();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const config = loadConfig();
  migrate(config.databaseUrl);
  console.log(`Migrations applied to ${sqlitePath(config.databaseUrl)}`);
}
