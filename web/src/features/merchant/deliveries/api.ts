// The Deliveries page's calls to /merchant/api through the console's client. A queued action
// carries its Idempotency-Key, so a call sent twice (the answer lost on the way) moves nothing twice.
import type { DeliveryFailReason, DeliveryMember } from "@contract/delivery";
import { consoleRequest } from "../console-api";
import type { DeliverBody, Trip } from "./types";

const tripPath = (orderId: string) => `/deliveries/${encodeURIComponent(orderId)}`;
const keyed = (key?: string) => (key ? { "idempotency-key": key } : undefined);

export type { DeliveryMember };

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
};
