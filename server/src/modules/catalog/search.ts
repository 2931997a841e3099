// The product search of the database in use: FTS5 on SQLite, tsvector on PostgreSQL.
import { providerOf, type Db } from "../../lib/db";
import type { ProductSearch } from "./product-search";
import type { Vocabulary } from "./search-policy";
import { postgresProductSearch } from "./search-postgres";
import { rebuildSqliteSearchIndex, sqliteProductSearch } from "./search-sqlite";

export function productSearch(db: Db): ProductSearch & { vocabulary: () => Promise<Vocabulary> } {
  return providerOf(db) === "postgresql" ? postgresProductSearch(db) : sqliteProductSearch(db);
}

/**
 * Brings the search index in step with Product and Category after a bulk load that bypassed the
 * SQLite triggers. PostgreSQL's generated columns are always current: only fresh statistics.
 */
export async function rebuildSearchIndex(db: Db): Promise<void> {
  if (providerOf(db) === "postgresql") {
    await db.$executeRawUnsafe(`ANALYZE "Product"`);
    await db.$executeRawUnsafe(`ANALYZE "Category"`);
    return;
  }
  await rebuildSqliteSearchIndex(db);
}
