// Calls to the merchant console's API (/merchant/api/...): the staff token on every call, the
// language of the page, the usual envelope. A refusal throws ConsoleError with the catalogue's
// code and message (already in the page's language); a 401 also ends the console session.
import { bearerRequest, ConsoleError, type ConsoleMethod } from "@/lib/bearer-api";

export { ConsoleError, type ConsoleMethod };

export const CONSOLE_API = "/merchant/api";

/** Where the console keeps its token between visits (apart from the customer's session). */
export const CONSOLE_TOKEN_KEY = "galli:console_token";

let unauthorized: (() => void) | null = null;
/** The session registers what a 401 does (sign out); one listener. */
export function onUnauthorized(listener: (() => void) | null) {
  unauthorized = listener;
}

export function consoleToken(): string | null {
  try {
    return localStorage.getItem(CONSOLE_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** One console call; answers `data` (or the message of a message-only answer). */
export function consoleRequest<T>(method: ConsoleMethod, path: string, body?: unknown): Promise<T> {
  return bearerRequest<T>(`${CONSOLE_API}${path}`, {
    method,
    body,
    token: consoleToken(),
    onUnauthorized: () => unauthorized?.(),
  });
}
