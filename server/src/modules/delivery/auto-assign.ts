// Automatic assignment (a shop setting, off by default): a delivery order that is ready (3
// Dispatched, delivery by the shop, nobody assigned) goes to the shop's free delivery member: no
// open trips, else the fewest, then by name (members have no position while idle, so "nearest the
// store" cannot be told apart; docs/decisions.md). Self-pickup orders never. The same rule as a
// Manager's assignment (assignTrip). Runs as a job every few seconds and from the console's switch.
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { ORDER_STATUS } from "../../contract/orders";
import { DELIVERY_TYPE } from "../../contract/cart-constants";
import type { AutoAssignSetting, DeliveryMember } from "../../contract/delivery";
import { ownShop, recordAudit, type StaffContext } from "../shop-console/public";
import { assignTrip, listMembers } from "./service";

export const AUTO_ASSIGN_JOB = "delivery-auto-assign";
export const AUTO_ASSIGN_EVERY_MS = 3000;
const BATCH = 100;

/** The member a ready order goes to: fewest open trips, then name, then id (listMembers' order). */
export function pickMember(members: readonly DeliveryMember[]): DeliveryMember | null {
  let best: DeliveryMember | null = null;
  for (const m of members) if (!best || m.open_trips < best.open_trips) best = m;
  return best;
}

/** Assigns every ready, unassigned delivery order of the shops that asked for it; answers how many. */
export async function autoAssignReady(db: Db, now: Date, onlyShopId?: string): Promise<number> {
  const shops = await db.shop.findMany({
    where: { autoAssignDeliveries: true, ...(onlyShopId ? { id: onlyShopId } : {}) },
    select: { id: true, merchantId: true },
  });
  if (shops.length === 0) return 0;
  const merchantOf = new Map(shops.map((s) => [s.id, s.merchantId]));
  const ready = await db.order.findMany({
    where: {
      shopId: { in: shops.map((s) => s.id) },
      status: ORDER_STATUS.readyToShip,
      deliveryType: DELIVERY_TYPE.byShop,
      deliveryState: null,
    },
    select: { id: true, shopId: true, storeId: true },
    orderBy: [{ readyToShipAt: "asc" }, { id: "asc" }],
    take: BATCH,
  });
  let assigned = 0;
  for (const order of ready) {
    const merchantId = merchantOf.get(order.shopId);
    if (!merchantId) continue;
    const member = pickMember(await listMembers(db, merchantId));
    if (!member) continue;
    try {
      await assignTrip(db, { storeIds: [order.storeId], memberId: null }, order.id, member.id, now);
      assigned++;
    } catch (err) {
      // Moved or assigned meanwhile (a Manager, a cancel): the order is no longer waiting.
      if (!(err instanceof AppError)) throw err;
    }
  }
  return assigned;
}

export async function getAutoAssign(db: Db, staff: StaffContext, shopId: string): Promise<AutoAssignSetting> {
  const row = await db.shop.findUniqueOrThrow({
    where: { id: ownShop(staff, shopId) },
    select: { id: true, autoAssignDeliveries: true },
  });
  return { shop_id: row.id, auto_assign: row.autoAssignDeliveries };
}

/** The switch (audited); turning it on assigns the orders already waiting at once. */
export async function setAutoAssign(
  db: Db,
  staff: StaffContext,
  shopId: string,
  on: boolean,
  now: Date,
): Promise<AutoAssignSetting> {
  ownShop(staff, shopId);
  await db.$transaction(async (tx) => {
    const before = await tx.shop.findUniqueOrThrow({ where: { id: shopId }, select: { autoAssignDeliveries: true } });
    await tx.shop.update({ where: { id: shopId }, data: { autoAssignDeliveries: on } });
    await recordAudit(tx, staff, {
      action: "store.auto_assign",
      entity: "shop",
      entityId: shopId,
      before: { auto_assign: before.autoAssignDeliveries },
      after: { auto_assign: on },
    });
  });
  if (on) await autoAssignReady(db, now, shopId);
  return { shop_id: shopId, auto_assign: on };
}
