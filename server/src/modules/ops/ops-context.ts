// The signed-in ops member as every ops service sees it (OpsContext), the claims of an ops token and
// the mark an ops route's guard carries (the roles it lets in). No HTTP here: the guard itself is in
// guard-http.ts (guard.ts exports both).
import type { OpsRole } from "../../contract/ops-roles";

/** The signed-in ops member as every ops service sees it. */
export type OpsContext = { opsId: string; name: string; mobile: string; role: OpsRole; sessionId?: string };

/** The claims of an ops token. */
export type OpsClaims = { sub: string; sid: string; typ: "ops" };

/** The mark an ops route's guard carries: the roles it lets in (null: any signed-in member). */
export const OPS_GUARD = Symbol.for("galli.ops.guard");
export type OpsGuardMark = { [OPS_GUARD]: { roles: readonly OpsRole[] | null } };
/** The roles an ops guard lets in (null: any member), or undefined for anything that is not one. */
export function opsGuardRoles(fn: unknown): readonly OpsRole[] | null | undefined {
  if (typeof fn !== "function") return undefined;
  const mark = (fn as Partial<OpsGuardMark>)[OPS_GUARD];
  return mark ? mark.roles : undefined;
}
