// The one delivery test every path uses (shop groups, search across shops, the shop header, the
// cart and checkout): does this store deliver to this point (and pincode)? In order:
//   1. the pincode is one the store never delivers to: no;
//   2. the pincode is one it always delivers to: yes;
//   3. the store has a drawn area: the point is inside it (@turf/boolean-point-in-polygon, edges in);
//   4. else the point is within the shop's delivery radius (never beyond DELIVERY_RADIUS_M).
// A store's area is stored as text (Store.deliveryArea); its parsed form is kept per text, so a
// store whose area changes (which also moves the "tiles" and "shop:<id>" read epochs) is parsed
// anew and an unchanged one costs a map lookup. A drawn area lies within DELIVERY_RADIUS_M of its
// store (the service refuses anything else), so the radius's bounding box stays a correct
// prefilter for every search.
import { booleanPointInPolygon } from "@turf/boolean-point-in-polygon";
import type { Polygon } from "geojson";
import { deliveryReachM } from "../contract/catalog-constants";
import { distanceMeters, type Box, type LatLng } from "./geo";

/** What is stored: the outline without its closing point, and the two pincode lists. */
export type StoredArea = { polygon: [number, number][] | null; pincodes_in: string[]; pincodes_out: string[] };

export type ParsedArea = {
  polygon: Polygon | null;
  box: Box | null;
  in: ReadonlySet<string>;
  out: ReadonlySet<string>;
};

/** A store as the test needs it: its place, its shop's radius (metres) and its area text. */
export type AreaStore = { lat: number; lng: number; deliveryRadiusM: number; deliveryArea?: string | null };

const EMPTY: StoredArea = { polygon: null, pincodes_in: [], pincodes_out: [] };

export function readStoredArea(text: string | null | undefined): StoredArea {
  if (!text) return EMPTY;
  try {
    const v = JSON.parse(text) as Partial<StoredArea>;
    return {
      polygon: Array.isArray(v.polygon) && v.polygon.length >= 3 ? v.polygon : null,
      pincodes_in: Array.isArray(v.pincodes_in) ? v.pincodes_in : [],
      pincodes_out: Array.isArray(v.pincodes_out) ? v.pincodes_out : [],
    };
  } catch {
    return EMPTY;
  }
}

/** The stored text of an area ("" when it is the plain radius). */
export function storedAreaText(a: StoredArea): string {
  if (!a.polygon && a.pincodes_in.length === 0 && a.pincodes_out.length === 0) return "";
  return JSON.stringify(a);
}

export function boxOf(ring: [number, number][]): Box {
  let [minLng, minLat, maxLng, maxLat] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [lng, lat] of ring) {
    if (lng < minLng) minLng = lng;
    if (lng > maxLng) maxLng = lng;
    if (lat < minLat) minLat = lat;
    if (lat > maxLat) maxLat = lat;
  }
  return { minLat, maxLat, minLng, maxLng };
}

/** The GeoJSON Polygon of an open outline (closed for GeoJSON). */
export const polygonOf = (ring: [number, number][]): Polygon => ({ type: "Polygon", coordinates: [[...ring, ring[0]]] });

/** Parsed areas by their text (bounded: the least recently added go first). */
const KEPT = 20_000;
const parsed = new Map<string, ParsedArea>();

export function parsedArea(text: string | null | undefined): ParsedArea | null {
  if (!text) return null;
  const known = parsed.get(text);
  if (known) return known;
  const a = readStoredArea(text);
  const area: ParsedArea = {
    polygon: a.polygon ? polygonOf(a.polygon) : null,
    box: a.polygon ? boxOf(a.polygon) : null,
    in: new Set(a.pincodes_in),
    out: new Set(a.pincodes_out),
  };
  parsed.set(text, area);
  if (parsed.size > KEPT) parsed.delete(parsed.keys().next().value as string);
  return area;
}

/**
 * Whether the store delivers to the point (and pincode, when the caller knows it). `meters` is the
 * store's distance to the point when the caller has worked it out already.
 */
export function deliversTo(store: AreaStore, point: LatLng, pincode?: string | null, meters?: number): boolean {
  const area = parsedArea(store.deliveryArea);
  if (area) {
    const pin = pincode?.trim();
    if (pin) {
      if (area.out.has(pin)) return false;
      if (area.in.has(pin)) return true;
    }
    if (area.polygon && area.box) {
      const b = area.box;
      if (point.lat < b.minLat || point.lat > b.maxLat || point.lng < b.minLng || point.lng > b.maxLng) return false;
      return booleanPointInPolygon([point.lng, point.lat], area.polygon);
    }
  }
  return (meters ?? distanceMeters(store, point)) <= deliveryReachM(store.deliveryRadiusM);
}
