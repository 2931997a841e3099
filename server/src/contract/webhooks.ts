// Merchant webhooks: one endpoint per store, the events Galli posts to it, the delivery log.
// Each post carries `Galli-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`
// made with the endpoint's secret.
import { z } from "zod";
import { envelope } from "./common";
import { DELIVERY_STATES } from "./delivery-constants";

export * from "./webhooks-constants";
import { WEBHOOK_EVENTS, WEBHOOK_SENT_TYPES } from "./webhooks-constants";

export const webhookEndpointBody = z
  .object({
    url: z.url({ message: "url must be an absolute URL such as https://erp.example.in/galli/webhook." }).max(500),
    events: z.array(z.enum(WEBHOOK_EVENTS)).min(1).max(WEBHOOK_EVENTS.length).optional(),
    /** Set true to get a new secret (the old one stops signing at once). */
    rotate_secret: z.boolean().optional(),
  })
  .strict();
export type WebhookEndpointBody = z.infer<typeof webhookEndpointBody>;

export const webhookEndpoint = z.object({
  store_key: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  /** The signing secret (whsec_...). Keep it on your server only. */
  secret: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const webhookEndpointResponse = envelope(webhookEndpoint);

export const webhookDelivery = z.object({
  delivery_id: z.string(),
  event_type: z.enum(WEBHOOK_SENT_TYPES),
  /** pending (waiting for its next attempt), delivered (answered 2xx) or failed (gave up after a day). */
  status: z.enum(["pending", "delivered", "failed"]),
  attempts: z.number().int(),
  next_attempt_at: z.string().nullable(),
  last_attempt_at: z.string().nullable(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
  payload: z.record(z.string(), z.unknown()),
});
export type WebhookDeliveryView = z.infer<typeof webhookDelivery>;

export const webhookDeliveriesQuery = z.object({
  status: z.enum(["pending", "delivered", "failed"]).optional(),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const webhookDeliveriesResponse = envelope(
  z.object({ total: z.number().int(), deliveries: z.array(webhookDelivery) }),
);

/** The JSON body Galli posts. `data` names the order; fetch it with GET .../orders/{order_id}. */
export const webhookEventPayload = z.object({
  id: z.string(),
  type: z.enum(WEBHOOK_SENT_TYPES),
  created_at: z.string(),
  store_key: z.string(),
  data: z.object({
    order_id: z.string(),
    order_number: z.string(),
    status: z.number().int(),
    product_id: z.string().optional(),
    verify_status: z.number().int().optional(),
    qty: z.number().int().optional(),
    reason: z.string().nullable().optional(),
    /**
     * order.delivery_state: the delivery order's new state (ONDC's names: Agent-assigned,
     * Order-picked-up, At-delivery, Order-delivered, Delivery-failed, RTO-Initiated, RTO-Delivered);
     * with Delivery-failed and RTO-Initiated `reason` is the failure's code (customer_not_reachable, ...).
     */
    delivery_state: z.enum(DELIVERY_STATES).optional(),
    /** order.delivery_state: the delivery member's id (staff id) on the trip, null when the shop itself delivers. */
    delivery_member_id: z.string().nullable().optional(),
    /**
     * order.substitution: a line marked short at packing (product_id, qty short) and its
     * substitution: state proposed (waiting for the customer up to 10 minutes), accepted, declined
     * or short (no substitute, refunded); substitute_product_id and substitute_qty when one is offered;
     * refund: rupees given back for it (or, cash on delivery, taken off the cash to collect).
     */
    substitution_id: z.string().optional(),
    substitution_state: z.string().optional(),
    substitute_product_id: z.string().nullable().optional(),
    substitute_qty: z.number().int().nullable().optional(),
    refund: z.number().optional(),
  }),
});
export type WebhookEventPayload = z.infer<typeof webhookEventPayload>;
