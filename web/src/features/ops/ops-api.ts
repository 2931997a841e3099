// Calls to the operations console's API (/ops/api/...): the ops token on every call, the page's
// language, the usual envelope. A refusal throws ConsoleError (OpsError) with the catalogue's code
// and message (already in the page's language); a 401 also ends the ops session.
import { bearerRequest, ConsoleError, type ConsoleMethod } from "@/lib/bearer-api";

export { ConsoleError as OpsError, type ConsoleMethod as OpsMethod };

export const OPS_API = "/ops/api";

/** Where the ops console keeps its token between visits (apart from the customer's and the shop's). */
export const OPS_TOKEN_KEY = "galli:ops_token";

let unauthorized: (() => void) | null = null;
/** The session registers what a 401 does (sign out); one listener. */
export function onOpsUnauthorized(listener: (() => void) | null) {
  unauthorized = listener;
}

export function opsToken(): string | null {
  try {
    return localStorage.getItem(OPS_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** One ops call, `path` under /ops/api; answers `data` (or the message of a message-only answer). */
export function opsRequest<T>(method: ConsoleMethod, path: string, body?: unknown): Promise<T> {
  return bearerRequest<T>(`${OPS_API}${path}`, {
    method,
    body,
    token: opsToken(),
    onUnauthorized: () => unauthorized?.(),
  });
}
