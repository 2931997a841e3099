// Order rows -> the wire shapes of contract/orders.ts: rupees, ISO times, the spec's field names.
import type { Prisma } from "../../generated/prisma/client";
import { toRupees } from "../../lib/money";
import { sellerOf } from "../shops/public";
import { presentRefund } from "../refunds/public";
import type { OrderDetailsData, OrderListItem, OrderProduct, OrderShop, OrderTimestamps } from "../../contract/orders";
import { DELIVERY_TYPE } from "../../contract/cart";
import { ESCALATION_STATUS, ORDER_STATUS, VERIFY_STATUS } from "../../contract/orders";
import { isDeliveryState } from "../../contract/delivery-constants";
import { distanceMeters } from "../../lib/geo";
import { expectedArrival } from "../../lib/arrival";
import { paidFor, type RefundOrder } from "./refund-share";
import {
  SUBSTITUTION_RULES,
  SUBSTITUTION_STATES,
  type SubstitutionItem,
  type SubstitutionRule,
  type SubstitutionState,
} from "../../contract/substitutions";

export const orderInclude = {
  shop: true,
  store: true,
  items: { orderBy: { id: "asc" } },
  shopReview: { select: { id: true } },
  refunds: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
  deliveryMember: { select: { name: true } },
  substitutions: { orderBy: [{ createdAt: "asc" }, { id: "asc" }] },
} satisfies Prisma.OrderInclude;

export type OrderRow = Prisma.OrderGetPayload<{ include: typeof orderInclude }>;
export type ItemRow = OrderRow["items"][number];

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

const phone = (number: string) => ({ dialing_code: "+91", number });

/** The time the order reached its current status. */
export function statusDate(o: OrderRow): Date {
  const byStatus: Record<number, Date | null> = {
    1: o.orderedAt,
    2: o.acceptedAt,
    3: o.readyToShipAt,
    4: o.shippingAt,
    5: o.deliveredAt,
    6: o.verifiedAt,
    7: o.cancelledAt,
    8: o.rejectedAt,
    9: o.deniedAt,
  };
  return byStatus[o.status] ?? o.updatedAt;
}

function shopOf(o: OrderRow): OrderShop {
  const { shop, store } = o;
  return {
    _id: shop.id,
    name: store.name,
    display_name: shop.displayName,
    address: [store.street, store.area, store.city].filter(Boolean).join(", "),
    mobile: {
      primary: phone(shop.mobilePrimary),
      ...(shop.mobileSecondary ? { secondary: phone(shop.mobileSecondary) } : {}),
    },
    email: shop.email,
    replacement: iso(o.replacementUntil),
    seller: sellerOf(shop, store),
  };
}

/** The last mile as the customer's tracking shows it (contract/delivery.ts). */
function lastMile(o: OrderRow): Pick<OrderListItem, "delivery" | "pickup"> {
  const open = o.status <= ORDER_STATUS.shipping;
  const code = open ? o.deliveryCode : "";
  if (o.deliveryType === DELIVERY_TYPE.selfPickup)
    return { pickup: { code, ready: o.status === ORDER_STATUS.readyToShip } };
  if (o.deliveryType !== DELIVERY_TYPE.byShop) return {};
  const state = o.deliveryState && isDeliveryState(o.deliveryState) ? o.deliveryState : null;
  const position =
    open && o.positionLat !== null && o.positionLng !== null && o.positionAt
      ? { lat: o.positionLat, lng: o.positionLng, at: o.positionAt.toISOString() }
      : null;
  const home = { lat: o.lat, lng: o.lng };
  // From the last accepted position at the shop's delivery speed, while the trip is open.
  const expected = position
    ? expectedArrival(position, o.positionAt!, home, o.shop.deliverySpeedKmh).toISOString()
    : null;
  return {
    delivery: {
      state,
      code,
      agent: o.deliveryMember ? { first_name: o.deliveryMember.name.split(/\s+/)[0] ?? "" } : null,
      position,
      eta: o.promisedAt || expected ? { promised_at: iso(o.promisedAt), expected_at: open ? expected : null } : null,
      store: { lat: o.store.lat, lng: o.store.lng },
      home,
      distance_km: position ? Math.round(distanceMeters(position, home) / 10) / 100 : null,
    },
  };
}

