// The position's data port: what recording a delivery member's position reads (the narrow trip
// row: the order's state, its last position, the store's point and the shop's delivery radius)
// and writes (the new position, with the live event through the outbox's port). A position comes
// every 10 s from every member on a trip, so on SQLite it runs on prepared statements
// (position-data-sqlite.ts, no query compiled per call); its Prisma twin is position-data-prisma.ts,
// and position-data.test.ts runs the same cases on both (docs/decisions.md, "The SQLite fast path,
// fenced"; bench/delivery.ts measures it).
import type { MaybePromise } from "../../lib/steps";
import type { Ports } from "../../lib/transact";
import type { OutboxData } from "../../lib/webhook-outbox-data";
import { prismaPositionData } from "./position-data-prisma";
import { sqlitePositionData } from "./position-data-sqlite";

/** The trip as a position needs it. */
export type PositionTrip = {
  id: string;
  orderNo: string;
  status: number;
  userId: string;
  deliveryState: string | null;
  pickedUpAt: Date | null;
  /** The delivery address. */
  lat: number;
  lng: number;
  positionLat: number | null;
  positionLng: number | null;
  positionAt: Date | null;
  storeLat: number;
  storeLng: number;
  radiusM: number;
};

export type PositionWrite = {
  orderId: string;
  /** Written only while the order is still in this status and its last position is still this one. */
  status: number;
  previousAt: Date | null;
  lat: number;
  lng: number;
  at: Date;
  stepM: number;
  deliveryState: string | null;
};

export interface PositionData {
  /** The order of one of `storeIds` (and of `memberId`'s trips when given), or null. */
  positionTrip(
    orderId: string,
    storeIds: readonly string[],
    memberId: string | null,
  ): MaybePromise<PositionTrip | null>;
  /** How many rows were written (0: another position of the trip came first, or the trip moved on). */
  writePosition(w: PositionWrite): MaybePromise<number>;
  /** The live event log (lib/live-events.ts). */
  readonly outbox: OutboxData;
}

export const positionPorts: Ports<PositionData> = { prisma: prismaPositionData, sqlite: sqlitePositionData };
