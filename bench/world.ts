// The large benchmark world every bench runs on: where it is, and the app configuration to open it.
import fs from "node:fs";
import path from "node:path";
import { loadConfig, type Config } from "../server/src/config";

export function largeWorld(
  script: string,
  opts: { defaultDir: string; rateLimits?: boolean },
): { dataDir: string; config: Config } {
  const dataDir = path.resolve(process.env.DATA_DIR ?? opts.defaultDir);
  const dbFile = path.join(dataDir, "galli.db");
  // A postgresql:// DATABASE_URL runs the same bench on PostgreSQL (seeded with --scale large too).
  const postgresUrl = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? "") ? process.env.DATABASE_URL : undefined;
  if (!postgresUrl && !fs.existsSync(dbFile)) {
    console.error(`No database at ${dbFile}.
Build the large benchmark world first, then run this again:
  DATA_DIR=${dataDir} npm run seed -- --scale large
  DATA_DIR=${dataDir} npx tsx bench/${script}`);
    process.exit(1);
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...(postgresUrl ? { DATABASE_URL: postgresUrl } : {}),
    LOG_LEVEL: process.env.LOG_LEVEL ?? "silent",
    NODE_ENV: "production",
    DEMO_MODE: "false",
    FULFILMENT_SIMULATOR: "false",
    JWT_SECRET: "bench-only-secret-0123456789",
    ...(opts.rateLimits ? {} : { RATE_LIMITS: "false" }),
  });
  return { dataDir, config };
}
