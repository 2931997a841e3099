// The catalogue's data port: the rows a page of product views is made of (product-query.ts). Its
// builds sit beside it: catalog-data-prisma.ts (Prisma's include, PostgreSQL) and
// catalog-data-sqlite.ts (four prepared statements in one read snapshot on SQLite: through Prisma,
// its runtime and query compiler took half of a search miss across the ~2,000 stores of a 10 km
// range). catalog-data.test.ts runs the same cases on both.
import type { MaybePromise } from "../../lib/steps";
import type { Ports } from "../../lib/transact";
import { prismaCatalogData } from "./catalog-data-prisma";
import { sqliteCatalogData } from "./catalog-data-sqlite";
import type { ProductViewRow } from "./product-view";

/** Reviews of one product: how many, and their average rating (null with none). */
export type ReviewRow = { productId: string; count: number; avg: number | null };

export interface CatalogData {
  /**
   * The products found among `ids` (in no particular order), each with its category path, its
   * images by position and its offers in `storeIds`.
   */
  productViewRows(ids: string[], storeIds: string[]): MaybePromise<ProductViewRow[]>;
  /** Review counts and averages of the products that have reviews. */
  reviewRows(productIds: string[]): MaybePromise<ReviewRow[]>;
}

/** The catalogue's port on either driver (lib/transact.ts). */
export const catalogPorts: Ports<CatalogData> = { prisma: prismaCatalogData, sqlite: sqliteCatalogData };
