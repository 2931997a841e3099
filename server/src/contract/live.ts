// Live event streams (server-sent events): the customer's (GET /user/live/events) and the shop's
// (GET /api/stores/{store_key}/events). Each event is `id: <n>`, `event: <type>` and one `data:`
// line holding a LiveEvent as JSON; a reconnecting reader sends the last id it saw as
// `Last-Event-ID` and first receives what it missed (up to LIVE_REPLAY_HOURS back).
import { z } from "zod";

export const LIVE_EVENT_TYPES = [
  "order.created",
  "order.status",
  "order.cancelled",
  "escalation.requested",
  "escalation.updated",
  "wallet.credited",
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** What a shop's stream carries (the customer's carries every type, for their own orders and wallet). */
export const SHOP_LIVE_EVENTS: readonly LiveEventType[] = ["order.created", "order.cancelled", "escalation.requested"];

/** How far back a reconnecting reader can catch up. */
export const LIVE_REPLAY_HOURS = 24;
/** Seconds between heartbeat comments on an idle stream (proxies close silent connections). */
export const LIVE_HEARTBEAT_SECONDS = 15;
/** The reconnect delay a reader is told to use (the stream's `retry:` field), in milliseconds. */
export const LIVE_RETRY_MS = 2000;
export const LAST_EVENT_ID_HEADER = "last-event-id";

export const liveEventData = z.object({
  order_id: z.string().optional(),
  order_number: z.string().optional(),
  /** The order's status after the change (1 New ... 5 Delivered, 6-9 cancelled, rejected, denied). */
  status: z.number().int().optional(),
  product_id: z.string().optional(),
  verify_status: z.number().int().optional(),
  escalation_status: z.number().int().optional(),
  qty: z.number().int().optional(),
  reason: z.string().nullable().optional(),
  /** wallet.credited: paise added, and what for (refund, scratch, ...). */
  amount: z.number().int().optional(),
  kind: z.string().optional(),
});
export type LiveEventData = z.infer<typeof liveEventData>;

/** One event as its `data:` line carries it. */
export const liveEvent = z.object({
  id: z.number().int(),
  type: z.enum(LIVE_EVENT_TYPES),
  created_at: z.string(),
  data: liveEventData,
});
export type LiveEvent = z.infer<typeof liveEvent>;

export const customerStreamQuery = z
  .object({
    /** Only this order's events (it must be the caller's). */
    order_id: z.string().trim().min(1).max(64).optional(),
  })
  .strict();
