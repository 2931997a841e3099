// Ops sign-in by mobile number and password, with the customers' and shop staff's limits (a pause
// after repeated wrong passwords). A failure reads the same whether or not the number belongs to
// an ops member. Each sign-in opens an ops session (an OpsSession row the ops token names), which
// sign-out and suspension end.
import type { OpsPasswordBody, OpsSession } from "../../contract/ops-auth";
import { OPS_SESSION_HOURS } from "../../contract/ops-roles";
import { ERROR_CODE } from "../../contract/errors";
import type { AppContext } from "../../plugins/db";
import { AppError } from "../../lib/app-error";
import { verifyPassword } from "../../lib/password";
import { hit } from "../../lib/rate-limit";
import { smsTarget } from "../../lib/otp";
import { MAX_PASSWORD_FAILURES, PASSWORD_FAILURE_WINDOW_MS } from "../merchant-console/public";
import type { OpsContext } from "./guard";

export type OpsSigner = (opsId: string, sessionId: string) => { token: string; expiry: number };

const failKey = (number: string) => `ops-login-fail:${smsTarget(number)}`;

export async function opsPasswordSignIn(ctx: AppContext, sign: OpsSigner, body: OpsPasswordBody): Promise<OpsSession> {
  const key = failKey(body.mobile.number);
  const bucket = await ctx.db.rateLimitBucket.findUnique({ where: { key } });
  if (bucket && bucket.resetAt > ctx.now() && bucket.count >= MAX_PASSWORD_FAILURES) {
    throw new AppError(ERROR_CODE.LOGIN_PAUSED);
  }
  const member = await ctx.db.opsStaff.findUnique({ where: { mobile: body.mobile.number } });
  const ok = await verifyPassword(body.password, member?.passwordHash);
  if (!member || !ok) {
    await hit(ctx.db, key, PASSWORD_FAILURE_WINDOW_MS, ctx.now());
    throw new AppError(ERROR_CODE.INVALID_CREDENTIALS);
  }
  await ctx.db.rateLimitBucket.deleteMany({ where: { key } });
  if (member.status !== "active") throw new AppError(ERROR_CODE.OPS_SUSPENDED);
  const session = await ctx.db.opsSession.create({
    data: { opsId: member.id, expiresAt: new Date(ctx.now().getTime() + OPS_SESSION_HOURS * 3600_000) },
  });
  return sign(member.id, session.id);
}

/** Ends the request's ops session (sign-out). */
export async function endOpsSession(ctx: AppContext, ops: OpsContext): Promise<void> {
  if (!ops.sessionId) return;
  await ctx.db.opsSession.updateMany({ where: { id: ops.sessionId, revokedAt: null }, data: { revokedAt: ctx.now() } });
}
