// The ops session: the ops token (kept on the device, apart from the customer's and the shop
// console's), the signed-in member from GET /ops/api/me, sign-in by password, sign-out. A small
// store of its own (the ops console loads on demand), read with useOpsSession().
import { useSyncExternalStore } from "react";
import type { OpsMeData, OpsSession } from "@contract/ops-auth";
import type { OpsRole } from "@contract/ops-roles-constants";
import { hashPassword } from "@/lib/password-hash";
import { OPS_TOKEN_KEY, onOpsUnauthorized, opsRequest, opsToken } from "./ops-api";

export type OpsState =
  { status: "loading" } | { status: "signedOut"; ended?: boolean } | { status: "signedIn"; me: OpsMeData };

let state: OpsState = opsToken() ? { status: "loading" } : { status: "signedOut" };
const listeners = new Set<() => void>();

function set(next: OpsState) {
  state = next;
  for (const listener of listeners) listener();
}

function storeToken(token: string | null) {
  try {
    if (token) localStorage.setItem(OPS_TOKEN_KEY, token);
    else localStorage.removeItem(OPS_TOKEN_KEY);
  } catch {
    // Storage refused (private mode): the session lasts as long as the page.
  }
}

/** A 401 on any call: the session is over (suspended, signed out elsewhere, expired). */
onOpsUnauthorized(() => {
  storeToken(null);
  set({ status: "signedOut", ended: true });
});

export const opsSessionStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useOpsSession(): OpsState {
  return useSyncExternalStore(opsSessionStore.subscribe, opsSessionStore.get, opsSessionStore.get);
}

/** Reads who is signed in (at start and after sign-in). */
export async function loadOpsMe(): Promise<void> {
  if (!opsToken()) return set({ status: "signedOut" });
  try {
    const me = await opsRequest<OpsMeData>("GET", "/me");
    set({ status: "signedIn", me });
  } catch (error) {
    if (opsSessionStore.get().status === "loading") set({ status: "signedOut" });
    throw error;
  }
}

export async function opsSignIn(number: string, password: string): Promise<void> {
  const session = await opsRequest<OpsSession>("POST", "/auth/password", {
    mobile: { dialing_code: "+91", number },
    password: hashPassword(password),
  });
  storeToken(session.token);
  await loadOpsMe();
}

export async function opsSignOut(): Promise<void> {
  try {
    await opsRequest<string>("POST", "/auth/logout");
  } catch {
    // Signed out on this device whatever the server says.
  }
  storeToken(null);
  set({ status: "signedOut" });
}

/** Whether the signed-in member's role may open a page of `roles` (null: any member). */
export const hasOpsRole = (s: OpsState, roles: readonly OpsRole[] | null): boolean =>
  s.status === "signedIn" && (roles === null || roles.includes(s.me.role));
