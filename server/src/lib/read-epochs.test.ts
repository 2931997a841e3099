// The versions reader answers in the order asked, 0 for a key never written, for a few keys and
// for the hundreds a search across shops depends on.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { openReadEpochs } from "./read-epochs";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "galli-epochs-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("ReadEpoch versions on SQLite", () => {
  it("come back in the order of the keys asked, 0 for unknown keys", async () => {
    const file = path.join(dir, "galli.db");
    const db = new Database(file);
    db.exec(`CREATE TABLE "ReadEpoch" ("key" TEXT NOT NULL PRIMARY KEY, "version" INTEGER NOT NULL DEFAULT 0)`);
    const insert = db.prepare(`INSERT INTO "ReadEpoch" ("key", "version") VALUES (?, ?)`);
    for (let i = 0; i < 500; i++) insert.run(`shop:${i}`, i * 2 + 1);
    db.close();
    const epochs = openReadEpochs(`file:${file}`)!;
    try {
      expect(await epochs.versions(["shop:3", "nope"])).toEqual([7, 0]);
      const keys = Array.from({ length: 400 }, (_, i) => `shop:${(i * 7) % 600}`);
      expect(await epochs.versions(keys)).toEqual(
        keys.map((k) => {
          const n = Number(k.slice(5));
          return n < 500 ? n * 2 + 1 : 0;
        }),
      );
      expect(await epochs.versions([])).toEqual([]);
    } finally {
      await epochs.close();
    }
  });
});
