// The PostgreSQL restore drill: a physical base backup (`npm run db:backup`, scripts/backup-postgres.ts)
// taken while orders are being placed, restored as a new cluster on another port: it starts (the
// server replays the log from the backup's label), and every order's ledger in it balances; it
// holds at least the orders acknowledged before the backup began. Its own cluster, as the backup
// copies a whole data folder. The SQLite drill: server/src/modules/ledger/restore-drill.test.ts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { testConfig } from "../config";
import { createDb, type Db } from "../lib/db";
import { migratePostgres } from "../../../scripts/migrate-postgres";
import { backupPostgres } from "../../../scripts/backup-postgres";
import {
  createClusterDatabase,
  startEmbeddedPostgres,
  startEmbeddedPostgresOn,
  type EmbeddedPg,
} from "../testing/embedded-pg";
import { testPgServerUrl } from "../testing/pg-databases";
import type { TestApp } from "../testing/app";
import { buildCartWorld } from "../modules/cart/test-world";
import { expectEveryLedgerBalances, writeOrders } from "../testing/restore-drill";

const NOW = new Date("2026-11-21T06:30:00Z");
let cluster: EmbeddedPg;
let restoredCluster: EmbeddedPg | null = null;
let restored: Db | null = null;
let t: TestApp;

describe.runIf(testPgServerUrl())("PostgreSQL restore drill", { timeout: 180_000 }, () => {
  beforeAll(async () => {
    cluster = await startEmbeddedPostgres();
    const url = await createClusterDatabase(cluster, "galli");
    await migratePostgres(url);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "galli-drill-"));
    const config = testConfig(dir, { DATABASE_URL: url, WEB_DIST_DIR: path.join(dir, "no-web-build") });
    const db = createDb(url, { poolSize: 5 });
    await buildCartWorld(db);
    const app = await buildApp(config, { db, now: () => NOW });
    await app.ready();
    t = {
      app,
      db,
      config,
      dir,
      close: async () => {
        await app.close();
        await db.$disconnect();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }, 170_000);
  afterAll(async () => {
    await restored?.$disconnect();
    await restoredCluster?.stop();
    await t?.close();
    await cluster?.stop();
  });

  it("a base backup taken while orders are written restores with every order's ledger balanced", async () => {
    const acknowledged: string[] = [];
    const writing = writeOrders(t, 30, acknowledged, NOW);
    while (acknowledged.length < 5) await new Promise((r) => setTimeout(r, 5));
    const before = acknowledged.length;
    // The restored cluster's parent folder must be writable by the server's user, as the first's.
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), "galli-pg-restored-"));
    fs.chmodSync(parent, 0o777);
    const target = path.join(parent, "data");
    const backup = await backupPostgres({ url: cluster.url("postgres"), dataDir: cluster.dataDir, target });
    expect(backup.bytes).toBeGreaterThan(0);
    expect(fs.readFileSync(path.join(target, "backup_label"), "utf8")).toContain("START WAL LOCATION");
    const during = acknowledged.length;
    expect(during).toBeLessThan(30); // orders were still being written after it
    await writing;
    expect(acknowledged.length).toBe(30);

    // Restore: the folder as the data folder of a second server.
    restoredCluster = await startEmbeddedPostgresOn(target, parent);
    restored = createDb(restoredCluster.url("galli"), { poolSize: 2 });
    const kept = await restored.order.count({ where: { userId: { in: acknowledged } } });
    expect(kept).toBeGreaterThanOrEqual(before);
    expect(kept).toBeLessThanOrEqual(during + 1);
    expect(await expectEveryLedgerBalances(restored)).toBeGreaterThanOrEqual(Math.floor(before / 2));
    // The original goes on with every order.
    expect(await t.db.order.count({ where: { userId: { in: acknowledged } } })).toBe(30);
  });
});
