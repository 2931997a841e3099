// Builds an app on a fresh copy of a template database, for supertest or app.inject.
//   const t = await testApp({ seeded: true });  ...  await t.close();
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { testConfig, type Config } from "../config";
import { buildApp, type BuildOptions } from "../app";
import { createDb, type Db } from "../lib/db";
import { EMPTY_TEMPLATE, SEEDED_TEMPLATE } from "./template-db";
import {
  createTestDatabase,
  dropTestDatabase,
  PG_EMPTY_TEMPLATE,
  PG_SEEDED_TEMPLATE,
  testPgServerUrl,
} from "./pg-databases";

export type TestApp = { app: FastifyInstance; db: Db; config: Config; dir: string; close: () => Promise<void> };

export async function testApp(
  opts: {
    seeded?: boolean;
    env?: Record<string, string>;
    /** Registers extra routes before the app is ready (probes in tests). */
    extend?: (app: FastifyInstance) => Promise<void>;
  } & Omit<BuildOptions, "db"> = {},
): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "galli-test-"));
  const file = path.join(dir, "galli.db");
  // The server-pg project runs the same tests on a PostgreSQL copy of the same template.
  const pgServer = testPgServerUrl();
  const pgDb = pgServer
    ? await createTestDatabase(pgServer, opts.seeded ? PG_SEEDED_TEMPLATE : PG_EMPTY_TEMPLATE)
    : null;
  if (!pgDb) fs.copyFileSync(opts.seeded ? SEEDED_TEMPLATE : EMPTY_TEMPLATE, file);
  if (opts.seeded && !pgDb) {
    const uploads = path.join(path.dirname(SEEDED_TEMPLATE), "uploads");
    if (fs.existsSync(uploads)) fs.cpSync(uploads, path.join(dir, "uploads"), { recursive: true });
  }
  const databaseUrl = pgDb ? pgDb.url : `file:${file}`;
  const config = testConfig(dir, {
    WEB_DIST_DIR: path.join(dir, "no-web-build"),
    DATABASE_URL: databaseUrl,
    ...opts.env,
  });
  const db = createDb(databaseUrl, { poolSize: 5 });
  const app = await buildApp(config, {
    db,
    adapters: opts.adapters,
    now: opts.now,
    onRoute: opts.onRoute,
    spanExporter: opts.spanExporter,
  });
  if (opts.extend) await opts.extend(app);
  await app.ready();
  return {
    app,
    db,
    config,
    dir,
    close: async () => {
      await app.close();
      await db.$disconnect();
      if (pgServer && pgDb) await dropTestDatabase(pgServer, pgDb.name);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A guest's bearer header, signed by the app under test. */
export function guestAuth(app: FastifyInstance) {
  return { authorization: `Bearer ${app.signAccessToken({ sub: "guest:test", guest: true })}` };
}

/** A customer's bearer header, signed by the app under test. */
export function customerAuth(app: FastifyInstance, userId: string) {
  return { authorization: `Bearer ${app.signAccessToken({ sub: userId, guest: false })}` };
}
