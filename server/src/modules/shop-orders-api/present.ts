// An order as a merchant's system sees it (contract/merchant-orders.ts): rupees, ISO times, the
// store's barcode of each product, the customer's name and phone for delivery.
import type { Db } from "../../lib/db";
import { toRupees } from "../../lib/money";
import { CLOSED_STATUSES, ORDER_STATUS, ORDER_STATUS_NAMES, PAYMENT_TYPE } from "../../contract/orders";
import type { MerchantOrder } from "../../contract/merchant-orders";
import { presentSubstitution } from "../orders/public";

export const merchantOrderInclude = {
  items: { orderBy: { id: "asc" as const } },
  user: { select: { firstName: true, lastName: true, mobile: true } },
  store: { select: { storeKey: true } },
  substitutions: { orderBy: { createdAt: "asc" as const } },
};

type Row = NonNullable<Awaited<ReturnType<typeof loadRows>>>[number];

function loadRows(db: Db, where: { id: { in: string[] } }) {
  return db.order.findMany({ where, include: merchantOrderInclude });
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

const CLOSED = new Set<number>(CLOSED_STATUSES);

/** Cash on delivery: the amount less its Galli Cash part; nothing for an online order or one closed before delivery. */
export function cashToCollect(o: {
  paymentType: number;
  status: number;
  amount: number;
  walletAmount: number;
  cashNotCharged: number;
}): number {
  if (o.paymentType !== PAYMENT_TYPE.cod || CLOSED.has(o.status)) return 0;
  return Math.max(0, o.amount - o.walletAmount - o.cashNotCharged);
}

function present(o: Row, codes: Map<string, string>): MerchantOrder {
  return {
    order_id: o.id,
    order_number: o.orderNo,
    store_key: o.store.storeKey,
    status: o.status,
    status_name: ORDER_STATUS_NAMES[o.status] ?? String(o.status),
    payment_type: o.paymentType,
    payment_mode: o.modeName,
    delivery_type: o.deliveryType,
    amount: toRupees(o.amount),
    amount_to_collect: toRupees(cashToCollect(o)),
    customer_name: `${o.user.firstName} ${o.user.lastName}`.trim(),
    customer_mobile: o.user.mobile,
    delivery_address: {
      street: o.street,
      area: o.area,
      zipcode: o.zipcode,
      landmark: o.landmark,
      location: { type: "Point", coordinates: [o.lng, o.lat] },
    },
    preferred_date: o.preferredDate,
    preferred_slot: o.preferredSlot,
    notes: o.notes,
    is_escalated: o.isEscalated,
    reject_reason: o.status === ORDER_STATUS.rejected ? o.cancelReason : null,
    ordered_at: o.orderedAt.toISOString(),
    accepted_at: iso(o.acceptedAt),
    ready_to_ship_at: iso(o.readyToShipAt),
    shipping_at: iso(o.shippingAt),
    delivered_at: iso(o.deliveredAt),
    items: o.items.map((i) => ({
      product_id: i.productId,
      product_code: codes.get(i.storeProductId) ?? null,
      product_name: i.productName,
      unit: i.unit,
      qty: i.qty,
      selling_price: toRupees(i.sellingPrice),
      net_price: toRupees(i.netPrice),
      offer: i.offerPercent,
      tax: i.taxPercent,
      verify_status: i.verifyStatus,
      escalation_status: i.escalationStatus,
      escalated_qty: i.escalatedQty,
      escalation_reason: i.escalationReason,
    })),
    substitutions: o.substitutions.map((sub) =>
      presentSubstitution(
        sub,
        o.items.find((i) => i.id === sub.orderItemId),
      ),
    ),
  };
}

/** The given orders presented, in the order of `ids`. */
export async function presentMerchantOrders(db: Db, ids: string[]): Promise<MerchantOrder[]> {
  if (ids.length === 0) return [];
  const rows = await loadRows(db, { id: { in: ids } });
  const spIds = [...new Set(rows.flatMap((o) => o.items.map((i) => i.storeProductId)))];
  const sps = await db.storeProduct.findMany({ where: { id: { in: spIds } }, select: { id: true, productCode: true } });
  const codes = new Map(sps.map((s) => [s.id, s.productCode]));
  const byId = new Map(rows.map((o) => [o.id, present(o, codes)]));
  return ids.map((id) => byId.get(id)).filter((o): o is MerchantOrder => o !== undefined);
}
