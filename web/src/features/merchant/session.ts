// The console session: the staff token (kept on the device, apart from the customer's), the
// signed-in member from GET /merchant/api/me, sign-in by password or one-time code, sign-out. A
// small store of its own (the console loads on demand, so the app's Redux store stays as it is),
// read with useConsoleSession().
import { useSyncExternalStore } from "react";
import type { ConsoleSession, MeData } from "@contract/console-auth";
import type { Privilege } from "@contract/console-roles-constants";
import { hashPassword } from "@/lib/password-hash";
import { CONSOLE_TOKEN_KEY, consoleRequest, consoleToken, onUnauthorized } from "./console-api";

export type ConsoleState =
  | { status: "loading" }
  | { status: "signedOut"; ended?: boolean }
  | { status: "signedIn"; me: MeData; needsPassword: boolean };

let state: ConsoleState = consoleToken() ? { status: "loading" } : { status: "signedOut" };
const listeners = new Set<() => void>();

function set(next: ConsoleState) {
  state = next;
  for (const listener of listeners) listener();
}

function storeToken(token: string | null) {
  try {
    if (token) localStorage.setItem(CONSOLE_TOKEN_KEY, token);
    else localStorage.removeItem(CONSOLE_TOKEN_KEY);
  } catch {
    // Storage refused (private mode): the session lasts as long as the page.
  }
}

/** A 401 on any call: the session is over (suspended, signed out elsewhere, expired). */
onUnauthorized(() => {
  storeToken(null);
  set({ status: "signedOut", ended: true });
});

export const consoleSessionStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useConsoleSession(): ConsoleState {
  return useSyncExternalStore(consoleSessionStore.subscribe, consoleSessionStore.get, consoleSessionStore.get);
}

/** Reads who is signed in (at start, after sign-in, after a change to one's own account). */
export async function loadMe(needsPassword = false): Promise<void> {
  if (!consoleToken()) return set({ status: "signedOut" });
  try {
    const me = await consoleRequest<MeData>("GET", "/me");
    set({ status: "signedIn", me, needsPassword: needsPassword && !me.member.has_password });
  } catch (error) {
    // A 401 already signed out; anything else (offline) leaves the token for a retry.
    if (consoleSessionStore.get().status === "loading") set({ status: "signedOut" });
    throw error;
  }
}

async function opened(session: ConsoleSession) {
  storeToken(session.token);
  await loadMe(session.needs_password);
}

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
  if (state.status === "signedIn") set({ ...state, needsPassword: false });
}

export async function signOut(): Promise<void> {
  try {
    await consoleRequest<string>("POST", "/auth/logout");
  } catch {
    // Signed out on this device whatever the server says.
  }
  storeToken(null);
  set({ status: "signedOut" });
}

export const hasPrivilege = (s: ConsoleState, privilege: Privilege | null): boolean =>
  s.status === "signedIn" && (privilege === null || s.me.privileges.includes(privilege));
