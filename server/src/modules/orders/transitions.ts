// The merchant side of an order's life, shared by the fulfilment simulator and the
// `npm run order:advance` command: 1 New -> 2 Packaging -> 3 Dispatched -> 4 Shipping -> 5 Delivered,
// each step stamping its time; delivery opens the replacement window (shop.replacementDays). Before
// delivery the shop may reject (8) or an administrator deny (9): the stock goes back and the whole
// paid amount returns to Galli Cash (a cancellation caused by the shop is refunded in full).
// Verification (6) is the customer's and cancellation (7) the customer's too. The merchant order API
// makes the same moves with `from` (the one status each action starts from) and a store scope.
import type { Db } from "../../lib/db";
import type { Prisma } from "../../generated/prisma/client";
import { AppError } from "../../lib/app-error";
import { messageText } from "../../lib/message-templates";
import { enqueueDeliveryState, enqueueWebhookEvent } from "../../lib/webhook-outbox";
import { recordLiveEvent } from "../../lib/live-events";
import { ERROR_CODE } from "../../contract/errors";
import { ORDER_STATUS, ORDER_STATUS_NAMES, PAYMENT_TYPE } from "../../contract/orders";
import { DELIVERY_TYPE } from "../../contract/cart-constants";
import { DELIVERY_STATE, type DeliveryState } from "../../contract/delivery-constants";
import { refundClosedOrder, restoreStock } from "./refunds";
import { refreshNewCustomer } from "./new-customer";
import { syncLedgerAfter } from "../ledger/public";
import { metrics } from "../../lib/metrics";

const DAY_MS = 24 * 3600 * 1000;

/** The timestamp column each status stamps. */
const STAMP = {
  2: "acceptedAt",
  3: "readyToShipAt",
  4: "shippingAt",
  5: "deliveredAt",
  8: "rejectedAt",
  9: "deniedAt",
} as const;

export type Transition = { id: string; orderNo: string; from: number; to: number };

const transitionError = (message: string, currentStatus?: number) =>
  new AppError(
    ERROR_CODE.INVALID_TRANSITION,
    message,
    currentStatus === undefined ? {} : { current_status: currentStatus },
  );

async function loadOrder(db: Db, ref: string, storeId?: string) {
  const order = await db.order.findFirst({
    where: { OR: [{ id: ref }, { orderNo: ref }], ...(storeId ? { storeId } : {}) },
    include: { shop: { select: { replacementDays: true } }, items: true },
  });
  if (!order) throw new AppError(ERROR_CODE.ORDER_NOT_FOUND, `No order with id or number ${ref}.`);
  return order;
}

/** Where `order:advance` goes without a target: the next step of the merchant's flow. */
export function nextStatus(status: number): number | null {
  return status >= ORDER_STATUS.ordered && status < ORDER_STATUS.delivered ? status + 1 : null;
}

/**
 * Moves an order (by id or order number) to `to` (default: the next step). Forward moves pass every
 * step in between with the same time; 8 and 9 close an order that is not delivered yet.
 */
export type AdvanceOptions = {
  now: Date;
  to?: number;
  /** The statuses the move may start from (the merchant API's rule); anything else is a 409 naming the current one. */
  from?: readonly number[];
  /** Only an order of this store (others are not found). */
  storeId?: string;
  /** Why the shop rejects (status 8), shown to the customer as the cancel reason. */
  reason?: string;
  /** Delivered (5): the cash the delivery member collected (paise; default the amount to collect) and why less. */
  cash?: { collected?: number; reason?: string };
  /**
   * The goods came back to the shop after a failed delivery (RTO-Delivered): the order closes as 7
   * Cancelled (the customer's side: `keep` paise, the delivery charge, stay paid) or 8 Rejected
   * (the shop's side: refunded in full).
   */
  returned?: { keep: number };
  /** Runs inside the move's transaction once the order is claimed (the console's audit entry). */
  inTransaction?: (tx: Prisma.TransactionClient, move: Transition) => Promise<void>;
};

/** A lost claim: another move came first. Names the status the order has now. */
async function changedMeanwhile(tx: Prisma.TransactionClient, id: string, orderNo: string): Promise<AppError> {
  const now = await tx.order.findUnique({ where: { id }, select: { status: true } });
  return transitionError(`Order ${orderNo} changed meanwhile.`, now?.status);
}

