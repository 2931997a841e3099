// One console's session: signed out, loading (a token is kept, who it is not yet known) or signed
// in with what GET <console>/me answers. One session a console, read with its use() hook; a 401 on
// any call ends it ("session ended"), sign-out ends it on this device whatever the server says.
import { useSyncExternalStore } from "react";
import type { ConsoleApi } from "./console-api";

export type ConsoleSessionState<S extends object> =
  { status: "loading" } | { status: "signedOut"; ended?: boolean } | ({ status: "signedIn" } & S);

export type ConsoleSession<S extends object> = {
  get(): ConsoleSessionState<S>;
  subscribe(listener: () => void): () => void;
  useSession(): ConsoleSessionState<S>;
  /** Reads who is signed in with `read` (at start, after sign-in, after a change to one's own account). */
  load(read: () => Promise<S>): Promise<void>;
  /** Keeps the token of a new session and reads who it is. */
  open(token: string, read: () => Promise<S>): Promise<void>;
  /** Changes the signed-in state (a prompt left for later). */
  update(change: (signedIn: S) => S): void;
  signOut(): Promise<void>;
};

export function createConsoleSession<S extends object>(api: ConsoleApi): ConsoleSession<S> {
  let state: ConsoleSessionState<S> = api.token() ? { status: "loading" } : { status: "signedOut" };
  const listeners = new Set<() => void>();
  const set = (next: ConsoleSessionState<S>) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const get = () => state;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  /** A 401 on any call: the session is over (suspended, signed out elsewhere, expired). */
  api.onUnauthorized(() => {
    api.storeToken(null);
    set({ status: "signedOut", ended: true });
  });

  const load = async (read: () => Promise<S>): Promise<void> => {
    if (!api.token()) return set({ status: "signedOut" });
    try {
      set({ status: "signedIn", ...(await read()) });
    } catch (error) {
      // A 401 already signed out; anything else (offline) leaves the token for a retry.
      if (state.status === "loading") set({ status: "signedOut" });
      throw error;
    }
  };

  return {
    get,
    subscribe,
    useSession: () => useSyncExternalStore(subscribe, get, get),
    load,
    async open(token, read) {
      api.storeToken(token);
      await load(read);
    },
    update(change) {
      if (state.status === "signedIn") set({ status: "signedIn", ...change(state) });
    },
    async signOut() {
      try {
        await api.request<string>("POST", "/auth/logout");
      } catch {
        // Signed out on this device whatever the server says.
      }
      api.storeToken(null);
      set({ status: "signedOut" });
    },
  };
}
