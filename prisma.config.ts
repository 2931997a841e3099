// Prisma CLI configuration: the JavaScript query engine over better-sqlite3, so no engine binary
// is ever downloaded. DATABASE_URL defaults to the same file the server uses.
import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";

const url = process.env.DATABASE_URL ?? "file:./data/galli.db";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  adapter: async () => new PrismaBetterSQLite3({ url }),
});
