// Delivery slot capacity and cut-off, as rules with no SQL: a store's stored rules (Store.slotRules,
// "" = unlimited, cut-off at the slot's start, today's behaviour), the capacity of one slot on one
// India date (the most specific override wins), its cut-off instant, and whether the shop is open
// then by its own schedule (lib/opening-hours.ts: closed for now, holidays, weekly hours).
import { DELIVERY_SLOTS, MAX_PREFERRED_DAYS } from "../../contract/checkout-constants";
import { WEEKDAYS, type SlotRules, type SlotState } from "../../contract/slots-constants";
import { INDIA_OFFSET_MS, indiaDate } from "../../lib/india-time";
import { parseHolidays, parseWeeklyHours, type ShopSchedule } from "../../lib/opening-hours";

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export const UNLIMITED: SlotRules = { capacity: null, cutoff_minutes: 0 };

/** The rules a store keeps ("" or unreadable: unlimited). */
export function parseSlotRules(text: string): SlotRules {
  if (!text) return UNLIMITED;
  try {
    const r = JSON.parse(text) as SlotRules;
    return r && typeof r === "object" ? { ...UNLIMITED, ...r } : UNLIMITED;
  } catch {
    return UNLIMITED;
  }
}

/** True when no slot of the store can ever be full (only the shop's schedule and the cut-off count). */
export function unlimitedEverywhere(r: SlotRules): boolean {
  if (r.capacity !== null) return false;
  const some = (o?: Partial<Record<string, number | null>>) => Object.values(o ?? {}).some((v) => v != null);
  return !some(r.slots) && !Object.values(r.weekdays ?? {}).some((w) => w?.capacity != null || some(w?.slots));
}

export const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];

/** The capacity of a slot on a date (null: unlimited) and the rule field it comes from. */
export function slotCapacity(r: SlotRules, date: string, slot: string): { capacity: number | null; field: string } {
  const day = weekdayOf(date);
  const w = r.weekdays?.[day];
  if (w?.slots && w.slots[slot] !== undefined)
    return { capacity: w.slots[slot], field: `weekdays.${day}.slots.${slot}` };
  if (r.slots && r.slots[slot] !== undefined) return { capacity: r.slots[slot], field: `slots.${slot}` };
  if (w && w.capacity !== undefined) return { capacity: w.capacity, field: `weekdays.${day}.capacity` };
  return { capacity: r.capacity, field: "capacity" };
}

/** The slot's start on an India date. */
export function slotStart(date: string, slot: string): Date | null {
  const s = DELIVERY_SLOTS.find((d) => d.label === slot);
  const day = Date.parse(`${date}T00:00:00Z`);
  if (!s || Number.isNaN(day)) return null;
  return new Date(day - INDIA_OFFSET_MS + s.from * HOUR_MS);
}

export function cutoffAt(r: SlotRules, date: string, slot: string): Date {
  const start = slotStart(date, slot);
  if (!start) throw new RangeError(`unknown slot ${slot} on ${date}`);
  return new Date(start.getTime() - r.cutoff_minutes * 60_000);
}

/** Whether the shop's own schedule has it open during some of the slot on that date. */
export function shopOpenForSlot(shop: ShopSchedule, date: string, slot: string): boolean {
  if (shop.temporarilyClosed) return false;
  if (shop.holidays && shop.holidays !== "[]" && parseHolidays(shop.holidays).has(date)) return false;
  const hours = parseWeeklyHours(shop.weeklyHours);
  if (!hours) return true;
  const s = DELIVERY_SLOTS.find((d) => d.label === slot);
  if (!s) return false;
  const day = hours.find((h) => h.day === new Date(`${date}T00:00:00Z`).getUTCDay());
  if (!day?.open) return false;
  return day.from < s.to * 60 && day.to > s.from * 60;
}

export type SlotFacts = { booked: number; closed: boolean };

/** One slot of one store on one date, as the APIs answer it. */
export function slotView(
  r: SlotRules,
  shop: ShopSchedule,
  date: string,
  slot: string,
  facts: SlotFacts,
  now: Date,
): {
  slot: string;
  capacity: number | null;
  booked: number;
  cutoff_at: string;
  open: boolean;
  state: SlotState;
  closed: boolean;
} {
  const capacity = facts.closed ? 0 : slotCapacity(r, date, slot).capacity;
  const cutoff = cutoffAt(r, date, slot);
  let state: SlotState = "open";
  if (!shopOpenForSlot(shop, date, slot)) state = "shop_closed";
  else if (now.getTime() >= cutoff.getTime()) state = "cut_off";
  else if (capacity !== null && facts.booked >= capacity) state = "full";
  return {
    slot,
    capacity,
    booked: facts.booked,
    cutoff_at: cutoff.toISOString(),
    open: state === "open",
    state,
    closed: facts.closed,
  };
}

/** The India dates a customer may choose, from today on (the preferred-date window). */
export function* windowDates(now: Date, from?: string): Generator<string> {
  const today = indiaDate(now);
  let t = Date.parse(`${from && from > today ? from : today}T00:00:00Z`);
  const last = Date.parse(`${today}T00:00:00Z`) + MAX_PREFERRED_DAYS * DAY_MS;
  for (; t <= last; t += DAY_MS) yield new Date(t).toISOString().slice(0, 10);
}
