// A delivery member's trip and the deliver body come from the contract (money in paise); what the
// phone keeps while offline is its own.
import type { DeliverBody } from "@contract/delivery";

export type { DeliverBody, Trip } from "@contract/delivery";

/** What a member does to a trip that the phone keeps while offline and sends later. */
export type QueuedAction =
  | { key: string; orderId: string; orderNo: string; kind: "pickup" }
  | { key: string; orderId: string; orderNo: string; kind: "deliver"; body: DeliverBody };
