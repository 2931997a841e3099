// Preparation limits: a shop's cap on the orders it takes for immediate delivery in any rolling 60
// minutes (Shop.ordersPerHour; null: no limit), all its stores together, so the shop tile, checkout
// and placing tell the same story whichever store the cart's lines go to. Counted: the shop's live
// orders (not cancelled, rejected or denied) delivered by the shop with no slot chosen, placed in
// the last 60 minutes. Slot orders have the slot's own capacity (booking.ts); self pickup has no
// delivery. Taken inside the order-placing transaction like a slot's place: the port's
// `hourlyFull` locks the shop (PostgreSQL: its Shop row FOR NO KEY UPDATE, to the COMMIT; SQLite:
// the writer's BEGIN IMMEDIATE already serialises) and then counts, so two customers racing for
// the last place in the hour cannot both see it free.
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { DELIVERY_TYPE } from "../../contract/cart";
import { CLOSED_STATUSES } from "../../contract/orders";
import { messageText } from "../../lib/message-templates";
import { INDIA_TIME_ZONE } from "../../lib/india-time";
import { step, type MaybePromise, type Steps } from "../../lib/steps";

/** The rolling window the cap counts over. */
export const HOURLY_WINDOW_MS = 60 * 60_000;

/** The counted orders' conditions, as SQL over an "Order" row aliased `o` (the status list is fixed). */
export const HOURLY_COUNTED_SQL = `o."preferredSlot" IS NULL AND o."deliveryType" = ${DELIVERY_TYPE.byShop}
  AND o."status" NOT IN (${CLOSED_STATUSES.join(", ")})`;

export interface HourlyData {
  /**
   * Locks the shop (to the transaction's end), then reads the placed time of the cap-th newest
   * order counted since `since`: null while the shop has a free place in its hour, else the order
   * whose leaving the window frees a place.
   */
  hourlyFull(shopId: string, since: Date, cap: number): MaybePromise<Date | null>;
}

/** Whether an order of this kind is held to the cap: delivered by the shop, no slot chosen. */
export const isImmediate = (deliveryType: number, preferredSlot: string | null) =>
  deliveryType === DELIVERY_TYPE.byShop && !preferredSlot;

/** When a place frees: the cap-th newest counted order's placed time plus the window (never before now). */
export const placeFreesAt = (placedAt: Date, now: Date) =>
  new Date(Math.max(now.getTime(), placedAt.getTime() + HOURLY_WINDOW_MS));

/** "4:25 PM" in India time (the refusal's message; the details carry the ISO time). */
export const indiaClock = (at: Date) =>
  at.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", timeZone: INDIA_TIME_ZONE });

export function storeBusy(storeId: string, nextDeliveryAt: Date): AppError {
  return new AppError(ERROR_CODE.STORE_BUSY, messageText("storeBusy", { time: indiaClock(nextDeliveryAt) }), {
    store_id: storeId,
    next_delivery_at: nextDeliveryAt.toISOString(),
  });
}

/**
 * Takes a place in the shop's hour, or refuses with STORE_BUSY and the time the next order could
 * be delivered (`arrival(freesAt)`: the arrival promised for an order placed when a place frees).
 * Once per checkout: a checkout split over stores takes its places together.
 */
export function* holdHourlySteps(
  d: HourlyData,
  b: { shopId: string; storeId: string; cap: number | null; now: Date; arrival: (placedAt: Date) => Date },
): Steps<void> {
  const cap = b.cap;
  if (cap === null) return;
  const full = yield* step(() => d.hourlyFull(b.shopId, new Date(b.now.getTime() - HOURLY_WINDOW_MS), cap));
  if (full) throw storeBusy(b.storeId, b.arrival(placeFreesAt(full, b.now)));
}
