// The console's orders board: a member's orders across the stores of the merchant's shops, by the
// spec's tabs, and the moves a member makes on them through the same services the merchant order
// API uses (orders/transitions for status moves, orders/escalations for requests). A move names the
// status the member saw; the claim inside the move's transaction compares it, so two members moving
// the same order a second apart make one move and the other gets 409 with the status now. Every
// move writes its audit entry in that transaction. Never sees HTTP.
import type { Db } from "../../lib/db";
import type { Prisma } from "../../generated/prisma/client";
import type { AppContext } from "../../plugins/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { DELIVERED_STATUSES, ESCALATION_STATUS, ORDER_STATUS } from "../../contract/orders";
import { ORDER_ACTIONS } from "../../contract/merchant-orders";
import { DELIVERY_TYPE } from "../../contract/cart-constants";
import { isDeliveryState } from "../../contract/delivery-constants";
import {
  CONSOLE_ACCEPT_WAIT_MINUTES,
  CONSOLE_TAB_NAMES,
  type ConsoleBoard,
  type ConsoleMove,
  type ConsoleOrder,
  type ConsoleOrdersQuery,
  type ConsoleRequestAnswer,
  type ConsoleTab,
} from "../../contract/console-orders";
import { advanceEscalation, advanceOrder, checkDoorCode } from "../orders/public";
import { presentMerchantOrders } from "../shop-orders-api/public";
import { ownStore, type StaffContext } from "./guard";
import { recordAudit } from "./audit";

type Ctx = Pick<AppContext, "db" | "now" | "adapters">;
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
      return { status: { in: [ORDER_STATUS.cancelled, ORDER_STATUS.rejected, ORDER_STATUS.denied] } };
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

async function ownOrder(db: Db, staff: StaffContext, orderId: string) {
  const row = await db.order.findFirst({
    where: { id: orderId, storeId: { in: staff.storeIds } },
    select: { id: true, storeId: true, status: true, image: true, orderNo: true },
  });
  if (!row) throw notFound();
  return row;
}

/** The stored names of a request's photos (a JSON list; anything else is none). */
function imageNames(json: string): string[] {
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

const changed = (current: number | undefined) =>
  new AppError(ERROR_CODE.ORDER_CHANGED, undefined, current === undefined ? {} : { current_status: current });

/**
 * The door code of a delivery or self-pickup order being marked delivered: the customer's code, or
 * a Manager's or Super Admin's reason to deliver without it (answered, for the audit entry).
 */
async function doorCheck(
  ctx: Ctx,
  staff: StaffContext,
  orderId: string,
  input: { code?: string; override_reason?: string },
): Promise<string | null> {
  const row = await ctx.db.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { id: true, status: true, deliveryCode: true, deliveryCodeTries: true, deliveryCodeLockedUntil: true },
  });
  if (input.code) {
    await checkDoorCode(ctx.db, row, input.code, ctx.now());
    return null;
  }
  if (input.override_reason) {
    if (staff.role !== "manager" && staff.role !== "super_admin")
      throw new AppError(ERROR_CODE.DELIVERY_OVERRIDE_FORBIDDEN);
    return input.override_reason;
  }
  throw new AppError(ERROR_CODE.DELIVERY_CODE_REQUIRED);
}

/**
 * accept, reject (with its reason), ready, ship, deliver. `seen` is the status the member saw: an
 * order that stands elsewhere now is 409 ORDER_CHANGED with its current status, whether it moved
 * before this request was read or between the read and the claim.
 */
