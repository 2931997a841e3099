// A delivery order as the member's trips screen shows it, and the rows the last mile's rules read.
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { distanceMeters } from "../../lib/geo";
import { messageText } from "../../lib/message-templates";
import { ERROR_CODE } from "../../contract/errors";
import { ORDER_STATUS, PAYMENT_TYPE } from "../../contract/orders";
import { directionsUrl, isDeliveryState, type DeliveryState, type Trip } from "../../contract/delivery";

/** Who acts: the shop (console orders, merchant API) or one delivery member (their own trips only). */
export type Actor = { storeIds: readonly string[]; memberId: string | null };

export const tripSelect = {
  id: true,
  orderNo: true,
  status: true,
  storeId: true,
  userId: true,
  deliveryType: true,
  paymentType: true,
  amount: true,
  walletAmount: true,
  cashNotCharged: true,
  delivery: true,
  deliveryState: true,
  deliveryMemberId: true,
  deliveryCode: true,
  deliveryCodeTries: true,
  deliveryCodeLockedUntil: true,
  pickedUpAt: true,
  failReason: true,
  cashCollected: true,
  street: true,
  area: true,
  zipcode: true,
  landmark: true,
  lat: true,
  lng: true,
  notes: true,
  positionLat: true,
  positionLng: true,
  positionAt: true,
  user: { select: { firstName: true, lastName: true, mobile: true } },
  store: {
    select: { name: true, lat: true, lng: true, shop: { select: { merchantId: true, deliveryRadiusM: true } } },
  },
  _count: { select: { items: true } },
} as const;

export async function loadTrip(db: Db, actor: Actor, orderId: string) {
  const row = await db.order.findFirst({
    where: {
      id: orderId,
      storeId: { in: [...actor.storeIds] },
      ...(actor.memberId ? { deliveryMemberId: actor.memberId } : {}),
    },
    select: tripSelect,
  });
  if (!row) throw new AppError(ERROR_CODE.ORDER_NOT_FOUND);
  return row;
}
export type TripRow = Awaited<ReturnType<typeof loadTrip>>;

export const stateOf = (row: { deliveryState: string | null }): DeliveryState | null =>
  row.deliveryState && isDeliveryState(row.deliveryState) ? row.deliveryState : null;

/** 409 naming the order's status and delivery state now. */
export function stateConflict(row: { status: number; deliveryState: string | null }): AppError {
  return new AppError(
    ERROR_CODE.DELIVERY_STATE_CONFLICT,
    messageText("deliveryStateIs", { state: row.deliveryState ?? "none", status: String(row.status) }),
    { current_status: row.status, delivery_state: row.deliveryState },
  );
}

/** Cash on delivery: the amount less its Galli Cash part and what substitutions took off (cashNotCharged). */
export const cashToCollect = (row: {
  paymentType: number;
  amount: number;
  walletAmount: number;
  status: number;
  cashNotCharged: number;
}) =>
  row.paymentType === PAYMENT_TYPE.cod && row.status <= ORDER_STATUS.delivered
    ? Math.max(0, row.amount - row.walletAmount - row.cashNotCharged)
    : 0;

export function presentTrip(row: TripRow): Trip {
  return {
    order_id: row.id,
    order_no: row.orderNo,
    status: row.status,
    delivery_state: stateOf(row),
    customer_name: `${row.user.firstName} ${row.user.lastName}`.trim(),
    customer_phone: row.user.mobile,
    address: { street: row.street, area: row.area, zipcode: row.zipcode, landmark: row.landmark },
    lat: row.lat,
    lng: row.lng,
    directions_url: directionsUrl(row.lat, row.lng),
    distance_km: Math.round(distanceMeters(row.store, row) / 10) / 100,
    cash_to_collect: cashToCollect(row),
    cash_collected: row.cashCollected,
    notes: row.notes,
    items: row._count.items,
    store_name: row.store.name,
  };
}
