// Applies prisma/postgresql/migrations to a PostgreSQL database, each migration in its own
// transaction (a failed one leaves nothing behind), recorded in Prisma's _prisma_migrations table
// with Prisma's checksum so `prisma migrate status` agrees. An advisory lock lets several app
// processes start at once: one migrates, the others wait and find nothing left to do.
// Prisma's own `migrate deploy` through the driver adapter splits scripts at every ';', which
// would cut a function body apart; this runner sends each file whole.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { describeDbError } from "../server/src/lib/db-errors";
import { textRulesProblem } from "../server/src/lib/pg-text-rules";

export const PG_MIGRATIONS_DIR = path.resolve("prisma/postgresql/migrations");
/** pg_advisory_lock key for migrations (any constant the app uses for nothing else). */
const MIGRATION_LOCK = 72_707_369;

const CREATE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id" VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum" VARCHAR(64) NOT NULL,
    "finished_at" TIMESTAMPTZ,
    "migration_name" VARCHAR(255) NOT NULL,
    "logs" TEXT,
    "rolled_back_at" TIMESTAMPTZ,
    "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export function pgMigrationNames(dir = PG_MIGRATIONS_DIR): string[] {
  return fs
    .readdirSync(dir)
    .filter((n) => /^\d+_/.test(n))
    .sort();
}

/** Applies every pending migration; returns the names applied. */
export async function migratePostgres(databaseUrl: string, dir = PG_MIGRATIONS_DIR): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (err) {
    throw new Error(describeDbError(err, databaseUrl));
  }
  const applied: string[] = [];
  try {
    const problem = await textRulesProblem(client);
    if (problem) throw new Error(problem);
    await client.query("SET client_min_messages = warning");
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await client.query(CREATE_TABLE);
    const done = await client.query<{ migration_name: string; checksum: string }>(
      `SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    );
    const have = new Map(done.rows.map((r) => [r.migration_name, r.checksum]));
    for (const name of pgMigrationNames(dir)) {
      const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      const checksum = crypto.createHash("sha256").update(sql).digest("hex");
      if (have.has(name)) {
        if (have.get(name) !== checksum) throw new Error(`Migration ${name} was changed after it was applied`);
        continue;
      }
      await client.query("BEGIN");
      try {
        await client.query(sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count)
           VALUES ($1, $2, now(), $3, 1)`,
          [crypto.randomUUID(), checksum, name],
        );
        await client.query("COMMIT");
      } catch (err) {
        await client.query("ROLLBACK");
        throw new Error(`Migration ${name} failed and was rolled back: ${(err as Error).message}`);
      }
      applied.push(name);
    }
  } finally {
    await client.end().catch(() => {});
  }
  return applied;
}
