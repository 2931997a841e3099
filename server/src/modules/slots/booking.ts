// Booking a place in a delivery slot inside the order-placing transaction (checkout/order-writer.ts),
// like taking the last unit of stock: the port's `slotBooked` locks the store's slot row (PostgreSQL:
// an upsert of SlotDay, held to the COMMIT; SQLite: the writer's BEGIN IMMEDIATE already
// serialises) and then counts the slot's live orders, so two customers racing for the last place
// cannot both see it free. A cancelled, rejected or denied order is not counted: its place is free
// again with no write of its own.
import { AppError } from "../../lib/app-error";
import { CLOSED_STATUSES } from "../../contract/orders";
import { ERROR_CODE } from "../../contract/errors";
import type { ShopSchedule } from "../../lib/opening-hours";
import { step, type MaybePromise, type Steps } from "../../lib/steps";
import { cutoffAt, parseSlotRules, shopOpenForSlot, slotCapacity } from "./rules";

/** Orders in these statuses hold no place (cancelled, rejected, denied). */
export const FREED_STATUSES = CLOSED_STATUSES;

export interface SlotData {
  /** The store's slot rules text and whether the slot is closed by hand on that date. */
  slotRules(storeId: string, date: string, slot: string): MaybePromise<{ rules: string; closed: boolean }>;
  /** Locks the store's slot of that date (to the transaction's end) and counts its live orders. */
  slotBooked(storeId: string, date: string, slot: string): MaybePromise<number>;
}

export function* bookSlotSteps(
  d: SlotData,
  shop: ShopSchedule,
  b: { storeId: string; date: string; slot: string; now: Date },
): Steps<void> {
  const { rules, closed } = yield* step(() => d.slotRules(b.storeId, b.date, b.slot));
  const r = parseSlotRules(rules);
  const full = () => new AppError(ERROR_CODE.SLOT_FULL, undefined, { store_id: b.storeId });
  if (closed) throw full();
  if (!shopOpenForSlot(shop, b.date, b.slot) || b.now.getTime() >= cutoffAt(r, b.date, b.slot).getTime()) {
    throw new AppError(ERROR_CODE.SLOT_CLOSED, undefined, { store_id: b.storeId });
  }
  const { capacity } = slotCapacity(r, b.date, b.slot);
  if (capacity === null) return;
  if (capacity <= 0) throw full();
  const booked = yield* step(() => d.slotBooked(b.storeId, b.date, b.slot));
  if (booked >= capacity) throw full();
}
