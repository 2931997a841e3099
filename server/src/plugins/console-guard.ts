// The console wing's guard, one factory for every console (the merchant console's staff, the
// operations console's ops members, and the next one): consoleGuard({ realm, ... }) gives the
// console require(need) for its routes, the request's member, its rate limit and its token signer.
// - A console token is a JWT whose typ is the realm ("staff", "ops"): a customer's token, or another
//   console's, never opens a console, and customer routes refuse console tokens.
// - Every request checks the session and the member, so a suspended member or a signed-out session
//   stops at once. With the read epochs (read-epochs.ts) a process keeps the members it has loaded,
//   per session, while the "consoles" version stands (the database's triggers bump it in the
//   transaction of a sign-out, a suspension, a role or privilege change, a shop or store added: see
//   migration console_epoch): a request then costs no query, and every process still sees such a
//   write on its next request. Without them (read cache off) every request reads both.
// - Each guard carries a mark (its realm and what it needs: a privilege, a list of roles, or null
//   for any signed-in member); the API documents and the role x route tests read the same mark.
// - consoleWing(app, guards) (modules/index.ts) decorates the request with each realm's member and
//   runs a marked guard first, before the body is parsed and validated, for the routes of any
//   module: a caller without the need hears 401/403, never a validation answer about a body it may
//   not send.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { AppError } from "../lib/app-error";
import { ERROR_CODE, type ErrorCode } from "../contract/errors";
import { sha256 } from "../lib/tokens";
import type { Db } from "../lib/db";
import { CONSOLES_EPOCH, type ReadEpochs } from "../lib/read-epochs";

/** The mark a console guard carries: its realm and what it needs (null: any signed-in member). */
export const CONSOLE_GUARD = Symbol.for("galli.console.guard");
export type ConsoleGuardMark<Need> = { [CONSOLE_GUARD]: { realm: string; need: Need | null } };
export type ConsoleGuard<Need> = ((req: FastifyRequest, reply: FastifyReply) => Promise<void>) & ConsoleGuardMark<Need>;

/** What a guard of `realm` needs (null: any member), or undefined for anything that is not one. */
export function guardNeed<Need = unknown>(fn: unknown, realm: string): Need | null | undefined {
  if (typeof fn !== "function") return undefined;
  const mark = (fn as Partial<ConsoleGuardMark<Need>>)[CONSOLE_GUARD];
  return mark && mark.realm === realm ? mark.need : undefined;
}

const isConsoleGuard = (fn: unknown) =>
  typeof fn === "function" && (fn as Partial<ConsoleGuardMark<unknown>>)[CONSOLE_GUARD] !== undefined;

/** The claims of a console token. */
export type ConsoleClaims = { sub: string; sid: string; typ: string };

/** A console session as the guard checks it: its member, expiry, sign-out and the member's status. */
export type ConsoleSessionRow<Member> = {
  memberId: string;
  expiresAt: Date;
  revokedAt: Date | null;
  status: string;
  member: Member;
};

export type ConsoleRealm<Ctx, Need, Member> = {
  /** The token's typ, the request property the guard sets and the rate limit's key prefix. */
  realm: string;
  /** The 401 answer's message to a caller without a console token. */
  signInMessage: string;
  /** A session's life (12 hours, no refresh). */
  sessionHours: number;
  /** The error of a suspended member. */
  suspended: ErrorCode;
  /** The session a token names, or null. */
  session: (db: Db, sessionId: string) => Promise<ConsoleSessionRow<Member> | null>;
  /** The member's context for the routes (null: the member is gone). */
  context: (db: Db, row: ConsoleSessionRow<Member>, claims: ConsoleClaims) => Promise<Ctx | null>;
  /** Whether the member holds `need`. */
  allows: (ctx: Ctx, need: Need) => boolean;
};

/** A console's guard kit, made by consoleGuard(realm). */
export type ConsoleGuardKit<Ctx, Need> = {
  realm: string;
  /** The guard of a console route: a signed-in member (401) holding `need` (403); null lets any member in. */
  require: (need: Need | null) => ConsoleGuard<Need>;
  /** Reads and checks the request's session; throws 401 for anything but an open one. */
  ofRequest: (req: FastifyRequest) => Promise<Ctx>;
  /** What a guard of this console needs, or undefined for anything that is not one. */
  needOf: (fn: unknown) => Need | null | undefined;
  /** The console routes' rate limit: per console token (per address before sign-in). */
  rateLimit: (max?: number) => {
    rateLimit: { max: number; timeWindow: number; keyGenerator: (req: FastifyRequest) => string };
  };
  /** Signs a console token for a session. */
  signToken: (app: FastifyInstance, memberId: string, sessionId: string) => { token: string; expiry: number };
};

/** Console routes' rate limit per minute, like the merchant API's. */
export const CONSOLE_RATE_LIMIT_PER_MINUTE = 120;

