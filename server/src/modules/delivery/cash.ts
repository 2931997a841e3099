// Cash on delivery after the door: the cash a delivery member collected stays with them
// (Order.cashHolderId, the ledger's member_cash account) until a Manager or Super Admin confirms
// they handed it over to the shop (CashHandover; the ledger's cod_handover journal moves it to the
// shop's cash). A second confirmation of the same orders moves nothing: 409. Never sees HTTP.
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import type { DeliveryCash, Handover, HandoverBody, MemberCash } from "../../contract/delivery";
import { syncLedgerAfter } from "../ledger/public";
import { recordAudit, type StaffContext } from "../shop-console/public";

const HANDOVER_ROLES: readonly string[] = ["manager", "super_admin"];

type HeldRow = {
  id: string;
  orderNo: string;
  cashHolderId: string | null;
  cashCollected: number | null;
  deliveredAt: Date | null;
};

const heldWhere = (storeIds: readonly string[], memberId?: string) => ({
  storeId: { in: [...storeIds] },
  cashHolderId: memberId ?? { not: null },
  cashHandedOverAt: null,
  cashCollected: { gt: 0 },
});

const heldSelect = { id: true, orderNo: true, cashHolderId: true, cashCollected: true, deliveredAt: true } as const;

function group(rows: HeldRow[], names: Map<string, string>): DeliveryCash {
  const byMember = new Map<string, MemberCash>();
  for (const r of rows) {
    const id = r.cashHolderId!;
    const m = byMember.get(id) ?? { member_id: id, name: names.get(id) ?? "—", total: 0, orders: [] };
    const amount = r.cashCollected ?? 0;
    m.total += amount;
    m.orders.push({
      order_id: r.id,
      order_no: r.orderNo,
      amount,
      delivered_at: r.deliveredAt ? r.deliveredAt.toISOString() : null,
    });
    byMember.set(id, m);
  }
  const members = [...byMember.values()].sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  for (const m of members) m.orders.sort((a, b) => (a.delivered_at ?? "").localeCompare(b.delivered_at ?? ""));
  return { total: members.reduce((s, m) => s + m.total, 0), members };
}

/**
 * The cash on delivery each member holds for the stores `storeIds` (collected, not yet handed over),
 * most first; `memberId` narrows it to one member (the member's own screen).
 */
export async function heldCash(db: Db, storeIds: readonly string[], memberId?: string): Promise<DeliveryCash> {
  const rows = await db.order.findMany({
    where: heldWhere(storeIds, memberId),
    select: heldSelect,
    orderBy: [{ deliveredAt: "asc" }, { id: "asc" }],
    take: 2_000,
  });
  const ids = [...new Set(rows.map((r) => r.cashHolderId!))];
  const staff = ids.length
    ? await db.staffMember.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } })
    : [];
  return group(rows, new Map(staff.map((s) => [s.id, s.name])));
}

/** The paise held by members per shop (the ops console's Payouts page and the statements). */
export async function heldCashByShop(db: Db, shopIds?: readonly string[]): Promise<Map<string, number>> {
  const rows = await db.order.groupBy({
    by: ["shopId"],
    where: {
      ...(shopIds ? { shopId: { in: [...shopIds] } } : {}),
      cashHolderId: { not: null },
      cashHandedOverAt: null,
      cashCollected: { gt: 0 },
    },
    _sum: { cashCollected: true },
  });
  return new Map(rows.map((r) => [r.shopId, r._sum.cashCollected ?? 0]));
}

/**
 * A Manager or Super Admin confirms that `memberId` handed cash over: the orders named (or every
 * order whose cash the member holds now) and the amount counted, which must be what the member holds
 * for them. Another merchant's member is 404 (for everyone); any other role is 403; more than held
 * is 422 DELIVERY_CASH_HANDOVER_ABOVE_HELD; an order already handed over is 409
 * DELIVERY_CASH_HANDED_OVER and nothing is written.
 */
export async function confirmHandover(
  db: Db,
  staff: StaffContext,
  memberId: string,
  body: HandoverBody,
  now: Date,
): Promise<Handover> {
  const member = await db.staffMember.findFirst({
    where: { id: memberId, merchantId: staff.merchantId },
    select: { id: true, name: true },
  });
  if (!member) throw new AppError(ERROR_CODE.DELIVERY_MEMBER_NOT_FOUND);
  if (!HANDOVER_ROLES.includes(staff.role))
    throw new AppError(ERROR_CODE.FORBIDDEN, "Only a Manager or Super Admin confirms a cash handover.");

  let targets: HeldRow[];
  if (body.all) {
    targets = await db.order.findMany({ where: heldWhere(staff.storeIds, member.id), select: heldSelect });
    if (targets.length === 0) throw new AppError(ERROR_CODE.DELIVERY_CASH_NOTHING_HELD);
  } else {
    const ids = [...new Set(body.order_ids ?? [])];
    const rows = await db.order.findMany({
      where: { id: { in: ids }, storeId: { in: staff.storeIds }, cashHolderId: member.id, cashCollected: { gt: 0 } },
      select: { ...heldSelect, cashHandedOverAt: true },
    });
    if (rows.length !== ids.length) throw new AppError(ERROR_CODE.ORDER_NOT_FOUND);
    const done = rows.filter((r) => r.cashHandedOverAt !== null);
    if (done.length > 0)
      throw new AppError(
        ERROR_CODE.DELIVERY_CASH_HANDED_OVER,
        `The cash of order ${done.map((r) => r.orderNo).join(", ")} was already handed over to the shop.`,
      );
    targets = rows;
  }
  const held = targets.reduce((s, r) => s + (r.cashCollected ?? 0), 0);
  if (body.amount > held)
    throw new AppError(
      ERROR_CODE.DELIVERY_CASH_HANDOVER_ABOVE_HELD,
      `That is more cash than ${member.name} holds for these orders (₹${(held / 100).toFixed(2)}).`,
    );
  if (body.amount < held)
    throw new AppError(
      ERROR_CODE.DELIVERY_CASH_HANDOVER_SHORT,
      `${member.name} holds ₹${(held / 100).toFixed(2)} for these orders. Confirm only the orders whose cash was handed over in full.`,
    );

  const orderIds = targets.map((r) => r.id);
  const handover = await db.$transaction(async (tx) => {
    const row = await tx.cashHandover.create({
      data: {
        merchantId: staff.merchantId,
        memberId: member.id,
        amount: held,
        orders: orderIds.length,
        confirmedById: staff.staffId,
        createdAt: now,
      },
    });
    const claimed = await tx.order.updateMany({
      where: { id: { in: orderIds }, cashHolderId: member.id, cashHandedOverAt: null },
      data: { cashHandoverId: row.id, cashHandedOverAt: now },
    });
    // Another confirmation of some of these orders came first: this one writes nothing.
    if (claimed.count !== orderIds.length) throw new AppError(ERROR_CODE.DELIVERY_CASH_HANDED_OVER);
    await recordAudit(tx, staff, {
      action: "delivery.cash_handover",
      entity: "staff",
      entityId: member.id,
      before: { member: member.name, held: held, orders: targets.map((r) => r.orderNo) },
      after: { member: member.name, handed_over: held, handover_id: row.id },
    });
    return row;
  });
  await syncLedgerAfter(db, orderIds);
  const left = await db.order.aggregate({
    where: heldWhere(staff.storeIds, member.id),
    _sum: { cashCollected: true },
  });
  return {
    handover_id: handover.id,
    member_id: member.id,
    amount: held,
    order_ids: orderIds,
    still_held: left._sum.cashCollected ?? 0,
  };
}
