// Merchant webhooks' events, headers and retry schedule (no zod), shared with the web console.
export const WEBHOOK_EVENTS = [
  "order.created",
  "order.cancelled",
  "escalation.requested",
  "order.delivery_state",
  "order.substitution",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
/**
 * Sent only when asked for ("send test event" in the merchant console): the same shape as an order
 * event, with a sample order (order_id "test", order_number "TEST"), to check a receiver end to end.
 */
export const WEBHOOK_TEST_EVENT = "webhook.test" as const;
export const WEBHOOK_SENT_TYPES = [...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT] as const;
export type WebhookSentType = (typeof WEBHOOK_SENT_TYPES)[number];

export const SIGNATURE_HEADER = "Galli-Signature";
export const EVENT_HEADER = "Galli-Event";
export const DELIVERY_HEADER = "Galli-Delivery";
/** A receiver should refuse a signature whose timestamp is further than this from its clock. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
/** Seconds after each failed attempt before the next; after the last the delivery is failed (about a day in all). */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [60, 300, 1800, 7200, 21_600, 43_200, 12_600] as const;
export const WEBHOOK_TIMEOUT_SECONDS = 10;
