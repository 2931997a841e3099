// Web Push with VAPID: web-push encrypts the payload for the subscription's keys (aes128gcm) and
// signs the VAPID header; the request is posted with fetch, so a local stand-in push service on
// plain http (tests, demo) receives it exactly as a browser vendor's service would. A push service
// that answers 404 or 410 has forgotten the subscription: it is removed.
import webpush from "web-push";
import type { Db } from "../../lib/db";

export type Vapid = { subject: string; publicKey: string; privateKey: string };

export type PushMessage = { title: string; body: string; url: string; tag?: string };

/** Sends one message; answers the push service's status (0 when it could not be reached). */
export async function sendPush(
  sub: { endpoint: string; p256dh: string; auth: string },
  message: PushMessage,
  vapid: Vapid,
): Promise<number> {
  const details = webpush.generateRequestDetails(
    { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
    JSON.stringify(message),
    { vapidDetails: vapid, TTL: 3600, contentEncoding: "aes128gcm" },
  );
  try {
    const res = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: Uint8Array.from(details.body as Buffer),
      signal: AbortSignal.timeout(10_000),
    });
    return res.status;
  } catch {
    return 0;
  }
}

/** Pushes to every subscription of a customer; removes those the push service has forgotten. */
export async function pushToCustomer(db: Db, userId: string, message: PushMessage, vapid: Vapid): Promise<number> {
  const subs = await db.pushSubscription.findMany({ where: { userId } });
  let sent = 0;
  for (const s of subs) {
    const status = await sendPush(s, message, vapid);
    if (status === 404 || status === 410) await db.pushSubscription.deleteMany({ where: { id: s.id } });
    else if (status >= 200 && status < 300) sent++;
  }
  return sent;
}
