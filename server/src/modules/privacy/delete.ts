// "Delete my account" (DPDP): a one-time code to the customer's own mobile (the OTP machinery and
// its limits: 3 sends per 10 minutes, 5 tries per code), refused while an order is in progress, and
// a positive Galli Cash balance needs the customer's explicit choice first: refunded to the sources
// of their online payments (when they can take it all) or given up. Then the account is erased
// (erase.ts) and every session ends.
import type { AppContext } from "../../plugins/db";
import type { DeleteAccountBody } from "../../contract/privacy";
import { PRIVACY_MESSAGES } from "../../contract/privacy";
import { ORDER_STATUS } from "../../contract/orders";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { asLanguage } from "../../lib/language";
import { consumeCode, issueCode, smsTarget } from "../../lib/otp";
import { outboxTexts } from "../../lib/outbox-texts";
import { balance, debit } from "../../lib/wallet";
import { recordSourceRefund, sendSourceRefund } from "../refunds/public";
import { discardProfileImage } from "../profile/public";
import { eraseAccount, issueKeptDocuments } from "./erase";

/** Orders that are still moving: new, packed, ready or on the way. */
export const IN_PROGRESS = [
  ORDER_STATUS.ordered,
  ORDER_STATUS.accepted,
  ORDER_STATUS.readyToShip,
  ORDER_STATUS.shipping,
];

async function liveUser(ctx: AppContext, userId: string) {
  const user = await ctx.db.user.findUnique({ where: { id: userId } });
  if (!user || user.deletedAt) throw new AppError(ERROR_CODE.ACCOUNT_NOT_FOUND);
  return user;
}

export async function sendDeleteCode(ctx: AppContext, userId: string): Promise<string> {
  const user = await liveUser(ctx, userId);
  const target = smsTarget(user.mobile);
  const code = await issueCode(ctx, "delete", target);
  await ctx.adapters.messages.sendSms(target, outboxTexts(asLanguage(user.language)).code("delete", code));
  return PRIVACY_MESSAGES.deleteCodeSent;
}

/** What the customer's online payments can still take back: newest first, each with what is left. */
async function refundablePayments(ctx: AppContext, userId: string) {
  const payments = await ctx.db.payment.findMany({
    where: {
      checkout: { userId },
      provider: "razorpay",
      status: { in: ["captured", "refunded"] },
      providerId: { not: null },
    },
    include: { refunds: { where: { status: { not: "failed" } }, select: { amount: true } } },
    orderBy: { createdAt: "desc" },
  });
  return payments
    .map((p) => ({ payment: p, left: p.amount - p.refunds.reduce((s, r) => s + r.amount, 0) }))
    .filter((p) => p.left > 0);
}

export async function deleteAccount(ctx: AppContext, userId: string, body: DeleteAccountBody): Promise<string> {
  const user = await liveUser(ctx, userId);
  const busy = await ctx.db.order.count({ where: { userId, status: { in: IN_PROGRESS } } });
  if (busy > 0) throw new AppError(ERROR_CODE.DELETE_ORDER_IN_PROGRESS);
  const cash = await balance(ctx.db, userId);
  if (cash > 0 && !body.galli_cash) throw new AppError(ERROR_CODE.GALLI_CASH_CHOICE_REQUIRED);
  const sources = cash > 0 && body.galli_cash === "refund" ? await refundablePayments(ctx, userId) : [];
  if (cash > 0 && body.galli_cash === "refund" && sources.reduce((s, p) => s + p.left, 0) < cash) {
    throw new AppError(ERROR_CODE.GALLI_CASH_NOT_REFUNDABLE);
  }
  // The code last: a refusal above does not spend it.
  await consumeCode(ctx, "delete", smsTarget(user.mobile), body.otp);
  const now = ctx.now();
  await issueKeptDocuments(ctx.db, userId, now);
  const sent: string[] = [];
  const erased = await ctx.db.$transaction(async (tx) => {
    if (cash > 0) {
      await debit(tx, {
        userId,
        amount: cash,
        kind: body.galli_cash === "refund" ? "account_refund" : "account_forfeit",
        refId: userId,
        note: body.galli_cash === "refund" ? "Refunded on account deletion" : "Given up on account deletion",
      });
      let owed = cash;
      for (const { payment, left } of sources) {
        if (owed <= 0) break;
        const amount = Math.min(owed, left);
        const { refund } = await recordSourceRefund(tx, {
          key: `account:${userId}:${payment.id}`,
          userId,
          amount,
          reason: "Galli Cash refunded on account deletion",
          paymentId: payment.id,
          paymentMethod: payment.method,
          now,
        });
        if (refund) sent.push(refund.id);
        owed -= amount;
      }
    }
    return eraseAccount(tx, userId, now);
  });
  await discardProfileImage(ctx, erased.image);
  for (const id of sent) await sendSourceRefund(ctx, id);
  return PRIVACY_MESSAGES.accountDeleted;
}
