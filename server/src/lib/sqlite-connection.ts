// The hot paths' own access to the SQLite connection Prisma's adapter drives (db.ts hands it
// over when the adapter connects): statements prepared once per SQL text, and synchronous write
// transactions (BEGIN IMMEDIATE, the statements, COMMIT, with no await between them). Sharing
// Prisma's connection keeps one writer per process; a synchronous transaction waits only while a
// Prisma interactive transaction is open on it (its statements would otherwise join ours).
// When another process (a cluster worker) holds the write lock, BEGIN IMMEDIATE fails at once
// instead of sleeping in SQLite's busy handler, and the transaction is retried after the event
// loop has served other requests: the worker keeps working while it waits its turn. Waiting
// transactions form a queue, so only the first of them polls SQLite.
import type { Database, Statement } from "better-sqlite3";

export type SqliteConnection = {
  /** A statement prepared once per SQL text; integers come back as numbers. */
  statement(sql: string): Statement;
  /** Runs `fn` inside BEGIN IMMEDIATE ... COMMIT (ROLLBACK when it throws), all synchronously. */
  transaction<T>(fn: () => T): Promise<T>;
  /**
   * Runs `fn`'s reads in one read transaction (one snapshot, no write lock), synchronously, once
   * no Prisma transaction is open on the connection (its uncommitted rows are never seen).
   */
  read<T>(fn: () => T): Promise<T>;
};

type AdapterTransaction = { commit(): Promise<void>; rollback(): Promise<void> };
export type AdapterConnection = { startTransaction(isolationLevel?: string): Promise<AdapterTransaction> };

const MAX_STATEMENTS = 500;

/** A turn of the event loop first, then growing waits of up to 4 ms. */
const pause = (tries: number) =>
  new Promise<void>((resolve) => (tries === 0 ? setImmediate(resolve) : setTimeout(resolve, Math.min(4, tries))));

/** Call before the adapter's statement cache patches `client.prepare` (sqlite-statements.ts). */
export function openSqliteConnection(client: Database, connection: AdapterConnection): SqliteConnection {
  const prepare = client.prepare.bind(client);
  const cache = new Map<string, Statement>();
  function statement(sql: string): Statement {
    let stmt = cache.get(sql);
    if (!stmt) {
      stmt = prepare(sql);
      if (stmt.reader) stmt.safeIntegers(false);
      if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value as string);
      cache.set(sql, stmt);
    }
    return stmt;
  }

  // Wake the synchronous transactions waiting for Prisma's to end.
  let waiting: (() => void)[] = [];
  const wake = () => {
    const now = waiting;
    waiting = [];
    for (const resolve of now) resolve();
  };
  const start = connection.startTransaction.bind(connection);
  connection.startTransaction = async (isolationLevel) => {
    const tx = await start(isolationLevel);
    const commit = tx.commit.bind(tx);
    const rollback = tx.rollback.bind(tx);
    tx.commit = () => commit().finally(wake);
    tx.rollback = () => rollback().finally(wake);
    return tx;
  };

  const busyMs = (statement("PRAGMA busy_timeout").get() as { timeout: number }).timeout;
  /** BEGIN IMMEDIATE without waiting: false when another connection holds the write lock. */
  function tryBegin(): boolean {
    statement("PRAGMA busy_timeout = 0").get();
    try {
      statement("BEGIN IMMEDIATE").run();
      return true;
    } catch (err) {
      if ((err as { code?: string }).code === "SQLITE_BUSY") return false;
      throw err;
    } finally {
      statement(`PRAGMA busy_timeout = ${busyMs}`).get();
    }
  }

  function runInside<T>(fn: () => T): T {
    let result: T;
    try {
      result = fn();
    } catch (err) {
      if (client.inTransaction) statement("ROLLBACK").run();
      throw err;
    }
    try {
      statement("COMMIT").run();
    } catch (err) {
      if (client.inTransaction) statement("ROLLBACK").run();
      throw err;
    }
    return result;
  }

  /** Begins and runs `fn` when the write lock is free; null (nothing run) when it is not. */
  function attempt<T>(fn: () => T): { value: T } | null {
    if (client.inTransaction || !tryBegin()) return null;
    return { value: runInside(fn) };
  }

  // Transactions waiting for the lock queue here, so one of them at a time asks SQLite again.
  let waiters = 0;
  let tail: Promise<void> = Promise.resolve();

  return {
    statement,
    async read(fn) {
      while (client.inTransaction) await new Promise<void>((resolve) => waiting.push(resolve));
      statement("BEGIN").run();
      try {
        return fn();
      } finally {
        statement("COMMIT").run();
      }
    },
    async transaction(fn) {
      if (waiters === 0) {
        const done = attempt(fn);
        if (done) return done.value;
      }
      waiters += 1;
      const before = tail;
      let release = () => {};
      tail = new Promise<void>((resolve) => (release = resolve));
      try {
        await before;
        const deadline = Date.now() + busyMs;
        for (let tries = 0; ; tries++) {
          while (client.inTransaction) await new Promise<void>((resolve) => waiting.push(resolve));
          const done = attempt(fn);
          if (done) return done.value;
          if (Date.now() >= deadline) {
            // The last try waits in SQLite's busy handler and fails with SQLITE_BUSY after its timeout.
            statement("BEGIN IMMEDIATE").run();
            return runInside(fn);
          }
          await pause(tries);
        }
      } finally {
        waiters -= 1;
        release();
      }
    },
  };
}
