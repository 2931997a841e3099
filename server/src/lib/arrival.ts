// Arrival promised and measured: when a delivery by the shop will reach the door (before the order
// is placed and while the trip is open), and how the shop kept its promises (on-time share and
// median delay). Pure: the callers read the rows.
import { DELIVERY_SLOTS } from "../contract/checkout-constants";
import { distanceMeters, type LatLng } from "./geo";
import { INDIA_OFFSET_MS } from "./india-time";

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** A shop's arrival settings (Shop.prepMinutes, Shop.deliverySpeedKmh). */
export type ArrivalSettings = { prepMinutes: number; deliverySpeedKmh: number };

/** Up to the next whole minute (a promise is never a few seconds early). */
const ceilMinute = (ms: number) => Math.ceil(ms / MINUTE_MS) * MINUTE_MS;

/** Milliseconds to cover `meters` at `speedKmh` (a speed below 1 km/h counts as 1). */
export function travelMs(meters: number, speedKmh: number): number {
  return (meters / 1000 / Math.max(1, speedKmh)) * HOUR_MS;
}

/** The end of a delivery slot on an India date ("YYYY-MM-DD"), or null for an unknown slot or date. */
export function slotEnd(date: string, label: string): Date | null {
  const slot = DELIVERY_SLOTS.find((s) => s.label === label);
  const day = Date.parse(`${date}T00:00:00Z`);
  if (!slot || Number.isNaN(day)) return null;
  return new Date(day - INDIA_OFFSET_MS + slot.to * HOUR_MS);
}

export type PromiseInput = {
  now: Date;
  shop: ArrivalSettings;
  store: LatLng;
  home: LatLng;
  /** The customer's preferred India date and slot, when chosen. */
  preferredDate?: string | null;
  preferredSlot?: string | null;
};

/**
 * The arrival promised for a delivery by the shop: now + preparation + distance over speed, or the
 * chosen slot's end (never earlier than the order could arrive). A date with no slot promises the
 * earliest arrival on that date, counting from its first slot's start.
 */
export function promisedArrival(p: PromiseInput): Date {
  const travel = travelMs(distanceMeters(p.store, p.home), p.shop.deliverySpeedKmh);
  const soonest = (from: number) => ceilMinute(from + p.shop.prepMinutes * MINUTE_MS + travel);
  const earliest = soonest(p.now.getTime());
  if (p.preferredDate && p.preferredSlot) {
    const end = slotEnd(p.preferredDate, p.preferredSlot);
    if (end) return new Date(Math.max(end.getTime(), earliest));
  }
  if (p.preferredDate) {
    const first = slotEnd(p.preferredDate, DELIVERY_SLOTS[0].label);
    const firstStart = first ? first.getTime() - (DELIVERY_SLOTS[0].to - DELIVERY_SLOTS[0].from) * HOUR_MS : 0;
    if (firstStart > p.now.getTime()) return new Date(soonest(firstStart));
  }
  return new Date(earliest);
}

/** The expected arrival from the delivery person's last position (at `at`), at the shop's speed. */
export function expectedArrival(position: LatLng, at: Date, home: LatLng, speedKmh: number): Date {
  return new Date(ceilMinute(at.getTime() + travelMs(distanceMeters(position, home), speedKmh)));
}

/** How a shop kept its promises over some delivered orders. */
export type OnTime = {
  /** Delivered orders that carried a promise. */
  delivered: number;
  /** Share delivered at or before the promise, 0-1 (two decimals); null with none delivered. */
  on_time_share: number | null;
  /** Median of delivered - promised in minutes (negative: early); null with none delivered. */
  median_delay_minutes: number | null;
};

/** On time when delivered <= promised; the median of an even count is the mean of the middle two. */
export function onTimeFigures(rows: readonly { promisedAt: Date; deliveredAt: Date }[]): OnTime {
  if (rows.length === 0) return { delivered: 0, on_time_share: null, median_delay_minutes: null };
  const delays = rows.map((r) => r.deliveredAt.getTime() - r.promisedAt.getTime()).sort((a, b) => a - b);
  const onTime = delays.filter((d) => d <= 0).length;
  const mid = Math.floor(delays.length / 2);
  const median = delays.length % 2 ? delays[mid] : (delays[mid - 1] + delays[mid]) / 2;
  return {
    delivered: rows.length,
    on_time_share: Math.round((onTime / rows.length) * 100) / 100,
    median_delay_minutes: Math.round(median / MINUTE_MS) || 0,
  };
}

/** The last 7 India calendar days up to `now`: the start of the India day six days before today. */
export function lastSevenIndiaDays(now: Date): Date {
  const DAY_MS = 24 * HOUR_MS;
  const local = now.getTime() + INDIA_OFFSET_MS;
  return new Date(Math.floor(local / DAY_MS) * DAY_MS - 6 * DAY_MS - INDIA_OFFSET_MS);
}
