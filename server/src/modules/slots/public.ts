// What other modules use of the slots: the placing transaction's booking step and port, and the
// wrapper that adds the next free slot to a SLOT_FULL or SLOT_CLOSED refusal; the preparation
// limit's step (a store's orders for immediate delivery per hour).
export { bookSlotSteps, FREED_STATUSES, type SlotData } from "./booking";
export { withNextSlot } from "./service";
export {
  holdHourlySteps,
  isImmediate,
  HOURLY_COUNTED_SQL,
  HOURLY_WINDOW_MS,
  placeFreesAt,
  storeBusy,
  type HourlyData,
} from "./hourly";
export { fullShops, fullShopsAt, fullShopsKey, nextDeliveryAt, type FullShop } from "./hourly-read";
