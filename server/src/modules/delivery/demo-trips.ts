// The demo's moving last mile: in demo mode (beside the fulfilment simulator, which leaves these
// orders to it) a packed delivery order of a simulated shop is assigned to the demo delivery member
// (Ravi Kumar, 9800000002, when he is one of the shop merchant's members; else the free member; else
// the shop carries it itself), picked up, moved from the store to the customer's address with a
// position every 10 s or so (below 120 km/h, as recordPosition demands), and delivered at the door
// with the order's own code: every step through the same services a real member's phone calls, so
// the customer's Track Order map moves, the webhooks and notifications go out as for a real trip.
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { distanceMeters, type LatLng } from "../../lib/geo";
import { ORDER_STATUS } from "../../contract/orders";
import { DELIVERY_TYPE } from "../../contract/cart-constants";
import { DELIVERY_STATE, POSITION_MIN_INTERVAL_SECONDS } from "../../contract/delivery";
import { advanceOrder, ensureDoorCode, MERCHANT_RUN_STORE_KEYS } from "../orders/public";
import { assignTrip, deliverTrip, listMembers, pickUp, recordPosition } from "./service";
import { pickMember } from "./auto-assign";

export const DEMO_TRIPS_JOB = "demo-deliveries";
export const DEMO_TRIPS_EVERY_MS = 5000;
/** The seed's delivery member (seed/demo-credentials.ts DEMO_DELIVERY_MEMBER). */
export const DEMO_MEMBER_MOBILE = "9800000002";
/** The demo rider's speed stays within this (km/h); the trip takes about two simulator steps. */
const MIN_KMH = 10;
const MAX_KMH = 60;
const BATCH = 50;

export type DemoTripsOptions = { db: Db; stepMs: number; leaveShopsOf?: readonly string[]; log?: (m: string) => void };

/** The trip's speed (km/h): the distance in about two steps (at least 90 s), between 10 and 60 km/h. */
export function demoSpeedKmh(distanceM: number, stepMs: number): number {
  const hours = Math.max(2 * stepMs, 90_000) / 3_600_000;
  return Math.min(MAX_KMH, Math.max(MIN_KMH, distanceM / 1000 / hours));
}

/** Where the rider is after `seconds` more at `kmh` from `from` towards `to` (straight, never past it). */
export function stepTowards(from: LatLng, to: LatLng, kmh: number, seconds: number): LatLng {
  const left = distanceMeters(from, to);
  const step = (kmh / 3.6) * seconds;
  if (left <= step || left < 1) return { lat: to.lat, lng: to.lng };
  const f = step / left;
  return { lat: from.lat + (to.lat - from.lat) * f, lng: from.lng + (to.lng - from.lng) * f };
}

async function demoMember(db: Db, merchantId: string): Promise<string | null> {
  const members = await listMembers(db, merchantId);
  const ravi = await db.staffMember.findFirst({
    where: { merchantId, mobile: DEMO_MEMBER_MOBILE, status: "active" },
    select: { id: true },
  });
  if (ravi && members.some((m) => m.id === ravi.id)) return ravi.id;
  return pickMember(members)?.id ?? null;
}

/** One pass over the simulated shops' delivery orders; answers the steps taken. */
export async function driveDemoTrips(opts: DemoTripsOptions, now: Date): Promise<string[]> {
  const { db, stepMs, leaveShopsOf = MERCHANT_RUN_STORE_KEYS, log = () => {} } = opts;
  const cutoff = new Date(now.getTime() - stepMs);
  const pickupAfter = new Date(now.getTime() - Math.min(stepMs, 20_000));
  const orders = await db.order.findMany({
    where: {
      shop: { stores: { none: { storeKey: { in: [...leaveShopsOf] } } } },
      deliveryType: DELIVERY_TYPE.byShop,
      OR: [
        { status: ORDER_STATUS.readyToShip, deliveryState: null, readyToShipAt: { lte: cutoff } },
        { status: ORDER_STATUS.readyToShip, deliveryState: DELIVERY_STATE.assigned, assignedAt: { lte: pickupAfter } },
        { status: ORDER_STATUS.shipping, deliveryState: { in: [DELIVERY_STATE.pickedUp, DELIVERY_STATE.atDelivery] } },
        { status: ORDER_STATUS.shipping, deliveryState: null, shippingAt: { lte: cutoff } },
      ],
    },
    select: {
      id: true,
      orderNo: true,
      status: true,
      storeId: true,
      deliveryState: true,
      deliveryMemberId: true,
      deliveryCode: true,
      pickedUpAt: true,
      positionLat: true,
      positionLng: true,
      positionAt: true,
      lat: true,
      lng: true,
      store: { select: { lat: true, lng: true } },
      shop: { select: { merchantId: true } },
    },
    orderBy: { orderedAt: "asc" },
    take: BATCH,
  });
  const done: string[] = [];
  for (const o of orders) {
    const shop = { storeIds: [o.storeId], memberId: null };
    const member = { storeIds: [o.storeId], memberId: o.deliveryMemberId };
    try {
      if (o.status === ORDER_STATUS.readyToShip && o.deliveryState === null) {
        const memberId = await demoMember(db, o.shop.merchantId);
        if (memberId) await assignTrip(db, shop, o.id, memberId, now);
        else await pickUp(db, shop, o.id, now);
        done.push(`${o.orderNo} ${memberId ? "assigned" : "picked up by the shop"}`);
      } else if (o.status === ORDER_STATUS.readyToShip) {
        await pickUp(db, member, o.id, now);
        done.push(`${o.orderNo} picked up`);
      } else if (o.deliveryState === null) {
        await advanceOrder(db, o.id, { now, to: ORDER_STATUS.delivered, from: [ORDER_STATUS.shipping] });
        done.push(`${o.orderNo} delivered`);
      } else {
        const since = o.positionAt ?? o.pickedUpAt ?? now;
        const seconds = (now.getTime() - since.getTime()) / 1000;
        if (seconds < POSITION_MIN_INTERVAL_SECONDS) continue;
        if (o.deliveryState === DELIVERY_STATE.atDelivery) {
          const code = await ensureDoorCode(db, o);
          await deliverTrip(db, member, o.id, { code }, now);
          done.push(`${o.orderNo} delivered with the code`);
          continue;
        }
        const here = o.positionLat !== null && o.positionLng !== null ? { lat: o.positionLat, lng: o.positionLng } : o.store;
        const kmh = demoSpeedKmh(distanceMeters(o.store, o), stepMs);
        const next = stepTowards(here, o, kmh, seconds);
        try {
          await recordPosition(db, member, o.id, { lat: next.lat, lng: next.lng, accuracy_m: 10 }, now);
          done.push(`${o.orderNo} at ${next.lat.toFixed(5)},${next.lng.toFixed(5)}`);
        } catch (err) {
          // A position the rules refuse (an address far outside the shop's area): deliver without the map.
          if (!(err instanceof AppError)) throw err;
          const code = await ensureDoorCode(db, o);
          await deliverTrip(db, member, o.id, { code }, now);
          done.push(`${o.orderNo} delivered with the code`);
        }
      }
    } catch (err) {
      // Moved by someone else meanwhile (a cancel, the merchant): the next pass sees the new state.
      if (!(err instanceof AppError)) throw err;
    }
  }
  for (const line of done) log(`demo deliveries: order ${line}`);
  return done;
}
