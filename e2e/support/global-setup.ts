// Builds the web client if stale, makes a fresh database with the demo world (images included),
// and serves the whole app on a free loopback port for the journeys, with its order notifier on.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import type { FastifyInstance } from "fastify";
import webpush from "web-push";
import { loadConfig } from "../../server/src/config";
import { buildApp } from "../../server/src/app";
import { createDb } from "../../server/src/lib/db";
import { migrate } from "../../scripts/migrate";
import { buildWebIfStale } from "../../scripts/web-build";
import { seedDemoWorld } from "../../seed/world";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

let app: FastifyInstance | undefined;

/** A fresh VAPID key pair for this run. */
function vapidEnv() {
  const keys = webpush.generateVAPIDKeys();
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
}
let dataDir = "";

export async function setup(project: TestProject) {
  const config0 = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
  buildWebIfStale(config0.webDistDir);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "galli-e2e-"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    DEMO_MODE: "true",
    FULFILMENT_SIMULATOR: "false",
    // Merchant webhooks go out as in production, checked every second.
    WEBHOOK_DELIVERY: "true",
    WEBHOOK_TICK_SECONDS: "1",
    // Order notifications go out as in production (SMS and email to the demo outbox, web push to
    // the push service a subscription names: the journeys' local stand-in); no other timed job runs.
    JOBS: "true",
    JOBS_ONLY: "live-notify",
    ...vapidEnv(),
    HOST: "127.0.0.1",
    PORT: "0",
    // Each journey sends its own X-Forwarded-For, so per-address rate limits stay per journey.
    TRUST_PROXY: "true",
  });
  await migrate(config.databaseUrl);
  const db = createDb(config.databaseUrl);
  await seedDemoWorld(db, { uploadsDir: config.uploadsDir });
  await db.$disconnect();
  app = await buildApp(config);
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  project.provide("baseURL", address);
  project.provide("dataDir", dataDir);
}

export async function teardown() {
  await app?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
