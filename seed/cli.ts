// `npm run seed [-- --reset] [-- --scale large] [-- --no-images]`: migrate, then seed the demo
// world into an empty database (or rebuild it with --reset); --scale large adds the benchmark world.
import path from "node:path";
import { loadConfig } from "../server/src/config";
import { createDb, dbProvider, redactUrl, sqlitePath, type Db } from "../server/src/lib/db";
import { migrate } from "../scripts/migrate";
import { seedDemoWorld } from "./world";
import { seedWaitingProducts } from "./catalogue-reviews";
import { hasLargeWorld, seedLargeWorld } from "./large";
import { clearDatabase, clearPostgres, removeSeededUploads } from "./reset";

const args = process.argv.slice(2);
const reset = args.includes("--reset");
const images = !args.includes("--no-images");
const scaleArg = args.find((a) => a.startsWith("--scale"));
const scale = scaleArg?.includes("=") ? scaleArg.split("=")[1] : scaleArg ? args[args.indexOf(scaleArg) + 1] : "demo";

async function counts(db: Db) {
  const [shops, stores, products, storeProducts, orders, content] = await Promise.all([
    db.shop.count(),
    db.store.count(),
    db.product.count(),
    db.storeProduct.count(),
    db.order.count(),
    db.contentPage.count(),
  ]);
  return { shops, stores, products, storeProducts, orders, content };
}

async function main() {
  if (scale !== "demo" && scale !== "large") throw new Error(`Unknown scale "${scale}": use demo or large.`);
  const config = loadConfig();
  const postgres = dbProvider(config.databaseUrl) === "postgresql";
  // The bulk loader and the reset work on the SQLite file or the PostgreSQL URL directly.
  const target = postgres ? config.databaseUrl : path.resolve(sqlitePath(config.databaseUrl));
  const started = Date.now();
  await migrate(config.databaseUrl);
  if (reset) {
    const cleared = postgres ? await clearPostgres(target) : await clearDatabase(target);
    removeSeededUploads(config.uploadsDir);
    console.log(
      `Deleted ${cleared.rows} rows from ${cleared.tables} tables and the seeded images ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  }
  let db = createDb(config.databaseUrl);
  const hasDemo = (await db.shop.count()) > 0;
  if (hasDemo && scale === "demo") {
    console.log("The database already holds the demo world; nothing changed (use --reset to rebuild).");
    await db.$disconnect();
    return;
  }
  if (!hasDemo) {
    const seeding = Date.now();
    await seedDemoWorld(db, { uploadsDir: config.uploadsDir, images });
    // The demo shop's products waiting for review, made through the catalogue service.
    await seedWaitingProducts(db, new Date());
    console.log(
      `Seeded the demo world in ${((Date.now() - seeding) / 1000).toFixed(1)} s${images ? " (with images)" : ""}.`,
    );
  }
  if (scale === "large") {
    await db.$disconnect();
    if (await hasLargeWorld(target)) {
      console.log("The database already holds the large world; nothing changed (use --reset to rebuild).");
      return;
    }
    await seedLargeWorld(target, { log: console.log });
    db = createDb(config.databaseUrl);
  }
  const c = await counts(db);
  await db.$disconnect();
  console.log(
    `Database ${redactUrl(config.databaseUrl)}: ${c.shops} shops, ${c.stores} stores, ${c.products} products, ` +
      `${c.storeProducts} store products, ${c.orders} orders, ${c.content} content entries.`,
  );
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
