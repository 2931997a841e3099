// A PostgreSQL DATABASE_URL the app cannot use stops the server, the migrations and the seed with
// one line naming the problem (no stack trace), and a migration that fails leaves nothing of itself.
// A database that would sort or store text unlike SQLite (a language's collation, another encoding)
// is refused the same way before anything is written.
// (An unreachable server and an unknown kind of URL: tests/database-url.test.ts.)
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redactUrl } from "../lib/db";
import { createEmptyDatabase, databaseUrl, dropTestDatabase, testPgServerUrl } from "../testing/pg-databases";
import { migratePostgres } from "../../../scripts/migrate-postgres";

const require = createRequire(import.meta.url);
const tsx = require.resolve("tsx");

function run(script: string, url: string, args: string[] = []): Promise<{ status: number | null; lines: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", tsx, script, ...args], {
      env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: "silent", PORT: "0", WEB_CONCURRENCY: "1" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("error", reject);
    child.on("close", (status) => {
      clearTimeout(timer);
      resolve({ status, lines: stderr.trim().split("\n").filter(Boolean) });
    });
  });
}

const server = testPgServerUrl();
const dbName = "galli_startup_empty";
const icuName = "galli_startup_icu";
const asciiName = "galli_startup_ascii";
let emptyUrl = "";

const CREATE_IT = "createdb --template=template0 --encoding=UTF8 --lc-collate=C --lc-ctype=C.UTF-8 <name>";

async function tablesOf(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ t: string }>(
      `SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
    );
    return rows.map((r) => r.t);
  } finally {
    await client.end();
  }
}

describe.runIf(server)("start-up on a PostgreSQL URL it cannot use", { timeout: 120_000 }, () => {
  beforeAll(async () => {
    emptyUrl = await createEmptyDatabase(server!, dbName);
  });
  afterAll(async () => {
    await Promise.all([dbName, icuName, asciiName].map((name) => dropTestDatabase(server!, name)));
  });

  it("a database that sorts text by a language's rules or is not UTF-8: refused, nothing written", async () => {
    const icuUrl = await createEmptyDatabase(
      server!,
      icuName,
      `TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'en-IN' LOCALE 'C'`,
    );
    const asciiUrl = await createEmptyDatabase(server!, asciiName, `TEMPLATE template0 ENCODING 'SQL_ASCII'`);
    const icuLine = `The database sorts text by a language's rules (ICU locale "en-IN"); Galli needs code-point order (as on SQLite): create it with \`${CREATE_IT}\``;
    const asciiLine = `The database's encoding is SQL_ASCII; Galli needs UTF8 (Hindi text): create it with \`${CREATE_IT}\``;
    const [migrate, seed, asciiMigrate] = await Promise.all([
      run("scripts/migrate.ts", icuUrl),
      run("seed/cli.ts", icuUrl),
      run("scripts/migrate.ts", asciiUrl),
    ]);
    for (const r of [migrate, seed]) expect(r).toEqual({ status: 1, lines: [icuLine] });
    expect(asciiMigrate).toEqual({ status: 1, lines: [asciiLine] });
    expect(await tablesOf(icuUrl)).toEqual([]);
    expect(await tablesOf(asciiUrl)).toEqual([]);

    // A database migrated by hand despite its collation: the server still refuses to start on it.
    const client = new pg.Client({ connectionString: icuUrl });
    await client.connect();
    await client.query(`CREATE TABLE "Shop" (id text PRIMARY KEY)`).finally(() => client.end());
    expect(await run("server/src/main.ts", icuUrl)).toEqual({ status: 1, lines: [icuLine] });
  });

  it("a wrong password: the server, the migrations and the seed each say so in one line", async () => {
    const url = emptyUrl.replace(/:[^:@/]*@/, ":not-the-password@");
    const results = await Promise.all(
      ["server/src/main.ts", "scripts/migrate.ts", "seed/cli.ts"].map((script) => run(script, url)),
    );
    for (const r of results) {
      expect(r.status).toBe(1);
      expect(r.lines).toEqual([`The database at ${redactUrl(url)} refused the user name or password`]);
    }
  });

  it("a database that does not exist, and one without tables", async () => {
    const missing = databaseUrl(server!, "galli_no_such_database");
    const [noDb, noTables] = await Promise.all([
      run("server/src/main.ts", missing),
      run("server/src/main.ts", emptyUrl),
    ]);
    expect(noDb.status).toBe(1);
    expect(noDb.lines).toEqual([`The database named in ${redactUrl(missing)} does not exist (create it first)`]);
    expect(noTables.status).toBe(1);
    expect(noTables.lines).toEqual([
      "The database has no Galli tables yet: run `npm run db:migrate` (or `npm start`) first",
    ]);
  });

  it("a migration that fails is rolled back whole; the ones before it stay applied", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "galli-migrations-"));
    const write = (name: string, sql: string) => {
      fs.mkdirSync(path.join(dir, name));
      fs.writeFileSync(path.join(dir, name, "migration.sql"), sql);
    };
    write("0001_first", `CREATE TABLE "First" (id int PRIMARY KEY);`);
    write("0002_broken", `CREATE TABLE "Half" (id int PRIMARY KEY);\nINSERT INTO "Half" VALUES (1);\nSELECT 1 / 0;`);
    try {
      await expect(migratePostgres(emptyUrl, dir)).rejects.toThrow(
        /^Migration 0002_broken failed and was rolled back: division by zero$/,
      );
      const client = new pg.Client({ connectionString: emptyUrl });
      await client.connect();
      try {
        const tables = await client.query<{ t: string | null }>(
          `SELECT to_regclass('public."First"')::text AS t UNION ALL SELECT to_regclass('public."Half"')::text`,
        );
        expect(tables.rows.map((r) => r.t)).toEqual(['"First"', null]);
        const applied = await client.query<{ migration_name: string }>(
          `SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name`,
        );
        expect(applied.rows.map((r) => r.migration_name)).toEqual(["0001_first"]);
      } finally {
        await client.end();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
