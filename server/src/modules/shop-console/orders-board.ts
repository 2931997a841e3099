// The console's orders board: a member's orders across the stores of the merchant's shops, by the
// spec's tabs (which tab an order stands in, the count of each), and one order as the console shows
// it: the merchant order API's presentation with the console's own fields (store, tab, delivery,
// requests). Reads only; the moves are orders-service.ts's. Never sees HTTP.
import type { Db } from "../../lib/db";
import type { Prisma } from "../../generated/prisma/client";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { CLOSED_STATUSES, DELIVERED_STATUSES, ESCALATION_STATUS, ORDER_STATUS } from "../../contract/orders";
import { DELIVERY_TYPE } from "../../contract/cart-constants";
import { isDeliveryState } from "../../contract/delivery-constants";
import {
  CONSOLE_ACCEPT_WAIT_MINUTES,
  CONSOLE_TAB_NAMES,
  type ConsoleBoard,
  type ConsoleOrder,
  type ConsoleOrdersQuery,
  type ConsoleTab,
} from "../../contract/console-orders";
import { presentMerchantOrders } from "../shop-orders-api/public";
import { ownStore, type StaffContext } from "./guard";

type Where = Prisma.OrderWhereInput;

const TABS = Object.keys(CONSOLE_TAB_NAMES) as ConsoleTab[];
const WAIT_MS = CONSOLE_ACCEPT_WAIT_MINUTES * 60_000;

/** An order with a request the shop or Galli support still has to finish (escalation 1-6). */
const openRequest: Where = {
  isEscalated: true,
  items: { some: { escalationStatus: { gte: ESCALATION_STATUS.requested, lte: ESCALATION_STATUS.refundInitiated } } },
};

export function tabWhere(tab: ConsoleTab): Where {
  switch (tab) {
    case "new":
      return { status: ORDER_STATUS.ordered };
    case "packaging":
      return { status: ORDER_STATUS.accepted };
    case "dispatched":
      return { status: ORDER_STATUS.readyToShip };
    case "on_the_way":
      return { status: ORDER_STATUS.shipping };
    case "delivered":
      return { status: { in: [...DELIVERED_STATUSES] }, NOT: openRequest };
    case "replace_refund":
      return { status: { in: [...DELIVERED_STATUSES] }, ...openRequest };
    case "cancelled":
      return { status: { in: [...CLOSED_STATUSES] } };
  }
}

/** Which tab an order stands in. */
export function tabOf(o: { status: number; isEscalated: boolean; items: { escalationStatus: number }[] }): ConsoleTab {
  switch (o.status) {
    case ORDER_STATUS.ordered:
      return "new";
    case ORDER_STATUS.accepted:
      return "packaging";
    case ORDER_STATUS.readyToShip:
      return "dispatched";
    case ORDER_STATUS.shipping:
      return "on_the_way";
    case ORDER_STATUS.delivered:
    case ORDER_STATUS.verified:
      return o.isEscalated &&
        o.items.some(
          (i) =>
            i.escalationStatus >= ESCALATION_STATUS.requested &&
            i.escalationStatus <= ESCALATION_STATUS.refundInitiated,
        )
        ? "replace_refund"
        : "delivered";
    default:
      return "cancelled";
  }
}

/** The stores a request covers: one of the member's (404 for any other) or all of them. */
function storeScope(staff: StaffContext, storeId: string | undefined): string[] {
  if (storeId === undefined) return staff.storeIds;
  ownStore(staff, storeId);
  return [storeId];
}

const notFound = () => new AppError(ERROR_CODE.ORDER_NOT_FOUND);

export async function ownOrder(db: Db, staff: StaffContext, orderId: string) {
  const row = await db.order.findFirst({
    where: { id: orderId, storeId: { in: staff.storeIds } },
    select: { id: true, storeId: true, status: true, image: true, orderNo: true },
  });
  if (!row) throw notFound();
  return row;
}

/** The stored names of a request's photos (a JSON list; anything else is none). */
export function imageNames(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((n): n is string => typeof n === "string") : [];
  } catch {
    return [];
  }
}

