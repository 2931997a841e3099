// An online backup of the SQLite database while the app runs (`npm run db:backup -- <file>`, scripts/backup.ts):
// SQLite's backup API copies a consistent snapshot page by page, letting the app's writes go on
// between steps (better-sqlite3's `backup()`); the copy is checked (`PRAGMA integrity_check`)
// before this says it is done. Restore: stop the app, put the copy in place of DATABASE_URL's
// file (remove its -wal and -shm files), start the app. docs/operations.md, "Backups".
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";

export async function backupSqlite(source: string, target: string): Promise<{ pages: number }> {
  if (fs.existsSync(target)) throw new Error(`${target} already exists; name a new file.`);
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    const { totalPages } = await db.backup(target);
    const copy = new Database(target, { readonly: true });
    try {
      const check = copy.pragma("integrity_check", { simple: true });
      if (check !== "ok") throw new Error(`the copy failed its integrity check: ${String(check)}`);
    } finally {
      copy.close();
    }
    return { pages: totalPages };
  } finally {
    db.close();
  }
}
