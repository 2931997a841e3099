// One console's API client (the merchant console's /merchant/api, the operations console's /ops/api):
// the console's bearer token kept on the device apart from the customer's, the page's language, the
// usual envelope (lib/bearer-api). A refusal throws ConsoleError; a 401 calls the one listener the
// console's session registers (its session ends).
import { bearerRequest, type ConsoleMethod } from "@/lib/bearer-api";

export type ConsoleApi = {
  /** Where the console keeps its token between visits. */
  tokenKey: string;
  token(): string | null;
  /** Keeps (or forgets, with null) the token on the device. */
  storeToken(token: string | null): void;
  /** The session registers what a 401 does (sign out); one listener. */
  onUnauthorized(listener: (() => void) | null): void;
  /** One call, `path` under the console's API; answers `data` (or the message of a message-only answer). */
  request<T>(method: ConsoleMethod, path: string, body?: unknown, headers?: Record<string, string>): Promise<T>;
};

export function createConsoleApi(base: string, tokenKey: string): ConsoleApi {
  let unauthorized: (() => void) | null = null;
  const token = () => {
    try {
      return localStorage.getItem(tokenKey);
    } catch {
      return null;
    }
  };
  return {
    tokenKey,
    token,
    storeToken(value) {
      try {
        if (value) localStorage.setItem(tokenKey, value);
        else localStorage.removeItem(tokenKey);
      } catch {
        // Storage refused (private mode): the session lasts as long as the page.
      }
    },
    onUnauthorized(listener) {
      unauthorized = listener;
    },
    request<T>(method: ConsoleMethod, path: string, body?: unknown, headers?: Record<string, string>) {
      return bearerRequest<T>(`${base}${path}`, {
        method,
        body,
        headers,
        token: token(),
        onUnauthorized: () => unauthorized?.(),
      });
    },
  };
}
