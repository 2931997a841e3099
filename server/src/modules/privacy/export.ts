// "Download my data" (DPDP): everything Galli holds about the customer, as one JSON file. Secrets
// that are not the person's data are left out (password and token hashes, push encryption keys,
// saved payment tokens: only whether one is saved).
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { consentsOf } from "./consent";

export const EXPORT_FORMAT = "galli-personal-data/1";

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export async function exportData(db: Db, userId: string, now: Date) {
  const user = await db.user.findUnique({ where: { id: userId } });
  if (!user || user.deletedAt) throw new AppError(ERROR_CODE.ACCOUNT_NOT_FOUND);
  const [
    addresses,
    orders,
    productReviews,
    shopReviews,
    reports,
    walletEntries,
    refunds,
    payments,
    sessions,
    pushSubscriptions,
    settings,
    supportMessages,
    supportTickets,
    scratchCards,
    redemptions,
    offerNotifies,
    consents,
    cart,
  ] = await Promise.all([
    db.address.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    db.order.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      include: { items: true, shop: { select: { displayName: true } } },
    }),
    db.productReview.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    db.shopReview.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    db.productReport.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    db.walletEntry.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    db.refund.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    db.payment.findMany({ where: { checkout: { userId } }, orderBy: { createdAt: "asc" } }),
    db.refreshToken.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    db.pushSubscription.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    db.notificationSetting.findUnique({ where: { userId } }),
    db.supportMessage.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    db.supportTicket.findMany({
      where: { userId },
      orderBy: { createdAt: "asc" },
      include: { messages: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] } },
    }),
    db.scratchCard.findMany({ where: { userId }, orderBy: { createdAt: "asc" } }),
    db.promoRedemption.findMany({ where: { userId }, include: { promo: { select: { code: true } } } }),
    db.offerNotify.findMany({ where: { userId } }),
    consentsOf(db, userId),
    db.cart.findUnique({ where: { userId }, include: { lines: true } }),
  ]);
  const balance = walletEntries.reduce((sum, e) => sum + e.amount, 0);
  return {
    format: EXPORT_FORMAT,
    exported_at: now.toISOString(),
    note: "Money is in paise (100 paise = 1 rupee); times are UTC.",
    profile: {
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      mobile: { dialing_code: user.dialingCode, number: user.mobile, is_verified: user.mobileVerified },
      email: { id: user.email, is_verified: user.emailVerified },
      image: user.image,
      language: user.language,
      delivery_type: user.deliveryType,
      saved_card: user.prefCardToken != null,
      saved_upi: user.prefUpiToken != null,
      created_at: iso(user.createdAt),
      last_active_at: iso(user.lastActiveAt),
    },
    addresses: addresses.map((a) => ({
      type: a.type,
      street: a.street,
      area: a.area,
      zipcode: a.zipcode,
      landmark: a.landmark,
      location: { lng: a.lng, lat: a.lat },
      is_default: a.isDefault,
      created_at: iso(a.createdAt),
    })),
    orders: orders.map((o) => ({
      order_id: o.orderNo,
      shop: o.shop.displayName,
      status: o.status,
      payment: o.modeName,
      amount: o.amount,
      delivery: o.delivery,
      packaging: o.packaging,
      wallet_amount: o.walletAmount,
      online_amount: o.onlineAmount,
      address: { street: o.street, area: o.area, zipcode: o.zipcode, landmark: o.landmark },
      notes: o.notes,
      ordered_at: iso(o.orderedAt),
      delivered_at: iso(o.deliveredAt),
      cancelled_at: iso(o.cancelledAt),
      items: o.items.map((i) => ({
        product: i.productName,
        unit: i.unit,
        qty: i.qty,
        selling_price: i.sellingPrice,
        net_price: i.netPrice,
        tax_percent: i.taxPercent,
      })),
    })),
    reviews: {
      products: productReviews.map((r) => ({
        product_id: r.productId,
        rating: r.rating,
        title: r.title,
        message: r.message,
        created_at: iso(r.createdAt),
      })),
      shops: shopReviews.map((r) => ({
        shop_id: r.shopId,
        rating: r.rating,
        message: r.message,
        created_at: iso(r.createdAt),
      })),
      product_reports: reports.map((r) => ({
        product_id: r.productId,
        type: r.type,
        message: r.message,
        created_at: iso(r.createdAt),
      })),
    },
    galli_cash: {
      balance,
      statement: walletEntries.map((e) => ({
        amount: e.amount,
        kind: e.kind,
        note: e.note,
        balance_after: e.balanceAfter,
        at: iso(e.createdAt),
      })),
      refunds: refunds.map((r) => ({
        amount: r.amount,
        destination: r.destination,
        method: r.method,
        status: r.status,
        reason: r.reason,
        created_at: iso(r.createdAt),
        processed_at: iso(r.processedAt),
      })),
      payments: payments.map((p) => ({
        provider: p.provider,
        method: p.method,
        amount: p.amount,
        status: p.status,
        created_at: iso(p.createdAt),
      })),
      scratch_cards: scratchCards.map((c) => ({
        won: c.randomCost,
        promo_code: c.promoCode,
        created_at: iso(c.createdAt),
      })),
      promo_codes_used: redemptions.map((r) => ({ code: r.promo.code, amount: r.amount, at: iso(r.createdAt) })),
    },
    consents,
    sessions: sessions.map((s) => ({
      signed_in_at: iso(s.createdAt),
      expires_at: iso(s.expiresAt),
      used_at: iso(s.usedAt),
      revoked_at: iso(s.revokedAt),
    })),
    push_subscriptions: pushSubscriptions.map((p) => ({
      push_service: new URL(p.endpoint).host,
      created_at: iso(p.createdAt),
    })),
    notification_settings: {
      push: { orders: settings?.pushOrders ?? true, offers: settings?.pushOffers ?? false },
      sms: { orders: settings?.smsOrders ?? true, offers: settings?.smsOffers ?? false },
      email: { orders: settings?.emailOrders ?? true, offers: settings?.emailOffers ?? false },
    },
    offer_alerts: offerNotifies.map((n) => ({ shop_id: n.shopId || null, created_at: iso(n.createdAt) })),
    support_messages: supportMessages.map((m) => ({
      title: m.title,
      email: m.email,
      phone: m.phone,
      message: m.message,
      created_at: iso(m.createdAt),
    })),
    support_tickets: supportTickets.map((tk) => ({
      number: tk.number,
      subject: tk.subject,
      email: tk.email,
      phone: tk.phone,
      status: tk.status,
      acknowledged_at: iso(tk.acknowledgedAt),
      due_at: iso(tk.dueAt),
      resolved_at: iso(tk.resolvedAt),
      created_at: iso(tk.createdAt),
      // The support member's name as the thread shows it; no internal ids.
      messages: tk.messages.map((m) => ({
        author: m.author,
        author_name: m.author === "ops" ? m.authorName : null,
        body: m.body,
        at: iso(m.createdAt),
      })),
    })),
    cart: cart
      ? {
          shop_id: cart.shopId,
          lines: cart.lines.map((l) => ({ product_id: l.productId, store_id: l.storeId, qty: l.qty })),
        }
      : null,
  };
}

export type PersonalData = Awaited<ReturnType<typeof exportData>>;
