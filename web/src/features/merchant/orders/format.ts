// Small presentation rules shared by the orders pages.
import type { ConsoleOrder, ConsoleMove } from "@contract/console-orders";
import { ESCALATION_STATUS, ORDER_STATUS } from "@contract/orders-constants";

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

export const canReject = (status: number) => status >= ORDER_STATUS.ordered && status <= ORDER_STATUS.shipping;

/** Lines with a replacement or undelivered request waiting for the shop's answer. */
export const openRequests = (order: ConsoleOrder) =>
  order.items.filter((i) => i.escalation_status === ESCALATION_STATUS.requested);

export const itemCount = (order: ConsoleOrder) => order.items.reduce((n, i) => n + i.qty, 0);

export function addressLine(order: ConsoleOrder): string {
  const a = order.delivery_address;
  return [a.street, a.landmark, a.area, a.zipcode].filter((x) => x && x.trim()).join(", ");
}
