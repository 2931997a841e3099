// The position's data port (position-data.ts) on SQLite's prepared statements, run synchronously
// (a read snapshot for the trip, a write transaction for the position); reads and writes the rows
// its Prisma twin does (position-data-prisma.ts).
import type { SqliteConnection } from "../../lib/sqlite-connection";
import { readRow, sqlValue } from "../../lib/sqlite-rows";
import { sqliteOutboxData } from "../../lib/webhook-outbox-data-sqlite";
import type { PositionData, PositionTrip } from "./position-data";

const TRIP = `SELECT o."id" AS "id", o."orderNo" AS "orderNo", o."status" AS "status", o."userId" AS "userId",
    o."deliveryState" AS "deliveryState", o."pickedUpAt" AS "pickedUpAt", o."lat" AS "lat", o."lng" AS "lng",
    o."positionLat" AS "positionLat", o."positionLng" AS "positionLng", o."positionAt" AS "positionAt",
    s."lat" AS "storeLat", s."lng" AS "storeLng", h."deliveryRadiusM" AS "radiusM"
  FROM "Order" o JOIN "Store" s ON s."id" = o."storeId" JOIN "Shop" h ON h."id" = s."shopId"
  WHERE o."id" = ? AND o."storeId" IN (SELECT "value" FROM json_each(?))`;

// "positionAt" IS ?: a null previous position matches a null column, as Prisma's `positionAt: null`.
const WRITE = `UPDATE "Order" SET "positionLat" = ?, "positionLng" = ?, "positionAt" = ?,
    "tripDistanceM" = "tripDistanceM" + ?, "deliveryState" = ?, "updatedAt" = ?
  WHERE "id" = ? AND "status" = ? AND "positionAt" IS ?`;

export function sqlitePositionData(c: SqliteConnection): PositionData {
  return {
    positionTrip: (orderId, storeIds, memberId) => {
      const row = memberId
        ? c.statement(`${TRIP} AND o."deliveryMemberId" = ?`).get(orderId, JSON.stringify(storeIds), memberId)
        : c.statement(TRIP).get(orderId, JSON.stringify(storeIds));
      return row ? readRow<PositionTrip>(c, "Order", row as Record<string, unknown>) : null;
    },
    writePosition: (w) =>
      c.statement(WRITE).run(
        w.lat,
        w.lng,
        sqlValue(w.at),
        Math.round(w.stepM),
        w.deliveryState,
        // @updatedAt: Prisma's own clock, not the app's.
        sqlValue(new Date()),
        w.orderId,
        w.status,
        sqlValue(w.previousAt),
      ).changes,
    outbox: sqliteOutboxData(c),
  };
}
