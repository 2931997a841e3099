// The merchant order API's rules: a store's orders listed and viewed, and moved through the same
// transition service the fulfilment simulator and `npm run order:advance` use (orders/transitions),
// escalations through the orders module's escalation service. Never sees HTTP.
import type { Db } from "../../lib/db";
import type { AppContext } from "../../plugins/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { ORDER_STATUS_NAMES } from "../../contract/orders";
import {
  ESCALATION_ACTIONS,
  OPEN_ORDER_STATUSES,
  ORDER_ACTIONS,
  type EscalationAction,
  type MerchantOrder,
  type MerchantOrdersQuery,
  type OrderAction,
} from "../../contract/merchant-orders";
import { advanceOrder, checkDoorCode } from "../orders/public";
import { advanceEscalation } from "../orders/public";
import { presentMerchantOrders } from "./present";

export type StoreRef = { id: string; storeKey: string };

const orderNotFound = (orderId: string, storeKey: string) =>
  new AppError(ERROR_CODE.ORDER_NOT_FOUND, `Store ${storeKey} has no order with order_id "${orderId}".`);

export async function listStoreOrders(db: Db, store: StoreRef, q: MerchantOrdersQuery) {
  const where = { storeId: store.id, status: { in: q.status ?? [...OPEN_ORDER_STATUSES] } };
  const [total, rows] = await Promise.all([
    db.order.count({ where }),
    db.order.findMany({
      where,
      select: { id: true },
      orderBy: [{ orderedAt: "desc" }, { id: "desc" }],
      skip: q.skip,
      take: q.limit,
    }),
  ]);
  return {
    total,
    orders: await presentMerchantOrders(
      db,
      rows.map((r) => r.id),
    ),
  };
}

async function ownOrderId(db: Db, store: StoreRef, orderId: string): Promise<string> {
  const row = await db.order.findFirst({ where: { id: orderId, storeId: store.id }, select: { id: true } });
  if (!row) throw orderNotFound(orderId, store.storeKey);
  return row.id;
}

export async function viewStoreOrder(db: Db, store: StoreRef, orderId: string): Promise<MerchantOrder> {
  const [order] = await presentMerchantOrders(db, [await ownOrderId(db, store, orderId)]);
  return order;
}

export type ActionResult = { message: string; data: MerchantOrder };

export async function moveStoreOrder(
  db: Db,
  store: StoreRef,
  orderId: string,
  action: OrderAction,
  opts: { now: Date; reason?: string; code?: string | null },
): Promise<ActionResult> {
  const id = await ownOrderId(db, store, orderId);
  const rule = ORDER_ACTIONS[action];
  if (action === "deliver") await doorCode(db, id, opts.code ?? null, opts.now);
  const t = await advanceOrder(db, id, {
    now: opts.now,
    to: rule.to,
    from: rule.from,
    storeId: store.id,
    reason: opts.reason,
  });
  return {
    message: `Order ${t.orderNo} is now ${ORDER_STATUS_NAMES[t.to]} (status ${t.to}).`,
    data: await viewStoreOrder(db, store, id),
  };
}

/**
 * A delivery or self-pickup order is delivered with the customer's door code (checked only when
 * the order stands at the status delivery starts from; otherwise the move answers its own 409).
 */
async function doorCode(db: Db, id: string, code: string | null, now: Date): Promise<void> {
  const row = await db.order.findUniqueOrThrow({
    where: { id },
    select: { id: true, status: true, deliveryCode: true, deliveryCodeTries: true, deliveryCodeLockedUntil: true },
  });
  if (!(ORDER_ACTIONS.deliver.from as readonly number[]).includes(row.status)) return;
  if (code === null) throw new AppError(ERROR_CODE.DELIVERY_CODE_REQUIRED);
  await checkDoorCode(db, row, code, now);
}

export async function answerEscalation(
  ctx: Pick<AppContext, "db" | "now" | "adapters">,
  store: StoreRef,
  orderId: string,
  action: EscalationAction,
): Promise<ActionResult> {
  const db = ctx.db;
  const id = await ownOrderId(db, store, orderId);
  const moved = await advanceEscalation(ctx, id, ESCALATION_ACTIONS[action]);
  return {
    message:
      action === "approve"
        ? `Order ${moved.orderNo}: ${moved.products} request(s) accepted.`
        : `Order ${moved.orderNo}: ${moved.products} request(s) refused and escalated to Galli support.`,
    data: await viewStoreOrder(db, store, id),
  };
}
