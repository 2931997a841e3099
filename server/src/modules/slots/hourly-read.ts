// The stores at their preparation limit right now (hourly.ts), for the answers that show it before
// an order: the shop tiles, the shop's header and checkout. One grouped query over the capped shops
// only (the Shop ordersPerHour index finds them; most shops have no cap, and then it reads no
// order), so a hot read adds one cheap query whatever the number of stores it lists.
import { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";
import { promisedArrival } from "../../lib/arrival";
import type { LatLng } from "../../lib/geo";
import { HOURLY_COUNTED_SQL, HOURLY_WINDOW_MS, placeFreesAt } from "./hourly";

/** A store at its limit: when a place frees, with what its next arrival is counted from. */
export type FullStore = {
  storeId: string;
  shopId: string;
  /** When the cap-th newest counted order leaves the window. */
  freesAt: Date;
  prepMinutes: number;
  deliverySpeedKmh: number;
  lat: number;
  lng: number;
};

type Row = Omit<FullStore, "freesAt"> & { at: Date | string | number };

/** Every store of a live capped shop whose hour is full at `now`, by store id. */
export async function fullStores(db: Db, now: Date): Promise<Map<string, FullStore>> {
  const since = new Date(now.getTime() - HOURLY_WINDOW_MS);
  const rows = await db.$queryRaw<Row[]>(Prisma.sql`
    WITH c AS (
      SELECT s."id" AS "storeId", h."id" AS "shopId", h."ordersPerHour" AS "cap", o."orderedAt" AS "at",
             h."prepMinutes" AS "prepMinutes", h."deliverySpeedKmh" AS "deliverySpeedKmh",
             s."lat" AS "lat", s."lng" AS "lng",
             ROW_NUMBER() OVER (PARTITION BY s."id" ORDER BY o."orderedAt" DESC) AS "rn"
      FROM "Shop" h JOIN "Store" s ON s."shopId" = h."id" JOIN "Order" o ON o."storeId" = s."id"
      WHERE h."ordersPerHour" IS NOT NULL AND h."status" = 'live' AND o."orderedAt" > ${since}
        AND ${Prisma.raw(HOURLY_COUNTED_SQL)}
    )
    SELECT "storeId", "shopId", "at", "prepMinutes", "deliverySpeedKmh", "lat", "lng" FROM c WHERE "rn" = "cap"`);
  const out = new Map<string, FullStore>();
  for (const { at, ...r } of rows) {
    const placed = at instanceof Date ? at : new Date(typeof at === "string" ? at : Number(at));
    out.set(r.storeId, {
      ...r,
      prepMinutes: Number(r.prepMinutes),
      deliverySpeedKmh: Number(r.deliverySpeedKmh),
      freesAt: placeFreesAt(placed, now),
    });
  }
  return out;
}

/** What the full stores change in an answer: empty when none (an answer cache can vary on it). */
export const fullStoresKey = (full: Map<string, FullStore>) =>
  [...full.values()].map((f) => `${f.storeId}@${f.freesAt.getTime()}`).join(",");

/**
 * When the next order for immediate delivery to `home` can be delivered, if every one of these
 * stores is at its limit (the earliest of their next arrivals); null when one has a place.
 */
export function nextDeliveryAt(full: Map<string, FullStore>, storeIds: readonly string[], home: LatLng): Date | null {
  if (full.size === 0 || storeIds.length === 0) return null;
  let best: number | null = null;
  for (const id of storeIds) {
    const f = full.get(id);
    if (!f) return null;
    const at = promisedArrival({ now: f.freesAt, shop: f, store: f, home }).getTime();
    best = best === null ? at : Math.min(best, at);
  }
  return best === null ? null : new Date(best);
}

/**
 * When an order split over these stores can next be delivered to `home` if any of them is at its
 * limit (placing refuses the order then): the latest of the full stores' next arrivals; else null.
 */
export function splitNextDeliveryAt(full: Map<string, FullStore>, storeIds: readonly string[], home: LatLng): Date | null {
  let latest: number | null = null;
  for (const id of storeIds) {
    const f = full.get(id);
    if (!f) continue;
    const at = promisedArrival({ now: f.freesAt, shop: f, store: f, home }).getTime();
    latest = latest === null ? at : Math.max(latest, at);
  }
  return latest === null ? null : new Date(latest);
}
