// What other modules use of the slots: the placing transaction's booking step and port, and the
// wrapper that adds the next free slot to a SLOT_FULL or SLOT_CLOSED refusal.
export { bookSlotSteps, FREED_STATUSES, type SlotData } from "./booking";
export { withNextSlot } from "./service";
