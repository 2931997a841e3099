// The moves a member makes on the console's orders, through the same services the merchant order
// API uses (orders/transitions for status moves, orders/escalations for requests), and the photos a
// customer sent. A move names the status the member saw; the claim inside the move's transaction
// compares it, so two members moving the same order a second apart make one move and the other gets
// 409 with the status now. Every move writes its audit entry in that transaction. Never sees HTTP.
import type { AppContext } from "../../plugins/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { ESCALATION_STATUS } from "../../contract/orders";
import { ORDER_ACTIONS } from "../../contract/merchant-orders";
import type { ConsoleMove, ConsoleOrder, ConsoleRequestAnswer } from "../../contract/console-orders";
import { advanceEscalation, advanceOrder, checkDoorCode } from "../orders/public";
import type { StaffContext } from "./guard";
import { recordAudit } from "./audit";
import { consoleOrderView, imageNames, ownOrder } from "./orders-board";

type Ctx = Pick<AppContext, "db" | "now" | "adapters">;

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
