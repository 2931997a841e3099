// Slot availability and the slot rules' writes (outside the placing transaction): one store's
// slots on a date (merchant API, console), a shop's slots for the stores of a customer's cart
// (checkout), the next free slot, saving rules (refused when a slot would fall below its bookings)
// and closing a slot by hand.
import type { Db } from "../../lib/db";
import type { Prisma } from "../../generated/prisma/client";

export type Tx = Prisma.TransactionClient;
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { DELIVERY_SLOTS } from "../../contract/checkout-constants";
import type { SlotItem, SlotRules, SlotRulesBody, SlotsAnswer } from "../../contract/slots";
import { indiaDate } from "../../lib/india-time";
import type { ShopSchedule } from "../../lib/opening-hours";
import { FREED_STATUSES } from "./booking";
import { parseSlotRules, slotCapacity, slotView, windowDates, type SlotFacts } from "./rules";

export type SlotStore = { id: string; slotRules: string; shop: ShopSchedule };

const key = (storeId: string, date: string, slot: string) => `${storeId}|${date}|${slot}`;

/** Each slot's live orders and hand closing, for these stores from one date to another. */
async function slotFacts(db: Db, storeIds: string[], from: string, to: string): Promise<Map<string, SlotFacts>> {
  const [booked, days] = await Promise.all([
    db.order.groupBy({
      by: ["storeId", "preferredDate", "preferredSlot"],
      where: {
        storeId: { in: storeIds },
        preferredDate: { gte: from, lte: to },
        preferredSlot: { not: null },
        status: { notIn: [...FREED_STATUSES] },
      },
      _count: { _all: true },
    }),
    db.slotDay.findMany({ where: { storeId: { in: storeIds }, date: { gte: from, lte: to }, closed: true } }),
  ]);
  const facts = new Map<string, SlotFacts>();
  const at = (k: string) => facts.get(k) ?? facts.set(k, { booked: 0, closed: false }).get(k)!;
  for (const b of booked) at(key(b.storeId, b.preferredDate!, b.preferredSlot!)).booked = b._count._all;
  for (const d of days) at(key(d.storeId, d.date, d.slot)).closed = true;
  return facts;
}

const NO_FACTS: SlotFacts = { booked: 0, closed: false };

type ParsedStore = SlotStore & { rules: SlotRules };

function dayItems(stores: ParsedStore[], date: string, facts: Map<string, SlotFacts>, now: Date): SlotItem[] {
  return DELIVERY_SLOTS.map(({ label }) => {
    // Several stores supply one order: the slot is as free as the tightest of them.
    let first: SlotItem | null = null;
    for (const s of stores) {
      const v = slotView(s.rules, s.shop, date, label, facts.get(key(s.id, date, label)) ?? NO_FACTS, now);
      if (!v.open) return v;
      first ??= v;
    }
    return first!;
  });
}

/** The slots of these stores on a date, and the first free slot from that date on. */
export async function slotsOf(db: Db, list: SlotStore[], date: string | undefined, now: Date): Promise<SlotsAnswer> {
  const stores = list.map((s) => ({ ...s, rules: parseSlotRules(s.slotRules) }));
  const day = date ?? indiaDate(now);
  const dates = [...windowDates(now, day)];
  const last = dates[dates.length - 1] ?? day;
  const facts = await slotFacts(
    db,
    stores.map((s) => s.id),
    day < dates[0] ? day : (dates[0] ?? day),
    last > day ? last : day,
  );
  const items = dayItems(stores, day, facts, now);
  let next_free: SlotsAnswer["next_free"] = null;
  for (const d of dates) {
    const open = (d === day ? items : dayItems(stores, d, facts, now)).find((i) => i.open);
    if (open) {
      next_free = { date: d, slot: open.slot };
      break;
    }
  }
  return { date: day, items, next_free };
}

const STORE_SELECT = {
  id: true,
  slotRules: true,
  shop: { select: { temporarilyClosed: true, weeklyHours: true, holidays: true } },
} as const;

