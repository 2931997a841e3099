// Sign-up in two steps: /signup/verify checks that the mobile number and email are free and sends a
// code to the phone; /signup proves the code and creates the customer, logged in.
import type { SignupBody, SignupVerifyBody } from "../../contract/auth";
import { AUTH_MESSAGES } from "../../contract/auth";
import type { SessionData } from "../../contract/session";
import type { AppContext } from "../../plugins/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { hashPassword } from "../../lib/password";
import type { Language } from "../../lib/language";
import { consumeCode, issueCode, smsTarget } from "../../lib/otp";
import { outboxTexts } from "../../lib/outbox-texts";
import { customerSession, type AccessSigner } from "../../lib/sessions";
import { recordConsent, signupOffersSettings } from "../privacy/public";

export const SIGNUP_CODE_SENT = AUTH_MESSAGES.signUpCodeSent;

async function assertFree(ctx: AppContext, number: string, email: string) {
  if (await ctx.db.user.findUnique({ where: { mobile: number }, select: { id: true } })) {
    throw new AppError(ERROR_CODE.MOBILE_TAKEN, "This mobile number is already registered. Please log in.");
  }
  if (await ctx.db.user.findUnique({ where: { email }, select: { id: true } })) {
    throw new AppError(ERROR_CODE.EMAIL_TAKEN);
  }
}

/** Sends the code in the language of the request (the customer has no saved one yet). */
export async function signupVerify(ctx: AppContext, body: SignupVerifyBody, language: Language): Promise<string> {
  await assertFree(ctx, body.mobile.number, body.email.id);
  const target = smsTarget(body.mobile.number);
  const code = await issueCode(ctx, "signup", target);
  await ctx.adapters.messages.sendSms(target, outboxTexts(language).code("signup", code));
  return SIGNUP_CODE_SENT;
}

/** Creates the customer with the request's language saved as theirs. */
export async function signup(
  ctx: AppContext,
  sign: AccessSigner,
  body: SignupBody,
  language: Language,
): Promise<SessionData> {
  await assertFree(ctx, body.mobile.number, body.email.id);
  await consumeCode(ctx, "signup", smsTarget(body.mobile.number), body.otp);
  const passwordHash = await hashPassword(body.password);
  const now = ctx.now();
  // The customer, the notice they accepted and their offers answer, together (DPDP consent records).
  const user = await ctx.db.$transaction(async (tx) => {
    const created = await tx.user.create({
      data: {
        firstName: body.first_name,
        lastName: body.last_name,
        dialingCode: "+91",
        mobile: body.mobile.number,
        mobileVerified: true,
        email: body.email.id,
        emailVerified: false,
        passwordHash,
        language,
        lastActiveAt: now,
      },
    });
    const userId = created.id;
    await recordConsent(tx, { userId, purpose: "notice", granted: true, source: "signup", now });
    await recordConsent(tx, { userId, purpose: "offers", granted: body.consent.offers, source: "signup", now });
    if (body.consent.offers) {
      await tx.notificationSetting.create({ data: { userId, ...signupOffersSettings(true) } });
    }
    return created;
  });
  return customerSession(ctx, sign, user);
}
