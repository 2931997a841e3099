// India time on the server without a date library: a fixed +05:30 offset (India has no daylight
// saving). Every India date, hour, weekday and midnight the server works out goes through here;
// the web client has its twin in web/src/lib/india-time.ts.
export const INDIA_OFFSET_MINUTES = 330;
export const INDIA_OFFSET_MS = INDIA_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** The India wall clock of an instant, to be read through the UTC getters (getUTCHours, ...). */
export function indiaWallClock(instant: Date | number): Date {
  return new Date(new Date(instant).getTime() + INDIA_OFFSET_MS);
}

/** The India date of an instant as YYYY-MM-DD. */
export function indiaDate(instant: Date | number): string {
  return indiaWallClock(instant).toISOString().slice(0, 10);
}

/** Midnight in India of the day that holds `now`, as a UTC instant. */
export function indiaDayStart(now: Date): Date {
  return new Date(Math.floor((now.getTime() + INDIA_OFFSET_MS) / DAY_MS) * DAY_MS - INDIA_OFFSET_MS);
}
