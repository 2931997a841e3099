// The server's SQLite connection: its pragmas, its reads beside Prisma's transactions, and the
// checkpoint thread that copies committed pages from the write-ahead log into the database file
// without the writing connection ever checkpointing itself.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { startWalCheckpointer } from "./wal-checkpointer";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A database whose writer never checkpoints, with `rows` rows committed to its log only. */
function writtenInLog(rows: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "galli-wal-"));
  dirs.push(dir);
  const file = path.join(dir, "galli.db");
  const writer = new Database(file);
  writer.pragma("journal_mode = WAL");
  writer.pragma("wal_autocheckpoint = 0");
  writer.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)");
  writer.pragma("wal_checkpoint(TRUNCATE)");
  const insert = writer.prepare("INSERT INTO t (v) VALUES (?)");
  writer.transaction(() => {
    for (let i = 0; i < rows; i++) insert.run(`row ${i}`);
  })();
  return { dir, file, writer };
}

/** Rows the database file holds by itself, without its log (read from a copy of the file alone). */
function rowsInFile(dir: string, file: string): number {
  const copy = path.join(dir, "copy.db");
  fs.copyFileSync(file, copy);
  const reader = new Database(copy, { readonly: true });
  try {
    return (reader.prepare("SELECT count(*) AS n FROM t").get() as { n: number }).n;
  } finally {
    reader.close();
  }
}

describe("the WAL checkpoint thread", () => {
  it("moves committed rows from the log into the database file", async () => {
    const { dir, file, writer } = writtenInLog(500);
    expect(rowsInFile(dir, file)).toBe(0);
    const stop = startWalCheckpointer(file, 20);
    try {
      await expect.poll(() => rowsInFile(dir, file), { timeout: 5000, interval: 50 }).toBe(500);
    } finally {
      await stop();
      writer.close();
    }
  });

  it("stops when asked, and a missing database file only leaves it idle", async () => {
    const stop = startWalCheckpointer(path.join(os.tmpdir(), "galli-no-such-dir", "galli.db"), 20);
    await stop();
  });
});

describe("the server's SQLite connection", () => {
  it("writes ahead, commits without waiting for the disk unless FULL is asked for, and raises the backstop", async () => {
    const { createDb, sqliteConnectionOf } = await import("./db");
    const { file, writer } = writtenInLog(1);
    writer.close();
    const pragmas = async (opts: Parameters<typeof createDb>[1]) => {
      const db = createDb(`file:${file}`, opts);
      try {
        const c = (await sqliteConnectionOf(db))!;
        return {
          journal: (c.statement("PRAGMA journal_mode").get() as { journal_mode: string }).journal_mode,
          synchronous: (c.statement("PRAGMA synchronous").get() as { synchronous: number }).synchronous,
          checkpoint: (c.statement("PRAGMA wal_autocheckpoint").get() as { wal_autocheckpoint: number })
            .wal_autocheckpoint,
        };
      } finally {
        await db.$disconnect();
      }
    };
    // synchronous: 1 is NORMAL, 2 is FULL.
    expect(await pragmas({})).toEqual({ journal: "wal", synchronous: 1, checkpoint: 1000 });
    expect(await pragmas({ sqliteSynchronous: "FULL", walAutocheckpoint: 10_000 })).toEqual({
      journal: "wal",
      synchronous: 2,
      checkpoint: 10_000,
    });
  });
});

describe("reads on the server's SQLite connection", () => {
  it("wait for an open Prisma transaction and never see its uncommitted rows", async () => {
    const { createDb, sqliteConnectionOf } = await import("./db");
    const { file, writer } = writtenInLog(1);
    writer.close();
    const db = createDb(`file:${file}`);
    try {
      const c = (await sqliteConnectionOf(db))!;
      const count = () => c.read(() => (c.statement("SELECT count(*) AS n FROM t").get() as { n: number }).n);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const tx = db.$transaction(async (px) => {
        await px.$executeRawUnsafe("INSERT INTO t (v) VALUES ('uncommitted')");
        await held;
        throw new Error("rolled back");
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const during = count();
      release();
      await expect(tx).rejects.toThrow("rolled back");
      expect(await during).toBe(1);
      expect(await count()).toBe(1);
    } finally {
      await db.$disconnect();
    }
  });
});
