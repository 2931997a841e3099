// GET /user/live/events (a customer's stream) and GET /api/stores/:store_key/events (a shop's).
// Everything that can refuse (token, store ownership, the order filter, Last-Event-ID) is checked
// before the response is taken over, so a refusal is the usual JSON envelope.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { storeKeyParams } from "../../contract/merchant-orders";
import {
  LAST_EVENT_ID_HEADER,
  LIVE_HEARTBEAT_SECONDS,
  LIVE_REPLAY_HOURS,
  SHOP_LIVE_EVENTS,
  customerStreamQuery,
  liveEvent,
  notificationPreferences,
  notificationPreferencesResponse,
  pushKeyResponse,
  pushSubscriptionBody,
} from "../../contract/live";
import { messageEnvelope } from "../../contract/common";
import { preferencesOf } from "./notifier";
import { offersSettingsChanged } from "../privacy/public";
import { merchantRateLimit, storeCall } from "../shop-orders-api/public";
import { LiveStream, type StreamAudience } from "./stream";

const lastEventIdHeader = z.object({
  [LAST_EVENT_ID_HEADER]: z
    .string()
    .optional()
    .describe(
      `The id of the last event this reader received: the stream first sends the events after it (up to ${LIVE_REPLAY_HOURS} hours back).`,
    ),
});

/** The Last-Event-ID header as a number; anything but digits is refused (400). */
export function parseLastEventId(value: unknown): number | null {
  if (value === undefined || value === "") return null;
  if (typeof value !== "string" || !/^\d{1,15}$/.test(value.trim()))
    throw new AppError(
      ERROR_CODE.VALIDATION_FAILED,
      "Last-Event-ID must be the id of an event the stream sent (digits).",
      {
        errors: [
          {
            path: "headers.last-event-id",
            message: "Last-Event-ID must be the id of an event the stream sent (digits).",
          },
        ],
      },
    );
  return Number(value.trim());
}

const STREAM_DESCRIPTION = `A server-sent event stream (text/event-stream). Each event has an id (increasing), a type (event:) and one data: line holding the event as JSON (the schema below). A comment line (": ping") is sent every ${LIVE_HEARTBEAT_SECONDS} seconds. Reconnect with the last id received in Last-Event-ID to get what was missed (up to ${LIVE_REPLAY_HOURS} hours back). A reader that falls behind is disconnected and should reconnect.`;

export async function openStream(
  req: FastifyRequest,
  reply: { hijack(): void; raw: import("node:http").ServerResponse },
  hub: import("./hub").LiveHub,
  db: import("../../lib/db").Db,
  audience: StreamAudience,
  lastEventId: number | null,
) {
  reply.hijack();
  const stream = new LiveStream(reply.raw, hub, audience);
  req.raw.on("close", () => stream.close());
  await stream.open(db, lastEventId, { "x-request-id": String(req.id) });
}

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  app.get(
    "/events",
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ["Live events"],
        summary: "The customer's live event stream",
        description: `${STREAM_DESCRIPTION} Carries the caller's own orders' status changes, cancellations, replacement and undelivered requests and their progress, and Galli Cash credits. With order_id, only that order's events.`,
        querystring: customerStreamQuery,
        headers: lastEventIdHeader,
        produces: ["text/event-stream"],
        response: { 200: liveEvent },
      },
    },
    async (req, reply) => {
      const userId = req.auth.userId!;
      const lastEventId = parseLastEventId(req.headers[LAST_EVENT_ID_HEADER]);
      const orderId = req.query.order_id;
      if (orderId) {
        const order = await db.order.findUnique({ where: { id: orderId }, select: { userId: true } });
        if (!order) throw new AppError(ERROR_CODE.ORDER_NOT_FOUND);
        if (order.userId !== userId) throw new AppError(ERROR_CODE.FORBIDDEN, "This order is another customer's.");
      }
      await openStream(req, reply, app.liveHub, db, { userId, orderId }, lastEventId);
    },
  );
};

export const preferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ["Profile"];
  app.get(
    "/preferences",
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        summary: "The customer's notification preferences",
        description:
          "Per channel (push, SMS, email) and kind (order updates, offers). Offers are off until turned on; one-time codes always go.",
        response: { 200: notificationPreferencesResponse },
      },
    },
    async (req) => ({ success: true as const, data: await preferencesOf(db, req.auth.userId!) }),
  );
  app.put(
    "/preferences",
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        summary: "Change the customer's notification preferences",
        body: notificationPreferences,
        response: { 200: notificationPreferencesResponse },
      },
    },
    async (req) => {
      const b = req.body;
      const row = {
        pushOrders: b.push.orders,
        pushOffers: b.push.offers,
        smsOrders: b.sms.orders,
        smsOffers: b.sms.offers,
        emailOrders: b.email.orders,
        emailOffers: b.email.offers,
      };
      const userId = req.auth.userId!;
      const before = await preferencesOf(db, userId);
      await db.notificationSetting.upsert({ where: { userId }, create: { userId, ...row }, update: row });
      // The offers consent follows the offers switches (modules/privacy/consent.ts).
      const anyOffers = (p: typeof b) => p.push.offers || p.sms.offers || p.email.offers;
      await offersSettingsChanged(db, userId, anyOffers(before), anyOffers(b), app.ctx.now());
      return { success: true as const, data: await preferencesOf(db, userId) };
    },
  );
};

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  const tags = ["Profile"];
  app.get(
    "/push/key",
    {
      schema: {
        tags,
        summary: "The VAPID public key a browser subscribes with",
        description: "null when this server sends no web push.",
        response: { 200: pushKeyResponse },
      },
    },
    async () => ({ success: true as const, data: { public_key: config.vapid?.publicKey ?? null } }),
  );
  app.post(
    "/push/subscribe",
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        summary: "Keep this browser's push subscription",
        description: "The body is the browser's PushSubscription (its toJSON()). Sent again, it moves to the caller.",
        body: pushSubscriptionBody,
        response: { 200: messageEnvelope },
      },
    },
    async (req) => {
      const { endpoint, keys } = req.body;
      const row = { userId: req.auth.userId!, p256dh: keys.p256dh, auth: keys.auth };
      await db.pushSubscription.upsert({ where: { endpoint }, create: { endpoint, ...row }, update: row });
      return { success: true as const, message: "Notifications are on for this browser." };
    },
  );
};

export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  app.get(
    "/:store_key/events",
    {
      config: merchantRateLimit,
      schema: {
        tags: ["Live events"],
        summary: "The store's live event stream",
        description: `${STREAM_DESCRIPTION} Carries the store's ${SHOP_LIVE_EVENTS.join(", ")} events (the webhook events, without needing an endpoint).`,
        params: storeKeyParams,
        headers: lastEventIdHeader,
        produces: ["text/event-stream"],
        response: { 200: liveEvent },
      },
    },
    async (req, reply) => {
      const { store } = await storeCall(db, req);
      const lastEventId = parseLastEventId(req.headers[LAST_EVENT_ID_HEADER]);
      await openStream(req, reply, app.liveHub, db, { storeId: store.id }, lastEventId);
    },
  );
};
