// The private shop an address opens as the app starts (main.tsx, the app shell); which shop a
// products page shows is resolve-shop-ref.ts (in the products page's own chunk).
import { privateShopIdForPath } from "@contract/catalog-constants";
import type { ShopRef } from "./slice";

/** The private shop an address such as /sharma-kirana-koramangala opens (as its route reads it), else null. */
export function privateShopRefForPath(pathname: string): ShopRef | null {
  // The server's rule for the shop whose first data it embeds in the page.
  const storeUniqueId = privateShopIdForPath(pathname);
  return storeUniqueId ? { kind: "private", storeUniqueId } : null;
}
