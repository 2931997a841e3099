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
