// The console session: the signed-in member from GET /merchant/api/me, sign-in by password or
// one-time code, sign-out — the consoles' one session (components/console/console-session.ts) over
// the staff token (kept on the device, apart from the customer's), read with useConsoleSession().
import type { ConsoleSession, MeData } from "@contract/console-auth";
import type { Privilege } from "@contract/console-roles-constants";
import { createConsoleSession, type ConsoleSessionState } from "@/components/console/console-session";
import { hashPassword } from "@/lib/password-hash";
import { consoleApi, consoleRequest } from "./console-api";

type SignedIn = { me: MeData; needsPassword: boolean };

export type ConsoleState = ConsoleSessionState<SignedIn>;

export const consoleSessionStore = createConsoleSession<SignedIn>(consoleApi);

export function useConsoleSession(): ConsoleState {
  return consoleSessionStore.useSession();
}

const readMe = (needsPassword: boolean) => async (): Promise<SignedIn> => {
  const me = await consoleRequest<MeData>("GET", "/me");
  return { me, needsPassword: needsPassword && !me.member.has_password };
};

/** Reads who is signed in (at start, after sign-in, after a change to one's own account). */
export function loadMe(needsPassword = false): Promise<void> {
  return consoleSessionStore.load(readMe(needsPassword));
}

const opened = (session: ConsoleSession) => consoleSessionStore.open(session.token, readMe(session.needs_password));

const mobile = (number: string) => ({ dialing_code: "+91", number });

export async function signInWithPassword(number: string, password: string): Promise<void> {
  await opened(
    await consoleRequest<ConsoleSession>("POST", "/auth/password", {
      mobile: mobile(number),
      password: hashPassword(password),
    }),
  );
}

export async function requestCode(number: string): Promise<string> {
  return consoleRequest<string>("POST", "/auth/onetimepassword", { mobile: mobile(number) });
}

export async function signInWithCode(number: string, otp: string): Promise<void> {
  await opened(
    await consoleRequest<ConsoleSession>("POST", "/auth/onetimepassword/verify", { mobile: mobile(number), otp }),
  );
}

export async function setPassword(password: string): Promise<void> {
  await consoleRequest<string>("PUT", "/me/password", { password: hashPassword(password) });
  await loadMe();
}

/** Leaves the set-password prompt for later (the next code sign-in asks again). */
export function skipPassword() {
  consoleSessionStore.update((signedIn) => ({ ...signedIn, needsPassword: false }));
}

export const signOut = (): Promise<void> => consoleSessionStore.signOut();

/** Whether the member has the privilege (null: any signed-in member; a list: any of them). */
export const hasPrivilege = (s: ConsoleState, privilege: Privilege | readonly Privilege[] | null): boolean =>
  s.status === "signedIn" &&
  (privilege === null ||
    (typeof privilege === "string" ? [privilege] : privilege).some((p) => s.me.privileges.includes(p)));
