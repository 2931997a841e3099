// A shop's products, all or by category path, sorted by category path then name (so a page is a
// run of category groups), with counts that agree with the pages.
import type { Db } from "../../lib/db";
import type { ProductGroup } from "../../contract/catalog";
import type { ShopScope } from "./shop-scope";
import { groupRuns } from "./product-view";
import { viewsByIds } from "./product-query";
import { countProductIds, pageProductIds, type CategoryFilter, type Page } from "./listing-sql";

export type { CategoryFilter, Page } from "./listing-sql";

/** Category paths join names with " > "; extra spaces around the separators are forgiven. */
export const normalisePath = (path: string) =>
  path
    .split(">")
    .map((s) => s.trim())
    .filter(Boolean)
    .join(" > ");

const normalised = (category?: CategoryFilter): CategoryFilter | undefined =>
  category ? { path: normalisePath(category.path), subtree: category.subtree } : undefined;

export async function countProducts(db: Db, scope: ShopScope, category?: CategoryFilter): Promise<number> {
  return countProductIds(db, scope.storeIds, normalised(category));
}

export async function listProducts(db: Db, scope: ShopScope, page: Page, category?: CategoryFilter): Promise<ProductGroup[]> {
  const ids = await pageProductIds(db, scope.storeIds, page, normalised(category));
  return groupRuns(await viewsByIds(db, ids, scope.storeIds));
}
