// Where the benchmark world's rows go: straight into a SQLite file (better-sqlite3 prepared
// INSERTs) or into PostgreSQL (node-postgres, multi-row INSERTs). Rows are added synchronously
// as they are generated; checkpoint() commits what was added (and, on PostgreSQL, sends it), so
// memory stays flat whichever database it is.
import Database from "better-sqlite3";
import pg from "pg";

export interface BulkSink {
  insert(table: string, columns: string[], values: unknown[]): void;
  /** Commits every row added so far. */
  checkpoint(): Promise<void>;
  /** Commits, tidies (indexes, statistics) and closes. */
  finish(tidy: () => Promise<void>): Promise<void>;
}

// The text form Prisma's SQLite adapter writes and reads back.
const iso = (d: Date) => d.toISOString().replace("Z", "+00:00");

export function sqliteSink(file: string): BulkSink & { sqlite: Database.Database } {
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = OFF");
  sqlite.pragma("cache_size = -65536");
  sqlite.pragma("temp_store = MEMORY");
  const statements = new Map<string, Database.Statement>();
  sqlite.exec("BEGIN");
  return {
    sqlite,
    insert(table, columns, values) {
      const key = `${table}(${columns.join(",")})`;
      let stmt = statements.get(key);
      if (!stmt) {
        stmt = sqlite.prepare(
          `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
        );
        statements.set(key, stmt);
      }
      stmt.run(values.map((v) => (typeof v === "boolean" ? (v ? 1 : 0) : v instanceof Date ? iso(v) : (v ?? null))));
    },
    async checkpoint() {
      sqlite.exec("COMMIT");
      sqlite.exec("BEGIN");
    },
    async finish(tidy) {
      sqlite.exec("COMMIT");
      await tidy();
      sqlite.pragma("optimize");
      sqlite.pragma("wal_checkpoint(TRUNCATE)");
      sqlite.close();
    },
  };
}

/** PostgreSQL caps a statement at 65,535 parameters. */
const MAX_PARAMS = 60_000;

export async function postgresSink(url: string): Promise<BulkSink> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("BEGIN");
  const buffers = new Map<string, { table: string; columns: string[]; rows: unknown[][] }>();

  async function flush() {
    for (const b of buffers.values()) {
      const per = Math.max(1, Math.floor(MAX_PARAMS / b.columns.length));
      for (let i = 0; i < b.rows.length; i += per) {
        const slice = b.rows.slice(i, i + per);
        const params: unknown[] = [];
        const tuples = slice.map((row) => `(${row.map((v) => `$${params.push(v ?? null)}`).join(",")})`);
        await client.query(
          `INSERT INTO "${b.table}" (${b.columns.map((c) => `"${c}"`).join(", ")}) VALUES ${tuples.join(",")}`,
          params,
        );
      }
      b.rows = [];
    }
  }

  return {
    insert(table, columns, values) {
      const key = `${table}(${columns.join(",")})`;
      let b = buffers.get(key);
      if (!b) {
        b = { table, columns, rows: [] };
        buffers.set(key, b);
      }
      b.rows.push(values);
    },
    async checkpoint() {
      await flush();
      await client.query("COMMIT");
      await client.query("BEGIN");
    },
    async finish(tidy) {
      try {
        await flush();
        await client.query("COMMIT");
        await tidy();
        await client.query("ANALYZE");
      } finally {
        await client.end();
      }
    },
  };
}