export function bearer(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (typeof header !== "string") return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

const sessionOver = () => new AppError(ERROR_CODE.TOKEN_EXPIRED, undefined, { token: "expired" });

/** How many tokens a guard keeps per app (the oldest kept goes first). */
export const KEPT_SESSIONS = 10_000;
const CONSOLES = [CONSOLES_EPOCH];

/**
 * A member a guard keeps, by the token as sent (verified once: the same string with the same secret
 * stays valid until its own expiry): the session's expiry and the member's context, at the
 * "consoles" version they were read at.
 */
type Kept<Ctx> = { version: number; tokenExpiresAt: number; expiresAt: Date; ctx: Ctx };

export function consoleGuard<Ctx, Need, Member>(spec: ConsoleRealm<Ctx, Need, Member>): ConsoleGuardKit<Ctx, Need> {
  const { realm } = spec;

  function verify(app: FastifyInstance, token: string): ConsoleClaims & { exp?: number } {
    let claims: Partial<ConsoleClaims> & { exp?: number };
    try {
      claims = app.jwt.verify<Partial<ConsoleClaims> & { exp?: number }>(token as never);
    } catch (err) {
      if ((err as { code?: string }).code === "FST_JWT_AUTHORIZATION_TOKEN_EXPIRED") throw sessionOver();
      throw new AppError(ERROR_CODE.UNAUTHORIZED, undefined, { token: "expired" });
    }
    // A customer's, a guest's or another console's token never opens this console.
    if (claims.typ !== realm || typeof claims.sub !== "string" || typeof claims.sid !== "string") {
      throw new AppError(ERROR_CODE.UNAUTHORIZED, spec.signInMessage, { token: "expired" });
    }
    return claims as ConsoleClaims & { exp?: number };
  }

  // Per app (its database): the tokens this process has checked.
  const keptByApp = new WeakMap<ReadEpochs, Map<string, Kept<Ctx>>>();

  async function ofRequest(req: FastifyRequest): Promise<Ctx> {
    const token = bearer(req);
    if (!token) throw new AppError(ERROR_CODE.UNAUTHORIZED, spec.signInMessage);
    const { db, now } = req.server.ctx;
    const epochs = req.server.readEpochs ?? null;
    let kept: Map<string, Kept<Ctx>> | undefined;
    let version = 0;
    if (epochs) {
      // Read before the session: a write landing in between moves the version again, so what is
      // kept below is read again on the next request.
      [version] = await epochs.versions(CONSOLES);
      kept = keptByApp.get(epochs);
      if (!kept) keptByApp.set(epochs, (kept = new Map()));
      const hit = kept.get(token);
      if (hit && hit.version === version && Date.now() < hit.tokenExpiresAt) {
        if (hit.expiresAt <= now()) throw sessionOver();
        return hit.ctx;
      }
    }
    const claims = verify(req.server, token);
    const row = await spec.session(db, claims.sid);
    if (!row || row.memberId !== claims.sub || row.revokedAt || row.expiresAt <= now()) {
      throw sessionOver();
    }
    if (row.status !== "active") throw new AppError(spec.suspended, undefined, { token: "expired" });
    const ctx = await spec.context(db, row, claims);
    if (!ctx) throw sessionOver();
    if (kept && typeof claims.exp === "number") {
      kept.delete(token);
      if (kept.size >= KEPT_SESSIONS) kept.delete(kept.keys().next().value!);
      kept.set(token, { version, tokenExpiresAt: claims.exp * 1000, expiresAt: row.expiresAt, ctx });
    }
    return ctx;
  }

  return {
    realm,
    ofRequest,
    require(need) {
      const guard = async (req: FastifyRequest) => {
        const ctx = await ofRequest(req);
        if (need !== null && !spec.allows(ctx, need)) throw new AppError(ERROR_CODE.FORBIDDEN);
        (req as unknown as Record<string, unknown>)[realm] = ctx;
      };
      return Object.assign(guard, { [CONSOLE_GUARD]: { realm, need } });
    },
    needOf: (fn) => guardNeed<Need>(fn, realm),
    rateLimit(max = CONSOLE_RATE_LIMIT_PER_MINUTE) {
      return {
        rateLimit: {
          max,
          timeWindow: 60_000,
          keyGenerator: (req: FastifyRequest) => {
            const token = bearer(req);
            return token ? `${realm}:${sha256(token)}` : `ip:${req.ip}`;
          },
        },
      };
    },
    signToken(app, memberId, sessionId) {
      const claims: ConsoleClaims = { sub: memberId, sid: sessionId, typ: realm };
      const token = app.jwt.sign(claims as never, { expiresIn: `${spec.sessionHours}h` });
      const decoded = app.jwt.decode<{ exp?: number }>(token);
      return { token, expiry: (decoded?.exp ?? 0) * 1000 };
    },
  };
}

type Hook = NonNullable<RouteOptions["onRequest"]>;
const asList = (hook: Hook | undefined): unknown[] => (hook === undefined ? [] : Array.isArray(hook) ? hook : [hook]);

/**
 * The console wing on the app: the request carries each console's member (request.staff,
 * request.ops), and a console guard runs first (onRequest), whichever module's route declares it.
 */
export function consoleWing(app: FastifyInstance, guards: readonly { realm: string }[]): void {
  for (const { realm } of guards) app.decorateRequest(realm, null as never);
  app.addHook("onRoute", (route) => {
    const preHandlers = asList(route.preHandler);
    const first = preHandlers.filter(isConsoleGuard);
    if (!first.length) return;
    route.preHandler = preHandlers.filter((fn) => !isConsoleGuard(fn)) as never;
    route.onRequest = [...asList(route.onRequest), ...first] as never;
  });
}