export function presentListItem(o: OrderRow): OrderListItem {
  return {
    ...lastMile(o),
    _id: o.id,
    order_id: o.orderNo,
    date: o.orderedAt.toISOString(),
    status: o.status,
    status_date: statusDate(o).toISOString(),
    store_id: o.storeId,
    category_id: o.shopId,
    shop_icon: o.shop.image,
    shop_location: [o.store.lng, o.store.lat],
    shop: shopOf(o),
    payment_type: o.paymentType,
    mode_name: o.modeName,
    delivery_type: o.deliveryType,
    is_escalated_order: o.isEscalated,
    cancel_selected_stage: o.cancelSelectedStage,
    distance: Math.round(o.distanceKm * 100) / 100,
    address: { street: o.street, area: o.area, zipcode: o.zipcode, ...(o.landmark ? { landmark: o.landmark } : {}) },
    // What the customer pays after the substitutions (the order's own figures stay as placed).
    amount: toRupees(o.amount - o.substitutionRefund),
    wallet_amount: toRupees(o.walletAmount),
    online_amount: toRupees(o.onlineAmount),
    isDirect: o.deliveryType === DELIVERY_TYPE.selfPickup,
    prices: {
      gross_price: toRupees(o.grossPrice),
      net_price: toRupees(o.netPrice),
      delivery: toRupees(o.delivery),
      packaging_price: toRupees(o.packaging),
      onlyTax: toRupees(o.tax),
    },
    offer: { offer_type: o.offerType, offerAmount: toRupees(o.offerAmount) },
    products_count: o.items.length,
    shop_reviewed: o.shopReview !== null,
    last_buzz_at: iso(o.lastBuzzAt),
    // A failed source refund is followed by its Galli Cash replacement; both are shown.
    refunds: o.refunds.map((r) => presentRefund(r, { id: o.id, orderNo: o.orderNo })),
    substitutions: o.substitutions.map((s) => presentSubstitution(s, o.items.find((i) => i.id === s.orderItemId))),
  };
}

type SubstitutionRow = OrderRow["substitutions"][number];

/** One substitution as the tracking answers, the console and the merchant API show it. */
export function presentSubstitution(s: SubstitutionRow, line?: { productName: string }): SubstitutionItem {
  return {
    _id: s.id,
    product_id: s.productId,
    product_name: line?.productName ?? "",
    short_qty: s.shortQty,
    substitute:
      s.subProductId && s.subQty
        ? {
            product_id: s.subProductId,
            product_name: s.subName ?? "",
            unit: s.subUnit ?? "",
            image: s.subImage ?? "",
            qty: s.subQty,
            price: toRupees(Math.round((s.subValue ?? 0) / s.subQty)),
          }
        : null,
    state: (SUBSTITUTION_STATES as readonly string[]).includes(s.state) ? (s.state as SubstitutionState) : "proposed",
    rule: (SUBSTITUTION_RULES as readonly string[]).includes(s.rule) ? (s.rule as SubstitutionRule) : "similar",
    refund: toRupees(s.refund),
    call_requested: s.callRequested,
    expires_at: s.expiresAt ? s.expiresAt.toISOString() : null,
  };
}

type RefundRow = { orderItemId: string | null; amount: number; status: string };
type ShownOrder = RefundOrder & { amount: number; refunds?: readonly RefundRow[] };

const isRequest = (item: ItemRow) =>
  item.verifyStatus === VERIFY_STATUS.undelivered || item.verifyStatus === VERIFY_STATUS.replacement;

/** Paise refunded for the line (a failed source refund paid nothing; its Galli Cash replacement did); null before any. */
function refundedFor(order: ShownOrder, itemId: string): number | null {
  const rows = (order.refunds ?? []).filter((r) => r.orderItemId === itemId && r.status !== "failed");
  return rows.length === 0 ? null : rows.reduce((s, r) => s + r.amount, 0);
}

/**
 * A request's refund for its goods, paise: the escalated units as paid (net price and tax, less a
 * discount share); once refunded, what was refunded for them. The charges and roundings a whole
 * order's last refund carries are not in it: they are the order's `fees_refund`.
 */
export function goodsRefund(order: ShownOrder, item: ItemRow): number {
  if (!isRequest(item)) return 0;
  const goods = paidFor(order, item, item.escalatedQty);
  const refunded = refundedFor(order, item.id);
  return refunded === null ? goods : Math.min(goods, refunded);
}

