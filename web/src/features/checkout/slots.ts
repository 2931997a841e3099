// Preferred delivery slots in India time: a slot whose start has passed cannot be chosen.
import { DELIVERY_SLOTS, MAX_PREFERRED_DAYS } from "@contract/checkout-constants";

const IST_MS = 330 * 60_000;

export function indiaToday(now: Date): { date: string; hour: number } {
  const ist = new Date(now.getTime() + IST_MS);
  return { date: ist.toISOString().slice(0, 10), hour: ist.getUTCHours() };
}

export function lastPreferredDate(now: Date): string {
  return new Date(now.getTime() + IST_MS + MAX_PREFERRED_DAYS * 86_400_000).toISOString().slice(0, 10);
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
