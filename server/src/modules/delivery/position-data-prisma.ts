// The position's data port (position-data.ts) on Prisma. Its SQLite twin is position-data-sqlite.ts.
import type { Prisma } from "../../generated/prisma/client";
import { prismaOutboxData } from "../../lib/webhook-outbox-data-prisma";
import type { PositionData } from "./position-data";

export function prismaPositionData(tx: Prisma.TransactionClient): PositionData {
  return {
    positionTrip: async (orderId, storeIds, memberId) => {
      const row = await tx.order.findFirst({
        where: { id: orderId, storeId: { in: [...storeIds] }, ...(memberId ? { deliveryMemberId: memberId } : {}) },
        select: {
          id: true,
          orderNo: true,
          status: true,
          userId: true,
          deliveryState: true,
          pickedUpAt: true,
          lat: true,
          lng: true,
          positionLat: true,
          positionLng: true,
          positionAt: true,
          store: { select: { lat: true, lng: true, shop: { select: { deliveryRadiusM: true } } } },
        },
      });
      if (!row) return null;
      const { store, ...trip } = row;
      return { ...trip, storeLat: store.lat, storeLng: store.lng, radiusM: store.shop.deliveryRadiusM };
    },
    writePosition: async (w) =>
      (
        await tx.order.updateMany({
          where: { id: w.orderId, status: w.status, positionAt: w.previousAt },
          data: {
            positionLat: w.lat,
            positionLng: w.lng,
            positionAt: w.at,
            tripDistanceM: { increment: Math.round(w.stepM) },
            deliveryState: w.deliveryState,
          },
        })
      ).count,
    outbox: prismaOutboxData(tx),
  };
}
