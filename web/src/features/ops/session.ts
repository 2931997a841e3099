// The ops session: the signed-in member from GET /ops/api/me, sign-in by password, sign-out — the
// consoles' one session (components/console/console-session.ts) over the ops token (kept on the
// device, apart from the customer's and the shop console's), read with useOpsSession().
import type { OpsMeData, OpsSession } from "@contract/ops-auth";
import type { OpsRole } from "@contract/ops-roles-constants";
import { createConsoleSession, type ConsoleSessionState } from "@/components/console/console-session";
import { hashPassword } from "@/lib/password-hash";
import { opsApi, opsRequest } from "./ops-api";

type SignedIn = { me: OpsMeData };

export type OpsState = ConsoleSessionState<SignedIn>;

export const opsSessionStore = createConsoleSession<SignedIn>(opsApi);

export function useOpsSession(): OpsState {
  return opsSessionStore.useSession();
}

const readMe = async (): Promise<SignedIn> => ({ me: await opsRequest<OpsMeData>("GET", "/me") });

/** Reads who is signed in (at start and after sign-in). */
export const loadOpsMe = (): Promise<void> => opsSessionStore.load(readMe);

export async function opsSignIn(number: string, password: string): Promise<void> {
  const session = await opsRequest<OpsSession>("POST", "/auth/password", {
    mobile: { dialing_code: "+91", number },
    password: hashPassword(password),
  });
  await opsSessionStore.open(session.token, readMe);
}

export const opsSignOut = (): Promise<void> => opsSessionStore.signOut();

/** Whether the signed-in member's role may open a page of `roles` (null: any member). */
export const hasOpsRole = (s: OpsState, roles: readonly OpsRole[] | null): boolean =>
  s.status === "signedIn" && (roles === null || roles.includes(s.me.role));
