// What Track Order shows of the last mile: the delivery part of a tracked order (a delivery order's
// `delivery`, a self-pickup order's `pickup`, as the tracking answers carry them) and the map's
// geometry: shop, delivery person and home placed on a small plane, scaled to fit.
import type { CustomerDelivery, CustomerPickup } from "@contract/delivery";
import type { OrderListItem } from "@contract/orders";
import { ORDER_STATUS } from "@contract/orders-constants";
import { distanceKm, rad, type LatLng } from "@/lib/geo";

export type { LatLng };

/** A delivery order's part (code "" once the order is closed). */
export type TrackingDelivery = CustomerDelivery;
/** A self-pickup order's part. */
export type TrackingPickup = CustomerPickup;

type Tracked = { delivery?: TrackingDelivery | null; pickup?: TrackingPickup | null };

/** The delivery part of a tracked order, when it is a delivery order. */
export const deliveryOf = (order: OrderListItem): TrackingDelivery | null =>
  (order as OrderListItem & Tracked).delivery ?? null;

/** The pickup part of a tracked order, when it is a self-pickup order. */
export const pickupOf = (order: OrderListItem): TrackingPickup | null =>
  (order as OrderListItem & Tracked).pickup ?? null;

/** Statuses 1-4: the door code still matters. */
export const isOpenOrder = (status: number) => status >= ORDER_STATUS.ordered && status <= ORDER_STATUS.shipping;

/** The distance left: the server's, else from the delivery person (or the shop) to the home. */
export function distanceLeftKm(d: TrackingDelivery): number {
  if (d.distance_km !== null && Number.isFinite(d.distance_km)) return d.distance_km;
  return distanceKm(d.position ?? d.store, d.home);
}

export type MapPoint = { x: number; y: number };
export type MapLayout = { width: number; height: number; shop: MapPoint; home: MapPoint; agent: MapPoint | null };

/**
 * The points on a width x height plane with `pad` around them: an equirectangular projection
 * (longitude shrunk by the cosine of the latitude, north up), one scale for both axes, centred.
 */
export function layoutMap(d: TrackingDelivery, width = 320, height = 200, pad = 28): MapLayout {
  const points = [d.store, d.home, ...(d.position ? [d.position] : [])];
  const cos = Math.cos(rad(points.reduce((s, p) => s + p.lat, 0) / points.length));
  const xs = points.map((p) => p.lng * cos);
  const ys = points.map((p) => p.lat);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const scale = Math.min(
    spanX > 0 ? (width - 2 * pad) / spanX : Infinity,
    spanY > 0 ? (height - 2 * pad) / spanY : Infinity,
  );
  const k = Number.isFinite(scale) ? scale : 0;
  const offX = (width - spanX * k) / 2;
  const offY = (height - spanY * k) / 2;
  const place = (p: LatLng): MapPoint => ({
    x: Math.round((offX + (p.lng * cos - minX) * k) * 10) / 10,
    y: Math.round((height - offY - (p.lat - minY) * k) * 10) / 10,
  });
  return { width, height, shop: place(d.store), home: place(d.home), agent: d.position ? place(d.position) : null };
}

/** One map tile placed on the map's plane. */
export type MapTile = { href: string; x: number; y: number; size: number };

const TILE = 256;
const MAX_ZOOM = 18;

/** A point in Web Mercator pixels at zoom z (256 px tiles). */
function mercator(p: LatLng, z: number): MapPoint {
  const world = TILE * 2 ** z;
  const sin = Math.sin(rad(p.lat));
  return {
    x: ((p.lng + 180) / 360) * world,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * world,
  };
}

/** A tile template's address of tile (x, y) at zoom z; {s} takes a, b or c by the tile. */
export function tileHref(template: string, z: number, x: number, y: number): string {
  return template
    .replace("{z}", String(z))
    .replace("{x}", String(x))
    .replace("{y}", String(y))
    .replace("{s}", "abc"[(x + y) % 3]);
}

/**
 * The map over tiles: the deepest zoom at which shop, home and delivery person fit inside `pad`,
 * the points in that zoom's Mercator pixels, centred, and the tiles that cover the plane.
 */
export function layoutTiles(
  d: TrackingDelivery,
  template: string,
  width = 320,
  height = 200,
  pad = 28,
): MapLayout & { zoom: number; tiles: MapTile[] } {
  const points = [d.store, d.home, ...(d.position ? [d.position] : [])];
  let zoom = MAX_ZOOM;
  let px = points.map((p) => mercator(p, zoom));
  const fits = (ps: MapPoint[]) => {
    const xs = ps.map((p) => p.x);
    const ys = ps.map((p) => p.y);
    return Math.max(...xs) - Math.min(...xs) <= width - 2 * pad && Math.max(...ys) - Math.min(...ys) <= height - 2 * pad;
  };
  while (zoom > 1 && !fits(px)) {
    zoom -= 1;
    px = points.map((p) => mercator(p, zoom));
  }
  const xs = px.map((p) => p.x);
  const ys = px.map((p) => p.y);
  const left = (Math.min(...xs) + Math.max(...xs)) / 2 - width / 2;
  const top = (Math.min(...ys) + Math.max(...ys)) / 2 - height / 2;
  const place = (p: MapPoint): MapPoint => ({
    x: Math.round((p.x - left) * 10) / 10,
    y: Math.round((p.y - top) * 10) / 10,
  });
  const count = 2 ** zoom;
  const tiles: MapTile[] = [];
  for (let ty = Math.floor(top / TILE); ty <= Math.floor((top + height) / TILE); ty++) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor(left / TILE); tx <= Math.floor((left + width) / TILE); tx++) {
      const wrapped = ((tx % count) + count) % count;
      tiles.push({
        href: tileHref(template, zoom, wrapped, ty),
        x: Math.round((tx * TILE - left) * 10) / 10,
        y: Math.round((ty * TILE - top) * 10) / 10,
        size: TILE,
      });
    }
  }
  return {
    width,
    height,
    zoom,
    tiles,
    shop: place(px[0]),
    home: place(px[1]),
    agent: d.position ? place(px[2]) : null,
  };
}
