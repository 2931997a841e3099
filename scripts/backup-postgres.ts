// A physical online backup of the PostgreSQL cluster while the app runs, with the server's own
// low-level API (`pg_backup_start` / `pg_backup_stop`), run on the database's host:
//   DATABASE_URL=postgresql://... PGDATA=/var/lib/postgresql/17/main npm run db:backup -- /backups/base-2026-12-02
// The files of the data folder are copied while the server writes (the backup forces full-page
// writes, so a page torn by a write is repaired on restore), the write-ahead log up to the backup's
// end after `pg_backup_stop`, and its `backup_label` beside them. Restore: stop the server (or use
// a new host), put the folder in place of the data folder (owned by the server's user, mode 0700),
// start the server: it replays the log from the label's checkpoint and opens a consistent
// cluster. It needs no client tools (the embedded server of the tests ships none); with Debian's or
// PostgreSQL's packages, `pg_basebackup` does the same over the network. docs/operations.md,
// "Backups"; server/src/postgres/restore-drill.test.ts restores one taken under load.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

/** Folders whose contents a base backup leaves out (the server rebuilds them); the folders stay. */
const EMPTY_ON_RESTORE = new Set([
  "pg_wal",
  "pg_replslot",
  "pg_dynshmem",
  "pg_notify",
  "pg_serial",
  "pg_snapshots",
  "pg_stat_tmp",
  "pg_subtrans",
]);
/** Files of the running server that a backup must not carry. */
const LEFT_OUT = new Set(["postmaster.pid", "postmaster.opts", "backup_label", "tablespace_map"]);

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === "ENOENT";

/** Copies `from` to `to`, skipping what vanishes meanwhile (a dropped table's file, a temp file). */
function copyTree(
  from: string,
  to: string,
  skip: (rel: string, isDir: boolean) => "copy" | "empty" | "skip",
  rel = "",
): number {
  let bytes = 0;
  fs.mkdirSync(to, { recursive: true, mode: 0o700 });
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(from, { withFileTypes: true });
  } catch (err) {
    if (missing(err)) return 0;
    throw err;
  }
  for (const entry of entries) {
    const name = rel ? `${rel}/${entry.name}` : entry.name;
    const what = skip(name, entry.isDirectory());
    if (what === "skip") continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      if (what === "empty") fs.mkdirSync(target, { recursive: true, mode: 0o700 });
      else bytes += copyTree(source, target, skip, name);
      continue;
    }
    try {
      fs.copyFileSync(source, target);
      bytes += fs.statSync(target).size;
    } catch (err) {
      if (!missing(err)) throw err;
    }
  }
  return bytes;
}

/** Gives every file below `dir` to the owner of `like` (the server's user), folders mode 0700. */
function ownLike(dir: string, like: string): void {
  const { uid, gid } = fs.statSync(like);
  const walk = (p: string) => {
    fs.chownSync(p, uid, gid);
    if (fs.statSync(p).isDirectory()) {
      fs.chmodSync(p, 0o700);
      for (const e of fs.readdirSync(p)) walk(path.join(p, e));
    } else fs.chmodSync(p, 0o600);
  };
  walk(dir);
}

export type PostgresBackup = { startLsn: string; endLsn: string; bytes: number };

/**
 * Takes a base backup of the cluster whose data folder is `dataDir` (reached through `url`, as a
 * superuser or a role granted pg_backup_start/pg_backup_stop) into the new folder `target`.
 */
export async function backupPostgres(opts: { url: string; dataDir: string; target: string }): Promise<PostgresBackup> {
  const { url, dataDir, target } = opts;
  if (fs.existsSync(target)) throw new Error(`${target} already exists; name a new folder.`);
  if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) throw new Error(`${dataDir} is not a PostgreSQL data folder.`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // One session from start to stop (a non-exclusive backup ends with the session that began it);
    // `true`: an immediate checkpoint rather than a spread one.
    const started = await client.query<{ lsn: string }>(`SELECT pg_backup_start($1, true)::text AS lsn`, [
      `galli ${new Date().toISOString()}`,
    ]);
    let bytes: number;
    try {
      bytes = copyTree(dataDir, target, (rel, isDir) => {
        if (LEFT_OUT.has(rel)) return "skip";
        if (isDir && EMPTY_ON_RESTORE.has(rel)) return "empty";
        return "copy";
      });
    } catch (err) {
      await client.query(`SELECT pg_backup_stop(false)`).catch(() => undefined);
      throw err;
    }
    const stopped = await client.query<{ lsn: string; labelfile: string; spcmapfile: string }>(
      `SELECT lsn::text AS lsn, labelfile, spcmapfile FROM pg_backup_stop(false)`,
    );
    const { lsn, labelfile, spcmapfile } = stopped.rows[0];
    // The log from the backup's checkpoint to its end: still in pg_wal (nothing recycles it while
    // the backup runs), copied after the stop so it holds the end record.
    bytes += copyTree(path.join(dataDir, "pg_wal"), path.join(target, "pg_wal"), () => "copy");
    fs.writeFileSync(path.join(target, "backup_label"), labelfile);
    if (spcmapfile) fs.writeFileSync(path.join(target, "tablespace_map"), spcmapfile);
    ownLike(target, dataDir);
    return { startLsn: started.rows[0].lsn, endLsn: lsn, bytes };
  } finally {
    await client.end();
  }
}
