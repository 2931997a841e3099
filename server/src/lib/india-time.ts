// India time on the server without a date library: the offset is contract/india-time-constants.ts's
// (one place for the server, the contract and the web). Every India date, hour, weekday and
// midnight the server works out goes through here.
import { INDIA_OFFSET_MS, indiaWallClock } from "../contract/india-time-constants";

export { INDIA_OFFSET_MINUTES, INDIA_OFFSET_MS, INDIA_TIME_ZONE, indiaWallClock } from "../contract/india-time-constants";
const DAY_MS = 86_400_000;

/** The India date of an instant as YYYY-MM-DD. */
export function indiaDate(instant: Date | number): string {
  return indiaWallClock(instant).toISOString().slice(0, 10);
}

/** Midnight in India of the day that holds `now`, as a UTC instant. */
export function indiaDayStart(now: Date): Date {
  return new Date(Math.floor((now.getTime() + INDIA_OFFSET_MS) / DAY_MS) * DAY_MS - INDIA_OFFSET_MS);
}
