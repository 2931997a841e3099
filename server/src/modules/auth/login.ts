// Logging in with a password or a one-time code, and resetting a forgotten password. Every failure
// reads the same whether or not the number has an account; codes are issued for unknown numbers too
// (never delivered to the caller), so expiry and attempt answers cannot tell them apart either.
import type { MobileOnlyBody, OtpLoginBody, PasswordLoginBody, ResetPasswordBody } from "../../contract/auth";
import { AUTH_MESSAGES } from "../../contract/auth";
import type { SessionData } from "../../contract/session";
import type { AppContext } from "../../plugins/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { hashPassword, verifyPassword } from "../../lib/password";
import { hit } from "../../lib/rate-limit";
import { asLanguage, type Language } from "../../lib/language";
import { consumeCode, invalidCode, issueCode, smsTarget } from "../../lib/otp";
import { outboxTexts } from "../../lib/outbox-texts";
import { customerSession, revokeAllSessions, type AccessSigner } from "../../lib/sessions";

/** Wrong passwords allowed per number in the window before password login pauses for it. */
export const MAX_PASSWORD_FAILURES = 10;
export const PASSWORD_FAILURE_WINDOW_MS = 15 * 60_000;

export const CODE_SENT = AUTH_MESSAGES.codeSent;
export const RESET_CODE_SENT = AUTH_MESSAGES.resetCodeSent;

const wrongCredentials = () => new AppError(ERROR_CODE.INVALID_CREDENTIALS);

async function passwordFailuresExceeded(ctx: AppContext, key: string) {
  const bucket = await ctx.db.rateLimitBucket.findUnique({ where: { key } });
  return !!bucket && bucket.resetAt > ctx.now() && bucket.count >= MAX_PASSWORD_FAILURES;
}

export async function passwordLogin(
  ctx: AppContext,
  sign: AccessSigner,
  body: PasswordLoginBody,
): Promise<SessionData> {
  const failKey = `login-fail:${smsTarget(body.mobile.number)}`;
  if (await passwordFailuresExceeded(ctx, failKey)) {
    throw new AppError(ERROR_CODE.LOGIN_PAUSED);
  }
  const user = await ctx.db.user.findUnique({ where: { mobile: body.mobile.number } });
  const ok = await verifyPassword(body.password, user?.passwordHash);
  if (!user || !ok) {
    await hit(ctx.db, failKey, PASSWORD_FAILURE_WINDOW_MS, ctx.now());
    throw wrongCredentials();
  }
  await ctx.db.rateLimitBucket.deleteMany({ where: { key: failKey } });
  return customerSession(ctx, sign, user);
}

/**
 * Sends a code in the customer's saved language (or, to a number without an account, a note saying
 * so in the request's language); the answer is the same.
 */
async function sendMobileCode(
  ctx: AppContext,
  purpose: "login" | "reset",
  number: string,
  requestLanguage: Language,
) {
  const target = smsTarget(number);
  const code = await issueCode(ctx, purpose, target);
  const user = await ctx.db.user.findUnique({ where: { mobile: number }, select: { language: true } });
  const texts = outboxTexts(user ? asLanguage(user.language) : requestLanguage);
  await ctx.adapters.messages.sendSms(target, user ? texts.code(purpose, code) : texts.noAccount);
}

export async function requestLoginCode(ctx: AppContext, body: MobileOnlyBody, language: Language): Promise<string> {
  await sendMobileCode(ctx, "login", body.mobile.number, language);
  return CODE_SENT;
}

export async function codeLogin(ctx: AppContext, sign: AccessSigner, body: OtpLoginBody): Promise<SessionData> {
  await consumeCode(ctx, "login", smsTarget(body.mobile.number), body.otp);
  const user = await ctx.db.user.findUnique({ where: { mobile: body.mobile.number } });
  if (!user) throw invalidCode();
  // The code reached this phone, so the number is proven.
  if (!user.mobileVerified) await ctx.db.user.update({ where: { id: user.id }, data: { mobileVerified: true } });
  return customerSession(ctx, sign, user);
}

export async function requestResetCode(ctx: AppContext, body: MobileOnlyBody, language: Language): Promise<string> {
  await sendMobileCode(ctx, "reset", body.mobile.number, language);
  return RESET_CODE_SENT;
}

/** Sets a new password after a reset code and ends every existing login of the account. */
export async function resetPassword(ctx: AppContext, body: ResetPasswordBody): Promise<string> {
  await consumeCode(ctx, "reset", smsTarget(body.mobile.number), body.otp);
  const user = await ctx.db.user.findUnique({ where: { mobile: body.mobile.number }, select: { id: true } });
  if (!user) throw invalidCode();
  await ctx.db.user.update({
    where: { id: user.id },
    data: { passwordHash: await hashPassword(body.password), mobileVerified: true },
  });
  await revokeAllSessions(ctx, user.id);
  await ctx.db.rateLimitBucket.deleteMany({ where: { key: `login-fail:${smsTarget(body.mobile.number)}` } });
  return AUTH_MESSAGES.passwordChanged;
}
