// Great-circle distances and the bounding box that prefilters a radius search on indexed columns.
const EARTH_RADIUS_M = 6_371_008.8; // mean Earth radius (IUGG)
const toRad = (deg: number) => (deg * Math.PI) / 180;
const toDeg = (rad: number) => (rad * 180) / Math.PI;

export type LatLng = { lat: number; lng: number };

/** Haversine distance in metres. */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type Box = { minLat: number; maxLat: number; minLng: number; maxLng: number };

/** A box that contains every point within `meters` of the centre (a little more near its corners).
 * Near a pole, or when the radius reaches around the globe, the box spans every longitude. */
export function boundingBox(centre: LatLng, meters: number): Box {
  const dLat = toDeg(meters / EARTH_RADIUS_M);
  const minLat = Math.max(-90, centre.lat - dLat);
  const maxLat = Math.min(90, centre.lat + dLat);
  const widest = Math.max(Math.abs(minLat), Math.abs(maxLat));
  const cos = Math.cos(toRad(widest));
  const dLng = cos < 1e-6 ? 180 : toDeg(meters / (EARTH_RADIUS_M * cos));
  if (dLng >= 180) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  // A box crossing the antimeridian is widened to all longitudes: simple and still correct.
  if (centre.lng - dLng < -180 || centre.lng + dLng > 180) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  return { minLat, maxLat, minLng: centre.lng - dLng, maxLng: centre.lng + dLng };
}
