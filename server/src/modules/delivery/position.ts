// Whether a delivery member's position is believable: inside India, within a few delivery radii of
// the store, and reachable from the previous accepted position (or the store at pick-up) without
// passing 120 km/h. At most one position is accepted every 10 s; a faster one is skipped, not refused.
import { distanceMeters } from "../../lib/geo";
import {
  INDIA_BOUNDS,
  POSITION_AREA_FACTOR,
  POSITION_MAX_SPEED_KMH,
  POSITION_MIN_INTERVAL_SECONDS,
} from "../../contract/delivery-constants";

type Point = { lat: number; lng: number };

const FIRST_POSITION_SECONDS = 60;

export type PositionVerdict = { kind: "refused" } | { kind: "skipped" } | { kind: "accepted"; stepM: number };

export function judgePosition(input: {
  position: Point;
  store: Point;
  radiusM: number;
  previous: (Point & { at: Date }) | null;
  /** When the trip began at the store (the first position's speed is judged from there). */
  pickedUpAt: Date | null;
  now: Date;
}): PositionVerdict {
  const { position: p, store, radiusM, previous, now } = input;
  const b = INDIA_BOUNDS;
  if (p.lat < b.minLat || p.lat > b.maxLat || p.lng < b.minLng || p.lng > b.maxLng) return { kind: "refused" };
  if (distanceMeters(store, p) > POSITION_AREA_FACTOR * radiusM) return { kind: "refused" };
  if (!previous) {
    // From the store: the phone may have started sharing a little after the pick-up, so at least a
    // minute is allowed for the first position.
    const stepM = distanceMeters(store, p);
    const seconds = Math.max(FIRST_POSITION_SECONDS, (now.getTime() - (input.pickedUpAt ?? now).getTime()) / 1000);
    return (stepM / 1000 / seconds) * 3600 > POSITION_MAX_SPEED_KMH ? { kind: "refused" } : { kind: "accepted", stepM };
  }
  const seconds = (now.getTime() - previous.at.getTime()) / 1000;
  if (seconds < POSITION_MIN_INTERVAL_SECONDS) return { kind: "skipped" };
  const stepM = distanceMeters(previous, p);
  const kmh = (stepM / 1000 / seconds) * 3600;
  if (kmh > POSITION_MAX_SPEED_KMH) return { kind: "refused" };
  return { kind: "accepted", stepM };
}
