// `npm run db:backup -- <target>`: an online backup of DATABASE_URL's database while the app runs.
// SQLite (file:): a checked copy of the database file (scripts/backup-sqlite.ts). PostgreSQL: a
// physical base backup into a new folder, run on the database's host with PGDATA naming the
// server's data folder (scripts/backup-postgres.ts). docs/operations.md, "Backups".
import { backupPostgres } from "./backup-postgres";
import { backupSqlite } from "./backup-sqlite";

const USAGE = [
  "usage: DATABASE_URL=file:<path> npm run db:backup -- <backup file>",
  "       DATABASE_URL=postgresql://... PGDATA=<data folder> npm run db:backup -- <new folder>",
].join("\n");

async function main(): Promise<string> {
  const url = process.env.DATABASE_URL ?? "file:./data/galli.db";
  const target = process.argv[2];
  if (!target) throw new Error(USAGE);
  if (url.startsWith("file:")) {
    const { pages } = await backupSqlite(url.replace(/^file:/, ""), target);
    return `backed up ${pages} pages to ${target}`;
  }
  const dataDir = process.env.PGDATA;
  if (!/^postgres(ql)?:\/\//.test(url) || !dataDir) throw new Error(USAGE);
  const b = await backupPostgres({ url, dataDir, target });
  return `backed up ${Math.round(b.bytes / 1024)} KB (log ${b.startLsn} to ${b.endLsn}) to ${target}`;
}

main().then(
  (line) => console.log(line),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