/** The merchant API's presentation of the orders, with the console's own fields. */
export async function presentConsoleOrders(db: Db, ids: string[], now: Date): Promise<ConsoleOrder[]> {
  if (ids.length === 0) return [];
  const [base, extra] = await Promise.all([
    presentMerchantOrders(db, ids),
    db.order.findMany({
      where: { id: { in: ids } },
      select: {
        id: true,
        storeId: true,
        status: true,
        isEscalated: true,
        image: true,
        storeRefusalReason: true,
        orderedAt: true,
        deliveryType: true,
        deliveryState: true,
        deliveryMember: { select: { id: true, name: true } },
        store: { select: { name: true } },
        items: {
          select: {
            productId: true,
            escalationStatus: true,
            escalationReason: true,
            escalationMessage: true,
            escalationImages: true,
          },
        },
      },
    }),
  ]);
  const byId = new Map(extra.map((e) => [e.id, e]));
  const reasons = [
    ...new Set(extra.flatMap((e) => e.items.map((i) => i.escalationReason).filter((r): r is string => !!r))),
  ];
  const titles =
    reasons.length === 0
      ? []
      : await db.reasonTitle.findMany({
          where: { kind: { in: ["replacement", "cancel"] }, title: { in: reasons } },
          select: { title: true, titleHi: true },
        });
  const hindi = new Map(titles.filter((r) => r.titleHi).map((r) => [r.title, r.titleHi!]));
  return base.map((o) => {
    const e = byId.get(o.order_id)!;
    return {
      ...o,
      store_id: e.storeId,
      store_name: e.store.name,
      tab: tabOf(e),
      waiting_long: e.status === ORDER_STATUS.ordered && now.getTime() - e.orderedAt.getTime() > WAIT_MS,
      has_image: e.image !== null && e.image !== "",
      store_refusal_reason: e.storeRefusalReason,
      delivery:
        e.deliveryType === DELIVERY_TYPE.byShop
          ? {
              state: e.deliveryState && isDeliveryState(e.deliveryState) ? e.deliveryState : null,
              member: e.deliveryMember,
              code_required: e.status <= ORDER_STATUS.shipping,
            }
          : null,
      pickup_code_required: e.deliveryType === DELIVERY_TYPE.selfPickup && e.status <= ORDER_STATUS.shipping,
      requests: e.items
        .filter((i) => i.escalationStatus > ESCALATION_STATUS.none)
        .map((i) => ({
          product_id: i.productId,
          reason: i.escalationReason,
          reason_hi: (i.escalationReason && hindi.get(i.escalationReason)) ?? null,
          message: i.escalationMessage,
          image_count: imageNames(i.escalationImages).length,
        })),
    };
  });
}

export async function tabCounts(db: Db, storeIds: string[]): Promise<{ tab: ConsoleTab; count: number }[]> {
  const scope: Where = { storeId: { in: storeIds } };
  const [byStatus, requests] = await Promise.all([
    db.order.groupBy({ by: ["status"], where: scope, _count: { _all: true } }),
    db.order.count({ where: { ...scope, ...tabWhere("replace_refund") } }),
  ]);
  const n = (...statuses: number[]) =>
    byStatus.filter((g) => statuses.includes(g.status)).reduce((s, g) => s + g._count._all, 0);
  const counts: Record<ConsoleTab, number> = {
    new: n(1),
    packaging: n(2),
    dispatched: n(3),
    on_the_way: n(4),
    delivered: n(5, 6) - requests,
    replace_refund: requests,
    cancelled: n(7, 8, 9),
  };
  return TABS.map((tab) => ({ tab, count: counts[tab] }));
}

export async function consoleBoard(
  db: Db,
  staff: StaffContext,
  q: ConsoleOrdersQuery,
  now: Date,
): Promise<ConsoleBoard> {
  const storeIds = storeScope(staff, q.store_id);
  const where: Where = { storeId: { in: storeIds }, ...tabWhere(q.tab) };
  // New orders oldest first (the one waiting longest on top); every other tab newest first.
  const dir = q.tab === "new" ? "asc" : "desc";
  const [tabs, total, rows, stores] = await Promise.all([
    tabCounts(db, storeIds),
    db.order.count({ where }),
    db.order.findMany({
      where,
      select: { id: true },
      orderBy: [{ orderedAt: dir }, { id: dir }],
      skip: q.skip,
      take: q.limit,
    }),
    db.store.findMany({
      where: { id: { in: staff.storeIds } },
      select: { id: true, storeKey: true, name: true },
      orderBy: [{ name: "asc" }, { id: "asc" }],
    }),
  ]);
  return {
    tabs,
    tab: q.tab,
    total,
    orders: await presentConsoleOrders(
      db,
      rows.map((r) => r.id),
      now,
    ),
    stores: stores.map((s) => ({ store_id: s.id, store_key: s.storeKey, name: s.name })),
  };
}

export async function consoleOrderView(db: Db, staff: StaffContext, orderId: string, now: Date): Promise<ConsoleOrder> {
  const { id } = await ownOrder(db, staff, orderId);
  const [order] = await presentConsoleOrders(db, [id], now);
  return order;
}
