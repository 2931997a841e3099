// Prepared-statement reuse for Prisma's better-sqlite3 adapter. The adapter calls
// `client.prepare(sql).bind(args)` and then `reader`, `columns()`, `raw().all()` or `run()` for
// every query, compiling the SQL each time; this keeps one compiled statement per SQL text (a
// bounded map) and hands the adapter a small object with the same calls that runs it with the
// given arguments. Statements run to completion synchronously, so one compiled statement never
// serves two queries at once. "BEGIN" becomes "BEGIN IMMEDIATE" (see db.ts).
import type { Statement } from "better-sqlite3";

export type StatementSource = { prepare(sql: string): Statement };

const MAX_STATEMENTS = 2_000;

type AdapterStatement = {
  readonly reader: boolean;
  bind(args: unknown[]): AdapterStatement;
  columns(): ReturnType<Statement["columns"]>;
  raw(): { all(): unknown[] };
  run(): ReturnType<Statement["run"]>;
};

function bound(stmt: Statement): AdapterStatement {
  let args: unknown[] = [];
  const self: AdapterStatement = {
    get reader() {
      return stmt.reader;
    },
    bind(a) {
      args = a;
      return self;
    },
    columns: () => stmt.columns(),
    raw: () => ({ all: () => stmt.raw(true).all(...args) }),
    run: () => stmt.run(...args),
  };
  return self;
}

export function reuseStatements(client: StatementSource): void {
  const prepare = client.prepare.bind(client);
  const cache = new Map<string, Statement>();
  (client as { prepare: (sql: string) => unknown }).prepare = (sql: string) => {
    const text = sql === "BEGIN" ? "BEGIN IMMEDIATE" : sql;
    let stmt = cache.get(text);
    if (!stmt) {
      stmt = prepare(text);
      if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value as string);
      cache.set(text, stmt);
    }
    return bound(stmt);
  };
}