export async function moveConsoleOrder(
  ctx: Ctx,
  staff: StaffContext,
  orderId: string,
  move: ConsoleMove,
  input: { status: number; reason?: string; code?: string; override_reason?: string },
): Promise<ConsoleOrder> {
  const order = await ownOrder(ctx.db, staff, orderId);
  const rule = ORDER_ACTIONS[move];
  if (order.status !== input.status) throw changed(order.status);
  if (!(rule.from as readonly number[]).includes(input.status)) {
    throw new AppError(ERROR_CODE.INVALID_TRANSITION, undefined, { current_status: order.status });
  }
  const override = move === "deliver" ? await doorCheck(ctx, staff, order.id, input) : null;
  try {
    await advanceOrder(ctx.db, order.id, {
      now: ctx.now(),
      to: rule.to,
      from: [input.status],
      storeId: order.storeId,
      reason: input.reason,
      inTransaction: (tx, t) =>
        recordAudit(tx, staff, {
          action: `order.${move}`,
          entity: "order",
          entityId: t.id,
          before: { order_number: t.orderNo, status: t.from },
          after: {
            order_number: t.orderNo,
            status: t.to,
            ...(input.reason ? { reason: input.reason } : {}),
            ...(override ? { without_code: true, override_reason: override } : {}),
          },
        }),
    });
  } catch (err) {
    if (err instanceof AppError && err.code === ERROR_CODE.INVALID_TRANSITION) {
      const current = err.extra.current_status;
      if (current !== input.status) throw changed(current);
    }
    throw err;
  }
  return consoleOrderView(ctx.db, staff, order.id, ctx.now());
}

/**
 * Answers an order's requested replacement and undelivered lines (escalation 1): approve refunds
 * them (escalation 6, refund initiated: the escalation service pays what the lines cost), refuse
 * passes them to Galli support (escalation 2) with the shop's reason.
 */
export async function answerConsoleRequest(
  ctx: Ctx,
  staff: StaffContext,
  orderId: string,
  answer: ConsoleRequestAnswer,
  input: { status?: number; reason?: string } | null | undefined,
): Promise<ConsoleOrder> {
  const order = await ownOrder(ctx.db, staff, orderId);
  if (input?.status !== undefined && input.status !== order.status) throw changed(order.status);
  const to = answer === "approve" ? ESCALATION_STATUS.refundInitiated : ESCALATION_STATUS.escalatedByStore;
  const open = await ctx.db.orderItem.count({
    where: { orderId: order.id, escalationStatus: ESCALATION_STATUS.requested },
  });
  if (open === 0) throw new AppError(ERROR_CODE.NO_OPEN_ESCALATION);
  try {
    await advanceEscalation(ctx, order.id, to, {
      storeId: order.storeId,
      fromStatus: ESCALATION_STATUS.requested,
      inTransaction: async (tx, m) => {
        if (answer === "refuse") {
          await tx.order.update({ where: { id: m.orderId }, data: { storeRefusalReason: input?.reason ?? null } });
        }
        await recordAudit(tx, staff, {
          action: `order.request.${answer}`,
          entity: "order",
          entityId: m.orderId,
          before: { order_number: m.orderNo, escalation_status: ESCALATION_STATUS.requested },
          after: {
            order_number: m.orderNo,
            escalation_status: m.to,
            products: m.products,
            ...(answer === "refuse" ? { reason: input?.reason ?? null } : {}),
          },
        });
      },
    });
  } catch (err) {
    // Another member answered first: nothing is left at "requested".
    if (err instanceof AppError && err.code === ERROR_CODE.INVALID_TRANSITION) {
      throw new AppError(ERROR_CODE.NO_OPEN_ESCALATION);
    }
    throw err;
  }
  return consoleOrderView(ctx.db, staff, order.id, ctx.now());
}

/** The customer's image attached to the order, if any (null when there is none or it is gone). */
export async function consoleOrderImage(ctx: Ctx, staff: StaffContext, orderId: string): Promise<Buffer | null> {
  const order = await ownOrder(ctx.db, staff, orderId);
  if (!order.image) return null;
  return ctx.adapters.storage.read(order.image);
}

/** A photo the customer sent with a replacement request on the order's line (null when there is none). */
export async function consoleRequestImage(
  ctx: Ctx,
  staff: StaffContext,
  orderId: string,
  productId: string,
  index: number,
): Promise<Buffer | null> {
  const order = await ownOrder(ctx.db, staff, orderId);
  const line = await ctx.db.orderItem.findFirst({
    where: { orderId: order.id, productId, escalationStatus: { gt: ESCALATION_STATUS.none } },
    select: { escalationImages: true },
  });
  const name = line ? imageNames(line.escalationImages)[index] : undefined;
  if (!name || !name.startsWith("replacements/")) return null;
  return ctx.adapters.storage.read(name);
}
