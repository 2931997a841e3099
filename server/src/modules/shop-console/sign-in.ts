// Staff sign-in: by mobile number and password, or by a one-time code, with the customers' limits
// (a pause after repeated wrong passwords, the code send and try limits of lib/otp.ts). Failures
// read the same whether or not the number belongs to a staff member. Each sign-in opens a console
// session (a StaffSession row the staff token names), which sign-out, suspension and deletion end.
import type { StaffMember } from "../../generated/prisma/client";
import type {
  ConsoleSession,
  StaffCodeBody,
  StaffPasswordBody,
  StaffSetPasswordBody,
} from "../../contract/console-auth";
import { STAFF_SESSION_HOURS } from "../../contract/console-roles";
import { ERROR_CODE } from "../../contract/errors";
import type { AppContext } from "../../plugins/db";
import { AppError } from "../../lib/app-error";
import { hashPassword, verifyPassword } from "../../lib/password";
import { checkedPassword } from "../../lib/console-accounts";
import { consumeCode, invalidCode, issueCode, smsTarget } from "../../lib/otp";
import type { Language } from "../../lib/language";
import type { StaffContext, StaffSigner } from "./staff-context";
import { recordAudit } from "./audit";

/** The code challenge's target: a staff sign-in code never signs a customer in, nor the reverse. */
export const staffCodeTarget = (number: string) => `staff:${smsTarget(number)}`;

const failKey = (number: string) => `staff-login-fail:${smsTarget(number)}`;

export const STAFF_SMS = {
  en: {
    code: (code: string) =>
      `Your Galli merchant console login code is ${code}. It is valid for 5 minutes. Do not share it with anyone.`,
    noAccount: "Someone asked for a Galli merchant console code for this number, but no shop staff account uses it.",
    invite: (merchant: string) =>
      `${merchant} added you to its Galli merchant console. Open /merchant and sign in with a one-time code sent to this number.`,
  },
  hi: {
    code: (code: string) => `आपका Galli मर्चेंट कंसोल लॉगिन कोड ${code} है। यह 5 मिनट तक मान्य है। इसे किसी के साथ साझा न करें।`,
    noAccount: "किसी ने इस नंबर के लिए Galli मर्चेंट कंसोल कोड मँगाया, लेकिन यह नंबर किसी दुकान के स्टाफ़ खाते का नहीं है।",
    invite: (merchant: string) =>
      `${merchant} ने आपको अपने Galli मर्चेंट कंसोल में जोड़ा है। /merchant खोलें और इस नंबर पर आए OTP से साइन इन करें।`,
  },
} satisfies Record<Language, unknown>;

async function openSession(ctx: AppContext, sign: StaffSigner, member: StaffMember): Promise<ConsoleSession> {
  if (member.status !== "active") throw new AppError(ERROR_CODE.STAFF_SUSPENDED);
  const session = await ctx.db.staffSession.create({
    data: { staffId: member.id, expiresAt: new Date(ctx.now().getTime() + STAFF_SESSION_HOURS * 3600_000) },
  });
  const { token, expiry } = sign(member.id, session.id);
  return { token, expiry, needs_password: !member.passwordHash };
}

export async function staffPasswordSignIn(
  ctx: AppContext,
  sign: StaffSigner,
  body: StaffPasswordBody,
): Promise<ConsoleSession> {
  const member = await checkedPassword(ctx, failKey(body.mobile.number), body.password, () =>
    ctx.db.staffMember.findUnique({ where: { mobile: body.mobile.number } }),
  );
  return openSession(ctx, sign, member);
}

/** Sends a sign-in code to a staff member's phone (a note to a number without a staff account). */
export async function requestStaffCode(ctx: AppContext, number: string, language: Language): Promise<void> {
  const code = await issueCode(ctx, "login", staffCodeTarget(number));
  const member = await ctx.db.staffMember.findUnique({ where: { mobile: number }, select: { id: true } });
  const texts = STAFF_SMS[language];
  await ctx.adapters.messages.sendSms(smsTarget(number), member ? texts.code(code) : texts.noAccount);
}

export async function staffCodeSignIn(
  ctx: AppContext,
  sign: StaffSigner,
  body: StaffCodeBody,
): Promise<ConsoleSession> {
  await consumeCode(ctx, "login", staffCodeTarget(body.mobile.number), body.otp);
  const member = await ctx.db.staffMember.findUnique({ where: { mobile: body.mobile.number } });
  if (!member) throw invalidCode();
  // The code proves the phone: a paused password sign-in opens again.
  await ctx.db.rateLimitBucket.deleteMany({ where: { key: failKey(body.mobile.number) } });
  await markPrimaryMobileVerified(ctx, member);
  return openSession(ctx, sign, member);
}

/**
 * The code proves the phone: a shop of the member's merchant whose primary mobile this is, still
 * waiting to go live, counts its primary mobile verified (a go-live rule the operations console
 * checks). An invited Super Admin's first sign-in by code is what completes it.
 */
async function markPrimaryMobileVerified(ctx: AppContext, member: StaffMember): Promise<void> {
  const shops = await ctx.db.shop.findMany({
    where: { merchantId: member.merchantId, mobilePrimary: member.mobile, status: "onboarding" },
    select: { id: true },
  });
  if (!shops.length) return;
  await ctx.db.shopOnboarding.updateMany({
    where: { shopId: { in: shops.map((s) => s.id) }, mobileVerifiedAt: null },
    data: { mobileVerifiedAt: ctx.now() },
  });
}

/** Ends the request's console session (sign-out). */
export async function endSession(ctx: AppContext, staff: StaffContext): Promise<void> {
  if (!staff.sessionId) return;
  await ctx.db.staffSession.updateMany({
    where: { id: staff.sessionId, revokedAt: null },
    data: { revokedAt: ctx.now() },
  });
}

/** Ends every console session of a member (suspension, deletion, a password change). */
export async function endAllSessions(db: AppContext["db"], staffId: string, now: Date, keep?: string): Promise<void> {
  await db.staffSession.updateMany({
    where: { staffId, revokedAt: null, ...(keep ? { id: { not: keep } } : {}) },
    data: { revokedAt: now },
  });
}

/**
 * Sets the member's password (an invited member's first one needs only the session a code opened;
 * a change needs the current password). Other sessions of the member end.
 */
export async function setStaffPassword(
  ctx: AppContext,
  staff: StaffContext,
  body: StaffSetPasswordBody,
): Promise<void> {
  const member = await ctx.db.staffMember.findUniqueOrThrow({ where: { id: staff.staffId } });
  if (member.passwordHash && !(await verifyPassword(body.old_password ?? "", member.passwordHash))) {
    throw new AppError(ERROR_CODE.WRONG_OLD_PASSWORD);
  }
  const passwordHash = await hashPassword(body.password);
  await ctx.db.$transaction(async (tx) => {
    await tx.staffMember.update({ where: { id: member.id }, data: { passwordHash } });
    await recordAudit(tx, staff, {
      action: "staff.password",
      entity: "staff",
      entityId: member.id,
      before: { has_password: !!member.passwordHash },
      after: { has_password: true },
    });
  });
  await endAllSessions(ctx.db, member.id, ctx.now(), staff.sessionId);
}
