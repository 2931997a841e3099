// Sessions: short-lived access JWTs plus opaque refresh tokens that rotate on every use. A refresh
// token belongs to a family (one login); presenting an already-used token revokes the family,
// because one of the two holders is not the customer.
import crypto from "node:crypto";
import type { SessionData } from "../contract/session";
import type { AppContext } from "../plugins/db";
import { ERROR_CODE, type ErrorCode } from "../contract/errors";
import { AppError } from "./app-error";
import { asLanguage } from "./language";
import { randomToken, sha256 } from "./tokens";

export type AccessSigner = (claims: { sub: string; guest: boolean }) => { token: string; expiry: number };

/** What signing needs of the app (its JWT key), so sessions stay free of the HTTP framework. */
export type TokenSigner = {
  signAccessToken: (claims: { sub: string; guest: boolean }) => string;
  jwt: { decode: (token: string) => unknown };
};

/** Signs access tokens with the app's JWT key and reads back their expiry (ms since the epoch). */
export function accessSigner(app: TokenSigner): AccessSigner {
  return (claims) => {
    const token = app.signAccessToken(claims);
    const decoded = app.jwt.decode(token) as { exp?: number } | null;
    return { token, expiry: (decoded?.exp ?? 0) * 1000 };
  };
}

export type SessionUser = {
  id: string;
  firstName: string;
  lastName: string;
  isNewCustomer: boolean;
  language: string;
  /** Set while the operations console has suspended the customer: no new session. */
  suspendedAt?: Date | null;
};

export const displayName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

export const GUEST_NAME = "Guest";
const DAY_MS = 24 * 3600_000;

export function guestSession(sign: AccessSigner): SessionData {
  const { token, expiry } = sign({ sub: `guest:${crypto.randomUUID()}`, guest: true });
  return { token, refresh_token: null, expiry, guest: true, user_name: GUEST_NAME, new_user: false };
}

export async function customerSession(
  ctx: AppContext,
  sign: AccessSigner,
  user: SessionUser,
  familyId: string = crypto.randomUUID(),
): Promise<SessionData> {
  // A suspended customer gets no new session (sign-in, a one-time code, a password change). The
  // guest session the sign-in form runs in stays, so the form shows the message.
  if (user.suspendedAt) throw new AppError(ERROR_CODE.ACCOUNT_SUSPENDED);
  const refresh = randomToken();
  await ctx.db.refreshToken.create({
    data: {
      userId: user.id,
      familyId,
      tokenHash: sha256(refresh),
      expiresAt: new Date(ctx.now().getTime() + ctx.config.refreshTokenTtl * 1000),
    },
  });
  // A sign-in or refresh is activity: it postpones the inactive-account erasure (and cancels a
  // notice already sent). Written at most once a day per account.
  const now = ctx.now();
  await ctx.db.user.updateMany({
    where: { id: user.id, OR: [{ lastActiveAt: null }, { lastActiveAt: { lt: new Date(now.getTime() - DAY_MS) } }] },
    data: { lastActiveAt: now, erasureNoticeAt: null },
  });
  const { token, expiry } = sign({ sub: user.id, guest: false });
  return {
    token,
    refresh_token: refresh,
    expiry,
    guest: false,
    user_name: displayName(user),
    new_user: user.isNewCustomer,
    language: asLanguage(user.language),
  };
}

// The client logs out on token "expired", which is what a failed refresh must lead to.
const refreshRefused = (code: ErrorCode) => new AppError(code, undefined, { token: "expired" });

async function revokeFamily(ctx: AppContext, familyId: string) {
  await ctx.db.refreshToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: ctx.now() } });
}

/** Trades a refresh token for a new session in the same family. */
export async function rotateRefresh(
  ctx: AppContext,
  sign: AccessSigner,
  presented: string | undefined,
): Promise<SessionData> {
  if (!presented) throw refreshRefused(ERROR_CODE.REFRESH_MISSING);
  const now = ctx.now();
  const row = await ctx.db.refreshToken.findUnique({
    where: { tokenHash: sha256(presented) },
    include: { user: true },
  });
  if (!row) throw refreshRefused(ERROR_CODE.REFRESH_INVALID);
  if (row.revokedAt) throw refreshRefused(ERROR_CODE.REFRESH_REVOKED);
  if (row.usedAt) {
    await revokeFamily(ctx, row.familyId);
    throw refreshRefused(ERROR_CODE.REFRESH_REUSED);
  }
  if (row.expiresAt <= now) throw refreshRefused(ERROR_CODE.REFRESH_EXPIRED);
  // A suspended customer's session ends ("expired" logs the client out).
  if (row.user.suspendedAt) throw refreshRefused(ERROR_CODE.ACCOUNT_SUSPENDED);
  const claimed = await ctx.db.refreshToken.updateMany({
    where: { id: row.id, usedAt: null, revokedAt: null },
    data: { usedAt: now },
  });
  if (claimed.count !== 1) {
    // Another request used it between our read and write: the same reuse, seen a moment later.
    await revokeFamily(ctx, row.familyId);
    throw refreshRefused(ERROR_CODE.REFRESH_REUSED);
  }
  return customerSession(ctx, sign, row.user, row.familyId);
}

/** Ends the login a refresh token belongs to. Unknown tokens are ignored (logout is idempotent). */
export async function revokeByToken(ctx: AppContext, presented: string | undefined) {
  if (!presented) return;
  const row = await ctx.db.refreshToken.findUnique({ where: { tokenHash: sha256(presented) } });
  if (row) await revokeFamily(ctx, row.familyId);
}

/** Ends every login of a user (after a password change or reset). */
export async function revokeAllSessions(ctx: AppContext, userId: string) {
  await ctx.db.refreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: ctx.now() } });
}
