// India time without a date library: the offset is the contract's (contract/india-time-constants.ts,
// the server reads the same one). Every India date and hour the client works out goes through here.
// The orders' buzz records need only this; lib/dates.ts formats the rest and re-exports these.
import { INDIA_OFFSET_MS } from "@contract/india-time-constants";

export { INDIA_OFFSET_MINUTES, INDIA_OFFSET_MS, INDIA_TIME_ZONE } from "@contract/india-time-constants";
/** The shop time offset of the spec (UTC+5:30) in milliseconds: India's offset. */
export const SHOP_TIME_OFFSET_MS = INDIA_OFFSET_MS;

export type DateInput = Date | string | number;

/** Two digits: 05. */
export const two = (n: number) => String(n).padStart(2, "0");

/** The India wall clock of a moment, to be read through the UTC getters; null for an invalid date. */
export function indiaWallClock(value: DateInput): Date | null {
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : new Date(ms + SHOP_TIME_OFFSET_MS);
}

/** Buzz records kept per order: 31/01/2026 14:05:09 (India time); "" for an invalid date. */
export function formatBuzzTime(value: DateInput): string {
  const d = indiaWallClock(value);
  if (!d) return "";
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}
