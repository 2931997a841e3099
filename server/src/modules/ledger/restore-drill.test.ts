// The SQLite restore drill: an online backup (`npm run db:backup`, SQLite's backup API) taken while
// orders are being placed, restored as a new database: it opens, and every order's ledger in it
// balances; it holds at least the orders acknowledged before the backup began. PostgreSQL's
// drill: server/src/postgres/restore-drill.test.ts.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/app";
import { checkoutWorld } from "../checkout/test-helpers";
import { createDb, sqlitePath, type Db } from "../../lib/db";
import { backupSqlite } from "../../../../scripts/backup-sqlite";
import { expectEveryLedgerBalances, writeOrders } from "../../testing/restore-drill";

const NOW = new Date("2026-11-21T06:30:00Z");
let t: TestApp;
let restored: Db | null = null;
beforeAll(async () => {
  t = await checkoutWorld({ now: () => NOW });
});
afterAll(async () => {
  await restored?.$disconnect();
  await t.close();
});

describe("SQLite restore drill", () => {
  it("a backup taken while orders are written restores with every order's ledger balanced", async () => {
    const acknowledged: string[] = [];
    const writing = writeOrders(t, 30, acknowledged, NOW);
    while (acknowledged.length < 5) await new Promise((r) => setTimeout(r, 5));
    const before = acknowledged.length;
    const target = path.join(t.dir, "backups", "galli-drill.db");
    const { pages } = await backupSqlite(sqlitePath(t.config.databaseUrl), target);
    expect(pages).toBeGreaterThan(0);
    const during = acknowledged.length;
    expect(during).toBeLessThan(30); // orders were still being written after it
    await writing;
    expect(acknowledged.length).toBe(30);

    // Restore: the copy as the database of a new app directory.
    const dir = path.join(t.dir, "restored");
    fs.mkdirSync(dir);
    fs.copyFileSync(target, path.join(dir, "galli.db"));
    restored = createDb(`file:${path.join(dir, "galli.db")}`);
    const kept = await restored.order.count({ where: { userId: { in: acknowledged } } });
    expect(kept).toBeGreaterThanOrEqual(before);
    expect(kept).toBeLessThanOrEqual(during + 1);
    expect(await expectEveryLedgerBalances(restored)).toBeGreaterThanOrEqual(Math.floor(before / 2));
  });
});
