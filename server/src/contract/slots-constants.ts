// Delivery slot capacity and cut-off (issue 53): the rule shape a store keeps and the states a slot
// can be in, without zod (the web reads these).
export const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The most orders one slot of one store can take, and the longest cut-off (a day). */
export const MAX_SLOT_CAPACITY = 10_000;
export const MAX_CUTOFF_MINUTES = 1_440;

/**
 * A store's slot rules. `capacity` null: every slot takes unlimited orders. An override replaces
 * the default; the most specific wins: weekdays.<day>.slots.<slot>, then slots.<slot>, then
 * weekdays.<day>.capacity, then capacity.
 */
export type SlotRules = {
  capacity: number | null;
  cutoff_minutes: number;
  weekdays?: Partial<Record<Weekday, { capacity?: number | null; slots?: Partial<Record<string, number | null>> }>>;
  slots?: Partial<Record<string, number | null>>;
};

/**
 * open: it can be chosen; full: its places are taken (or the shop closed it by hand for the day);
 * cut_off: past its cut-off; shop_closed: the shop is closed then (hours, holiday, closed for now).
 */
export const SLOT_STATES = ["open", "full", "cut_off", "shop_closed"] as const;
export type SlotState = (typeof SLOT_STATES)[number];
