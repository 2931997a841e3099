// Prisma CLI configuration: the JavaScript query engine over the driver the URL names, so no
// engine binary is ever downloaded. DATABASE_URL defaults to the same SQLite file the server
// uses; a postgresql:// URL selects the PostgreSQL schema (prisma/postgresql) and node-postgres.
import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";

const url = process.env.DATABASE_URL ?? "file:./data/galli.db";
const postgres = /^postgres(ql)?:\/\//.test(url);

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: postgres ? path.join("prisma", "postgresql", "schema.prisma") : path.join("prisma", "schema.prisma"),
  // Loaded only when a command connects (never for generate, which runs on a fresh install).
  adapter: async () =>
    postgres
      ? (await import("./server/src/lib/pg-adapter")).postgresAdapter(url, { max: 2 })
      : new PrismaBetterSQLite3({ url }),
});
