// Parity tests of a data port (a module's <module>-data.ts and its builds). A case is a rule
// written as steps over the port; `onEachBuild` runs it on every build the database under test
// has (Prisma always; on SQLite also the prepared statements; on PostgreSQL also the port's `pg`
// build at READ COMMITTED when it has one), each inside a transaction that is
// rolled back, so every build starts from the same rows and a case may write. The test then
// checks the Prisma answer against what it expects (on SQLite and, in the server-pg project, on
// PostgreSQL) and, on SQLite, that the prepared statements answer exactly the same (on
// PostgreSQL, the `pg` build).
import { expect } from "vitest";
import { providerOf, sqliteConnectionOf, type Db } from "../lib/db";
import { pgPoolOf } from "../lib/db-postgres";
import { pgTransaction } from "../lib/pg-tx";
import { runAsync, runSync, type Steps } from "../lib/steps";
import type { Ports } from "../lib/transact";

class Rollback<T> extends Error {
  constructor(readonly value: T) {
    super("rolled back on purpose");
  }
}

async function rolledBack<T>(run: () => Promise<unknown>): Promise<T> {
  try {
    await run();
  } catch (err) {
    if (err instanceof Rollback) return err.value as T;
    throw err;
  }
  throw new Error("the case's transaction was not rolled back");
}

export type BuildAnswers<T> = { prisma: T; sqlite: T | null; pg: T | null };

/** The case's answer from each build the database has, every write rolled back. */
export async function onEachBuild<P, T>(
  db: Db,
  ports: Ports<P>,
  rule: (data: P) => Steps<T>,
): Promise<BuildAnswers<T>> {
  const prisma = await rolledBack<T>(() =>
    db.$transaction(async (tx) => {
      throw new Rollback(await runAsync(rule(ports.prisma(tx))));
    }),
  );
  const connection = await sqliteConnectionOf(db);
  const sqlite = connection
    ? await rolledBack<T>(() =>
        connection.transaction(() => {
          throw new Rollback(runSync(rule(ports.sqlite(connection))));
        }),
      )
    : null;
  const pgBuild = ports.pg;
  const pool = pgPoolOf(db);
  const pg =
    pgBuild && pool
      ? await rolledBack<T>(() =>
          pgTransaction(pool, async (tx) => {
            throw new Rollback(await runAsync(rule(pgBuild(tx))));
          }),
        )
      : null;
  return { prisma, sqlite, pg };
}

const GENERATED_ID = /^c[a-z0-9]{24}$/;

/**
 * Generated ids become placeholders in order of appearance and dates after `since` (stamped by
 * the build's own clock) become "<now>", so two builds' answers compare equal.
 */
export function normalised(value: unknown, since: Date): unknown {
  const ids = new Map<string, string>();
  const walk = (v: unknown): unknown => {
    if (v instanceof Date) return v.getTime() >= since.getTime() ? "<now>" : v.toISOString();
    if (typeof v === "string" && GENERATED_ID.test(v)) {
      if (!ids.has(v)) ids.set(v, `<id ${ids.size}>`);
      return ids.get(v);
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value);
}

/**
 * Runs the case on each build, expects the Prisma answer to match `expected` (a vitest matcher
 * object works), and on SQLite the prepared statements' answer to equal Prisma's. Returns the
 * Prisma answer for further checks.
 */
export async function expectParity<P, T>(
  db: Db,
  ports: Ports<P>,
  rule: (data: P) => Steps<T>,
  expected: unknown,
  since = new Date(Date.now() - 1_000),
): Promise<T> {
  const answers = await onEachBuild(db, ports, rule);
  expect(answers.prisma).toEqual(expected);
  if (sqliteConnectionOf(db)) {
    expect(answers.sqlite, "the SQLite build answers as the Prisma build").not.toBeNull();
    expect(normalised(answers.sqlite, since)).toEqual(normalised(answers.prisma, since));
  }
  if (providerOf(db) === "postgresql" && ports.pg) {
    expect(answers.pg, "the PostgreSQL build answers").not.toBeNull();
    expect(normalised(answers.pg, since), "the PostgreSQL build answers as the Prisma build").toEqual(
      normalised(answers.prisma, since),
    );
  }
  return answers.prisma;
}
