// What the products page shows for a shop and a product: image addresses, the price a card shows,
// the rating text and the delivery window.
import type { ProductStore, ProductView, ShopInfo } from "@contract/catalog";
import { formatClockTime, localiseDuration, SHOP_TIME_OFFSET_MS } from "@/lib/dates";

export { productImageUrl } from "./card-images";
export { productName } from "@/lib/product-name";

export const shopIconUrl = (name: string) =>
  `/user/category/view/img?img=${encodeURIComponent(name)}&format=jpeg&width=300&height=300`;

/** The offer a card shows: the cheapest store that has stock, else the cheapest. */
export function shownOffer(product: ProductView): ProductStore | null {
  return product.stores.find((s) => s.product_details.stock > 0) ?? product.stores[0] ?? null;
}

/** Average rating to one decimal, or null for 'No Ratings' (the page words it in its language). */
export const ratingText = (shop: Pick<ShopInfo, "store_rating">): string | null =>
  shop.store_rating.count > 0 || shop.store_rating.avg_rating > 0 ? shop.store_rating.avg_rating.toFixed(1) : null;

/** A shop-clock time shown minus 330 minutes, in India time: "09:00 AM" (Hindi: "09:00 am"). */
export const formatShopTime = (value: number) => formatClockTime(value - SHOP_TIME_OFFSET_MS);

/** "09:00 AM - 09:00 PM": the shop-clock window shown minus 330 minutes (spec part 1 section 9). */
export function deliveryWindowText(shop: ShopInfo): string {
  const { start_time, end_time } = shop.delivery.local;
  return `${formatShopTime(start_time)} - ${formatShopTime(end_time)}`;
}

/** "45 mins", "1 hr 30 mins" (Hindi: "1 घंटा 30 मिनट"): the longest a local delivery takes. */
export function deliveryDurationText(shop: ShopInfo): string {
  const { delivery_max_hours: h, delivery_max_minutes: m } = shop.delivery.local;
  const parts = [h > 0 ? `${h} ${h === 1 ? "hr" : "hrs"}` : "", m > 0 ? `${m} ${m === 1 ? "min" : "mins"}` : ""].filter(
    Boolean,
  );
  return localiseDuration(
    parts.length > 0 ? parts.join(" ") : `${shop.delivery_local_duration} ${shop.delivery_local_duration_unit}`,
  );
}
