// Inactive accounts (DPDP): an account without a sign-in or session refresh for 3 years
// (User.lastActiveAt, or createdAt when it never had one) gets a notice by SMS (and email when it
// has one) through the outbox, and is erased 48 hours later unless the customer signed in
// meanwhile (a new session clears the notice). Accounts with an order in progress or Galli Cash
// left are not erased by the job: the money is the customer's, so the operations team follows up.
import type { AppContext } from "../../plugins/db";
import { ERASURE_NOTICE_HOURS, INACTIVE_ERASURE_YEARS } from "../../contract/privacy";
import { asLanguage } from "../../lib/language";
import { smsTarget } from "../../lib/otp";
import { outboxTexts } from "../../lib/outbox-texts";
import { balance } from "../../lib/wallet";
import { discardProfileImage } from "../profile/public";
import { IN_PROGRESS } from "./delete";
import { eraseAccount, issueKeptDocuments } from "./erase";

export const INACTIVE_JOB = "inactive-accounts";
export const INACTIVE_EVERY_MS = 60 * 60_000;
const NOTICE_MS = ERASURE_NOTICE_HOURS * 3600_000;
const BATCH = 200;

/** The moment before which an account counts as inactive for INACTIVE_ERASURE_YEARS at `now`. */
export function inactiveBefore(now: Date): Date {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - INACTIVE_ERASURE_YEARS);
  return d;
}

const inactiveSince = (cutoff: Date) => ({
  deletedAt: null,
  OR: [{ lastActiveAt: { lt: cutoff } }, { lastActiveAt: null, createdAt: { lt: cutoff } }],
});

export async function inactiveAccounts(ctx: AppContext, now: Date): Promise<{ noticed: number; erased: number }> {
  // Notice: accounts that reach 3 years of inactivity within the next 48 hours.
  const toNotice = await ctx.db.user.findMany({
    where: { ...inactiveSince(new Date(inactiveBefore(now).getTime() + NOTICE_MS)), erasureNoticeAt: null },
    take: BATCH,
  });
  for (const u of toNotice) {
    const texts = outboxTexts(asLanguage(u.language));
    await ctx.adapters.messages.sendSms(smsTarget(u.mobile), texts.erasureNotice);
    if (u.email) await ctx.adapters.messages.sendEmail(u.email, texts.erasureNoticeSubject, texts.erasureNotice);
    await ctx.db.user.update({ where: { id: u.id }, data: { erasureNoticeAt: now } });
  }
  // Erasure: noticed at least 48 hours ago and still inactive.
  const due = await ctx.db.user.findMany({
    where: { ...inactiveSince(inactiveBefore(now)), erasureNoticeAt: { lte: new Date(now.getTime() - NOTICE_MS) } },
    select: { id: true },
    take: BATCH,
  });
  let erased = 0;
  for (const { id } of due) {
    if ((await ctx.db.order.count({ where: { userId: id, status: { in: IN_PROGRESS } } })) > 0) continue;
    if ((await balance(ctx.db, id)) > 0) continue;
    await issueKeptDocuments(ctx.db, id, now);
    const done = await ctx.db.$transaction((tx) => eraseAccount(tx, id, now));
    await discardProfileImage(ctx, done.image);
    erased++;
  }
  return { noticed: toNotice.length, erased };
}
