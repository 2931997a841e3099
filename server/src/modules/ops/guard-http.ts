// The operations console's guard, requireOps(roles), made by the console wing's guard factory
// (plugins/console-guard.ts) for the realm "ops": every ops route declares the roles it lets in
// with it (null: any signed-in ops member), and the role x route test reads the same declaration.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { isOpsRole, OPS_SESSION_HOURS, type OpsRole } from "../../contract/ops-roles";
import { consoleGuard, CONSOLE_RATE_LIMIT_PER_MINUTE, type ConsoleGuard } from "../../plugins/console-guard";
import type { OpsContext } from "./ops-context";

declare module "fastify" {
  interface FastifyRequest {
    ops: OpsContext;
  }
}

export type OpsGuard = ConsoleGuard<readonly OpsRole[]>;

type OpsMember = { id: string; name: string; mobile: string; role: string };

/** The operations console's guard kit (realm "ops"). */
export const opsGuards = consoleGuard<OpsContext, readonly OpsRole[], OpsMember>({
  realm: "ops",
  signInMessage: "Please sign in to the operations console.",
  sessionHours: OPS_SESSION_HOURS,
  suspended: ERROR_CODE.OPS_SUSPENDED,
  session: async (db, id) => {
    const s = await db.opsSession.findUnique({
      where: { id },
      select: {
        opsId: true,
        expiresAt: true,
        revokedAt: true,
        ops: { select: { id: true, name: true, mobile: true, role: true, status: true } },
      },
    });
    return (
      s && { memberId: s.opsId, expiresAt: s.expiresAt, revokedAt: s.revokedAt, status: s.ops.status, member: s.ops }
    );
  },
  context: async (_db, { member }, claims) => {
    if (!isOpsRole(member.role)) throw new AppError(ERROR_CODE.FORBIDDEN);
    return { opsId: member.id, name: member.name, mobile: member.mobile, role: member.role, sessionId: claims.sid };
  },
  allows: (ops, roles) => roles.includes(ops.role),
});

/** Reads and checks the request's ops session; throws 401 for anything but an open one. */
export const opsOfRequest = (req: FastifyRequest): Promise<OpsContext> => opsGuards.ofRequest(req);

/**
 * The guard of an ops route: a signed-in ops member (401 otherwise) whose role is one of `roles`
 * (403 otherwise); null lets any signed-in member through. Sets request.ops.
 */
export const requireOps = (roles: readonly OpsRole[] | null): OpsGuard => opsGuards.require(roles);

/** The roles an ops guard lets in (null: any member), or undefined for anything that is not one. */
export const opsGuardRoles = (fn: unknown): readonly OpsRole[] | null | undefined => opsGuards.needOf(fn);

/** Ops routes' rate limit: per ops token (per address before sign-in), like the merchant console's. */
export const OPS_RATE_LIMIT_PER_MINUTE = CONSOLE_RATE_LIMIT_PER_MINUTE;
export const opsRateLimit = (max = OPS_RATE_LIMIT_PER_MINUTE) => opsGuards.rateLimit(max);

/** Signs an ops token for a session (12 hours, no refresh). */
export const signOpsToken = (app: FastifyInstance, opsId: string, sessionId: string) =>
  opsGuards.signToken(app, opsId, sessionId);
