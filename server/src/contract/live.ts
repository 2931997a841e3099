// Live event streams: the shapes (constants in live-constants.ts).
import { z } from "zod";
import { LIVE_EVENT_TYPES } from "./live-constants";
import { envelope } from "./common";
export * from "./live-constants";

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
  /** The delivery order's state after the change (ONDC's names; contract/delivery-constants.ts). */
  delivery_state: z.string().nullable().optional(),
  /** A delivery member's accepted position moved (the customer's map refetches). */
  position: z.boolean().optional(),
  /** wallet.credited: paise added, and what for (refund, scratch, ...). */
  amount: z.number().int().optional(),
  kind: z.string().optional(),
  /** refund.updated (a refund to the payment's source): initiated, processed, or failed (then
   * paid to Galli Cash, which a wallet.credited event tells). */
  refund_status: z.enum(["initiated", "processed", "failed"]).optional(),
  /** refund.updated: card, netbanking, upi or other. */
  refund_method: z.string().optional(),
  /** order.substitution: the short line's substitution and its state (proposed, accepted, declined, short). */
  substitution_id: z.string().optional(),
  substitution_state: z.string().optional(),
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

const channelPreferences = z
  .object({
    /** Order updates: placed, accepted, out for delivery, delivered, cancelled, refunds, requests. */
    orders: z.boolean(),
    /** Offers and promotions (off until turned on). */
    offers: z.boolean(),
  })
  .strict();

/** Profile > Notifications: per channel and kind. One-time codes always go, whatever is set. */
export const notificationPreferences = z
  .object({ push: channelPreferences, sms: channelPreferences, email: channelPreferences })
  .strict();
export type NotificationPreferences = z.infer<typeof notificationPreferences>;
const channelAnswer = z.object({ orders: z.boolean(), offers: z.boolean() });
export const notificationPreferencesResponse = envelope(
  z.object({ push: channelAnswer, sms: channelAnswer, email: channelAnswer }),
);

/** base64url of exactly `bytes` bytes (unpadded length floor(bytes * 8 / 6) rounded up). */
const base64url = (bytes: number, what: string) =>
  z
    .string()
    .regex(
      new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 8) / 6)}}={0,2}$`),
      `${what} must be ${bytes} bytes in base64url.`,
    );

/** A browser's PushSubscription as its toJSON() gives it. */
export const pushSubscriptionBody = z
  .object({
    endpoint: z
      .url({ message: "endpoint must be the push service's URL." })
      .max(1000)
      .refine((u) => /^https?:\/\//.test(u), "endpoint must be the push service's URL."),
    expirationTime: z.number().nullable().optional(),
    keys: z
      .object({
        // An uncompressed P-256 point: 0x04 first, so "B" first in base64url.
        p256dh: base64url(65, "keys.p256dh").refine(
          (v) => v.startsWith("B"),
          "keys.p256dh must be a P-256 public key.",
        ),
        auth: base64url(16, "keys.auth"),
      })
      .strict(),
  })
  .strict();
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;
export const pushKeyResponse = envelope(z.object({ public_key: z.string().nullable() }));
