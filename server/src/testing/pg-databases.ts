// Per-test-file PostgreSQL databases, copied from the template databases the PostgreSQL global
// setup builds (CREATE DATABASE ... TEMPLATE takes tens of milliseconds, like a file copy).
import crypto from "node:crypto";
import pg from "pg";

export const PG_EMPTY_TEMPLATE = "galli_template_empty";
export const PG_SEEDED_TEMPLATE = "galli_template_seeded";

/** The cluster the PostgreSQL test project runs against (set by its global setup), else null. */
export function testPgServerUrl(): string | null {
  return process.env.GALLI_TEST_PG_URL ?? null;
}

export function databaseUrl(serverUrl: string, database: string): string {
  return serverUrl.replace(/\/[^/]*$/, `/${database}`);
}

async function admin<T>(serverUrl: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, "postgres") });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh database copied from a template; returns its URL. */
export async function createTestDatabase(serverUrl: string, template: string): Promise<{ name: string; url: string }> {
  const name = `galli_t_${crypto.randomBytes(6).toString("hex")}`;
  await admin(serverUrl, (c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  return { name, url: databaseUrl(serverUrl, name) };
}

export async function dropTestDatabase(serverUrl: string, name: string): Promise<void> {
  await admin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** An empty database; `options` are CREATE DATABASE's (e.g. another encoding or locale). */
export async function createEmptyDatabase(serverUrl: string, name: string, options = ""): Promise<string> {
  await admin(serverUrl, (c) => c.query(`CREATE DATABASE "${name}" ${options}`));
  return databaseUrl(serverUrl, name);
}
