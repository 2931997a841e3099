// The last mile on the orders board: the delivery part of a console order (its state and member)
// and who may assign it (a Manager or Super Admin, a delivery order in Dispatched not yet on the road).
import type { z } from "zod";
import type { ConsoleOrder } from "@contract/console-orders";
import type { consoleDelivery, DeliveryMember } from "@contract/delivery";
import { DELIVERY_STATE } from "@contract/delivery-constants";
import { ORDER_STATUS } from "@contract/orders-constants";
import { consoleRequest } from "../console-api";

export type ConsoleOrderDelivery = NonNullable<z.infer<typeof consoleDelivery>>;

/** Delivery orders (delivery_type 1) carry it; self-pickup orders have null. */
export const deliveryOfOrder = (order: ConsoleOrder): ConsoleOrderDelivery | null =>
  (order as ConsoleOrder & { delivery?: ConsoleOrderDelivery | null }).delivery ?? null;

const ASSIGNERS = new Set(["manager", "super_admin"]);
export const DELIVERY_TYPE_SHOP = 1;

export function canAssign(order: ConsoleOrder, role: string): boolean {
  if (!ASSIGNERS.has(role) || order.delivery_type !== DELIVERY_TYPE_SHOP) return false;
  if (order.status !== ORDER_STATUS.readyToShip) return false;
  const state = deliveryOfOrder(order)?.state ?? null;
  return state === null || state === DELIVERY_STATE.assigned;
}

export const assignApi = {
  members: () => consoleRequest<{ members: DeliveryMember[] }>("GET", "/delivery-members"),
  assign: (orderId: string, memberId: string) =>
    consoleRequest<ConsoleOrder>("POST", `/orders/${encodeURIComponent(orderId)}/assign`, { member_id: memberId }),
};
