// Preferred delivery slots in India time: a slot whose start has passed cannot be chosen.
import { DELIVERY_SLOTS, MAX_PREFERRED_DAYS } from "@contract/checkout-constants";
import { currentLanguage, LOCALES, type Language } from "@/lib/i18n";
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

/** A slot as the customer reads it: "7 AM-10 AM"; in Hindi the hours through Intl: "सुबह 7 – सुबह 10". */
export function slotText(label: string, language: Language = currentLanguage()): string {
  const slot = DELIVERY_SLOTS.find((s) => s.label === label);
  if (!slot || language === "en") return label;
  const hour = new Intl.DateTimeFormat(LOCALES[language], { hour: "numeric", dayPeriod: "short", timeZone: "UTC" });
  const at = (h: number) => hour.format(Date.UTC(2026, 0, 1, h));
  return `${at(slot.from)} – ${at(slot.to)}`;
}

export function slotOpen(label: string, date: string | null, now: Date): boolean {
  const slot = DELIVERY_SLOTS.find((s) => s.label === label);
  if (!slot) return false;
  const today = indiaToday(now);
  const day = date ?? today.date;
  if (day > today.date) return true;
  if (day < today.date) return false;
  return today.hour < slot.from;
}
