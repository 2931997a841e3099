// Dates in India time. English keeps the spec's formats (written as dayjs patterns: "DD/MM/YYYY",
// "hh:mm A"...); Hindi formats through Intl with hi-IN (Hindi day and month names, a 12-hour
// clock). India has no daylight saving, so a fixed +05:30 offset is exact and needs no time-zone
// database in the browser, and the few patterns need no date library (dayjs was 3.5 KB brotli of
// the first load).
import { currentLanguage, localiseMessage, LOCALES, type Language } from "./i18n";
import { indiaWallClock, two, type DateInput } from "./india-time";

export { INDIA_OFFSET_MINUTES, SHOP_TIME_OFFSET_MS, formatBuzzTime, type DateInput } from "./india-time";

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The tokens the spec's formats use, as dayjs reads them. */
const TOKENS: Record<string, (d: Date) => string> = {
  YYYY: (d) => String(d.getUTCFullYear()),
  MMM: (d) => MONTHS[d.getUTCMonth()],
  MM: (d) => two(d.getUTCMonth() + 1),
  DD: (d) => two(d.getUTCDate()),
  ddd: (d) => DAYS[d.getUTCDay()],
  hh: (d) => two(d.getUTCHours() % 12 || 12),
  mm: (d) => two(d.getUTCMinutes()),
  A: (d) => (d.getUTCHours() < 12 ? "AM" : "PM"),
};

function format(value: DateInput, pattern: string): string {
  const date = indiaWallClock(value);
  return date ? pattern.replace(/YYYY|MMM|MM|DD|ddd|hh|mm|A/g, (token) => TOKENS[token](date)) : "";
}

/** Intl in the language's locale, on the India wall clock (shifted by the offset, read as UTC). */
function intl(value: DateInput, language: Language, options: Intl.DateTimeFormatOptions): string {
  const date = indiaWallClock(value);
  return date ? new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone: "UTC" }).format(date) : "";
}

const TIME_12H: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", hour12: true };

/** A clock time: 09:00 PM; in Hindi through Intl: 09:00 pm. */
export const formatClockTime = (value: DateInput, language: Language = currentLanguage()) =>
  language === "en" ? format(value, "hh:mm A") : intl(value, language, TIME_12H);

/**
 * A delivery time the server words in English ("30 minutes", "1 hr 30 mins") in the language
 * shown: each unit through localiseMessage() (its Hindi arrives with the Hindi catalogue).
 */
export const localiseDuration = (text: string) => text.replace(/[A-Za-z]+/g, (unit) => localiseMessage(unit));

/** Offers: 31/01/2026 (digits read the same in both languages). */
export const formatOfferDate = (value: DateInput) => format(value, "DD/MM/YYYY");

/** Reviews: 01/31/2026. */
export const formatReviewDate = (value: DateInput) => format(value, "MM/DD/YYYY");

/** Orders: Sat, Jan 31, 2026, 02:05 PM (a 12-hour clock); in Hindi: शनि, 31 जन॰ 2026, 02:05 pm. */
export const formatOrderDate = (value: DateInput, language: Language = currentLanguage()) =>
  language === "en"
    ? format(value, "ddd, MMM DD, YYYY, hh:mm A")
    : intl(value, language, { weekday: "short", day: "2-digit", month: "short", year: "numeric", ...TIME_12H });

/** Delivery: 31/01/2026 - 02:05 PM. */
export const formatDeliveryDate = (value: DateInput, language: Language = currentLanguage()) =>
  language === "en"
    ? format(value, "DD/MM/YYYY - hh:mm A")
    : `${format(value, "DD/MM/YYYY")} - ${intl(value, language, TIME_12H)}`;

/**
 * A calendar day the server gives as "YYYY-MM-DD" (an India day: statements, reports): 27 Nov 2026;
 * in Hindi through Intl: 27 नव॰ 2026. Not a date-time: no offset is applied. Anything else as it is.
 */
export function formatCalendarDay(day: string, language: Language = currentLanguage()): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return language === "en"
    ? `${m[3]} ${MONTHS[date.getUTCMonth()]} ${m[1]}`
    : new Intl.DateTimeFormat(LOCALES[language], { day: "2-digit", month: "short", year: "numeric", timeZone: "UTC" }).format(date);
}
