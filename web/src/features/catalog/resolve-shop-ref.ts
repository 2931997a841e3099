// Which shop a products page shows: a private shop by its /{store_unique_id}; a public, branded or
// other-location shop by its own address (/public/products/{shop id}), with the stores in range the
// home page passed (else all its stores); otherwise the navigation state from the home page
// ({categoryId, shopsIds, isPrivate, isRecentShop}), else the shop last opened (kept in local
// storage), else none (the page goes to /home).
import type { ShopRef } from "./slice";

export type ProductsNavigationState = {
  categoryId?: unknown;
  shopsIds?: unknown;
  isPrivate?: unknown;
  isRecentShop?: unknown;
};

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === "string");

export function resolveShopRef(
  storeUniqueId: string | undefined,
  navState: unknown,
  recentShop: Record<string, unknown> | null,
  publicShopId?: string,
): ShopRef | null {
  if (storeUniqueId) return { kind: "private", storeUniqueId };
  const state = (typeof navState === "object" && navState !== null ? navState : {}) as ProductsNavigationState;
  if (publicShopId) {
    const known = [state, recentShop ?? {}].find((s) => s.categoryId === publicShopId);
    return {
      kind: "public",
      categoryId: publicShopId,
      storeIds: known && isStringArray(known.shopsIds) ? known.shopsIds : [],
      isRecentShop: known === state ? state.isRecentShop === true : known !== undefined,
    };
  }
  if (typeof state.categoryId === "string" && state.categoryId) {
    return {
      kind: "public",
      categoryId: state.categoryId,
      storeIds: isStringArray(state.shopsIds) ? state.shopsIds : [],
      isRecentShop: state.isRecentShop === true,
    };
  }
  if (recentShop) {
    if (recentShop.isPrivate === true && typeof recentShop.storeUniqueId === "string") {
      return { kind: "private", storeUniqueId: recentShop.storeUniqueId };
    }
    if (recentShop.isPrivate !== true && typeof recentShop.categoryId === "string") {
      return {
        kind: "public",
        categoryId: recentShop.categoryId,
        storeIds: isStringArray(recentShop.shopsIds) ? recentShop.shopsIds : [],
        isRecentShop: true,
      };
    }
  }
  return null;
}
