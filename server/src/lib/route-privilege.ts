// The mark a merchant console route's guard carries: the privilege it checks (null: any signed-in
// staff member). The console's guard sets it; the console plugin, the API documents and the role x
// route test read it, so a route declares its privilege in one place.
import type { Privilege } from "../contract/console-roles";

export const STAFF_GUARD = Symbol.for("galli.console.staffGuard");
export type GuardMark = { [STAFF_GUARD]: { privilege: Privilege | null } };

/** The privilege a guard checks, or undefined for anything that is not a staff guard. */
export function guardPrivilege(fn: unknown): Privilege | null | undefined {
  if (typeof fn !== "function") return undefined;
  const mark = (fn as Partial<GuardMark>)[STAFF_GUARD];
  return mark ? mark.privilege : undefined;
}
