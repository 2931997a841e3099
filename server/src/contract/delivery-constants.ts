// The last mile's names: the delivery states (ONDC's logistics names) and the reasons a delivery
// fails at the door. No zod here: the web imports it.

export const DELIVERY_STATES = [
  "Agent-assigned",
  "Order-picked-up",
  "At-delivery",
  "Order-delivered",
  "Delivery-failed",
  "RTO-Initiated",
  "RTO-Delivered",
] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const isDeliveryState = (value: unknown): value is DeliveryState =>
  (DELIVERY_STATES as readonly unknown[]).includes(value);

/** English labels of the states (the web has their Hindi). */
export const DELIVERY_STATE_NAMES: Record<DeliveryState, string> = {
  "Agent-assigned": "Assigned to a delivery person",
  "Order-picked-up": "Picked up",
  "At-delivery": "At your door",
  "Order-delivered": "Delivered",
  "Delivery-failed": "Delivery failed",
  "RTO-Initiated": "Returning to the shop",
  "RTO-Delivered": "Returned to the shop",
};

export const DELIVERY_FAIL_REASONS = [
  "customer_not_reachable",
  "customer_refused",
  "wrong_address",
  "cod_refused",
  "damaged",
  "wrong_items",
] as const;
export type DeliveryFailReason = (typeof DELIVERY_FAIL_REASONS)[number];

/** The customer's side of a failed delivery (the rest are the shop's). */
export const CUSTOMER_FAIL_REASONS: readonly DeliveryFailReason[] = [
  "customer_not_reachable",
  "customer_refused",
  "wrong_address",
  "cod_refused",
];

export const DELIVERY_FAIL_REASON_NAMES: Record<DeliveryFailReason, string> = {
  customer_not_reachable: "Customer not reachable",
  customer_refused: "Customer refused",
  wrong_address: "Wrong address",
  cod_refused: "Refused to pay cash",
  damaged: "Damaged",
  wrong_items: "Wrong items",
};

/** The states of a trip still on the road (the member's open trips). */
export const OPEN_TRIP_STATES: readonly DeliveryState[] = ["Agent-assigned", "Order-picked-up", "At-delivery"];
