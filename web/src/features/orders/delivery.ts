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
