// India time (UTC+5:30, no daylight saving) named once for the server, the contract and the web.
// lib/india-time.ts (server) and web/src/lib/india-time.ts build their helpers on these.
export const INDIA_OFFSET_MINUTES = 330;
/** India's offset from UTC in milliseconds. */
export const INDIA_OFFSET_MS = INDIA_OFFSET_MINUTES * 60_000;
/** India's IANA time zone, for Intl formatters. */
export const INDIA_TIME_ZONE = "Asia/Kolkata";

/** The India wall clock of an instant, to be read through the UTC getters (getUTCHours, ...). */
export function indiaWallClock(instant: Date | number | string): Date {
  return new Date(new Date(instant).getTime() + INDIA_OFFSET_MS);
}
