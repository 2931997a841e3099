// Preferred delivery slots in India time: a slot whose start has passed cannot be chosen.
import { DELIVERY_SLOTS, MAX_PREFERRED_DAYS } from "@contract/checkout-constants";
import { indiaWallClock } from "@/lib/india-time";

/** India's wall clock at an instant (a RangeError for an invalid date, as toISOString gives). */
function indiaClock(instant: number): Date {
  const clock = indiaWallClock(instant);
  if (!clock) throw new RangeError("Invalid time value");
  return clock;
}

export function indiaToday(now: Date): { date: string; hour: number } {
  const ist = indiaClock(now.getTime());
  return { date: ist.toISOString().slice(0, 10), hour: ist.getUTCHours() };
}

export function lastPreferredDate(now: Date): string {
  return indiaClock(now.getTime() + MAX_PREFERRED_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

export { slotText } from "@/lib/slot-text";

export function slotOpen(label: string, date: string | null, now: Date): boolean {
  const slot = DELIVERY_SLOTS.find((s) => s.label === label);
  if (!slot) return false;
  const today = indiaToday(now);
  const day = date ?? today.date;
  if (day > today.date) return true;
  if (day < today.date) return false;
  return today.hour < slot.from;
}
