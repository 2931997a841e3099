// The door code's rule, shared by every way an order is handed over (the delivery member's deliver,
// the console's and the merchant order API's deliver): the code the customer was given, 5 wrong
// tries lock it for 15 minutes. A wrong try is counted by a compare-and-set on the try count, so
// two wrong codes at once are two tries.
import type { Db } from "../../lib/db";
import { AppError } from "../../lib/app-error";
import { messageText } from "../../lib/message-templates";
import { newDeliveryCode } from "../../lib/delivery-code";
import { ERROR_CODE } from "../../contract/errors";
import { DELIVERY_CODE_LOCK_MINUTES, DELIVERY_CODE_MAX_TRIES } from "../../contract/delivery-constants";
import { ORDER_STATUS } from "../../contract/orders";

type CodeRow = {
  id: string;
  status: number;
  deliveryCode: string;
  deliveryCodeTries: number;
  deliveryCodeLockedUntil: Date | null;
};

/** The order's door code, made now for an open order that has none yet (placed before codes). */
export async function ensureDoorCode(db: Db, order: Pick<CodeRow, "id" | "status" | "deliveryCode">): Promise<string> {
  if (order.deliveryCode !== "" || order.status > ORDER_STATUS.shipping) return order.deliveryCode;
  const code = newDeliveryCode();
  await db.order.updateMany({ where: { id: order.id, deliveryCode: "" }, data: { deliveryCode: code } });
  const row = await db.order.findUnique({ where: { id: order.id }, select: { deliveryCode: true } });
  return row?.deliveryCode ?? code;
}

const lockedError = (until: Date, now: Date) =>
  new AppError(ERROR_CODE.DELIVERY_CODE_LOCKED, undefined, {
    retry_after: Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)),
  });

/** Refuses a locked code or a wrong one (counting the try); passes the right one. */
export async function checkDoorCode(db: Db, order: CodeRow, code: string, now: Date): Promise<void> {
  if (order.deliveryCodeLockedUntil && order.deliveryCodeLockedUntil > now) {
    throw lockedError(order.deliveryCodeLockedUntil, now);
  }
  const expected = await ensureDoorCode(db, order);
  if (expected !== "" && code === expected) return;
  const tries = order.deliveryCodeLockedUntil ? 0 : order.deliveryCodeTries;
  const next = tries + 1;
  const locks = next >= DELIVERY_CODE_MAX_TRIES;
  const until = new Date(now.getTime() + DELIVERY_CODE_LOCK_MINUTES * 60_000);
  const counted = await db.order.updateMany({
    where: { id: order.id, deliveryCodeTries: order.deliveryCodeTries },
    data: locks
      ? { deliveryCodeTries: 0, deliveryCodeLockedUntil: until }
      : { deliveryCodeTries: next, deliveryCodeLockedUntil: null },
  });
  if (counted.count !== 1) {
    // Another try came first: read again and judge this one by what stands now.
    const row = await db.order.findUnique({
      where: { id: order.id },
      select: { id: true, status: true, deliveryCode: true, deliveryCodeTries: true, deliveryCodeLockedUntil: true },
    });
    if (!row) throw new AppError(ERROR_CODE.ORDER_NOT_FOUND);
    return checkDoorCode(db, row, code, now);
  }
  if (locks) throw lockedError(until, now);
  throw new AppError(
    ERROR_CODE.DELIVERY_CODE_WRONG,
    messageText("deliveryCodeTriesLeft", { count: String(DELIVERY_CODE_MAX_TRIES - next) }),
  );
}
