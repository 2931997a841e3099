// A private shop's first data, embedded by the server in the HTML of the shop's address
// (<script type="application/json" id="galli-boot">): the answers of the page's first shop and
// products calls for a guest. The first open of that shop takes it instead of asking; it is read
// once and removed, so any later open asks the server as usual.
import type { ShopBootData } from "@contract/catalog";
import { SHOP_BOOT_ELEMENT_ID } from "@contract/catalog-constants";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

function isShopBootData(v: unknown): v is ShopBootData {
  if (!isObject(v) || typeof v.storeUniqueId !== "string") return false;
  const { shop, products, count } = v;
  return (
    isObject(shop) &&
    isObject(shop.data) &&
    isObject(products) &&
    Array.isArray(products.data) &&
    isObject(count) &&
    isObject(count.data) &&
    typeof count.data.count === "number"
  );
}

/**
 * The embedded first data if it is this private shop's (null: the first shop opened is another).
 * Taken once: the element is removed either way.
 */
export function takeShopBoot(storeUniqueId: string | null): ShopBootData | null {
  if (typeof document === "undefined") return null;
  const element = document.getElementById(SHOP_BOOT_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const data: unknown = JSON.parse(element.textContent ?? "");
    return isShopBootData(data) && data.storeUniqueId === storeUniqueId ? data : null;
  } catch {
    return null;
  }
}