/**
 * What a forward move writes of the last mile on a delivery order: leaving the shop (to 4) is
 * Order-picked-up, delivery (5) is Order-delivered with the cash collected (COD: the amount to
 * collect unless the member said less), the door code's tries cleared and the trip's last position
 * kept as its end (the position itself is not kept after the trip).
 */
function lastMileData(
  order: {
    deliveryType: number;
    paymentType: number;
    amount: number;
    walletAmount: number;
    status: number;
    deliveryMemberId: string | null;
    positionLat: number | null;
    positionLng: number | null;
  },
  from: number,
  to: number,
  now: Date,
  cash: AdvanceOptions["cash"],
): Record<string, unknown> {
  if (order.deliveryType !== DELIVERY_TYPE.byShop) return {};
  const out: Record<string, unknown> = {};
  if (from < ORDER_STATUS.shipping && to >= ORDER_STATUS.shipping) {
    out.deliveryState = DELIVERY_STATE.pickedUp;
    out.pickedUpAt = now;
  }
  if (to === ORDER_STATUS.delivered) {
    const toCollect = order.paymentType === PAYMENT_TYPE.cod ? Math.max(0, order.amount - order.walletAmount) : 0;
    const collected = order.paymentType === PAYMENT_TYPE.cod ? (cash?.collected ?? toCollect) : null;
    Object.assign(out, {
      deliveryState: DELIVERY_STATE.delivered,
      cashCollected: collected,
      // The member on the trip holds the cash until a Manager confirms its handover (delivery/cash.ts).
      cashHolderId: collected !== null && collected > 0 ? order.deliveryMemberId : null,
      cashReason: cash?.reason ?? null,
      deliveryCodeTries: 0,
      deliveryCodeLockedUntil: null,
      tripEndLat: order.positionLat,
      tripEndLng: order.positionLng,
      positionLat: null,
      positionLng: null,
      positionAt: null,
    });
  }
  return out;
}

const ON_THE_ROAD: readonly (string | null)[] = [DELIVERY_STATE.pickedUp, DELIVERY_STATE.atDelivery];
const RETURNING: readonly (string | null)[] = [DELIVERY_STATE.failed, DELIVERY_STATE.rtoInitiated];

/**
 * A delivery order out with a delivery member is not rejected from the shop (the member marks the
 * delivery failed and the goods come back first), and goods on their way back are not delivered or
 * closed except by their return (RTO-Delivered). Galli's denial (9) stays open to the operators.
 */
function lastMileGuard(
  order: { orderNo: string; status: number; deliveryState: string | null },
  to: number,
  opts: AdvanceOptions,
) {
  const conflict = (key: "deliveryOnTheRoad" | "deliveryReturning") =>
    new AppError(ERROR_CODE.DELIVERY_STATE_CONFLICT, messageText(key, { orderNo: order.orderNo }), {
      current_status: order.status,
      delivery_state: order.deliveryState,
    });
  if (RETURNING.includes(order.deliveryState) && !opts.returned && to !== ORDER_STATUS.denied)
    throw conflict("deliveryReturning");
  if (ON_THE_ROAD.includes(order.deliveryState) && to === ORDER_STATUS.rejected) throw conflict("deliveryOnTheRoad");
}

