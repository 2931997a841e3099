// A store's delivery area (issue 53): read it as a GeoJSON Feature, check a new one (3 points or
// more, edges that do not cross (@turf/kinks), every point within DELIVERY_RADIUS_M of the store,
// valid pincodes in one list only) and save it, or refuse naming the field with nothing written.
// The delivery test itself is lib/delivery-area.ts, used by every customer path.
import { kinks } from "@turf/kinks";
import type { Db } from "../../lib/db";
import type { Prisma } from "../../generated/prisma/client";

type Tx = Prisma.TransactionClient;
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { DELIVERY_RADIUS_M } from "../../contract/catalog-constants";
import { ORDER_STATUS } from "../../contract/orders-constants";
import {
  AREA_MESSAGES as M,
  RECENT_DELIVERY_POINTS,
  type DeliveryAreaBody,
  type DeliveryAreaFeature,
} from "../../contract/delivery-area";
import { distanceMeters } from "../../lib/geo";
import { polygonOf, readStoredArea, storedAreaText, type StoredArea } from "../../lib/delivery-area";

export const AREA_STORE_SELECT = {
  id: true,
  name: true,
  lat: true,
  lng: true,
  shopId: true,
  deliveryArea: true,
  shop: { select: { deliveryRadiusM: true } },
} as const;
export type AreaStoreRow = {
  id: string;
  name: string;
  lat: number;
  lng: number;
  shopId: string;
  deliveryArea: string;
  shop: { deliveryRadiusM: number };
};

/** The area as the API and the console show it. */
export function areaFeature(store: AreaStoreRow): DeliveryAreaFeature {
  const a = readStoredArea(store.deliveryArea);
  return {
    type: "Feature",
    geometry: a.polygon ? (polygonOf(a.polygon) as { type: "Polygon"; coordinates: [number, number][][] }) : null,
    properties: {
      pincodes_in: a.pincodes_in,
      pincodes_out: a.pincodes_out,
      store_id: store.id,
      store_name: store.name,
      store: [store.lng, store.lat],
      radius_km: store.shop.deliveryRadiusM / 1000,
    },
  };
}

type FieldError = { path: string; message: string };

const refuse = (errors: FieldError[]) => new AppError(ERROR_CODE.VALIDATION_FAILED, errors[0].message, { errors });

/** The outline without a repeated closing point (and without consecutive repeats). */
function openRing(ring: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  for (const p of ring) {
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push([p[0], p[1]]);
  }
  while (out.length > 1 && out[0][0] === out[out.length - 1][0] && out[0][1] === out[out.length - 1][1]) out.pop();
  return out;
}

/** The stored form of a body, or the refusal naming its first bad field. */
export function checkArea(store: { lat: number; lng: number }, body: DeliveryAreaBody): StoredArea {
  const errors: FieldError[] = [];
  let polygon: [number, number][] | null = null;
  if (body.geometry) {
    const field = "geometry.coordinates";
    const ring = openRing(body.geometry.coordinates[0] as [number, number][]);
    if (ring.length < 3) errors.push({ path: field, message: M.tooFewPoints });
    else if (kinks(polygonOf(ring)).features.length > 0) errors.push({ path: field, message: M.crossesItself });
    else {
      const far = ring.findIndex(([lng, lat]) => distanceMeters(store, { lat, lng }) > DELIVERY_RADIUS_M);
      if (far >= 0) errors.push({ path: `${field}.0.${far}`, message: M.tooFar });
      else polygon = ring;
    }
  }
  const props = body.properties ?? { pincodes_in: [], pincodes_out: [] };
  const pinsIn = [...new Set((props.pincodes_in ?? []).map((p) => p.trim()))].sort();
  const pinsOut = [...new Set((props.pincodes_out ?? []).map((p) => p.trim()))].sort();
  const both = pinsOut.findIndex((p) => pinsIn.includes(p));
  if (both >= 0) errors.push({ path: `properties.pincodes_out.${both}`, message: M.pincodeBoth });
  if (errors.length > 0) throw refuse(errors);
  return { polygon, pincodes_in: pinsIn, pincodes_out: pinsOut };
}

export async function areaStore(db: Db | Tx, storeId: string): Promise<AreaStoreRow> {
  const store = await db.store.findUnique({ where: { id: storeId }, select: AREA_STORE_SELECT });
  if (!store) throw new AppError(ERROR_CODE.STORE_NOT_FOUND);
  return store;
}

/** Saves a store's area (checked first: a refusal writes nothing). */
export async function saveArea(
  db: Db,
  storeId: string,
  body: DeliveryAreaBody,
  audit?: (tx: Tx, before: DeliveryAreaFeature, after: DeliveryAreaFeature) => Promise<void>,
): Promise<DeliveryAreaFeature> {
  const store = await areaStore(db, storeId);
  const area = checkArea(store, body);
  return db.$transaction(async (tx) => {
    const before = await areaStore(tx, storeId);
    const row = await tx.store.update({
      where: { id: storeId },
      data: { deliveryArea: storedAreaText(area) },
      select: AREA_STORE_SELECT,
    });
    const after = areaFeature(row);
    await audit?.(tx, areaFeature(before), after);
    return after;
  });
}

/** Where the store's last delivered orders went ([lng, lat]), newest first. */
export async function recentDeliveryPoints(db: Db, storeId: string): Promise<[number, number][]> {
  const rows = await db.order.findMany({
    where: {
      storeId,
      status: { in: [ORDER_STATUS.delivered, ORDER_STATUS.verified] },
      NOT: { lat: 0, lng: 0 },
    },
    select: { lat: true, lng: true },
    orderBy: { deliveredAt: "desc" },
    take: RECENT_DELIVERY_POINTS,
  });
  return rows.map((r) => [r.lng, r.lat]);
}
