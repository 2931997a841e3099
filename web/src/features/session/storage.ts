// The session as the spec keeps it in local storage: token, refresh token, guest flag, user name,
// new-user flag and token expiry. The keys themselves are listed with all others in lib/storage.ts.
import type { SessionData } from "@contract/session";
import {
  STORAGE_KEYS,
  storedAccessToken,
  storedRecentAddresses,
  storedRecentShop,
  storedShopIds,
  textItem,
} from "@/lib/storage";

const token = storedAccessToken;
const refreshToken = textItem(STORAGE_KEYS.refreshToken);
const guest = textItem(STORAGE_KEYS.guest);
const userName = textItem(STORAGE_KEYS.userName);
const newUser = textItem(STORAGE_KEYS.newUser);
const tokenExpiry = textItem(STORAGE_KEYS.tokenExpiry);

export type StoredSession = {
  token: string | null;
  refreshToken: string | null;
  guest: boolean;
  userName: string;
  newUser: boolean;
  /** Milliseconds since the epoch, or null when unknown. */
  expiry: number | null;
};

export const readToken = (): string | null => token.get();
export const readRefreshToken = (): string | null => refreshToken.get();

export function readSession(): StoredSession {
  const expiry = Number(tokenExpiry.get());
  return {
    token: token.get(),
    refreshToken: refreshToken.get(),
    // Anything but an explicit "false" counts as a guest, so a half-written session asks for a new one.
    guest: guest.get() !== "false",
    userName: userName.get() ?? "",
    newUser: newUser.get() === "true",
    expiry: Number.isFinite(expiry) && expiry > 0 ? expiry : null,
  };
}

export function writeSession(session: SessionData) {
  token.set(session.token);
  if (session.refresh_token) refreshToken.set(session.refresh_token);
  else refreshToken.clear();
  guest.set(String(session.guest));
  userName.set(session.user_name);
  newUser.set(String(session.new_user));
  tokenExpiry.set(String(session.expiry));
}

/** The header shows the customer's name; a profile edit changes it. */
export const writeUserName = (name: string) => userName.set(name);

export function clearSession() {
  for (const item of [token, refreshToken, guest, userName, newUser, tokenExpiry]) item.clear();
}

/** Logout (spec part 1 section 4) also forgets recent addresses, shop ids and the recent shop. */
export function clearAccountData() {
  clearSession();
  storedRecentAddresses.clear();
  storedShopIds.clear();
  storedRecentShop.clear();
}
