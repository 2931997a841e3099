// vitest globalSetup for server tests: the template databases, built once per run.
import fs from "node:fs";
import { applyMigrations, EMPTY_TEMPLATE, SEEDED_TEMPLATE, TEMPLATE_DIR } from "./template-db";
import { createDb } from "../lib/db";
import { seedDemoWorld } from "../../../seed/world";

export default async function setup() {
  fs.rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  fs.mkdirSync(TEMPLATE_DIR, { recursive: true });
  applyMigrations(EMPTY_TEMPLATE);
  fs.copyFileSync(EMPTY_TEMPLATE, SEEDED_TEMPLATE);
  const db = createDb(`file:${SEEDED_TEMPLATE}`);
  await seedDemoWorld(db, { uploadsDir: `${TEMPLATE_DIR}/uploads`, images: false });
  await db.$queryRawUnsafe("PRAGMA wal_checkpoint(TRUNCATE)");
  await db.$disconnect();
}
