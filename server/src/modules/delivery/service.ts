// The last mile's rules: a packed delivery order is assigned to a delivery member, who picks it up
// (3 Dispatched -> 4 Shipping), shares positions while the trip is open, and delivers with the
// customer's door code (-> 5 Delivered) or marks the delivery failed (Delivery-failed, then
// RTO-Initiated); the shop confirms the goods are back (RTO-Delivered: stock back, refund by the
// rule in docs/decisions.md). Status moves go through the orders module's advanceOrder, so every
// side effect of a status change happens as for any other move. Never sees HTTP.
import type { Db } from "../../lib/db";
import type { Prisma } from "../../generated/prisma/client";
import { AppError } from "../../lib/app-error";
import { distanceMeters } from "../../lib/geo";
import { liveEventSteps, recordLiveEvent } from "../../lib/live-events";
import { step } from "../../lib/steps";
import { readWith, transact } from "../../lib/transact";
import { enqueueDeliveryState } from "../../lib/webhook-outbox";
import { ERROR_CODE } from "../../contract/errors";
import { ORDER_STATUS, PAYMENT_TYPE } from "../../contract/orders";
import { DELIVERY_TYPE } from "../../contract/cart-constants";
import { privilegesOf } from "../../contract/console-roles-constants";
import {
  DELIVERY_FAIL_REASON_NAMES,
  DELIVERY_STATE,
  OPEN_TRIP_STATES,
  SHOP_SIDE_FAIL_REASONS,
  type DeliverBody,
  type DeliveryFailReason,
  type DeliveryMember,
  type DeliveryState,
  type PositionBody,
  type Trip,
} from "../../contract/delivery";
import { advanceOrder, checkDoorCode } from "../orders/public";
import { recordAudit, type StaffContext } from "../shop-console/public";
import { cashToCollect, loadTrip, presentTrip, stateConflict, tripSelect, type Actor, type TripRow } from "./trips";
import { judgePosition } from "./position";
import { positionPorts } from "./position-data";

export type { Actor } from "./trips";

const ON_TRIP: readonly string[] = [DELIVERY_STATE.pickedUp, DELIVERY_STATE.atDelivery];
/** Within this distance of the address the member is At-delivery. */
const AT_DOOR_M = 100;

async function tripView(db: Db, actor: Actor, orderId: string): Promise<Trip> {
  return presentTrip(await loadTrip(db, { storeIds: actor.storeIds, memberId: null }, orderId));
}

/** The order.status live event of a delivery move; a new state also goes to the store's webhook (order.delivery_state). */
async function liveState(
  tx: Prisma.TransactionClient,
  row: TripRow,
  state: DeliveryState | null,
  now: Date,
  opts: { position?: boolean; newState?: boolean; memberId?: string | null } = {},
) {
  const position = opts.position ?? false;
  if (state && (opts.newState ?? true))
    await enqueueDeliveryState(tx, {
      storeId: row.storeId,
      userId: row.userId,
      orderId: row.id,
      orderNo: row.orderNo,
      status: row.status,
      state,
      memberId: opts.memberId === undefined ? row.deliveryMemberId : opts.memberId,
      reason: state === DELIVERY_STATE.failed || state === DELIVERY_STATE.rtoInitiated ? row.failReason : null,
      now,
    });
  await recordLiveEvent(tx, {
    type: "order.status",
    userId: row.userId,
    data: {
      order_id: row.id,
      order_number: row.orderNo,
      status: row.status,
      delivery_state: state,
      ...(position ? { position: true } : {}),
    },
    now,
  });
}

/** The member's open trips, nearest to the store first. */
export async function listTrips(db: Db, actor: Actor & { memberId: string }): Promise<Trip[]> {
  const rows = await db.order.findMany({
    where: {
      storeId: { in: [...actor.storeIds] },
      deliveryMemberId: actor.memberId,
      deliveryState: { in: [...OPEN_TRIP_STATES] },
    },
    select: tripSelect,
    take: 200,
  });
  return rows.map(presentTrip).sort((a, b) => a.distance_km - b.distance_km || a.order_no.localeCompare(b.order_no));
}

