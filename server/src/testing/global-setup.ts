// vitest globalSetup for server tests: the template databases, built once per run.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDb } from "../lib/db";
import { seedDemoWorld } from "../../../seed/world";

export default async function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "galli-templates-"));
  process.env.GALLI_TEST_TEMPLATE_DIR = dir;
  // Imported after the variable is set: the module reads it once.
  const { applyMigrations, EMPTY_TEMPLATE, SEEDED_TEMPLATE, TEMPLATE_DIR } = await import("./template-db");
  applyMigrations(EMPTY_TEMPLATE);
  fs.copyFileSync(EMPTY_TEMPLATE, SEEDED_TEMPLATE);
  const db = createDb(`file:${SEEDED_TEMPLATE}`);
  await seedDemoWorld(db, { uploadsDir: `${TEMPLATE_DIR}/uploads`, images: false });
  await db.$queryRawUnsafe("PRAGMA wal_checkpoint(TRUNCATE)");
  await db.$disconnect();
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
