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
      // The same list asked again (the finder keeps one per point) is answered without a walk...
      const kept = ["shop:3", "shop:5"];
      const once = await epochs.versions(kept);
      expect(await epochs.versions(kept)).toBe(once);
      // Later bumps hand out the next versions of the one sequence; the reader catches up.
      const writer = new Database(file);
      writer.prepare(`UPDATE "ReadEpoch" SET "version" = 1000 WHERE "key" = 'shop:3'`).run();
      writer.prepare(`INSERT INTO "ReadEpoch" ("key", "version") VALUES ('tiles', 1001)`).run();
      writer.close();
      expect(await epochs.versions(["shop:3", "tiles", "shop:4"])).toEqual([1000, 1001, 9]);
      // ...until something moved: then the kept list sees the write.
      expect(await epochs.versions(kept)).toEqual([1000, 11]);
    } finally {
      await epochs.close();
    }
  });
});

describe("ReadEpoch versions on a WAL database", () => {
  it("see every commit of another connection, across checkpoints that restart the log", async () => {
    const file = path.join(dir, "wal.db");
    const writer = new Database(file);
    writer.pragma("journal_mode = WAL");
    writer.exec(`CREATE TABLE "ReadEpoch" ("key" TEXT NOT NULL PRIMARY KEY, "version" INTEGER NOT NULL DEFAULT 0)`);
    const bump = writer.prepare(`INSERT INTO "ReadEpoch" ("key", "version") VALUES (?, ?)
      ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version"`);
    bump.run("tiles", 1);
    const epochs = openReadEpochs(`file:${file}`)!;
    try {
      expect(await epochs.versions(["tiles"])).toEqual([1]);
      // Asked again with nothing committed, the answer stays (read from memory).
      expect(await epochs.versions(["tiles"])).toEqual([1]);
      for (let v = 2; v <= 40; v++) {
        bump.run(v % 2 ? "tiles" : "catalog", v);
        if (v % 10 === 0) writer.pragma("wal_checkpoint(TRUNCATE)");
        const expected = v % 2 ? [v, v - 1] : [v - 1, v];
        expect(await epochs.versions(["tiles", "catalog"])).toEqual(expected);
      }
      // A write that changes no version still commits: the next call asks, and finds nothing new.
      writer.exec(`CREATE TABLE "Other" ("id" INTEGER)`);
      expect(await epochs.versions(["tiles", "catalog"])).toEqual([39, 40]);
    } finally {
      await epochs.close();
      writer.close();
    }
  });
});

describe("ReadEpoch versions of a list with a customer's key", () => {
  it("keep the list's answer until a version moves, the customer's key included", async () => {
    const file = path.join(dir, "cart.db");
    const writer = new Database(file);
    writer.pragma("journal_mode = WAL");
    writer.exec(`CREATE TABLE "ReadEpoch" ("key" TEXT NOT NULL PRIMARY KEY, "version" INTEGER NOT NULL DEFAULT 0)`);
    // As the triggers do: every bump takes the highest version plus one.
    const bump = writer.prepare(`INSERT INTO "ReadEpoch" ("key", "version")
      VALUES (?, (SELECT coalesce(max("version"), 0) + 1 FROM "ReadEpoch"))
      ON CONFLICT ("key") DO UPDATE SET "version" = excluded."version"`);
    for (let i = 0; i < 300; i++) bump.run(`shop:${i}`);
    bump.run("cart:u1");
    const epochs = openReadEpochs(`file:${file}`)!;
    try {
      const keys = [...Array.from({ length: 300 }, (_, i) => `shop:${i}`), "cart:u1"];
      const once = await epochs.versions(keys);
      expect(once.at(-1)).toBe(301);
      expect(await epochs.versions(keys)).toBe(once);
      bump.run("cart:u1");
      const moved = await epochs.versions(keys);
      expect(moved).not.toBe(once);
      expect(moved.at(-1)).toBe(302);
      expect(once.at(-1)).toBe(301); // an answer given out never changes
      expect(moved.slice(0, 300)).toEqual(once.slice(0, 300));
      bump.run("cart:u2");
      expect(await epochs.versions(keys)).toEqual(moved);
      // A lookup after a check made since its request began reads memory; one before checks.
      const began = epochs.checks!();
      bump.run("shop:0");
      expect(await epochs.versions(keys, began)).toEqual([304, ...moved.slice(1)]); // this lookup checks
      bump.run("shop:1");
      expect(await epochs.versions(keys, began)).toEqual([304, ...moved.slice(1)]); // checked since it began
      expect((await epochs.versions(keys, epochs.checks!()))[1]).toBe(305); // a later request sees it
    } finally {
      await epochs.close();
      writer.close();
    }
  });
});

describe("ReadEpoch triggers on SQLite", () => {
  it("hand every bumped key the next version of one sequence, and a reader sees each write", async () => {
    const { testApp } = await import("../testing/app");
    const t = await testApp({ seeded: true });
    const epochs = openReadEpochs(t.config.databaseUrl)!;
    try {
      if (!t.config.databaseUrl.startsWith("file:")) return; // the sequence is SQLite's
      const top = async () => (await t.db.readEpoch.findFirstOrThrow({ orderBy: { version: "desc" } })).version;
      const sp = await t.db.storeProduct.findFirstOrThrow({ include: { store: true } });
      const key = `shop:${sp.store.shopId}`;
      const before = await top();
      expect((await epochs.versions([key]))[0]).toBeLessThanOrEqual(before);
      await t.db.storeProduct.update({ where: { id: sp.id }, data: { stock: sp.stock + 1 } });
      // The bumped key now holds the table's highest version, above every version before the write.
      const afterStock = await top();
      expect(afterStock).toBeGreaterThan(before);
      expect(await epochs.versions([key])).toEqual([afterStock]);
      await t.db.product.update({ where: { id: sp.productId }, data: { name: "Renamed" } });
      const afterRename = await top();
      expect(afterRename).toBeGreaterThan(afterStock);
      expect(await epochs.versions([key, "catalog"])).toEqual([afterStock, afterRename]);
    } finally {
      await epochs.close();
      await t.close();
    }
  });
});
