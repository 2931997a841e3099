// Bearer JWTs for guests and customers. An expired access token answers 401 with token "expired"
// so the client logs out; a guest calling a customer-only route answers 401 LOGIN_REQUIRED.
import fp from "fastify-plugin";
import jwt from "@fastify/jwt";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error";
import { ERROR_CODE } from "../contract/errors";

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
const invalid = () => new AppError(ERROR_CODE.UNAUTHORIZED);

async function readToken(req: FastifyRequest): Promise<Auth> {
  if (!req.headers.authorization) throw missing();
  try {
    const claims = await req.jwtVerify<AccessClaims>();
    if (claims.typ !== "access") throw invalid();
    return { sub: claims.sub, guest: claims.guest, userId: claims.guest ? null : claims.sub };
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
      // A customer's token is checked on every call: the verified ones are remembered (until they
      // expire, at most 10 minutes; keyed by a hash of the token). Refused tokens never are.
      verify: { cache: 10_000 },
    });
    app.decorateRequest("auth", null as unknown as Auth);

    app.decorate("signAccessToken", (claims: { sub: string; guest: boolean }) =>
      app.jwt.sign({ sub: claims.sub, guest: claims.guest, typ: "access" }),
    );
    app.decorate("requireToken", async (req: FastifyRequest) => {
      req.auth = await readToken(req);
    });
    app.decorate("requireCustomer", async (req: FastifyRequest) => {
      req.auth = await readToken(req);
      if (req.auth.guest) throw new AppError(ERROR_CODE.LOGIN_REQUIRED);
    });
    app.decorate("optionalToken", async (req: FastifyRequest) => {
      req.auth = { sub: "", guest: true, userId: null };
      if (!req.headers.authorization) return;
      req.auth = await readToken(req);
    });
  },
  { name: "auth", dependencies: ["db"] },
);
