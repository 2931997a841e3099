// Prisma CLI configuration: the JavaScript query engine over the driver the URL names, so no
// engine binary is ever downloaded. DATABASE_URL defaults to the same SQLite file the server
// uses; a postgresql:// URL selects the PostgreSQL schema (prisma/postgresql) and node-postgres.
import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { postgresAdapter } from "./server/src/lib/db-postgres-adapter";

const url = process.env.DATABASE_URL ?? "file:./data/galli.db";
const postgres = /^postgres(ql)?:\/\//.test(url);

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: postgres ? path.join("prisma", "postgresql", "schema.prisma") : path.join("prisma", "schema.prisma"),
  adapter: async () => (postgres ? postgresAdapter(url, { max: 2 }) : new PrismaBetterSQLite3({ url })),
});
