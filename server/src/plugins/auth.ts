// Bearer JWTs for guests and customers. Any bearer token that fails verification (expired, signed
// with another secret, tampered, malformed, not an access token) answers 401 with token "expired",
// so the client takes the spec's expired path (log out to a guest session); only a missing header
// answers plain UNAUTHORIZED. A guest calling a customer-only route answers 401 LOGIN_REQUIRED.
// A customer the operations console suspended is refused on every call (403 ACCOUNT_SUSPENDED with
// token "expired", so the client ends the session), however valid the token.
import fp from "fastify-plugin";
import jwt from "@fastify/jwt";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error";
import { ERROR_CODE } from "../contract/errors";
import { suspensions, type Suspensions } from "../lib/suspensions";

export type AccessClaims = { sub: string; guest: boolean; typ: "access" };
export type Auth = { sub: string; guest: boolean; userId: string | null };

declare module "@fastify/jwt" {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

declare module "fastify" {
  interface FastifyRequest {
    auth: Auth;
  }
  interface FastifyInstance {
    /** preHandler: any valid token, guest or customer. */
    requireToken: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: a logged-in customer's token. */
    requireCustomer: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: reads a token when one is sent; never fails. */
    optionalToken: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    signAccessToken: (claims: { sub: string; guest: boolean }) => string;
  }
}

const expired = () =>
  new AppError(ERROR_CODE.TOKEN_EXPIRED, "Your session has expired. Please log in again.", { token: "expired" });
const missing = () => new AppError(ERROR_CODE.UNAUTHORIZED, "Please log in to continue.");
/** A token that does not verify: the session it stood for is over, as with an expired one. */
const invalid = () => new AppError(ERROR_CODE.UNAUTHORIZED, undefined, { token: "expired" });

/**
 * Tokens already verified, by their Authorization header as sent, each with its expiry (ms): a
 * customer's token is checked on every call, and the same string verified once with the same secret
 * stays valid until it expires. A remembered token past its expiry is verified again (which refuses
 * it as expired). Refused tokens are never remembered. Bounded: the oldest go first.
 */
const VERIFIED_MAX = 10_000;
type Verified = { auth: Auth; expiresAt: number };

export const accountSuspended = () => new AppError(ERROR_CODE.ACCOUNT_SUSPENDED, undefined, { token: "expired" });

async function readToken(req: FastifyRequest, verified: Map<string, Verified>, suspended: Suspensions): Promise<Auth> {
  const auth = await verifyToken(req, verified);
  if (auth.userId && (await suspended.isSuspended(auth.userId))) throw accountSuspended();
  return auth;
}

async function verifyToken(req: FastifyRequest, verified: Map<string, Verified>): Promise<Auth> {
  const header = req.headers.authorization;
  if (!header) throw missing();
  const known = verified.get(header);
  if (known && Date.now() < known.expiresAt) return known.auth;
  try {
    const claims = await req.jwtVerify<AccessClaims & { exp?: number }>();
    if (claims.typ !== "access") throw invalid();
    const auth = { sub: claims.sub, guest: claims.guest, userId: claims.guest ? null : claims.sub };
    if (typeof claims.exp === "number") {
      if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
      verified.set(header, { auth, expiresAt: claims.exp * 1000 });
    }
    return auth;
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === "FST_JWT_AUTHORIZATION_TOKEN_EXPIRED") throw expired();
    if (code === "FST_JWT_NO_AUTHORIZATION_IN_HEADER") throw missing();
    throw invalid();
  }
}

export default fp(
  async (app) => {
    const { jwtSecret, accessTokenTtl } = app.ctx.config;
    await app.register(jwt, {
      secret: jwtSecret,
      sign: { expiresIn: accessTokenTtl },
    });
    const verified = new Map<string, Verified>();
    const suspended = suspensions(app.ctx.db, app.readEpochs);
    app.decorateRequest("auth", null as unknown as Auth);

    app.decorate("signAccessToken", (claims: { sub: string; guest: boolean }) =>
      app.jwt.sign({ sub: claims.sub, guest: claims.guest, typ: "access" }),
    );
    app.decorate("requireToken", async (req: FastifyRequest) => {
      req.auth = await readToken(req, verified, suspended);
    });
    app.decorate("requireCustomer", async (req: FastifyRequest) => {
      req.auth = await readToken(req, verified, suspended);
      if (req.auth.guest) throw new AppError(ERROR_CODE.LOGIN_REQUIRED);
    });
    app.decorate("optionalToken", async (req: FastifyRequest) => {
      req.auth = { sub: "", guest: true, userId: null };
      if (!req.headers.authorization) return;
      req.auth = await readToken(req, verified, suspended);
    });
  },
  { name: "auth", dependencies: ["db", "read-cache"] },
);
