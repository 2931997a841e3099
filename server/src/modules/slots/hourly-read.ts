// The shops at their preparation limit right now (hourly.ts), for the answers that show it before
// an order: the shop tiles and checkout. One grouped query over the capped shops only (the Shop
// ordersPerHour index finds them; most shops have no cap, and then it reads no order), so a hot
// read adds one cheap query whatever the number of shops it lists.
import { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";
import { promisedArrival } from "../../lib/arrival";
import type { LatLng } from "../../lib/geo";
import { HOURLY_COUNTED_SQL, HOURLY_WINDOW_MS, placeFreesAt } from "./hourly";

/** A shop at its limit: when a place frees, with what its next arrival is counted from. */
export type FullShop = {
  shopId: string;
  /** When the cap-th newest counted order leaves the window. */
  freesAt: Date;
  prepMinutes: number;
  deliverySpeedKmh: number;
};

type Row = Omit<FullShop, "freesAt"> & { at: Date | string | number };

/** Every live capped shop whose hour is full at `now`, by shop id. */
export async function fullShops(db: Db, now: Date): Promise<Map<string, FullShop>> {
  const since = new Date(now.getTime() - HOURLY_WINDOW_MS);
  const rows = await db.$queryRaw<Row[]>(Prisma.sql`
    WITH c AS (
      SELECT h."id" AS "shopId", h."ordersPerHour" AS "cap", o."orderedAt" AS "at",
             h."prepMinutes" AS "prepMinutes", h."deliverySpeedKmh" AS "deliverySpeedKmh",
             ROW_NUMBER() OVER (PARTITION BY h."id" ORDER BY o."orderedAt" DESC) AS "rn"
      FROM "Shop" h JOIN "Order" o ON o."shopId" = h."id"
      WHERE h."ordersPerHour" IS NOT NULL AND h."status" = 'live' AND o."orderedAt" > ${since}
        AND ${Prisma.raw(HOURLY_COUNTED_SQL)}
    )
    SELECT "shopId", "at", "prepMinutes", "deliverySpeedKmh" FROM c WHERE "rn" = "cap"`);
  const out = new Map<string, FullShop>();
  for (const { at, ...r } of rows) {
    const placed = at instanceof Date ? at : new Date(typeof at === "string" ? at : Number(at));
    out.set(r.shopId, {
      shopId: r.shopId,
      prepMinutes: Number(r.prepMinutes),
      deliverySpeedKmh: Number(r.deliverySpeedKmh),
      freesAt: placeFreesAt(placed, now),
    });
  }
  return out;
}

const NONE_FULL: ReadonlyMap<string, FullShop> = new Map();

/** Per database: whether any live shop has a limit, as of a "tiles" version (every Shop write moves it). */
const capped = new WeakMap<Db, { version: number; any: boolean }>();

/**
 * As fullShops(), for the hot reads that know the "tiles" version they answer from: while no live
 * shop has a limit (most of the time, for most worlds) it reads nothing at all, the check made once
 * per version; null (no versions kept) checks every time.
 */
export async function fullShopsAt(
  db: Db,
  now: Date,
  tilesVersion: number | null,
): Promise<ReadonlyMap<string, FullShop>> {
  const known = capped.get(db);
  let any = tilesVersion !== null && known?.version === tilesVersion ? known.any : null;
  if (any === null) {
    any =
      (await db.shop.findFirst({ where: { ordersPerHour: { not: null }, status: "live" }, select: { id: true } })) !==
      null;
    if (tilesVersion !== null) capped.set(db, { version: tilesVersion, any });
  }
  return any ? fullShops(db, now) : NONE_FULL;
}

/** What the full shops change in an answer: empty when none (an answer cache can vary on it). */
export const fullShopsKey = (full: ReadonlyMap<string, FullShop>) =>
  [...full.values()].map((f) => `${f.shopId}@${f.freesAt.getTime()}`).join(",");

/**
 * When the shop's next order for immediate delivery to `home` can be delivered, if it is at its
 * limit: from the soonest of these stores (a tile), or the latest (`latest`: an order split over
 * them, as placing promises it). Null when the shop has a place.
 */
export function nextDeliveryAt(
  full: ReadonlyMap<string, FullShop>,
  shopId: string,
  stores: readonly LatLng[],
  home: LatLng,
  latest = false,
): Date | null {
  const f = full.get(shopId);
  if (!f || stores.length === 0) return null;
  const times = stores.map((store) => promisedArrival({ now: f.freesAt, shop: f, store, home }).getTime());
  return new Date(latest ? Math.max(...times) : Math.min(...times));
}
