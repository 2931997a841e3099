// The session calls of the user API (spec part 1 section 7, Auth).
import type { Language } from "@contract/profile-constants";
import type { SessionData } from "@contract/session";
import { callApi } from "@/app/call-api";
import { readRefreshToken } from "./storage";

/** A guest token. Sent without the stored token: that one may be the expired reason we are here. */
export const requestGuestSession = () => callApi<SessionData>("GET", "/auth/guest", { auth: false });

/**
 * Ends the session on the server, which revokes the refresh token sent along. Silent: logging out
 * locally must work even when this fails.
 */
export const requestLogout = () => {
  const refresh = readRefreshToken();
  return callApi<undefined>("GET", "/auth/logout", { silent: true, headers: refresh ? { Refresh: refresh } : {} });
};

/**
 * Trades the refresh token for a new session (the server rotates it). Without the bearer token,
 * which has expired or is about to; silent, because a refused refresh ends in a logout, not a popup.
 */
export const requestRefresh = (refreshToken: string) =>
  callApi<SessionData>("POST", "/auth/refresh", { auth: false, silent: true, headers: { Refresh: refreshToken } });

/** Saves the customer's language on the server (SMS and emails follow it). Silent: the switch already worked. */
export const saveLanguage = (language: Language) =>
  callApi<{ language: Language }>("POST", "/profile/language/edit", { silent: true, body: { language } });
