// Small presentation rules shared by the orders pages.
import type { ConsoleOrder, ConsoleMove } from "@contract/console-orders";
import { ESCALATION_STATUS, ORDER_STATUS } from "@contract/orders-constants";
import { DELIVERY_STATE } from "@contract/delivery-constants";

/** The one forward move an order's status offers (reject is offered beside it before delivery). */
export function nextMove(status: number): Exclude<ConsoleMove, "reject"> | null {
  switch (status) {
    case 1:
      return "accept";
    case 2:
      return "ready";
    case 3:
      return "ship";
    case 4:
      return "deliver";
    default:
      return null;
  }
}

/**
 * Reject is offered before delivery, except on a delivery order already with its delivery member (or
 * coming back): that one is marked failed and comes back to the shop (lastMileStage).
 */
export const canReject = (order: ConsoleOrder) =>
  order.status >= ORDER_STATUS.ordered && order.status <= ORDER_STATUS.shipping && lastMileStage(order) === null;

/**
 * Where a delivery order in Shipping stands on the last mile: "road" (picked up or at the door: it is
 * delivered with the code or marked failed), "returning" (the goods come back: the shop confirms
 * they are back), or null (not on the road).
 */
export function lastMileStage(order: ConsoleOrder): "road" | "returning" | null {
  const state = order.delivery?.state ?? null;
  if (order.status !== ORDER_STATUS.shipping || !state) return null;
  if (state === DELIVERY_STATE.pickedUp || state === DELIVERY_STATE.atDelivery) return "road";
  if (state === DELIVERY_STATE.failed || state === DELIVERY_STATE.rtoInitiated) return "returning";
  return null;
}

/** Lines with a replacement or undelivered request waiting for the shop's answer. */
export const openRequests = (order: ConsoleOrder) =>
  order.items.filter((i) => i.escalation_status === ESCALATION_STATUS.requested);

export const itemCount = (order: ConsoleOrder) => order.items.reduce((n, i) => n + i.qty, 0);

export function addressLine(order: ConsoleOrder): string {
  const a = order.delivery_address;
  return [a.street, a.landmark, a.area, a.zipcode].filter((x) => x && x.trim()).join(", ");
}
