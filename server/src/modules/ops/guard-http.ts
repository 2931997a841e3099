// The operations console's guard, requireOps(roles) (guard.ts re-exports it): every ops route
// declares the roles it lets in with it (null: any signed-in ops member); the ops plugin (index.ts)
// runs it first, before the body is read, and the role x route test (matrix.test.ts) reads the
// same declaration.
// It verifies the ops token (a JWT with typ "ops": customer and shop staff tokens never pass, and
// their routes refuse ops tokens), then loads the session and the member on every request, so a
// suspended member or a signed-out session stops at once.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { isOpsRole, OPS_SESSION_HOURS, type OpsRole } from "../../contract/ops-roles";
import { sha256 } from "../../lib/tokens";
import { OPS_GUARD, type OpsClaims, type OpsContext, type OpsGuardMark } from "./ops-context";

declare module "fastify" {
  interface FastifyRequest {
    ops: OpsContext;
  }
}

export type OpsGuard = ((req: FastifyRequest, reply: FastifyReply) => Promise<void>) & OpsGuardMark;

const signInFirst = () => new AppError(ERROR_CODE.UNAUTHORIZED, "Please sign in to the operations console.");
const sessionOver = () => new AppError(ERROR_CODE.TOKEN_EXPIRED, undefined, { token: "expired" });

export function bearer(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (typeof header !== "string") return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

function verifyOpsToken(app: FastifyInstance, token: string): OpsClaims {
  let claims: Partial<OpsClaims>;
  try {
    claims = app.jwt.verify<Partial<OpsClaims>>(token as never) as Partial<OpsClaims>;
  } catch (err) {
    if ((err as { code?: string }).code === "FST_JWT_AUTHORIZATION_TOKEN_EXPIRED") throw sessionOver();
    throw new AppError(ERROR_CODE.UNAUTHORIZED, undefined, { token: "expired" });
  }
  // A customer's, a guest's or a shop staff member's token never opens the ops console.
  if (claims.typ !== "ops" || typeof claims.sub !== "string" || typeof claims.sid !== "string") {
    throw new AppError(ERROR_CODE.UNAUTHORIZED, "Please sign in to the operations console.", { token: "expired" });
  }
  return claims as OpsClaims;
}

/** Reads and checks the request's ops session; throws 401 for anything but an open one. */
export async function opsOfRequest(req: FastifyRequest): Promise<OpsContext> {
  const token = bearer(req);
  if (!token) throw signInFirst();
  const claims = verifyOpsToken(req.server, token);
  const { db } = req.server.ctx;
  const session = await db.opsSession.findUnique({
    where: { id: claims.sid },
    select: {
      opsId: true,
      expiresAt: true,
      revokedAt: true,
      ops: { select: { id: true, name: true, mobile: true, role: true, status: true } },
    },
  });
  if (!session || session.opsId !== claims.sub || session.revokedAt || session.expiresAt <= req.server.ctx.now()) {
    throw sessionOver();
  }
  if (session.ops.status !== "active") throw new AppError(ERROR_CODE.OPS_SUSPENDED, undefined, { token: "expired" });
  if (!isOpsRole(session.ops.role)) throw new AppError(ERROR_CODE.FORBIDDEN);
  const { id, name, mobile, role } = session.ops;
  return { opsId: id, name, mobile, role, sessionId: claims.sid };
}

/**
 * The guard of an ops route: a signed-in ops member (401 otherwise) whose role is one of `roles`
 * (403 otherwise); null lets any signed-in member through. Sets request.ops.
 */
export function requireOps(roles: readonly OpsRole[] | null): OpsGuard {
  const guard = async (req: FastifyRequest) => {
    const ops = await opsOfRequest(req);
    if (roles && !roles.includes(ops.role)) throw new AppError(ERROR_CODE.FORBIDDEN);
    req.ops = ops;
  };
  return Object.assign(guard, { [OPS_GUARD]: { roles } });
}

/** Ops routes' rate limit: per ops token (per address before sign-in), like the merchant console's. */
export const OPS_RATE_LIMIT_PER_MINUTE = 120;
export function opsRateLimit(max = OPS_RATE_LIMIT_PER_MINUTE) {
  return {
    rateLimit: {
      max,
      timeWindow: 60_000,
      keyGenerator: (req: FastifyRequest) => {
        const token = bearer(req);
        return token ? `ops:${sha256(token)}` : `ip:${req.ip}`;
      },
    },
  };
}

/** Signs an ops token for a session (12 hours, no refresh). */
export function signOpsToken(
  app: FastifyInstance,
  opsId: string,
  sessionId: string,
): { token: string; expiry: number } {
  const claims: OpsClaims = { sub: opsId, sid: sessionId, typ: "ops" };
  const token = app.jwt.sign(claims as never, { expiresIn: `${OPS_SESSION_HOURS}h` });
  const decoded = app.jwt.decode<{ exp?: number }>(token);
  return { token, expiry: (decoded?.exp ?? 0) * 1000 };
}