/** The merchant's members who may take trips (the deliveries privilege), with their open trips. */
export async function listMembers(db: Db, merchantId: string): Promise<DeliveryMember[]> {
  const staff = await db.staffMember.findMany({
    where: { merchantId, status: "active" },
    select: { id: true, name: true, role: true, customRole: { select: { privileges: true } } },
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
  const members = staff.filter((m) => privilegesOf(m.role, customPrivileges(m.customRole)).includes("deliveries"));
  const counts = await db.order.groupBy({
    by: ["deliveryMemberId"],
    where: { deliveryMemberId: { in: members.map((m) => m.id) }, deliveryState: { in: [...OPEN_TRIP_STATES] } },
    _count: { _all: true },
  });
  const open = new Map(counts.map((c) => [c.deliveryMemberId, c._count._all]));
  return members.map((m) => ({ id: m.id, name: m.name, open_trips: open.get(m.id) ?? 0 }));
}

function customPrivileges(role: { privileges: string } | null): string[] {
  if (!role) return [];
  try {
    const list: unknown = JSON.parse(role.privileges);
    return Array.isArray(list) ? list.filter((p): p is string => typeof p === "string") : [];
  } catch {
    return [];
  }
}

/** Assigns (or reassigns) a packed delivery order to a member of the shop's merchant. */
export async function assignTrip(
  db: Db,
  actor: Actor,
  orderId: string,
  memberId: string,
  now: Date,
  staff?: StaffContext,
): Promise<void> {
  const row = await loadTrip(db, actor, orderId);
  if (staff && staff.role !== "manager" && staff.role !== "super_admin")
    throw new AppError(ERROR_CODE.FORBIDDEN, "Only a Manager or Super Admin assigns deliveries.");
  if (row.deliveryType !== DELIVERY_TYPE.byShop) throw new AppError(ERROR_CODE.DELIVERY_NOT_ASSIGNABLE);
  const open = row.deliveryState === null || row.deliveryState === DELIVERY_STATE.assigned;
  if (row.status < ORDER_STATUS.accepted || row.status > ORDER_STATUS.readyToShip || !open) throw stateConflict(row);
  const members = await listMembers(db, row.store.shop.merchantId);
  if (!members.some((m) => m.id === memberId)) throw new AppError(ERROR_CODE.DELIVERY_MEMBER_NOT_FOUND);
  await db.$transaction(async (tx) => {
    const claimed = await tx.order.updateMany({
      where: { id: row.id, status: row.status, deliveryState: row.deliveryState },
      data: { deliveryMemberId: memberId, deliveryState: DELIVERY_STATE.assigned, assignedAt: now },
    });
    if (claimed.count !== 1) throw stateConflict((await loadTrip(db, actor, orderId)) ?? row);
    if (staff)
      await recordAudit(tx, staff, {
        action: "order.assign",
        entity: "order",
        entityId: row.id,
        before: { order_number: row.orderNo, delivery_member_id: row.deliveryMemberId },
        after: { order_number: row.orderNo, delivery_member_id: memberId },
      });
    await liveState(tx, row, DELIVERY_STATE.assigned, now, { memberId });
  });
}

/** The member (or the shop) takes the order from the shop: 3 Dispatched -> 4 Shipping, Order-picked-up. */
export async function pickUp(db: Db, actor: Actor, orderId: string, now: Date): Promise<Trip> {
  const row = await loadTrip(db, actor, orderId);
  const ready = actor.memberId
    ? row.deliveryState === DELIVERY_STATE.assigned
    : row.deliveryState === null || row.deliveryState === DELIVERY_STATE.assigned;
  if (row.deliveryType !== DELIVERY_TYPE.byShop || row.status !== ORDER_STATUS.readyToShip || !ready)
    throw stateConflict(row);
  await advanceOrder(db, row.id, {
    now,
    to: ORDER_STATUS.shipping,
    from: [ORDER_STATUS.readyToShip],
    storeId: row.storeId,
    inTransaction: async (tx) => {
      await tx.order.update({
        where: { id: row.id },
        data: { tripStartLat: row.store.lat, tripStartLng: row.store.lng, tripDistanceM: 0 },
      });
    },
  });
  return tripView(db, actor, row.id);
}

/** A position of an open trip: accepted (written), skipped (too soon) or refused (422). */
export async function recordPosition(
  db: Db,
  actor: Actor,
  orderId: string,
  body: PositionBody,
  now: Date,
): Promise<{ accepted: boolean }> {
  // A position comes every 10 s from every member on a trip: the narrow row on prepared statements.
  const row = await readWith(db, positionPorts, (d) =>
    step(() => d.positionTrip(orderId, actor.storeIds, actor.memberId)),
  );
  if (!row) throw new AppError(ERROR_CODE.ORDER_NOT_FOUND);
  if (row.status !== ORDER_STATUS.shipping || !ON_TRIP.includes(row.deliveryState ?? "")) throw stateConflict(row);
  const previous =
    row.positionAt && row.positionLat !== null && row.positionLng !== null
      ? { lat: row.positionLat, lng: row.positionLng, at: row.positionAt }
      : null;
  const verdict = judgePosition({
    position: body,
    store: { lat: row.storeLat, lng: row.storeLng },
    radiusM: row.radiusM,
    previous,
    pickedUpAt: row.pickedUpAt,
    now,
  });
  if (verdict.kind === "refused") throw new AppError(ERROR_CODE.DELIVERY_POSITION_REFUSED);
  if (verdict.kind === "skipped") return { accepted: false };
  const atDoor = distanceMeters(body, row) <= AT_DOOR_M;
  if (atDoor && row.deliveryState !== DELIVERY_STATE.atDelivery) return reachDoor(db, actor, orderId, body, verdict.stepM, now);
  return transact(db, positionPorts, function* (d) {
    const written = yield* step(() =>
      d.writePosition({
        orderId: row.id,
        status: ORDER_STATUS.shipping,
        previousAt: row.positionAt,
        lat: body.lat,
        lng: body.lng,
        at: now,
        stepM: verdict.stepM,
        deliveryState: row.deliveryState,
      }),
    );
    // Another position of the same trip was written meanwhile: this one came too soon after it.
    if (written !== 1) return { accepted: false };
    yield* liveEventSteps(d.outbox, {
      type: "order.status",
      userId: row.userId,
      data: {
        order_id: row.id,
        order_number: row.orderNo,
        status: row.status,
        delivery_state: row.deliveryState,
        position: true,
      },
      now,
    });
    return { accepted: true };
  });
}

/**
 * The position that reaches the door (once a trip): At-delivery, a new state, so it also goes to the
 * store's webhook (order.delivery_state), in the same transaction.
 */
async function reachDoor(
  db: Db,
  actor: Actor,
  orderId: string,
  body: PositionBody,
  stepM: number,
  now: Date,
): Promise<{ accepted: boolean }> {
  const row = await loadTrip(db, actor, orderId);
  const state = DELIVERY_STATE.atDelivery;
  return db.$transaction(async (tx) => {
    const written = await tx.order.updateMany({
      where: { id: row.id, status: ORDER_STATUS.shipping, positionAt: row.positionAt },
      data: {
        positionLat: body.lat,
        positionLng: body.lng,
        positionAt: now,
        tripDistanceM: { increment: Math.round(stepM) },
        deliveryState: state,
      },
    });
    if (written.count !== 1) return { accepted: false };
    await liveState(tx, row, state, now, { position: true, newState: state !== row.deliveryState });
    return { accepted: true };
  });
}

/** Delivered with the customer's door code, recording the cash collected on a COD order. */
export async function deliverTrip(db: Db, actor: Actor, orderId: string, body: DeliverBody, now: Date): Promise<Trip> {
  const row = await loadTrip(db, actor, orderId);
  if (row.status !== ORDER_STATUS.shipping || !ON_TRIP.includes(row.deliveryState ?? "")) throw stateConflict(row);
  const due = cashToCollect(row);
  const collected = body.cash_collected ?? due;
  if (collected > due) throw new AppError(ERROR_CODE.DELIVERY_CASH_ABOVE_AMOUNT);
  if (collected < due && !body.cash_reason) throw new AppError(ERROR_CODE.DELIVERY_CASH_REASON_REQUIRED);
  await checkDoorCode(db, row, body.code, now);
  await advanceOrder(db, row.id, {
    now,
    to: ORDER_STATUS.delivered,
    from: [ORDER_STATUS.shipping],
    storeId: row.storeId,
    cash: row.paymentType === PAYMENT_TYPE.cod ? { collected, reason: body.cash_reason } : undefined,
  });
  return tripView(db, actor, row.id);
}

/** The door did not open: Delivery-failed, then at once RTO-Initiated (the goods go back to the shop). */
export async function failTrip(
  db: Db,
  actor: Actor,
  orderId: string,
  reason: DeliveryFailReason,
  now: Date,
  staff?: StaffContext,
): Promise<Trip> {
  const row = await loadTrip(db, actor, orderId);
  if (row.status !== ORDER_STATUS.shipping || !ON_TRIP.includes(row.deliveryState ?? "")) throw stateConflict(row);
  await db.$transaction(async (tx) => {
    const claimed = await tx.order.updateMany({
      where: { id: row.id, status: ORDER_STATUS.shipping, deliveryState: row.deliveryState },
      data: {
        deliveryState: DELIVERY_STATE.rtoInitiated,
        failedAt: now,
        failReason: reason,
        tripEndLat: row.positionLat,
        tripEndLng: row.positionLng,
        positionLat: null,
        positionLng: null,
        positionAt: null,
      },
    });
    if (claimed.count !== 1) throw stateConflict(row);
    if (staff)
      await recordAudit(tx, staff, {
        action: "order.fail",
        entity: "order",
        entityId: row.id,
        before: { order_number: row.orderNo, delivery_state: row.deliveryState },
        after: { order_number: row.orderNo, delivery_state: DELIVERY_STATE.rtoInitiated, reason },
      });
    const failed = { ...row, failReason: reason };
    await liveState(tx, failed, DELIVERY_STATE.failed, now);
    await liveState(tx, failed, DELIVERY_STATE.rtoInitiated, now);
  });
  return tripView(db, actor, row.id);
}

/**
 * The goods are back at the shop (RTO-Delivered): the stock returns and the order closes. A shop-side
 * reason (damaged, wrong items) is the shop's cause: 8 Rejected, refunded in full. A customer-side
 * reason: 7 Cancelled, the goods refunded and the delivery charge kept.
 */
export async function returnTrip(
  db: Db,
  actor: Actor,
  orderId: string,
  now: Date,
  staff?: StaffContext,
): Promise<{ orderId: string; status: number }> {
  const row = await loadTrip(db, actor, orderId);
  if (row.status !== ORDER_STATUS.shipping || row.deliveryState !== DELIVERY_STATE.rtoInitiated)
    throw stateConflict(row);
  const reason = (row.failReason ?? "customer_not_reachable") as DeliveryFailReason;
  const shopSide = SHOP_SIDE_FAIL_REASONS.includes(reason);
  const to = shopSide ? ORDER_STATUS.rejected : ORDER_STATUS.cancelled;
  await advanceOrder(db, row.id, {
    now,
    to,
    from: [ORDER_STATUS.shipping],
    storeId: row.storeId,
    reason: DELIVERY_FAIL_REASON_NAMES[reason] ?? reason,
    returned: { keep: shopSide ? 0 : row.delivery },
    inTransaction: staff
      ? (tx, t) =>
          recordAudit(tx, staff, {
            action: "order.return",
            entity: "order",
            entityId: t.id,
            before: { order_number: t.orderNo, status: t.from, delivery_state: row.deliveryState },
            after: { order_number: t.orderNo, status: t.to, delivery_state: DELIVERY_STATE.rtoDelivered },
          })
      : undefined,
  });
  return { orderId: row.id, status: to };
}
