// The console's guard, requireStaff(privilege): every console route declares the privilege it
// needs with it (null: any signed-in member); the console plugin runs it first (before the body is
// read), and the role x route test reads the same declaration.
// It verifies the staff token (a JWT with typ "staff": customer tokens never pass, and customer
// routes refuse staff tokens), then loads the session and the member on every request, so a
// suspended or deleted member, or a signed-out session, stops at once.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { STAFF_SESSION_HOURS, type Privilege } from "../../contract/console-roles";
import { sha256 } from "../../lib/tokens";
import {
  loadStaffContext,
  STAFF_GUARD,
  type GuardMark,
  type StaffClaims,
  type StaffContext,
  type StaffSigner,
} from "./staff-context";

declare module "fastify" {
  interface FastifyRequest {
    staff: StaffContext;
  }
}

export type StaffGuard = ((req: FastifyRequest, reply: FastifyReply) => Promise<void>) & GuardMark;

const signInFirst = () => new AppError(ERROR_CODE.UNAUTHORIZED, "Please sign in to the console.");
const sessionOver = () => new AppError(ERROR_CODE.TOKEN_EXPIRED, undefined, { token: "expired" });

function bearer(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (typeof header !== "string") return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

async function verifyStaffToken(app: FastifyInstance, token: string): Promise<StaffClaims> {
  let claims: Partial<StaffClaims>;
  try {
    claims = app.jwt.verify<Partial<StaffClaims>>(token as never) as Partial<StaffClaims>;
  } catch (err) {
    if ((err as { code?: string }).code === "FST_JWT_AUTHORIZATION_TOKEN_EXPIRED") throw sessionOver();
    throw new AppError(ERROR_CODE.UNAUTHORIZED, undefined, { token: "expired" });
  }
  // A customer's or a guest's token (typ "access") never opens the console.
  if (claims.typ !== "staff" || typeof claims.sub !== "string" || typeof claims.sid !== "string") {
    throw new AppError(ERROR_CODE.UNAUTHORIZED, "Please sign in to the console.", { token: "expired" });
  }
  return claims as StaffClaims;
}

/** Reads and checks the request's staff session; throws 401 for anything but an open one. */
export async function staffOfRequest(req: FastifyRequest): Promise<StaffContext> {
  const token = bearer(req);
  if (!token) throw signInFirst();
  const claims = await verifyStaffToken(req.server, token);
  const { db } = req.server.ctx;
  const session = await db.staffSession.findUnique({
    where: { id: claims.sid },
    select: { staffId: true, expiresAt: true, revokedAt: true, staff: { select: { status: true } } },
  });
  if (!session || session.staffId !== claims.sub || session.revokedAt || session.expiresAt <= req.server.ctx.now()) {
    throw sessionOver();
  }
  if (session.staff.status !== "active") {
    throw new AppError(ERROR_CODE.STAFF_SUSPENDED, undefined, { token: "expired" });
  }
  const staff = await loadStaffContext(db, claims.sub, claims.sid);
  if (!staff) throw sessionOver();
  return staff;
}

/**
 * The guard of a console route: a signed-in member (401 otherwise) holding `privilege` (403
 * otherwise); null lets any signed-in member through. Sets request.staff.
 */
export function requireStaff(privilege: Privilege | null): StaffGuard {
  const guard = async (req: FastifyRequest) => {
    const staff = await staffOfRequest(req);
    if (privilege && !staff.privileges.has(privilege)) throw new AppError(ERROR_CODE.FORBIDDEN);
    req.staff = staff;
  };
  return Object.assign(guard, { [STAFF_GUARD]: { privilege } });
}

/** Console routes' rate limit: per staff token (per address before sign-in), like the merchant API. */
export const CONSOLE_RATE_LIMIT_PER_MINUTE = 120;
export function consoleRateLimit(max = CONSOLE_RATE_LIMIT_PER_MINUTE) {
  return {
    rateLimit: {
      max,
      timeWindow: 60_000,
      keyGenerator: (req: FastifyRequest) => {
        const token = bearer(req);
        return token ? `staff:${sha256(token)}` : `ip:${req.ip}`;
      },
    },
  };
}

/** Signs a staff token for a session (12 hours, no refresh). */
export function signStaffToken(
  app: FastifyInstance,
  staffId: string,
  sessionId: string,
): { token: string; expiry: number } {
  const claims: StaffClaims = { sub: staffId, sid: sessionId, typ: "staff" };
  const token = app.jwt.sign(claims as never, { expiresIn: `${STAFF_SESSION_HOURS}h` });
  const decoded = app.jwt.decode<{ exp?: number }>(token);
  return { token, expiry: (decoded?.exp ?? 0) * 1000 };
}

/** The app's staff token signer, for the sign-in services. */
export const staffSigner =
  (app: FastifyInstance): StaffSigner =>
  (staffId, sessionId) =>
    signStaffToken(app, staffId, sessionId);
