// This process's commits that may have changed rows, as a counter: the PostgreSQL read-cache
// versions (read-epochs.ts) hold versions in memory, kept current by NOTIFYs that arrive a moment
// after a commit; a commit made here must be seen by this process's very next read, so until the
// NOTIFYs of every commit counted here have arrived, the versions are asked of the database.
// Counted by the connections of the app's PostgreSQL pool (pg-adapter.ts), which every Prisma
// statement and every plain-SQL transaction (pg-tx.ts) goes through.

let count = 0;
const listeners = new Set<() => void>();

/** How many commits this process has noted so far. */
export const localCommits = () => count;

/** A statement that may have written rows has committed (or may have: counted when in doubt). */
export function noteLocalCommit(): void {
  count++;
  for (const listener of listeners) listener();
}

/** Calls `listener` after every noted commit; returns the function that stops it. */
export function onLocalCommit(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Command tags of statements that change no table row. */
const READ_ONLY = new Set([
  "SELECT",
  "SHOW",
  "BEGIN",
  "START",
  "COMMIT",
  "ROLLBACK",
  "SET",
  "RESET",
  "SAVEPOINT",
  "RELEASE",
  "LISTEN",
  "UNLISTEN",
  "NOTIFY",
  "FETCH",
  "DECLARE",
  "CLOSE",
  "EXPLAIN",
  "DISCARD",
  "DEALLOCATE",
  "PREPARE",
  "LOCK",
]);

/**
 * Whether a statement may have written rows, from its command tag (INSERT, UPDATE, DELETE, MERGE,
 * COPY, DDL...) and, for a SELECT, its text: a data-modifying WITH or a function that bumps a
 * version. A SELECT ... FOR UPDATE counts too (it runs in writing transactions anyway).
 */
export function mayWrite(command: string | null | undefined, text: string): boolean {
  if (!command) return false;
  if (command !== "SELECT") return !READ_ONLY.has(command);
  return /\b(insert|update|delete|merge)\b|read_epoch_bump/i.test(text);
}

/**
 * PostgreSQL: a committed transaction read back the versions it bumped in its last message
 * (`SELECT ... AS galli_bumped` before the COMMIT, pg-tx.ts); the ReadEpoch trigger keeps them in a
 * transaction-local setting (migration read_epoch_own_bumps), "<version> <key>" a line, "*" when
 * there were too many, NULL when there were none on a connection that never had one. A process
 * that knows its own commit's versions at once needs no round trip to wait for their NOTIFYs
 * (read-epochs.ts). `database` names the database (host:port/name): one process may hold apps on
 * several.
 */
export type CommitReport = { database: string; reported: string | null };

/** The statement that reads the bumps back, and the column it answers in. */
export const BUMPED_COLUMN = "galli_bumped";
export const BUMPED_SQL = `SELECT current_setting('galli.bumped', true) AS ${BUMPED_COLUMN}`;

/** Where a connection's versions belong. */
export const databaseOf = (c: { host?: string; port?: number; database?: string }) =>
  `${c.host ?? ""}:${c.port ?? ""}/${c.database ?? ""}`;

/** The bumps of a report (none for NULL), or null when it cannot tell ("*": too many). */
export function parseBumps(reported: string | null): { key: string; version: number }[] | null {
  if (reported === "*") return null;
  const bumps: { key: string; version: number }[] = [];
  for (const line of (reported ?? "").split("\n")) {
    const space = line.indexOf(" ");
    if (space > 0) bumps.push({ key: line.slice(space + 1), version: Number(line.slice(0, space)) });
  }
  return bumps;
}

const reportHandlers = new Set<(report: CommitReport) => boolean>();

/**
 * A commit that reported its bumps: the handlers of its database learn them (answering true);
 * when none could, it is a local commit like any other, and lookups wait for its NOTIFYs.
 */
export function noteCommitReport(report: CommitReport): void {
  let handled = false;
  for (const handler of reportHandlers) handled = handler(report) || handled;
  if (!handled) noteLocalCommit();
}

/** Hands every commit report to `handler`; returns the function that stops it. */
export function onCommitReport(handler: (report: CommitReport) => boolean): () => void {
  reportHandlers.add(handler);
  return () => reportHandlers.delete(handler);
}
