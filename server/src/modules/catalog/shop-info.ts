// The shop header of the products page: a private shop by its unique id (with whether it delivers
// to the customer's location), or a public, branded or other-location shop by id with its
// product detail template.
import type { Db } from "../../lib/db";
import type { Prisma } from "../../generated/prisma/client";
import { deliversTo as storeDeliversTo } from "../../lib/delivery-area";
import {
  CATALOG_MESSAGES,
  DELIVERY_RADIUS_M,
  type PrivateShopAnswer,
  type PrivateShopBody,
  type PublicShopAnswer,
  type ShopInfo,
} from "../../contract/catalog";
import { shopNotFound } from "./shop-scope";
import { shopTemplate } from "./template";
import { openBySchedule } from "../../lib/opening-hours";
import { shopClock, shopOrderFields } from "../shops/public";
import { fullShops, nextDeliveryAt } from "../slots/public";

/**
 * Shop times of day travel on the shop clock: the India wall-clock time written as if it were UTC,
 * so the value is 19800000 ms (5:30) ahead of the real instant. The client subtracts 330 minutes
 * and shows the result in India time (spec part 1 section 9).
 */

const shopSelect = {
  id: true,
  uniqueId: true,
  displayName: true,
  image: true,
  kind: true,
  shopGroup: true,
  status: true,
  street: true,
  city: true,
  isOpen: true,
  privateIsOpen: true,
  ratingAvg: true,
  ratingCount: true,
  deliveryLocalDuration: true,
  deliveryLocalUnit: true,
  deliveryOtherDuration: true,
  deliveryOtherUnit: true,
  deliveryLocalFrom: true,
  deliveryLocalTo: true,
  deliveryMaxHours: true,
  deliveryMaxMinutes: true,
  selfPickup: true,
  temporarilyClosed: true,
  weeklyHours: true,
  holidays: true,
  deliveryRadiusM: true,
  isCod: true,
  isCodLimit: true,
  codLimitType: true,
  codLimit: true,
  otherIsCod: true,
  otherIsCodLimit: true,
  otherCodLimitType: true,
  otherCodLimit: true,
  stores: { select: { id: true, lat: true, lng: true, deliveryArea: true }, orderBy: { id: "asc" } },
} satisfies Prisma.ShopSelect;
type ShopRow = Prisma.ShopGetPayload<{ select: typeof shopSelect }>;

const GROUPS = ["public", "private", "branded", "global"] as const;
const asGroup = (g: string): ShopInfo["group"] =>
  (GROUPS as readonly string[]).includes(g) ? (g as ShopInfo["group"]) : "public";

/** The shop header at `now`: the shop's own schedule (closure switch, holidays, hours) closes it too. */
export function toShopInfo(s: ShopRow, now: Date = new Date()): ShopInfo {
  const group = asGroup(s.shopGroup);
  const scheduled = openBySchedule(s, now);
  return {
    _id: s.id,
    category_id: s.id,
    display_name: s.displayName,
    image: s.image,
    kind: s.kind,
    group,
    store_unique_id: s.uniqueId,
    stores: s.stores.map((st) => st.id),
    store_rating: { avg_rating: Math.round(s.ratingAvg * 10) / 10, count: s.ratingCount },
    is_open: s.isOpen && scheduled,
    private_is_open: s.privateIsOpen && scheduled,
    address: { street: s.street, city: s.city },
    private: group === "private" ? { icon: s.image } : null,
    delivery: {
      local: {
        delivery_max_hours: s.deliveryMaxHours,
        delivery_max_minutes: s.deliveryMaxMinutes,
        start_time: shopClock(s.deliveryLocalFrom),
        end_time: shopClock(s.deliveryLocalTo),
      },
    },
    delivery_local_duration: s.deliveryLocalDuration,
    delivery_local_duration_unit: s.deliveryLocalUnit,
    delivery_other_duration: s.deliveryOtherDuration,
    delivery_other_duration_unit: s.deliveryOtherUnit,
    self_pickup: s.selfPickup,
    ...shopOrderFields(s),
  };
}

/**
 * A location is served when one of the shop's stores delivers there: its pincodes, its drawn area,
 * else the shop's delivery radius (lib/delivery-area.ts).
 */
export function deliversTo(
  stores: { lat: number; lng: number; deliveryArea?: string | null }[],
  location: { lat: number; lng: number },
  radiusM: number = DELIVERY_RADIUS_M,
  pincode?: string | null,
): boolean {
  return stores.some((st) => storeDeliversTo({ ...st, deliveryRadiusM: radiusM }, location, pincode));
}

export async function privateShop(
  db: Db,
  body: PrivateShopBody,
  now: Date = new Date(),
): Promise<Omit<PrivateShopAnswer, "success">> {
  const shop = await db.shop.findUnique({ where: { uniqueId: body.store_unique_id }, select: shopSelect });
  if (!shop || shop.shopGroup !== "private" || shop.status !== "live") throw shopNotFound();
  const [lng, lat] = body.deliveryLocation?.coordinates ?? [0, 0];
  const located = lng !== 0 || lat !== 0;
  const isDeliver = located && deliversTo(shop.stores, { lat, lng }, shop.deliveryRadiusM);
  const info = toShopInfo(shop, now);
  const open = info.is_open || info.private_is_open;
  const warning = !open
    ? CATALOG_MESSAGES.closed
    : !located
      ? CATALOG_MESSAGES.noLocation
      : !isDeliver
        ? CATALOG_MESSAGES.outsideArea
        : "";
  return { data: info, is_deliver: isDeliver, warning };
}

/** Whether a non-private shop delivers to a location: other-location shops ship from afar. */
export async function shopDelivers(
  db: Db,
  shopId: string,
  location: { lat: number; lng: number },
  now: Date = new Date(),
): Promise<{ is_deliver: boolean; warning: string; next_delivery_at?: string }> {
  const shop = await db.shop.findUnique({
    where: { id: shopId },
    select: {
      shopGroup: true,
      status: true,
      deliveryRadiusM: true,
      ordersPerHour: true,
      stores: { select: { lat: true, lng: true, deliveryArea: true } },
    },
  });
  if (!shop || shop.shopGroup === "private" || shop.status !== "live") throw shopNotFound();
  const located = location.lat !== 0 || location.lng !== 0;
  const ok = !located || shop.shopGroup === "global" || deliversTo(shop.stores, location, shop.deliveryRadiusM);
  // At its preparation limit: when the next order for immediate delivery can arrive there.
  const next =
    ok && located && shop.ordersPerHour !== null
      ? nextDeliveryAt(await fullShops(db, now), shopId, shop.stores, location)
      : null;
  return {
    is_deliver: ok,
    warning: ok ? "" : CATALOG_MESSAGES.outsideArea,
    ...(next ? { next_delivery_at: next.toISOString() } : {}),
  };
}

export async function publicShop(db: Db, shopId: string, now: Date = new Date()): Promise<PublicShopAnswer["data"]> {
  const shop = await db.shop.findUnique({ where: { id: shopId }, select: shopSelect });
  if (!shop || shop.shopGroup === "private" || shop.status !== "live") throw shopNotFound();
  const info = toShopInfo(shop, now);
  return [{ ...info, template: await shopTemplate(db, info.stores) }];
}
