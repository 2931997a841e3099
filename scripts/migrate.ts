// Applies the migrations of the database DATABASE_URL names: on SQLite `prisma migrate deploy`
// (then WAL mode), on PostgreSQL prisma/postgresql/migrations through scripts/migrate-postgres.ts.
// `npm run db:migrate`; also called by `npm start` and the seed command.
import fs from "node:fs";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { loadConfig } from "../server/src/config";
import { dbProvider, redactUrl, sqlitePath } from "../server/src/lib/db";
import { migratePostgres } from "./migrate-postgres";

const require = createRequire(import.meta.url);

export async function migrate(databaseUrl: string): Promise<void> {
  if (dbProvider(databaseUrl) === "postgresql") {
    await migratePostgres(databaseUrl);
    return;
  }
  migrateSqlite(databaseUrl);
}

function migrateSqlite(databaseUrl: string) {
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
  try {
    const config = loadConfig();
    await migrate(config.databaseUrl);
    console.log(`Migrations applied to ${redactUrl(config.databaseUrl)}`);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
