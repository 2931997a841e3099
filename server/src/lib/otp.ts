// One-time codes for login, sign-up, password reset and email verification: 6 digits, stored as a
// keyed HMAC (never the code), valid 5 minutes, at most 5 tries per code, at most 3 sends per
// destination per 10 minutes. A new code replaces any earlier one for the same purpose and target.
import crypto from "node:crypto";
import type { AppContext } from "../plugins/db";
import { AppError } from "./app-error";
import { ERROR_CODE } from "../contract/errors";
import { hit } from "./rate-limit";
import { sameDigest } from "./tokens";

export type OtpPurpose = "login" | "signup" | "reset" | "email" | "delete";

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MAX_SENDS = 3;
export const OTP_SEND_WINDOW_MS = 10 * 60_000;

export const invalidCode = () => new AppError(ERROR_CODE.INVALID_CODE);

/** The SMS destination of an Indian mobile number. */
export const smsTarget = (number: string) => `+91${number}`;

function digest(ctx: AppContext, purpose: OtpPurpose, target: string, code: string) {
  return crypto.createHmac("sha256", ctx.config.jwtSecret).update(`${purpose}\n${target}\n${code}`).digest("hex");
}

/**
 * Counts one send to `sendKey` (a phone number or an email address, whatever the purpose) and
 * refuses past the limit. Called before anything is stored or sent.
 */
async function countSend(ctx: AppContext, sendKey: string) {
  const { current } = await hit(ctx.db, `otp-send:${sendKey}`, OTP_SEND_WINDOW_MS, ctx.now());
  if (current > OTP_MAX_SENDS) {
    throw new AppError(ERROR_CODE.OTP_SEND_LIMIT);
  }
}

/** Creates a fresh challenge and returns its code; the caller decides what to send. */
export async function issueCode(
  ctx: AppContext,
  purpose: OtpPurpose,
  target: string,
  sendKey = target,
): Promise<string> {
  await countSend(ctx, sendKey);
  const now = ctx.now();
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
  await ctx.db.$transaction([
    ctx.db.otpChallenge.updateMany({ where: { purpose, target, consumedAt: null }, data: { consumedAt: now } }),
    ctx.db.otpChallenge.create({
      data: {
        purpose,
        target,
        codeHash: digest(ctx, purpose, target, code),
        expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      },
    }),
  ]);
  return code;
}

/**
 * Checks a code against the latest open challenge and consumes it. Throws INVALID_CODE for a wrong
 * or unknown code, OTP_EXPIRED past five minutes and OTP_ATTEMPTS once five tries are spent.
 */
export async function consumeCode(ctx: AppContext, purpose: OtpPurpose, target: string, code: string): Promise<void> {
  const now = ctx.now();
  const challenge = await ctx.db.otpChallenge.findFirst({
    where: { purpose, target, consumedAt: null },
    orderBy: { createdAt: "desc" },
  });
  if (!challenge) throw invalidCode();
  if (challenge.expiresAt <= now) {
    throw new AppError(ERROR_CODE.OTP_EXPIRED);
  }
  // Count the try before comparing, so parallel guesses cannot exceed the limit.
  const counted = await ctx.db.otpChallenge.update({
    where: { id: challenge.id },
    data: { attempts: { increment: 1 } },
  });
  if (counted.attempts > OTP_MAX_ATTEMPTS) {
    throw new AppError(ERROR_CODE.OTP_ATTEMPTS);
  }
  if (!sameDigest(digest(ctx, purpose, target, code), challenge.codeHash)) throw invalidCode();
  const consumed = await ctx.db.otpChallenge.updateMany({
    where: { id: challenge.id, consumedAt: null },
    data: { consumedAt: now },
  });
  if (consumed.count !== 1) throw invalidCode();
}
