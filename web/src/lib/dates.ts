// Dates in India time with the spec's formats. India has no daylight saving, so a fixed +05:30
// offset is exact and needs no time-zone database in the browser.
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";

dayjs.extend(utc);

export const INDIA_OFFSET_MINUTES = 330;
/** The shop time offset of the spec (UTC+5:30) in milliseconds. */
export const SHOP_TIME_OFFSET_MS = 19_800_000;

export type DateInput = Date | string | number;

const inIndia = (value: DateInput) => dayjs(value).utcOffset(INDIA_OFFSET_MINUTES);

function format(value: DateInput, pattern: string): string {
  const date = inIndia(value);
  return date.isValid() ? date.format(pattern) : "";
}

/** Offers: 31/01/2026. */
export const formatOfferDate = (value: DateInput) => format(value, "DD/MM/YYYY");

/** Reviews: 01/31/2026. */
export const formatReviewDate = (value: DateInput) => format(value, "MM/DD/YYYY");

/** Orders, exactly as the spec writes it (a 24-hour clock with the AM/PM marker): Sat, Jan 31, 2026, 14:05 PM. */
export const formatOrderDate = (value: DateInput) => format(value, "ddd, MMM DD, YYYY, HH:mm A");

/** Delivery: 31/01/2026 - 02:05 PM. */
export const formatDeliveryDate = (value: DateInput) => format(value, "DD/MM/YYYY - hh:mm A");

/** Buzz records kept per order: 31/01/2026 14:05:09. */
export const formatBuzzTime = (value: DateInput) => format(value, "DD/MM/YYYY HH:mm:ss");
