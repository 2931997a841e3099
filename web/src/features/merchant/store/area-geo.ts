// The delivery area editor's geometry: a flat view of a few kilometres around a store (metres east
// and south of it, enough at this scale), and reading a pasted or uploaded GeoJSON file.
export type Position = [number, number]; // [lng, lat]

const M_PER_DEG_LAT = 110_574;
const mPerDegLng = (lat: number) => 111_320 * Math.cos((lat * Math.PI) / 180);

/** Metres east (x) and south (y) of the store: SVG's y grows downwards. */
export function toView(store: Position, p: Position): { x: number; y: number } {
  return { x: (p[0] - store[0]) * mPerDegLng(store[1]), y: -(p[1] - store[1]) * M_PER_DEG_LAT };
}

export function fromView(store: Position, x: number, y: number): Position {
  return [round6(store[0] + x / mPerDegLng(store[1])), round6(store[1] - y / M_PER_DEG_LAT)];
}

/** Six decimals: about 10 cm, plenty for an outline. */
export const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** Half the side of the square view (metres): the radius, the points and the outline all fit. */
export function viewHalf(store: Position, radiusKm: number, points: Position[]): number {
  let far = radiusKm * 1000;
  for (const p of points) {
    const { x, y } = toView(store, p);
    far = Math.max(far, Math.abs(x), Math.abs(y));
  }
  return Math.min(15_000, Math.max(500, far * 1.1));
}

/** The outline without a repeated closing point. */
export function openRing(ring: Position[]): Position[] {
  const out = ring.map((p) => [p[0], p[1]] as Position);
  while (out.length > 1 && out[0][0] === out[out.length - 1][0] && out[0][1] === out[out.length - 1][1]) out.pop();
  return out;
}

export type ImportedArea = { ring: Position[]; pincodesIn: string[] | null; pincodesOut: string[] | null };

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((s): s is string => typeof s === "string") : null);

/**
 * A Polygon, a Feature holding one, or a FeatureCollection whose first Polygon feature is taken
 * (its outer outline). Null when none is found or the text is not JSON.
 */
export function readGeoJson(text: string): ImportedArea | null {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  const features = isObj(v) && v.type === "FeatureCollection" && Array.isArray(v.features) ? v.features : [v];
  for (const f of features) {
    const geometry = isObj(f) && f.type === "Feature" ? f.geometry : f;
    if (!isObj(geometry) || geometry.type !== "Polygon" || !Array.isArray(geometry.coordinates)) continue;
    const outer = geometry.coordinates[0];
    if (!Array.isArray(outer)) continue;
    const ring = outer.filter(
      (p): p is Position => Array.isArray(p) && typeof p[0] === "number" && typeof p[1] === "number",
    );
    const props = isObj(f) && isObj(f.properties) ? f.properties : {};
    return { ring: openRing(ring), pincodesIn: strings(props.pincodes_in), pincodesOut: strings(props.pincodes_out) };
  }
  return null;
}

/** Pincodes typed as a list: commas, spaces or new lines between them. */
export const pincodeList = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
