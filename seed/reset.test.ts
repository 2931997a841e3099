// --reset: every row goes (children before parents), the schema and the search index stay usable,
// only the seeded image folders are removed, and the world can be seeded again.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { SEEDED_TEMPLATE } from "../server/src/testing/template-db";
import { createDb } from "../server/src/lib/db";
import { clearDatabase, deletionOrder, removeSeededUploads } from "./reset";
import { seedDemoWorld } from "./world";

const NOW = new Date("2026-11-21T10:30:00Z");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "galli-reset-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const count = (sqlite: Database.Database, table: string) =>
  (sqlite.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n;

describe("clearDatabase", () => {
  it("orders tables so that no table is emptied before one that references it", () => {
    const sqlite = new Database(SEEDED_TEMPLATE, { readonly: true });
    const order = deletionOrder(sqlite);
    sqlite.close();
    const at = (t: string) => order.indexOf(t);
    expect(order).not.toContain("_prisma_migrations");
    expect(order.some((t) => t.startsWith("product_fts"))).toBe(false);
    expect(at("StoreProduct")).toBeLessThan(at("Store"));
    expect(at("Store")).toBeLessThan(at("Shop"));
    expect(at("Shop")).toBeLessThan(at("Merchant"));
    expect(at("OrderItem")).toBeLessThan(at("Order"));
    expect(at("Order")).toBeLessThan(at("User"));
  });

  it("empties a seeded database, keeps its migrations, and it can be seeded again", async () => {
    const file = path.join(dir, "galli.db");
    fs.copyFileSync(SEEDED_TEMPLATE, file);
    // The test templates apply the migration SQL without Prisma's history table: add one to keep.
    const setup = new Database(file);
    setup.exec(
      `CREATE TABLE "_prisma_migrations" ("id" TEXT PRIMARY KEY); INSERT INTO "_prisma_migrations" VALUES ('m1')`,
    );
    setup.close();
    const { rows, tables } = await clearDatabase(file);
    expect(rows).toBeGreaterThan(5000);

    const sqlite = new Database(file, { readonly: true });
    const names = deletionOrder(sqlite);
    expect(names.length).toBe(tables);
    for (const t of names) expect(count(sqlite, t), t).toBe(0);
    expect(count(sqlite, "_prisma_migrations")).toBe(1);
    expect(count(sqlite, "product_fts")).toBe(0);
    sqlite.close();

    const db = createDb(`file:${file}`);
    await seedDemoWorld(db, { uploadsDir: path.join(dir, "uploads"), images: false, now: NOW });
    expect(await db.shop.count()).toBeGreaterThanOrEqual(40);
    const [{ n }] = await db.$queryRawUnsafe<{ n: number | bigint }[]>(
      `SELECT COUNT(*) AS n FROM product_fts WHERE product_fts MATCH 'atta'`,
    );
    expect(Number(n)).toBeGreaterThan(0);
    await db.$disconnect();
  });

  it("removes only the folders the seed writes", () => {
    const uploads = path.join(dir, "up");
    for (const d of ["products", "shops", "ads", "cache", "profiles"]) {
      fs.mkdirSync(path.join(uploads, d), { recursive: true });
      fs.writeFileSync(path.join(uploads, d, "x.png"), "x");
    }
    removeSeededUploads(uploads);
    expect(fs.readdirSync(uploads)).toEqual(["profiles"]);
  });
});
