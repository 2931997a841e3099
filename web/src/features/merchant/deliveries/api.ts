// The Deliveries page's calls to /merchant/api through the console's client. A queued action
// carries its Idempotency-Key, so a call sent twice (the answer lost on the way) moves nothing twice.
import type { DeliveryCash, DeliveryFailReason, DeliveryMember, Handover } from "@contract/delivery";
import { consoleRequest } from "../console-api";
import type { DeliverBody, Trip } from "./types";

const tripPath = (orderId: string) => `/deliveries/${encodeURIComponent(orderId)}`;
const keyed = (key?: string) => (key ? { "idempotency-key": key } : undefined);

export type { DeliveryCash, DeliveryMember, Handover };

export const deliveriesApi = {
  trips: () => consoleRequest<{ trips: Trip[] }>("GET", "/deliveries"),
  pickup: (orderId: string, key?: string) =>
    consoleRequest<{ trip: Trip }>("POST", `${tripPath(orderId)}/pickup`, {}, keyed(key)),
  deliver: (orderId: string, body: DeliverBody, key?: string) =>
    consoleRequest<{ trip: Trip }>("POST", `${tripPath(orderId)}/deliver`, body, keyed(key)),
  fail: (orderId: string, reason: DeliveryFailReason) =>
    consoleRequest<{ trip: Trip }>("POST", `${tripPath(orderId)}/fail`, { reason }),
  position: (orderId: string, at: { lat: number; lng: number; accuracy_m: number }) =>
    consoleRequest<{ accepted: boolean }>("POST", `${tripPath(orderId)}/position`, at),
  /** The cash on delivery the signed-in member holds. */
  myCash: () => consoleRequest<DeliveryCash>("GET", "/deliveries/cash"),
  /** The cash each delivery member holds, not yet handed over (orders privilege). */
  shopCash: () => consoleRequest<DeliveryCash>("GET", "/delivery-cash"),
  /** A Manager or Super Admin confirms the member handed over the cash of these orders (paise). */
  handover: (memberId: string, amount: number, orderIds: string[]) =>
    consoleRequest<Handover>("POST", `/delivery-cash/${encodeURIComponent(memberId)}/handover`, {
      amount,
      order_ids: orderIds,
    }),
};
