// Dates in India time with the spec's formats. India has no daylight saving, so a fixed +05:30
// offset is exact and needs no time-zone database in the browser.
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";

dayjs.extend(utc);

import { INDIA_OFFSET_MINUTES, type DateInput } from "./india-time";

export { INDIA_OFFSET_MINUTES, SHOP_TIME_OFFSET_MS, formatBuzzTime, type DateInput } from "./india-time";

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
