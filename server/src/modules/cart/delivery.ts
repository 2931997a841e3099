// Delivery types a shop offers (spec part 2 sections 3, 5, 9): 1 By Shop always; 3 Self Pickup
// when the shop allows pickup and is not an other-location (global) shop.
import type { Shop } from "../../generated/prisma/client";
import { DELIVERY_TYPE, DELIVERY_TYPE_NAMES } from "../../contract/cart";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { deliversTo } from "../../lib/delivery-area";
import type { DeliveryType } from "./billing";
import { messageText } from "../../lib/message-templates";

type ShopDelivery = Pick<Shop, "selfPickup" | "shopGroup">;

export function deliveryTypesOf(shop: ShopDelivery): DeliveryType[] {
  return shop.selfPickup && shop.shopGroup !== "global"
    ? [DELIVERY_TYPE.byShop, DELIVERY_TYPE.selfPickup]
    : [DELIVERY_TYPE.byShop];
}

export const deliveryTypeList = (shop: ShopDelivery) =>
  deliveryTypesOf(shop).map((t) => ({ _id: t, name: DELIVERY_TYPE_NAMES[t] }));

/** The customer's saved Delivery Mode when this shop offers it, else By Shop. */
export function effectiveDeliveryType(shop: ShopDelivery | null, preferred: number): DeliveryType {
  if (!shop) return preferred === DELIVERY_TYPE.selfPickup ? DELIVERY_TYPE.selfPickup : DELIVERY_TYPE.byShop;
  return (deliveryTypesOf(shop) as number[]).includes(preferred) ? (preferred as DeliveryType) : DELIVERY_TYPE.byShop;
}

/** An explicitly requested type must be offered by the shop. */
export function requireDeliveryType(shop: ShopDelivery, requested: number): DeliveryType {
  if (!(deliveryTypesOf(shop) as number[]).includes(requested)) {
    throw new AppError(ERROR_CODE.DELIVERY_TYPE_UNAVAILABLE);
  }
  return requested as DeliveryType;
}

type AreaOf = { lat: number; lng: number; deliveryArea?: string | null };

/**
 * Delivery by the shop reaches a location the store that sends the goods delivers to (its pincodes,
 * its drawn area, else the shop's delivery radius: lib/delivery-area.ts); other-location shops
 * ship from anywhere.
 */
export function requireDeliversTo(
  shop: Pick<Shop, "shopGroup" | "deliveryRadiusM">,
  allStores: AreaOf[],
  supplyingStores: (AreaOf & { name: string })[],
  location: { lat: number; lng: number },
  pincode?: string | null,
) {
  if (shop.shopGroup === "global") return;
  const near = (s: AreaOf) => deliversTo({ ...s, deliveryRadiusM: shop.deliveryRadiusM }, location, pincode);
  if (!allStores.some(near)) {
    throw new AppError(ERROR_CODE.OUT_OF_DELIVERY_AREA);
  }
  const far = supplyingStores.filter((s) => !near(s));
  if (far.length > 0) {
    throw new AppError(
      ERROR_CODE.STORE_OUT_OF_DELIVERY_AREA,
      messageText("storesCannotDeliver", { stores: far.map((s) => s.name).join(", ") }),
    );
  }
}
