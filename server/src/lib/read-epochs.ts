// Reads the versions of the read-mostly answers (model ReadEpoch; the database's own triggers bump
// them in the transaction of every write that changes an answer). SQLite: one read-only connection
// and every version in memory, caught up by one indexed read per lookup. PostgreSQL: every version
// in memory, kept by LISTEN/NOTIFY, else one `= ANY($1)` query (postgresReadEpochs below). Both see
// commits of every process sharing the database, so caches stay exact in a cluster.
import fs from "node:fs";
import Database from "better-sqlite3";
import { sqlitePath } from "./db";
import { CART_PREFIX, isCustomerKey, type ReadEpochOptions, type ReadEpochs } from "./read-epoch-keys";
import { postgresReadEpochs } from "./read-epochs-pg";

export {
  API_KEYS_EPOCH,
  CATALOG_EPOCH,
  CONSOLES_EPOCH,
  TILES_EPOCH,
  cartEpoch,
  shopEpoch,
  type ReadEpochOptions,
  type ReadEpochs,
} from "./read-epoch-keys";

export function openReadEpochs(databaseUrl: string, options: ReadEpochOptions = {}): ReadEpochs | null {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return postgresReadEpochs(databaseUrl, options);
  if (!databaseUrl.startsWith("file:")) return null;
  const sqlite = new Database(sqlitePath(databaseUrl), { readonly: true, fileMustExist: true });
  // Versions come from one sequence on SQLite (the triggers give a bumped key the highest version
  // plus one, and one writer at a time commits them in order): the process keeps every version in
  // memory and catches up with one indexed read of the rows above the highest version it has
  // seen. A lookup is then one statement however many keys an answer depends on (a search across
  // shops depends on every shop in range).
  const highest = sqlite.prepare<[], number | null>(`SELECT max("version") FROM "ReadEpoch"`).pluck();
  const movedSince = sqlite.prepare<[number], { key: string; version: number }>(
    `SELECT "key", "version" FROM "ReadEpoch" WHERE "version" > ? AND "key" NOT LIKE '${CART_PREFIX}%'`,
  );
  // A customer's key is read when asked (one indexed read in this process: no memory per customer).
  const versionOf = sqlite.prepare<[string], number>(`SELECT "version" FROM "ReadEpoch" WHERE "key" = ?`).pluck();
  const known = new Map<string, number>();
  let seen = -1;
  const commits = walCommitSignal(sqlite, sqlitePath(databaseUrl));
  let checks = 0;
  const catchUp = () => {
    // Read before the statement: a commit landing in between is seen by the statement now and
    // changes the signal for the next call, so nothing committed before a call is ever missed.
    if (commits.changed()) {
      const top = highest.get() ?? 0;
      commits.settled();
      if (top !== seen) {
        for (const row of movedSince.all(seen)) known.set(row.key, row.version);
        seen = top;
      }
    }
    checks++;
  };
  // A caller that asks again with the same list (the shops near a point, kept by the finder) gets
  // the same answer back while nothing has moved: no walk over hundreds of keys per request.
  // A list with a customer's key (the basket optimizer's: every shop in range and the customer's
  // cart) is kept too. Its key is read from the table (one indexed read), but it shares the one
  // sequence (migration cart_epoch: max + 1, and no ReadEpoch row is ever deleted), so while the
  // highest version seen has not moved, neither has it.
  const lastAnswer = new WeakMap<string[], { seen: number; versions: number[] }>();
  return {
    versions: async (keys, checkedAfter) => {
      // A search across shops looks up the tiles' version, then its answer's: one check serves both.
      if (checkedAfter === undefined || checks <= checkedAfter) catchUp();
      const last = lastAnswer.get(keys);
      if (last?.seen === seen) return last.versions;
      const versions = keys.map((key) => (isCustomerKey(key) ? (versionOf.get(key) ?? 0) : (known.get(key) ?? 0)));
      lastAnswer.set(keys, { seen, versions });
      return versions;
    },
    checks: () => checks,
    close: () => {
      commits.close();
      sqlite.close();
    },
  };
}

/**
 * Whether anything may have committed since the last settled check, answered without a statement.
 * A WAL database's shared-memory index begins with a header (sqlite.org/walformat.html) that every
 * committed transaction rewrites: its change counter, last frame and salts. The first copy of it is
 * read with one pread and compared with the copy taken before the last statement; while it is the
 * same, nothing has committed and the versions in memory are current. A statement costs several
 * file-lock system calls shared with every process reading the database; the pread costs one and
 * takes no lock. Without WAL (or its -shm file) every call asks the database.
 */
function walCommitSignal(sqlite: Database.Database, file: string) {
  const always = { changed: () => true, settled: () => {}, close: () => {} };
  if (String(sqlite.pragma("journal_mode", { simple: true })).toLowerCase() !== "wal") return always;
  let fd: number;
  try {
    fd = fs.openSync(`${file}-shm`, "r");
  } catch {
    return always;
  }
  const header = Buffer.alloc(48);
  const settled = Buffer.alloc(48);
  let valid = false;
  let read = false;
  return {
    changed() {
      read = fs.readSync(fd, header, 0, 48, 0) === 48;
      return !(read && valid && header.equals(settled));
    },
    settled() {
      header.copy(settled);
      valid = read;
    },
    close: () => fs.closeSync(fd),
  };
}