export async function advanceOrder(db: Db, ref: string, opts: AdvanceOptions): Promise<Transition> {
  const order = await loadOrder(db, ref, opts.storeId);
  const from = order.status;
  const to = opts.to ?? nextStatus(from);
  if (opts.from && !opts.from.includes(from)) {
    throw transitionError(
      `Order ${order.orderNo} is ${ORDER_STATUS_NAMES[from]} (status ${from}); this action needs status ${opts.from.join(" or ")}.`,
      from,
    );
  }
  if (to === null) {
    throw transitionError(
      `Order ${order.orderNo} is ${from === ORDER_STATUS.delivered ? "delivered; the customer verifies it" : "closed"}.`,
      from,
    );
  }
  lastMileGuard(order, to, opts);
  const now = opts.now;

  if (to === ORDER_STATUS.rejected || to === ORDER_STATUS.denied || (to === ORDER_STATUS.cancelled && opts.returned)) {
    if (from >= ORDER_STATUS.delivered)
      throw transitionError(
        `Order ${order.orderNo} can no longer be ${to === ORDER_STATUS.rejected ? "rejected" : "denied"}.`,
        from,
      );
    await db.$transaction(async (tx) => {
      const claimed = await tx.order.updateMany({
        where: { id: order.id, status: from },
        data: {
          status: to,
          ...(to === ORDER_STATUS.cancelled ? { cancelledAt: now } : { [STAMP[to]]: now }),
          ...(opts.reason ? { cancelReason: opts.reason } : {}),
          ...(opts.returned ? { deliveryState: DELIVERY_STATE.rtoDelivered, returnedAt: now } : {}),
        },
      });
      if (claimed.count !== 1) throw await changedMeanwhile(tx, order.id, order.orderNo);
      await opts.inTransaction?.(tx, { id: order.id, orderNo: order.orderNo, from, to });
      if (opts.returned)
        await enqueueDeliveryState(tx, {
          storeId: order.storeId,
          userId: order.userId,
          orderId: order.id,
          orderNo: order.orderNo,
          status: to,
          state: DELIVERY_STATE.rtoDelivered,
          memberId: order.deliveryMemberId,
          reason: order.failReason,
          now,
        });
      await restoreStock(tx, order.items);
      await refundClosedOrder(tx, order, {
        toBank: false,
        reason: opts.returned
          ? messageText("returnedToShop", {})
          : messageText(to === ORDER_STATUS.rejected ? "rejectedByShop" : "deniedByGalli", {}),
        now,
        keep: opts.returned?.keep ?? 0,
      });
      await refreshNewCustomer(tx, order.userId);
      // The shop made a rejection itself; a denial by Galli is news to it.
      if (to === ORDER_STATUS.denied) {
        await enqueueWebhookEvent(tx, {
          storeId: order.storeId,
          userId: order.userId,
          type: "order.cancelled",
          data: { order_id: order.id, order_number: order.orderNo, status: to },
          now,
        });
      } else {
        await recordLiveEvent(tx, {
          type: "order.status",
          userId: order.userId,
          data: {
            order_id: order.id,
            order_number: order.orderNo,
            status: to,
            reason: opts.reason ?? null,
            ...(opts.returned ? { delivery_state: DELIVERY_STATE.rtoDelivered } : {}),
          },
          now,
        });
      }
    });
    await syncLedgerAfter(db, [order.id]);
    return { id: order.id, orderNo: order.orderNo, from, to };
  }

  if (!Number.isInteger(to) || to <= from || to > ORDER_STATUS.delivered || from > ORDER_STATUS.delivered) {
    throw transitionError(`Order ${order.orderNo} cannot move from status ${from} to ${to}.`, from);
  }
  const data: Record<string, unknown> = { status: to };
  for (let s = from + 1; s <= to; s++) data[STAMP[s as 2 | 3 | 4 | 5]] = now;
  if (to === ORDER_STATUS.delivered)
    data.replacementUntil = new Date(now.getTime() + order.shop.replacementDays * DAY_MS);
  Object.assign(data, lastMileData(order, from, to, now, opts.cash));
  await db.$transaction(async (tx) => {
    const claimed = await tx.order.updateMany({ where: { id: order.id, status: from }, data });
    if (claimed.count !== 1) throw await changedMeanwhile(tx, order.id, order.orderNo);
    await opts.inTransaction?.(tx, { id: order.id, orderNo: order.orderNo, from, to });
    await recordLiveEvent(tx, {
      type: "order.status",
      userId: order.userId,
      data: {
        order_id: order.id,
        order_number: order.orderNo,
        status: to,
        ...(data.deliveryState ? { delivery_state: data.deliveryState as string } : {}),
      },
      now,
    });
    const state = data.deliveryState as DeliveryState | undefined;
    if (state)
      await enqueueDeliveryState(tx, {
        storeId: order.storeId,
        userId: order.userId,
        orderId: order.id,
        orderNo: order.orderNo,
        status: to,
        state,
        memberId: order.deliveryMemberId,
        now,
      });
  });
  if (to === ORDER_STATUS.delivered) {
    metrics.deliveries.inc({ on_time: !order.promisedAt ? "none" : now <= order.promisedAt ? "yes" : "no" });
    await syncLedgerAfter(db, [order.id]);
  }
  return { id: order.id, orderNo: order.orderNo, from, to };
}
