// The Prisma client over PostgreSQL (node-postgres pool, Prisma's JavaScript engine).
import { PrismaClient as PgPrismaClient } from "../generated/prisma-pg/client";
import { postgresAdapter, type PgPoolOptions } from "./db-postgres-adapter";

export { CatalogTextClient, postgresAdapter, type PgPoolOptions } from "./db-postgres-adapter";

export function createPostgresClient(url: string, opts: PgPoolOptions = {}): PgPrismaClient {
  return new PgPrismaClient({ adapter: postgresAdapter(url, opts) });
}
