// `npm start`: build the web client if it is missing or stale, apply migrations, seed an empty
// database with the demo world, then serve everything on PORT (default 3000).
import { loadConfig } from "../server/src/config";
import { createDb } from "../server/src/lib/db";
import { migrate } from "./migrate";
import { buildWebIfStale } from "./web-build";
import { seedIfEmpty } from "../seed/world";

async function main() {
  const config = loadConfig();
  buildWebIfStale(config.webDistDir);
  console.log("Applying database migrations...");
  await migrate(config.databaseUrl);
  const db = createDb(config.databaseUrl);
  const seeded = await seedIfEmpty(db, { uploadsDir: config.uploadsDir });
  console.log(seeded ? "Seeded the demo world." : "The database already holds data; not seeding.");
  await db.$disconnect();
  await import("../server/src/main");
  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  console.log(`Galli is running at ${url}/home`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
