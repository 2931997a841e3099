// Calls to the merchant console's API (/merchant/api/...): the staff token on every call, the
// language of the page, the usual envelope. A refusal throws ConsoleError with the catalogue's
// code and message (already in the page's language); a 401 also ends the console session.
import { CLIENT_ERROR_CODE } from "@contract/errors-constants";
import { currentLanguage } from "@/lib/i18n";

export const CONSOLE_API = "/merchant/api";

export class ConsoleError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    /** Field errors of a validation failure, as the API names them. */
    readonly errors: { path?: string; message: string }[] = [],
  ) {
    super(message);
    this.name = "ConsoleError";
  }
}

type Envelope<T> =
  | { success: true; data?: T; message?: string }
  | { success: false; code?: string; message?: string; errors?: { path?: string; message: string }[] };

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

export type ConsoleMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** One console call; answers `data` (or the message of a message-only answer). */
export async function consoleRequest<T>(method: ConsoleMethod, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json", "accept-language": currentLanguage() };
  const token = consoleToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(`${CONSOLE_API}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ConsoleError(CLIENT_ERROR_CODE.NETWORK_ERROR, "You seem to be offline. Please try again.", 0);
  }
  let parsed: Envelope<T>;
  try {
    parsed = (await response.json()) as Envelope<T>;
  } catch {
    throw new ConsoleError(
      CLIENT_ERROR_CODE.INVALID_RESPONSE,
      "Something went wrong. Please try again.",
      response.status,
    );
  }
  if (!response.ok || !parsed.success) {
    const failure = parsed as Extract<Envelope<T>, { success: false }>;
    if (response.status === 401 && token) unauthorized?.();
    throw new ConsoleError(
      failure.code ?? CLIENT_ERROR_CODE.INVALID_RESPONSE,
      failure.message ?? "Something went wrong. Please try again.",
      response.status,
      failure.errors ?? [],
    );
  }
  return (parsed.data !== undefined ? parsed.data : parsed.message) as T;
}
