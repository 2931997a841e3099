// Buzz: the customer nudges the shop about an order that is not delivered yet, at most once per
// 3600 seconds per order. The shop gets an SMS (through the outbox stand-in).
import type { AppContext } from "../../plugins/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { BUZZ_COOLDOWN_SECONDS, ORDER_MESSAGES, ORDER_STATUS } from "../../contract/orders";
import type { BuzzData } from "../../contract/orders-actions";
import { outboxTexts } from "../../lib/outbox-texts";
import { findOwnOrder } from "./access";
import { messageText } from "../../lib/message-templates";

const mmss = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;

function cooldown(secondsLeft: number) {
  return new AppError(ERROR_CODE.BUZZ_COOLDOWN, messageText("buzzAgainIn", { time: mmss(secondsLeft) }), {
    retry_after: secondsLeft,
  });
}

export async function buzzShop(ctx: AppContext, userId: string, orderId: string): Promise<BuzzData> {
  const order = await findOwnOrder(ctx.db, userId, orderId);
  if (order.status === ORDER_STATUS.delivered || order.status === ORDER_STATUS.verified) {
    throw new AppError(ERROR_CODE.BUZZ_NOT_ALLOWED, ORDER_MESSAGES.buzzDelivered);
  }
  if (order.status > ORDER_STATUS.verified) throw new AppError(ERROR_CODE.BUZZ_NOT_ALLOWED);

  const now = ctx.now();
  const cooldownMs = BUZZ_COOLDOWN_SECONDS * 1000;
  if (order.lastBuzzAt && now.getTime() - order.lastBuzzAt.getTime() < cooldownMs) {
    throw cooldown(Math.ceil((order.lastBuzzAt.getTime() + cooldownMs - now.getTime()) / 1000));
  }
  // Claim the buzz against the value we read: of two buzzes at once, one wins.
  const claimed = await ctx.db.order.updateMany({
    where: { id: order.id, lastBuzzAt: order.lastBuzzAt },
    data: { lastBuzzAt: now },
  });
  if (claimed.count !== 1) throw cooldown(BUZZ_COOLDOWN_SECONDS);

  // To the shop, which has no saved language: English.
  await ctx.adapters.messages.sendSms(
    `+91${order.shop.mobilePrimary}`,
    outboxTexts("en").buzz(order.orderNo, order.store.name),
  );
  return { last_buzz_at: now.toISOString(), next_buzz_at: new Date(now.getTime() + cooldownMs).toISOString() };
}
