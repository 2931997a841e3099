// Discovery's raw SQL, kept in this one module (DESIGN 1). The radius prefilter needs it: Prisma's
// builder would need a second query with a long `IN` list, which costs tens of milliseconds on the
// large world. The shop rows and tile offers of a page of results are here too, because Prisma's
// query compiler and row mapping cost twice the database's own time for 120 rows (about 3.3 ms
// against 1.5 ms on the large world). Portable on purpose: quoted identifiers, standard SQL, and
// CROSS JOIN, which SQLite reads as "visit Store first" (so the (lat, lng) index drives the
// search) and PostgreSQL plans freely. Booleans and dates come back typed from both. Where
// PostgreSQL has a better index (the GiST point index for the box), its twin is in sql-postgres.ts,
// chosen here by the client's provider; the server-pg tests run every query on both.
import { Prisma } from "../../generated/prisma/client";
import { providerOf, type Db } from "../../lib/db";
import type { Box } from "../../lib/geo";
import type { ShopGroupName } from "../../contract/shops";
import { storesInBoxPostgres } from "./sql-postgres";

/** A store with its place, its shop's delivery radius (metres; store settings) and its own
 * delivery area ("" = the radius; lib/delivery-area.ts). */
export type StoreRow = {
  id: string;
  shopId: string;
  lat: number;
  lng: number;
  deliveryRadiusM: number;
  deliveryArea: string;
};

// Every query that reads these joins the store's shop as h. Customers see only live shops
// (Shop.status): onboarding and suspended shops have no tiles, so every store query filters on it.
export const LIVE_SHOP = "live";
const columns = Prisma.sql`s."id" AS "id", s."shopId" AS "shopId", s."lat" AS "lat", s."lng" AS "lng",
  h."deliveryRadiusM" AS "deliveryRadiusM", s."deliveryArea" AS "deliveryArea"`;

/**
 * Stores of one group inside a box: from the Store (lat, lng) index on SQLite, from the GiST
 * point index on PostgreSQL (sql-postgres.ts).
 */
export function storesInBox(db: Db, group: ShopGroupName, box: Box): Promise<StoreRow[]> {
  if (providerOf(db) === "postgresql") return storesInBoxPostgres(db, group, box);
  return db.$queryRaw<StoreRow[]>(Prisma.sql`
    SELECT ${columns}
    FROM "Store" s CROSS JOIN "Shop" h
    WHERE h."id" = s."shopId"
      AND s."lat" BETWEEN ${box.minLat} AND ${box.maxLat}
      AND s."lng" BETWEEN ${box.minLng} AND ${box.maxLng}
      AND h."shopGroup" = ${group}
      AND h."status" = ${LIVE_SHOP}`);
}

/** Every store of one group (from the Shop group index). */
export function storesOfGroup(db: Db, group: ShopGroupName): Promise<StoreRow[]> {
  return db.$queryRaw<StoreRow[]>(Prisma.sql`
    SELECT ${columns}
    FROM "Shop" h JOIN "Store" s ON s."shopId" = h."id"
    WHERE h."shopGroup" = ${group} AND h."status" = ${LIVE_SHOP}`);
}

export type ShopRow = {
  id: string;
  uniqueId: string | null;
  displayName: string;
  kind: string;
  image: string;
  street: string;
  city: string;
  isOpen: boolean;
  privateIsOpen: boolean;
  ratingAvg: number;
  ratingCount: number;
  deliveryLocalDuration: number;
  deliveryLocalUnit: string;
  deliveryMaxHours: number;
  deliveryMaxMinutes: number;
  temporarilyClosed: boolean;
  weeklyHours: string;
  holidays: string;
};

/** The tile fields of these shops (at most a page of results, well under the bound-parameter limit). */
export function shopRows(db: Db, ids: string[]): Promise<ShopRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.$queryRaw<ShopRow[]>(Prisma.sql`
    SELECT "id", "uniqueId", "displayName", "kind", "image", "street", "city", "isOpen", "privateIsOpen",
           "ratingAvg", "ratingCount", "deliveryLocalDuration", "deliveryLocalUnit", "deliveryMaxHours",
           "deliveryMaxMinutes", "temporarilyClosed", "weeklyHours", "holidays"
    FROM "Shop"
    WHERE "id" IN (${Prisma.join(ids)}) AND "status" = ${LIVE_SHOP}`);
}

export type OfferRow = { shopId: string; valueType: number; codeValue: number };

/** Live public promos of these shops: not expired, not hidden, not used up (max_limit reached). */
export function liveOfferRows(db: Db, shopIds: string[], now: Date): Promise<OfferRow[]> {
  if (shopIds.length === 0) return Promise.resolve([]);
  return db.$queryRaw<OfferRow[]>(Prisma.sql`
    SELECT p."shopId" AS "shopId", p."valueType" AS "valueType", p."codeValue" AS "codeValue"
    FROM "Promo" p
    WHERE p."shopId" IN (${Prisma.join(shopIds)})
      AND p."expiresAt" > ${now}
      AND p."hideFromPublic" = ${false}
      AND (p."maxLimit" = 0
           OR (SELECT COUNT(*) FROM "PromoRedemption" r WHERE r."promoId" = p."id") < p."maxLimit")`);
}

/** Every store of these shops (other-location shops list all of theirs). */
export function storesOfShops(db: Db, shopIds: string[]): Promise<StoreRow[]> {
  if (shopIds.length === 0) return Promise.resolve([]);
  return db.$queryRaw<StoreRow[]>(Prisma.sql`
    SELECT ${columns}
    FROM "Store" s JOIN "Shop" h ON h."id" = s."shopId"
    WHERE s."shopId" IN (${Prisma.join(shopIds)}) AND h."status" = ${LIVE_SHOP}`);
}

/** How many shops of a group have at least one store. */
export async function countShopsWithStores(db: Db, group: ShopGroupName): Promise<number> {
  const [row] = await db.$queryRaw<{ n: number | bigint }[]>(Prisma.sql`
    SELECT COUNT(DISTINCT s."shopId") AS "n"
    FROM "Shop" h JOIN "Store" s ON s."shopId" = h."id"
    WHERE h."shopGroup" = ${group} AND h."status" = ${LIVE_SHOP}`);
  return Number(row?.n ?? 0);
}

/** Every store of a live shop with its shop's group, by id (the in-memory tile index, tile-index.ts). */
export function allStoresWithGroup(db: Db): Promise<(StoreRow & { shopGroup: string })[]> {
  return db.$queryRaw<(StoreRow & { shopGroup: string })[]>(Prisma.sql`
    SELECT ${columns}, h."shopGroup" AS "shopGroup"
    FROM "Store" s JOIN "Shop" h ON h."id" = s."shopId" WHERE h."status" = ${LIVE_SHOP} ORDER BY s."id"`);
}

export type PromoRow = OfferRow & { expiresAt: Date };

/** Public shop promos not used up, with their expiry (the tile index checks it per call). */
export function listedPromoRows(db: Db): Promise<PromoRow[]> {
  return db.$queryRaw<PromoRow[]>(Prisma.sql`
    SELECT p."shopId" AS "shopId", p."valueType" AS "valueType", p."codeValue" AS "codeValue", p."expiresAt" AS "expiresAt"
    FROM "Promo" p
    WHERE p."shopId" IS NOT NULL AND p."hideFromPublic" = ${false}
      AND (p."maxLimit" = 0
           OR (SELECT COUNT(*) FROM "PromoRedemption" r WHERE r."promoId" = p."id") < p."maxLimit")`);
}
