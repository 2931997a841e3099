// The customer's own profile: view, edit (only changed fields), email verification, password
// change and the preferred delivery type. Every call works on the caller's own user row.
import type {
  DeliveryEditBody,
  LanguageEditBody,
  PasswordEditBody,
  ProfileData,
  ProfileEditBody,
} from "../../contract/profile";
import type { SessionData } from "../../contract/session";
import type { AppContext } from "../../plugins/db";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { asLanguage } from "../../lib/language";
import { hashPassword, verifyPassword } from "../../lib/password";
import { consumeCode, issueCode } from "../../lib/otp";
import { outboxTexts } from "../../lib/outbox-texts";
import { customerSession, revokeAllSessions, type AccessSigner } from "../../lib/sessions";
import { toSavedAddress } from "./addresses";
import { messageText } from "../../lib/message-templates";

async function loadUser(ctx: AppContext, userId: string) {
  const user = await ctx.db.user.findUnique({
    where: { id: userId },
    include: { addresses: { orderBy: { createdAt: "asc" } } },
  });
  if (!user) throw new AppError(ERROR_CODE.ACCOUNT_NOT_FOUND);
  return user;
}

export async function viewProfile(ctx: AppContext, userId: string): Promise<ProfileData> {
  const u = await loadUser(ctx, userId);
  return {
    _id: u.id,
    first_name: u.firstName,
    last_name: u.lastName,
    email: { id: u.email, is_verified: u.emailVerified },
    mobile: { dialing_code: u.dialingCode, number: u.mobile, is_verified: u.mobileVerified },
    image: u.image,
    delivery_type: u.deliveryType,
    address: u.addresses.map(toSavedAddress),
  };
}

/** Applies the changed fields; a new mobile number or email is unverified until proven again. */
export async function editProfile(ctx: AppContext, userId: string, body: ProfileEditBody): Promise<ProfileData> {
  const user = await loadUser(ctx, userId);
  const data: Record<string, unknown> = {};
  if (body.first_name !== undefined) data.firstName = body.first_name;
  if (body.last_name !== undefined) data.lastName = body.last_name;
  if (body.mobile && body.mobile.number !== user.mobile) {
    const taken = await ctx.db.user.findUnique({ where: { mobile: body.mobile.number }, select: { id: true } });
    if (taken) throw new AppError(ERROR_CODE.MOBILE_TAKEN);
    data.mobile = body.mobile.number;
    data.mobileVerified = false;
  }
  if (body.email && body.email.id !== user.email) {
    const taken = await ctx.db.user.findUnique({ where: { email: body.email.id }, select: { id: true } });
    if (taken) throw new AppError(ERROR_CODE.EMAIL_TAKEN);
    data.email = body.email.id;
    data.emailVerified = false;
  }
  if (Object.keys(data).length > 0) await ctx.db.user.update({ where: { id: userId }, data });
  return viewProfile(ctx, userId);
}

const emailTarget = (userId: string, email: string) => `${userId}:${email}`;

export async function sendEmailCode(ctx: AppContext, userId: string): Promise<string> {
  const user = await loadUser(ctx, userId);
  if (!user.email) throw new AppError(ERROR_CODE.EMAIL_MISSING);
  if (user.emailVerified) throw new AppError(ERROR_CODE.EMAIL_ALREADY_VERIFIED);
  const code = await issueCode(ctx, "email", emailTarget(userId, user.email), `email:${user.email}`);
  const texts = outboxTexts(asLanguage(user.language));
  await ctx.adapters.messages.sendEmail(user.email, texts.emailCodeSubject, texts.code("email", code));
  return messageText("emailCodeSent", { email: user.email });
}

export async function verifyEmailCode(ctx: AppContext, userId: string, otp: string): Promise<string> {
  const user = await loadUser(ctx, userId);
  if (!user.email) throw new AppError(ERROR_CODE.EMAIL_MISSING);
  await consumeCode(ctx, "email", emailTarget(userId, user.email), otp);
  await ctx.db.user.update({ where: { id: userId }, data: { emailVerified: true } });
  return "Your email has been verified.";
}

/**
 * Changes the password after checking the old one, ends every other login of the account and
 * answers a fresh session for this one.
 */
export async function changePassword(
  ctx: AppContext,
  sign: AccessSigner,
  userId: string,
  body: PasswordEditBody,
): Promise<SessionData> {
  const user = await loadUser(ctx, userId);
  if (!(await verifyPassword(body.old_password, user.passwordHash))) {
    throw new AppError(ERROR_CODE.WRONG_OLD_PASSWORD);
  }
  await ctx.db.user.update({ where: { id: userId }, data: { passwordHash: await hashPassword(body.new_password) } });
  await revokeAllSessions(ctx, userId);
  return customerSession(ctx, sign, user);
}

export async function setLanguage(ctx: AppContext, userId: string, body: LanguageEditBody): Promise<LanguageEditBody> {
  const user = await ctx.db.user.update({ where: { id: userId }, data: { language: body.language } });
  return { language: asLanguage(user.language) };
}

export async function setDeliveryType(
  ctx: AppContext,
  userId: string,
  body: DeliveryEditBody,
): Promise<{ delivery_type: number }> {
  const user = await ctx.db.user.update({ where: { id: userId }, data: { deliveryType: body.delivery_type } });
  return { delivery_type: user.deliveryType };
}
