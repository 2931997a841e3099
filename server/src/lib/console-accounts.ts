// What the consoles' accounts share (the merchant console's staff, the operations console's
// members): password sign-in with the customers' limits (a pause after repeated wrong passwords,
// a failure that reads the same whether or not the number has an account), and the audit log's
// JSON sides and pages.
import type { AppContext } from "../plugins/db";
import { AppError } from "./app-error";
import { ERROR_CODE } from "../contract/errors";
import { verifyPassword } from "./password";
import { hit } from "./rate-limit";

/** The customers' limits: wrong passwords per number in the window before password sign-in pauses. */
export const MAX_PASSWORD_FAILURES = 10;
export const PASSWORD_FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * The account `find` answers if `password` is its own; counts a failure under `failKey` (and
 * answers the same for an unknown number) and refuses while the number's sign-in is paused.
 */
export async function checkedPassword<M extends { passwordHash: string | null }>(
  ctx: AppContext,
  failKey: string,
  password: string,
  find: () => Promise<M | null>,
): Promise<M> {
  const bucket = await ctx.db.rateLimitBucket.findUnique({ where: { key: failKey } });
  if (bucket && bucket.resetAt > ctx.now() && bucket.count >= MAX_PASSWORD_FAILURES) {
    throw new AppError(ERROR_CODE.LOGIN_PAUSED);
  }
  const member = await find();
  const ok = await verifyPassword(password, member?.passwordHash);
  if (!member || !ok) {
    await hit(ctx.db, failKey, PASSWORD_FAILURE_WINDOW_MS, ctx.now());
    throw new AppError(ERROR_CODE.INVALID_CREDENTIALS);
  }
  await ctx.db.rateLimitBucket.deleteMany({ where: { key: failKey } });
  return member;
}

/** Largest JSON kept for one side of an audit entry; longer values are cut and marked. */
export const AUDIT_JSON_LIMIT = 16_000;

/** One side (before, after) of an audit entry as stored. */
export function auditJson(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = JSON.stringify(value, (_k, v: unknown) => (typeof v === "bigint" ? v.toString() : v));
  return text.length <= AUDIT_JSON_LIMIT
    ? text
    : JSON.stringify({ truncated: true, json: text.slice(0, AUDIT_JSON_LIMIT) });
}

type AuditRow = {
  id: string;
  createdAt: Date;
  action: string;
  entity: string;
  entityId: string;
  before: string | null;
  after: string | null;
};

const parse = (text: string | null): unknown => (text === null ? null : (JSON.parse(text) as unknown));

/**
 * A page of an audit log from up to limit + 1 rows (newest first): the entries, each with who made
 * it (`who`), and the cursor of the next page (null on the last).
 */
export function auditPage<R extends AuditRow, W extends object>(rows: R[], limit: number, who: (row: R) => W) {
  const page = rows.slice(0, limit);
  return {
    entries: page.map((r) => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      ...who(r),
      action: r.action,
      entity: r.entity,
      entity_id: r.entityId,
      before: parse(r.before),
      after: parse(r.after),
    })),
    next: rows.length > limit ? (page[page.length - 1]?.id ?? null) : null,
  };
}
