// The console's guard, requireStaff(privilege), made by the console wing's guard factory
// (plugins/console-guard.ts) for the realm "staff": every console route declares the privilege it
// needs with it (null: any signed-in member), and the role x route test reads the same declaration.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ERROR_CODE } from "../../contract/errors";
import { STAFF_SESSION_HOURS, type Privilege } from "../../contract/console-roles";
import { consoleGuard, CONSOLE_RATE_LIMIT_PER_MINUTE, type ConsoleGuard } from "../../plugins/console-guard";
import type { Db } from "../../lib/db";
import { loadStaffContext, type StaffContext, type StaffSigner } from "./staff-context";

declare module "fastify" {
  interface FastifyRequest {
    staff: StaffContext;
  }
}

export type StaffGuard = ConsoleGuard<Privilege>;

/** A staff session as the guard checks it. */
const staffSession = (db: Db, id: string) =>
  db.staffSession
    .findUnique({
      where: { id },
      select: { staffId: true, expiresAt: true, revokedAt: true, staff: { select: { status: true } } },
    })
    .then((s) => s && { ...s, memberId: s.staffId, status: s.staff.status, member: null });

/** The merchant console's guard kit (realm "staff"). */
export const staffGuards = consoleGuard<StaffContext, Privilege, null>({
  realm: "staff",
  signInMessage: "Please sign in to the console.",
  sessionHours: STAFF_SESSION_HOURS,
  suspended: ERROR_CODE.STAFF_SUSPENDED,
  session: staffSession,
  context: (db, _row, claims) => loadStaffContext(db, claims.sub, claims.sid),
  allows: (staff, privilege) => staff.privileges.has(privilege),
});

/** Reads and checks the request's staff session; throws 401 for anything but an open one. */
export const staffOfRequest = (req: FastifyRequest): Promise<StaffContext> => staffGuards.ofRequest(req);

/**
 * The guard of a console route: a signed-in member (401 otherwise) holding `privilege` (403
 * otherwise); null lets any signed-in member through. Sets request.staff.
 */
export const requireStaff = (privilege: Privilege | null): StaffGuard => staffGuards.require(privilege);

/** The privilege a console guard checks, or undefined for anything that is not one. */
export const guardPrivilege = (fn: unknown): Privilege | null | undefined => staffGuards.needOf(fn);

/** Console routes' rate limit: per staff token (per address before sign-in), like the merchant API. */
export { CONSOLE_RATE_LIMIT_PER_MINUTE };
export const consoleRateLimit = (max = CONSOLE_RATE_LIMIT_PER_MINUTE) => staffGuards.rateLimit(max);

/** Signs a staff token for a session (12 hours, no refresh). */
export const signStaffToken = (app: FastifyInstance, staffId: string, sessionId: string) =>
  staffGuards.signToken(app, staffId, sessionId);

/** The app's staff token signer, for the sign-in services. */
export const staffSigner =
  (app: FastifyInstance): StaffSigner =>
  (staffId, sessionId) =>
    signStaffToken(app, staffId, sessionId);
