// The shareable addresses of shops and products: a private shop's /{store_unique_id}, a public,
// branded or other-location shop's /public/products/{shop id}, and either + /product/{product id}.
// One rule for the server (the HTML's link preview) and the web client (the address bar). Apart
// from catalog-constants.ts so that /home's first bundle does not carry it.
import { publicShopPath, RESERVED_SHOP_SEGMENTS } from "./catalog-constants";

/** The word between a shop's address and a product's id: /{shop address}/product/{product id}. */
export const PRODUCT_ADDRESS_SEGMENT = "product";

/**
 * What an address opens: a private shop (/{store_unique_id}), a public, branded or other-location
 * shop (/public/products/{shop id}), or one product's detail in either (+ /product/{product id}).
 */
export type ShopAddress =
  | { kind: "private"; storeUniqueId: string; productId: string | null }
  | { kind: "public"; shopId: string; productId: string | null };

/** A shop's address (a private one's /{store_unique_id}, else its public address). */
export const shopPath = (address: ShopAddress) =>
  address.kind === "private" ? `/${encodeURIComponent(address.storeUniqueId)}` : publicShopPath(address.shopId);

/** A product's detail address inside its shop's address. */
export const productPath = (address: ShopAddress, productId: string) =>
  `${shopPath(address)}/${PRODUCT_ADDRESS_SEGMENT}/${encodeURIComponent(productId)}`;

/** The shop (and product) an address opens, else null. */
export function shopAddressForPath(pathname: string): ShopAddress | null {
  let segments: string[];
  try {
    segments = pathname
      .split("/")
      .filter(Boolean)
      .map((s) => decodeURIComponent(s).trim());
  } catch {
    return null;
  }
  if (segments.some((s) => s === "")) return null;
  const isProduct = (i: number) => segments.length === i + 2 && segments[i].toLowerCase() === PRODUCT_ADDRESS_SEGMENT;
  const [first = "", second = "", third = ""] = segments;
  if (first.toLowerCase() === "public" && second.toLowerCase() === "products" && third) {
    if (segments.length === 3) return { kind: "public", shopId: third, productId: null };
    return isProduct(3) ? { kind: "public", shopId: third, productId: segments[4] } : null;
  }
  if (!first || RESERVED_SHOP_SEGMENTS.includes(first.toLowerCase())) return null;
  if (segments.length === 1) return { kind: "private", storeUniqueId: first, productId: null };
  return isProduct(1) ? { kind: "private", storeUniqueId: first, productId: segments[2] } : null;
}
