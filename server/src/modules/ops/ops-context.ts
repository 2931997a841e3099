// The signed-in ops member as every ops service sees it (OpsContext) and the claims of an ops token.
// No HTTP here: the guard itself is in guard-http.ts (guard.ts exports both).
import type { OpsRole } from "../../contract/ops-roles";

/** The signed-in ops member as every ops service sees it. */
export type OpsContext = { opsId: string; name: string; mobile: string; role: OpsRole; sessionId?: string };

/** The claims of an ops token. */
export type OpsClaims = { sub: string; sid: string; typ: "ops" };
