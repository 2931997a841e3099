// Order notifications that leave the app (web push, SMS and email through the outbox adapter), sent by a job
// that follows the live event log: every event committed is read once more here, so a
// notification is never lost when a process dies after the commit (it may, rarely, go twice: the
// cursor is saved after the batch is sent). Rows younger than SETTLE_MS wait a moment, so an id
// that commits late (PostgreSQL) is not skipped. Each customer's preferences (NotificationSetting)
// decide the channels; offers are never sent from here; one-time codes do not pass through here.
import type { Db } from "../../lib/db";
import type { MessageSender } from "../../adapters/outbox";
import { asLanguage } from "../../lib/language";
import { ESCALATION_STATUS, ORDER_STATUS } from "../../contract/orders-constants";
import type { LiveEvent } from "../../contract/live";
import { firstNameOf, notificationTexts, type NotifyKind } from "./notify-texts";
import { newDeliveryCode } from "../../lib/delivery-code";
import { DELIVERY_TYPE } from "../../contract/cart-constants";
import { DELIVERY_STATE } from "../../contract/delivery-constants";
import { pushToCustomer, type Vapid } from "./push";

export const NOTIFIER_CURSOR = "notify";
const SETTLE_MS = 2000;
const BATCH = 200;

export type Preferences = {
  push: { orders: boolean; offers: boolean };
  sms: { orders: boolean; offers: boolean };
  email: { orders: boolean; offers: boolean };
};

export const DEFAULT_PREFERENCES: Preferences = {
  push: { orders: true, offers: false },
  sms: { orders: true, offers: false },
  email: { orders: true, offers: false },
};

export async function preferencesOf(db: Db, userId: string): Promise<Preferences> {
  const row = await db.notificationSetting.findUnique({ where: { userId } });
  if (!row) return DEFAULT_PREFERENCES;
  return {
    push: { orders: row.pushOrders, offers: row.pushOffers },
    sms: { orders: row.smsOrders, offers: row.smsOffers },
    email: { orders: row.emailOrders, offers: row.emailOffers },
  };
}

/** Which notification an event is, if any. */
export function kindOf(type: string, data: LiveEvent["data"]): NotifyKind | null {
  switch (type) {
    case "order.created":
      return "placed";
    case "order.status":
      // A position on the map, an assignment, a failed door: not the move that leaves the shop.
      if (data.position) return null;
      if (data.status === ORDER_STATUS.shipping && data.delivery_state && data.delivery_state !== DELIVERY_STATE.pickedUp)
        return null;
      // Packed: only a self-pickup order is told (readyForPickup, checked against the order when sent).
      if (data.status === ORDER_STATUS.readyToShip) return data.delivery_state ? null : "readyForPickup";
      return data.status === ORDER_STATUS.accepted
        ? "accepted"
        : data.status === ORDER_STATUS.shipping
          ? "outForDelivery"
          : data.status === ORDER_STATUS.delivered
            ? "delivered"
            : data.status === ORDER_STATUS.rejected
              ? "rejected"
              : null;
    case "order.cancelled":
      return "cancelled";
    case "escalation.updated":
      // A request's refund is told by the refund itself (refund.updated, wallet.credited).
      return data.escalation_status === ESCALATION_STATUS.accepted ||
        data.escalation_status === ESCALATION_STATUS.escalatedByStore
        ? "replacementDecided"
        : null;
    case "order.substitution":
      return data.substitution_state === "proposed" ? "substitutionProposed" : null;
    case "wallet.credited":
      return data.kind === "refund" ? "refundProcessed" : null;
    case "refund.updated":
      // A failed source refund is paid to Galli Cash at once, and that credit is notified.
      return data.refund_status === "initiated"
        ? "refundInitiated"
        : data.refund_status === "processed"
          ? "sourceRefundProcessed"
          : null;
    default:
      return null;
  }
}

const linkFor = (base: string, kind: NotifyKind, orderNumber: string) =>
  kind === "refundProcessed" || kind === "sourceRefundProcessed"
    ? `${base}/payments`
    : `${base}/track-order?order=${encodeURIComponent(orderNumber)}`;

