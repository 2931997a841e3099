// The position's data port (position-data.ts): the trip a position reads and the position it writes,
// on the Prisma build and on SQLite's prepared statements, with the same cases; each case's writes
// are rolled back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/app";
import { expectParity } from "../../testing/port-parity";
import { checkoutWorld, W } from "../checkout/test-helpers";
import { placeCodOrder } from "../shop-orders-api/test-helpers";
import { staffSession } from "../shop-console/orders-test-helpers";
import { step } from "../../lib/steps";
import { positionPorts, type PositionData } from "./position-data";

let t: TestApp;
let orderId: string;
let userId: string;
let orderNo: string;
let riderId: string;
let otherRiderId: string;
const pickedUpAt = new Date("2026-11-28T06:00:00.000Z");
const lastAt = new Date("2026-11-28T06:05:00.000Z");
let since: Date;

beforeAll(async () => {
  t = await checkoutWorld();
  riderId = (await staffSession(t, "m-1", "delivery")).id;
  otherRiderId = (await staffSession(t, "m-1", "delivery")).id;
  const { order } = await placeCodOrder(t);
  orderId = order.id;
  userId = order.userId;
  orderNo = order.orderNo;
  await t.db.order.update({
    where: { id: orderId },
    data: {
      status: 4,
      deliveryState: "Order-picked-up",
      deliveryMemberId: riderId,
      pickedUpAt,
      positionLat: 12.93,
      positionLng: 77.62,
      positionAt: lastAt,
      tripDistanceM: 500,
    },
  });
  since = new Date();
});
afterAll(async () => t?.close());

const parity = <T>(rule: (d: PositionData) => Generator<() => unknown, T, unknown>, expected: unknown) =>
  expectParity(t.db, positionPorts, rule, expected, since);

describe("the position's data port answers alike on every build", () => {
  it("reads the trip for its store and member, and nothing for another member or store", async () => {
    const store = await t.db.store.findUniqueOrThrow({ where: { id: W.s1 }, include: { shop: true } });
    const trip = {
      id: orderId,
      orderNo,
      status: 4,
      userId,
      deliveryState: "Order-picked-up",
      pickedUpAt,
      lat: expect.any(Number),
      lng: expect.any(Number),
      positionLat: 12.93,
      positionLng: 77.62,
      positionAt: lastAt,
      storeLat: store.lat,
      storeLng: store.lng,
      radiusM: store.shop.deliveryRadiusM,
    };
    await parity(
      function* (d) {
        return [
          yield* step(() => d.positionTrip(orderId, [W.s1], riderId)),
          yield* step(() => d.positionTrip(orderId, ["another-store", W.s1], null)),
          yield* step(() => d.positionTrip(orderId, [W.s1], otherRiderId)),
          yield* step(() => d.positionTrip(orderId, ["another-store"], null)),
          yield* step(() => d.positionTrip("no-such-order", [W.s1], null)),
        ];
      },
      [trip, trip, null, null, null],
    );
  });

  it("writes a position over the one it follows, not over a newer one, and logs the live event", async () => {
    const at = new Date(lastAt.getTime() + 10_000);
    const write = {
      orderId,
      status: 4,
      previousAt: lastAt,
      lat: 12.931,
      lng: 77.621,
      at,
      stepM: 120.4,
      deliveryState: "At-delivery",
    };
    await parity(
      function* (d) {
        const first = yield* step(() => d.writePosition(write));
        // The same previous position again (a second request of the same moment): nothing written.
        const again = yield* step(() => d.writePosition({ ...write, lat: 13 }));
        const wrongStatus = yield* step(() => d.writePosition({ ...write, previousAt: at, status: 5 }));
        const trip = yield* step(() => d.positionTrip(orderId, [W.s1], riderId));
        yield* step(() =>
          d.outbox.createLiveEvent({
            userId,
            storeId: null,
            type: "order.status",
            data: JSON.stringify({ order_id: orderId, position: true }),
            createdAt: new Date(),
          }),
        );
        return { first, again, wrongStatus, trip };
      },
      {
        first: 1,
        again: 0,
        wrongStatus: 0,
        trip: expect.objectContaining({
          positionLat: 12.931,
          positionLng: 77.621,
          positionAt: at,
          deliveryState: "At-delivery",
        }),
      },
    );
    // The first position of a trip follows none (positionAt null).
    await t.db.order.update({
      where: { id: orderId },
      data: { positionAt: null, positionLat: null, positionLng: null },
    });
    await parity(
      function* (d) {
        const first = yield* step(() => d.writePosition({ ...write, previousAt: null }));
        const row = yield* step(() => d.positionTrip(orderId, [W.s1], null));
        return { first, positionAt: row?.positionAt };
      },
      { first: 1, positionAt: at },
    );
    const row = await t.db.order.findUniqueOrThrow({ where: { id: orderId }, select: { tripDistanceM: true } });
    expect(row.tripDistanceM, "the cases' writes were rolled back").toBe(500);
  });
});