/**
 * The refund of the order's charges (packaging, delivery, less their discount share) and roundings,
 * paise: what its lines' refunds carry beyond their goods, and, while every unit of the order is
 * under a request not yet refunded, what the whole order's refund will carry beyond its goods.
 */
export function feesRefundOf(order: Omit<ShownOrder, "items"> & { items: readonly ItemRow[] }): number {
  const carried = order.items.reduce((s, i) => {
    const refunded = refundedFor(order, i.id);
    return s + (refunded === null ? 0 : Math.max(0, refunded - goodsRefund(order, i)));
  }, 0);
  const whole = order.items.every(
    (i) =>
      isRequest(i) &&
      i.escalatedQty >= i.qty &&
      i.escalationStatus !== ESCALATION_STATUS.resolved &&
      i.escalationStatus !== ESCALATION_STATUS.closed,
  );
  if (!whole || order.items.every((i) => refundedFor(order, i.id) !== null)) return carried;
  const byOrder = (order.refunds ?? [])
    .filter((r) => r.orderItemId === null && r.status !== "failed")
    .reduce((s, r) => s + r.amount, 0);
  const lines = order.items.reduce((s, i) => s + (refundedFor(order, i.id) ?? goodsRefund(order, i)), 0);
  return Math.max(0, order.amount - byOrder - lines) + carried;
}

/** `order` prices the refund value as the refund is made (goodsRefund); `order.refunds` holds the refunds made. */
/** `nameHi`: the catalogue product's Hindi name, if it has one (the line keeps the English name as ordered). */
export function presentProduct(item: ItemRow, reviewed: boolean, order: ShownOrder, nameHi?: string): OrderProduct {
  const escalated = isRequest(item);
  return {
    id: item.id,
    product_id: item.productId,
    product_name: item.productName,
    ...(nameHi ? { product_name_hi: nameHi } : {}),
    unit: item.unit,
    qty: item.qty,
    net_price: toRupees(item.netPrice),
    selling_price: toRupees(item.sellingPrice),
    image: { name: item.image },
    mfd_exp: { type: item.mfdExpType, dates: item.expDate ? [{ exp_date: item.expDate.toISOString() }] : [] },
    verify_status: item.verifyStatus,
    escalated_qty: item.escalatedQty,
    escalation_status: item.escalationStatus,
    escalation: escalated
      ? {
          reason: item.escalationReason,
          message: item.escalationMessage,
          images: JSON.parse(item.escalationImages) as string[],
        }
      : null,
    refund_value: toRupees(goodsRefund(order, item)),
    notifications: item.notifications,
    reviewed,
  };
}

function timestamps(o: OrderRow): OrderTimestamps {
  return {
    ordered: o.orderedAt.toISOString(),
    accepted: iso(o.acceptedAt),
    ready_to_ship: iso(o.readyToShipAt),
    shipping: iso(o.shippingAt),
    delivered: iso(o.deliveredAt),
    verified: iso(o.verifiedAt),
    cancelled: iso(o.cancelledAt),
    rejected: iso(o.rejectedAt),
    denied: iso(o.deniedAt),
  };
}

/**
 * Details with products; `reviewedProducts` holds the catalogue products that already have a
 * product review, `namesHi` the products' Hindi names.
 */
export function presentDetails(
  o: OrderRow,
  reviewedProducts: ReadonlySet<string>,
  namesHi: ReadonlyMap<string, string> = new Map(),
): OrderDetailsData {
  const itemTotal = o.netPrice - o.packaging - o.tax;
  return {
    shop: { ...shopOf(o), icon: o.shop.image, location: [o.store.lng, o.store.lat] },
    order: {
      ...presentListItem(o),
      timestamps: timestamps(o),
      discount_amount: toRupees(itemTotal - o.grossPrice),
      wallet_amount: toRupees(o.walletAmount),
      online_amount: toRupees(o.onlineAmount),
      preferred_date: o.preferredDate,
      preferred_slot: o.preferredSlot,
      notes: o.notes,
      cancel_reason: o.cancelReason,
      cancel_message: o.cancelMessage,
      products: o.items.map((i) => presentProduct(i, reviewedProducts.has(i.productId), o, namesHi.get(i.productId))),
      fees_refund: toRupees(feesRefundOf(o)),
    },
  };
}
