// `npm run seed -- --reset`: empties every table (children before parents, so no foreign key is
// ever broken), keeps the schema and its migration history, and removes the images the seed wrote.
// Rows are deleted rather than the file removed, so a server that has the database open sees the
// rebuilt world instead of holding on to a deleted file.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { rebuildSqliteSearchIndex as rebuildSearchIndex } from "../server/src/modules/catalog/search-sqlite";

/** Upload folders the seed writes (and the resized-image cache built from them). */
export const SEEDED_UPLOAD_DIRS = ["products", "shops", "ads", "cache"];

type TableRow = { name: string; sql: string | null };

/** Ordinary tables in an order that deletes every referencing table before the one it references. */
export function deletionOrder(sqlite: Database.Database): string[] {
  const all = sqlite
    .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
    .all() as TableRow[];
  const virtual = all.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql ?? "")).map((t) => t.name);
  // Virtual tables (full-text search) and their shadow tables are rebuilt, not emptied by hand. The
  // read-cache versions (ReadEpoch) stay: the deletes themselves bump them, and a version must only
  // ever grow, so no cache anywhere can mistake new rows for the ones it saw.
  const tables = all
    .map((t) => t.name)
    .filter(
      (n) =>
        n !== "_prisma_migrations" && n !== "ReadEpoch" && !virtual.some((v) => n === v || n.startsWith(`${v}_`)),
    );
  const parents = new Map<string, Set<string>>();
  for (const t of tables) {
    const refs = sqlite.prepare(`SELECT "table" FROM pragma_foreign_key_list(?)`).all(t) as { table: string }[];
    parents.set(t, new Set(refs.map((r) => r.table).filter((p) => p !== t && tables.includes(p))));
  }
  // Repeatedly take the tables no remaining table references (leaves first).
  const order: string[] = [];
  const left = new Set(tables.sort());
  while (left.size > 0) {
    const leaves = [...left].filter((t) => ![...left].some((o) => o !== t && parents.get(o)!.has(t)));
    if (leaves.length === 0) throw new Error(`Foreign keys form a cycle among: ${[...left].join(", ")} CASCADE`);
    for (const t of leaves) {
      order.push(t);
      left.delete(t);
    }
  }
  return order;
}

/** Deletes every row of the database file; returns how many rows went. */
export async function clearDatabase(file: string): Promise<{ tables: number; rows: number }> {
  const sqlite = new Database(file);
  try {
    sqlite.pragma("foreign_keys = ON");
    const order = deletionOrder(sqlite);
    let rows = 0;
    sqlite.transaction(() => {
      for (const t of order) rows += sqlite.prepare(`DELETE FROM "${t}"`).run().changes;
    })();
    await rebuildSearchIndex(sqlite);
    const free = sqlite.pragma("freelist_count", { simple: true }) as number;
    const pages = sqlite.pragma("page_count", { simple: true }) as number;
    // After the large world most of the file is free pages: give them back.
    if (free > 10_000 && free > pages / 2) sqlite.exec("VACUUM");
    sqlite.pragma("wal_checkpoint(TRUNCATE)");
    return { tables: order.length, rows };
  } finally {
    sqlite.close();
  }
}

/** Removes the seeded image folders (and the resize cache), leaving other uploads alone. */
export function removeSeededUploads(uploadsDir: string) {
  for (const dir of SEEDED_UPLOAD_DIRS) fs.rmSync(path.join(uploadsDir, dir), { recursive: true, force: true });
}

/**
 * PostgreSQL: empties every table but the migration history and the read-cache versions in one
 * statement; TRUNCATE fires no row triggers, so the versions are bumped by hand.
 */
export async function clearPostgres(url: string): Promise<{ tables: number; rows: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string; n: string }>(
      `SELECT relname AS name, n_live_tup::text AS n FROM pg_stat_user_tables
       WHERE schemaname = 'public' AND relname NOT IN ('_prisma_migrations', 'ReadEpoch')`,
    );
    if (tables.length > 0) {
      await client.query(`TRUNCATE ${tables.map((t) => `"${t.name}"`).join(", ")} CASCADE`);
      await client.query(`UPDATE "ReadEpoch" SET "version" = "version" + 1`);
    }
    return { tables: tables.length, rows: tables.reduce((sum, t) => sum + Number(t.n), 0) };
  } finally {
    await client.end();
  }
}