/**
 * What a hand-over notice adds (the last mile): out for delivery carries the door code and the
 * delivery person's first name, ready for pickup the pickup code (the same code) and the store. A
 * self-pickup order is never "out for delivery" and a delivery order never "ready for pickup":
 * "skip". An order placed before door codes gets its code here, as the tracking page would.
 */
async function handoverOf(
  db: Db,
  kind: NotifyKind,
  orderId: string | undefined,
): Promise<"skip" | { code?: string; agent?: string | null; store?: string }> {
  if (kind !== "outForDelivery" && kind !== "readyForPickup") return {};
  if (!orderId) return "skip";
  const order = await db.order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      deliveryType: true,
      deliveryCode: true,
      deliveryMember: { select: { name: true } },
      store: { select: { name: true } },
    },
  });
  if (!order) return "skip";
  const pickup = order.deliveryType === DELIVERY_TYPE.selfPickup;
  if (pickup !== (kind === "readyForPickup")) return "skip";
  let code = order.deliveryCode;
  if (code === "") {
    await db.order.updateMany({ where: { id: order.id, deliveryCode: "" }, data: { deliveryCode: newDeliveryCode() } });
    code = (await db.order.findUnique({ where: { id: order.id }, select: { deliveryCode: true } }))?.deliveryCode ?? "";
  }
  return { code, agent: firstNameOf(order.deliveryMember?.name), store: order.store.name };
}

/** Sends what the log holds since the last run; answers how many notifications went out. */
export async function sendDueNotifications(
  ctx: { db: Db; messages: MessageSender; publicUrl?: string; vapid?: Vapid | null },
  wallClock = new Date(),
): Promise<number> {
  const { db } = ctx;
  const base = (ctx.publicUrl ?? "http://localhost:3000").replace(/\/$/, "");
  let cursor = await db.liveCursor.findUnique({ where: { name: NOTIFIER_CURSOR } });
  if (!cursor) {
    // First run: start from now; what happened before was never promised a message.
    const last = await db.liveEvent.findFirst({ orderBy: { id: "desc" }, select: { id: true } });
    cursor = await db.liveCursor.create({ data: { name: NOTIFIER_CURSOR, lastId: last?.id ?? 0 } });
    return 0;
  }
  const rows = await db.liveEvent.findMany({
    where: { id: { gt: cursor.lastId }, createdAt: { lte: new Date(wallClock.getTime() - SETTLE_MS) } },
    orderBy: { id: "asc" },
    take: BATCH,
  });
  let sent = 0;
  for (const row of rows) {
    if (!row.userId) continue;
    const data = JSON.parse(row.data) as LiveEvent["data"];
    const kind = kindOf(row.type, data);
    if (!kind) continue;
    const user = await db.user.findUnique({
      where: { id: row.userId },
      select: { mobile: true, email: true, language: true },
    });
    if (!user) continue;
    const handover = await handoverOf(db, kind, data.order_id);
    if (handover === "skip") continue;
    const prefs = await preferencesOf(db, row.userId);
    const orderNumber = data.order_number ?? "";
    const texts = notificationTexts(kind, asLanguage(user.language), {
      orderNumber,
      amount: data.amount !== undefined ? (data.amount / 100).toFixed(2) : undefined,
      link: linkFor(base, kind, orderNumber),
      ...handover,
    });
    if (prefs.push.orders && ctx.vapid) {
      sent += await pushToCustomer(
        db,
        row.userId,
        { title: texts.email.subject, body: texts.sms.text, url: linkFor(base, kind, orderNumber), tag: orderNumber },
        ctx.vapid,
      );
    }
    if (prefs.sms.orders) {
      await ctx.messages.sendSms(`+91${user.mobile}`, texts.sms.text, {
        senderId: texts.sms.senderId,
        templateId: texts.sms.templateId,
      });
      sent++;
    }
    if (prefs.email.orders && user.email) {
      await ctx.messages.sendEmail(user.email, texts.email.subject, texts.email.body);
      sent++;
    }
  }
  if (rows.length > 0)
    await db.liveCursor.update({ where: { name: NOTIFIER_CURSOR }, data: { lastId: rows[rows.length - 1].id } });
  return sent;
}
