// Whether a shop is open at an instant by its own settings (merchant console, store settings): the
// temporary closure switch, its holidays (India dates) and its weekly opening hours (India time).
// The customer answers (shop tiles, the shop header) combine this with the shop's isOpen flags.
// Stored on Shop as text: weeklyHours is "" (no hours set: open all day) or a JSON list of
// { day 0-6 (Sunday 0), open, from, to (minutes after midnight) }; holidays a JSON list of dates.
import { indiaDate, indiaWallClock } from "./india-time";

export type DayHours = { day: number; open: boolean; from: number; to: number };
export type ShopSchedule = { temporarilyClosed: boolean; weeklyHours: string; holidays: string };

const MINUTES_A_DAY = 1440;
const MINUTES_A_WEEK = 7 * MINUTES_A_DAY;

// The same few texts are parsed for every tile of every request: keep the parsed form.
const parsedHours = new Map<string, DayHours[] | null>();
const parsedHolidays = new Map<string, ReadonlySet<string>>();
const remember = <T>(map: Map<string, T>, key: string, value: T): T => {
  if (map.size > 5_000) map.clear();
  map.set(key, value);
  return value;
};

/** The weekly hours of a stored text (null: none set, the shop keeps no hours). */
export function parseWeeklyHours(text: string): DayHours[] | null {
  const known = parsedHours.get(text);
  if (known !== undefined) return known;
  let value: DayHours[] | null = null;
  if (text) {
    try {
      const list = JSON.parse(text) as DayHours[];
      value = Array.isArray(list) && list.length > 0 ? list : null;
    } catch {
      value = null;
    }
  }
  return remember(parsedHours, text, value);
}

export function parseHolidays(text: string): ReadonlySet<string> {
  const known = parsedHolidays.get(text);
  if (known) return known;
  let value: ReadonlySet<string> = new Set();
  try {
    const list = JSON.parse(text || "[]") as unknown;
    if (Array.isArray(list)) value = new Set(list.filter((d): d is string => typeof d === "string"));
  } catch {
    /* an unreadable list closes no day */
  }
  return remember(parsedHolidays, text, value);
}

/** Open by the shop's own schedule at `now` (the isOpen flags are the caller's). */
export function openBySchedule(shop: ShopSchedule, now: Date): boolean {
  if (shop.temporarilyClosed) return false;
  if (shop.holidays !== "[]" && shop.holidays !== "" && parseHolidays(shop.holidays).has(indiaDate(now))) return false;
  const hours = parseWeeklyHours(shop.weeklyHours);
  if (!hours) return true;
  const clock = indiaWallClock(now);
  const day = hours.find((h) => h.day === clock.getUTCDay());
  if (!day?.open) return false;
  const minute = clock.getUTCHours() * 60 + clock.getUTCMinutes();
  return minute >= day.from && minute < day.to;
}

/** The minutes of the week (Sunday 00:00 = 0) at which some of these shops may open or close. */
export function scheduleTurns(shops: Iterable<ShopSchedule>): number[] {
  const turns = new Set<number>();
  let holidays = false;
  for (const s of shops) {
    if (s.holidays && s.holidays !== "[]") holidays = true;
    for (const h of parseWeeklyHours(s.weeklyHours) ?? []) {
      turns.add(h.day * MINUTES_A_DAY + h.from);
      turns.add(h.day * MINUTES_A_DAY + h.to);
    }
    // A day's hours end at midnight at the latest; the next day's start decides then.
    if (parseWeeklyHours(s.weeklyHours)) for (let d = 0; d < 7; d++) turns.add(d * MINUTES_A_DAY);
  }
  if (holidays) for (let d = 0; d < 7; d++) turns.add(d * MINUTES_A_DAY);
  return [...turns].sort((a, b) => a - b);
}

/**
 * A number that moves exactly when an open state computed from these turns may change: the India
 * week and how many of its turns have passed. 0 when no shop keeps hours or holidays.
 */
export function scheduleClock(turns: number[], now: Date): number {
  if (turns.length === 0) return 0;
  const clock = indiaWallClock(now);
  const minuteOfWeek = clock.getUTCDay() * MINUTES_A_DAY + clock.getUTCHours() * 60 + clock.getUTCMinutes();
  const week = Math.floor((Math.floor(clock.getTime() / 60_000) - minuteOfWeek) / MINUTES_A_WEEK);
  let passed = 0;
  while (passed < turns.length && turns[passed] <= minuteOfWeek) passed++;
  return week * (turns.length + 1) + passed + 1;
}