export const slotStore = (db: Db, storeId: string): Promise<SlotStore | null> =>
  db.store.findUnique({ where: { id: storeId }, select: STORE_SELECT });

/** The stores of a customer's cart at a shop (all of the shop's stores when the cart holds none). */
export async function cartSlotStores(db: Db, userId: string, shopId: string): Promise<SlotStore[]> {
  const lines = await db.cartLine.findMany({
    where: { cart: { userId }, store: { shopId } },
    select: { storeId: true },
    distinct: ["storeId"],
  });
  const ids = lines.map((l) => l.storeId);
  return db.store.findMany({
    where: ids.length > 0 ? { id: { in: ids } } : { shopId },
    select: STORE_SELECT,
    orderBy: { createdAt: "asc" },
  });
}

/** The rules as the API shows them. */
export function rulesView(text: string): SlotRules {
  return parseSlotRules(text);
}

/**
 * Saves a store's rules; refused (422-like VALIDATION_FAILED naming the field) when a slot of today
 * or later would take fewer orders than it has booked already. Nothing is written then.
 */
export async function saveSlotRules(
  db: Db,
  storeId: string,
  body: SlotRulesBody,
  now: Date,
  audit?: (tx: Tx, before: SlotRules, after: SlotRules) => Promise<void>,
): Promise<SlotRules> {
  const rules: SlotRules = { ...body, capacity: body.capacity ?? null };
  const today = indiaDate(now);
  return db.$transaction(async (tx) => {
    const booked = await tx.order.groupBy({
      by: ["preferredDate", "preferredSlot"],
      where: {
        storeId,
        preferredDate: { gte: today },
        preferredSlot: { not: null },
        status: { notIn: [...FREED_STATUSES] },
      },
      _count: { _all: true },
    });
    const errors: { path: string; message: string }[] = [];
    for (const b of booked) {
      const { capacity, field } = slotCapacity(rules, b.preferredDate!, b.preferredSlot!);
      if (capacity !== null && capacity < b._count._all && !errors.some((e) => e.path === field)) {
        errors.push({
          path: field,
          message: `${b._count._all} orders are already booked for ${b.preferredSlot} on ${b.preferredDate}: the capacity cannot be below that.`,
        });
      }
    }
    if (errors.length > 0) {
      throw new AppError(ERROR_CODE.VALIDATION_FAILED, errors[0].message, { errors });
    }
    const before = await tx.store.findUniqueOrThrow({ where: { id: storeId }, select: { slotRules: true } });
    await tx.store.update({ where: { id: storeId }, data: { slotRules: JSON.stringify(rules) } });
    await audit?.(tx, parseSlotRules(before.slotRules), rules);
    return rules;
  });
}

/** Closes (or reopens) one slot of one date by hand. */
export async function closeSlot(
  db: Db,
  s: { storeId: string; date: string; slot: string; closed: boolean },
  audit?: (tx: Tx, before: boolean, after: boolean) => Promise<void>,
): Promise<void> {
  const { storeId, date, slot, closed } = s;
  await db.$transaction(async (tx) => {
    const before = await tx.slotDay.findUnique({ where: { storeId_date_slot: { storeId, date, slot } } });
    await tx.slotDay.upsert({
      where: { storeId_date_slot: { storeId, date, slot } },
      create: { storeId, date, slot, closed },
      update: { closed, updatedAt: new Date() },
    });
    await audit?.(tx, before?.closed ?? false, closed);
  });
}

/** Adds the next free slot to a SLOT_FULL or SLOT_CLOSED refusal. */
export async function withNextSlot<T>(db: Db, now: () => Date, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof AppError) || (err.code !== ERROR_CODE.SLOT_FULL && err.code !== ERROR_CODE.SLOT_CLOSED) || !err.extra.store_id) {
      throw err;
    }
    const store = await slotStore(db, err.extra.store_id);
    const next = store ? (await slotsOf(db, [store], undefined, now())).next_free : null;
    throw new AppError(err.code, err.message, { ...err.extra, next_slot: next });
  }
}
