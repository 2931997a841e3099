// Ops sign-in by mobile number and password, with the customers' and shop staff's limits (a pause
// after repeated wrong passwords). A failure reads the same whether or not the number belongs to
// an ops member. Each sign-in opens an ops session (an OpsSession row the ops token names), which
// sign-out and suspension end.
import type { OpsPasswordBody, OpsSession } from "../../contract/ops-auth";
import { OPS_SESSION_HOURS } from "../../contract/ops-roles";
import { ERROR_CODE } from "../../contract/errors";
import type { AppContext } from "../../plugins/db";
import { AppError } from "../../lib/app-error";
import { smsTarget } from "../../lib/otp";
import { checkedPassword } from "../../lib/console-accounts";
import type { OpsContext } from "./guard";

export type OpsSigner = (opsId: string, sessionId: string) => { token: string; expiry: number };

const failKey = (number: string) => `ops-login-fail:${smsTarget(number)}`;

export async function opsPasswordSignIn(ctx: AppContext, sign: OpsSigner, body: OpsPasswordBody): Promise<OpsSession> {
  const member = await checkedPassword(ctx, failKey(body.mobile.number), body.password, () =>
    ctx.db.opsStaff.findUnique({ where: { mobile: body.mobile.number } }),
  );
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
