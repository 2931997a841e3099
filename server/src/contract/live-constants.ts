// Live event streams (server-sent events), their constants without schemas (the web reads them
// without zod; the shapes are in live.ts): the customer's (GET /user/live/events) and the shop's
// (GET /api/stores/{store_key}/events). Each event is `id: <n>`, `event: <type>` and one `data:`
// line holding a LiveEvent as JSON; a reconnecting reader sends the last id it saw as
// `Last-Event-ID` and first receives what it missed (up to LIVE_REPLAY_HOURS back).
export const LIVE_EVENT_TYPES = [
  "order.created",
  "order.status",
  "order.cancelled",
  "escalation.requested",
  "escalation.updated",
  "wallet.credited",
  "refund.updated",
  "order.substitution",
] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** What a shop's stream carries (the customer's carries every type, for their own orders and wallet). */
export const SHOP_LIVE_EVENTS: readonly LiveEventType[] = [
  "order.created",
  "order.cancelled",
  "escalation.requested",
  "order.substitution",
];

/** How far back a reconnecting reader can catch up. */
export const LIVE_REPLAY_HOURS = 24;
/** Seconds between heartbeat comments on an idle stream (proxies close silent connections). */
export const LIVE_HEARTBEAT_SECONDS = 15;
/** The reconnect delay a reader is told to use (the stream's `retry:` field), in milliseconds. */
export const LIVE_RETRY_MS = 2000;
/** The event a stream ends with when its process stops (a restart, a deploy): `event: reconnect`,
 * `data: {}`, after a `retry:` below LIVE_RESTART_RETRY_MS. A reader reconnects (to another process,
 * behind a load balancer) with its Last-Event-ID and misses nothing. */
export const LIVE_RECONNECT_EVENT = "reconnect";
export const LIVE_RESTART_RETRY_MS = 1000;
export const LAST_EVENT_ID_HEADER = "last-event-id";
