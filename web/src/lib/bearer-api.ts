// One call to a console API (the merchant console's /merchant/api, the operations console's
// /ops/api): the console's bearer token, the page's language, the usual envelope. A refusal throws
// ConsoleError with the catalogue's code and message (already in the page's language); a 401 with a
// token calls the console's onUnauthorized (its session ends).
import { CLIENT_ERROR_CODE } from "@contract/errors-constants";
import { currentLanguage } from "@/lib/i18n";

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

export type ConsoleMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Answers `data` (or the message of a message-only answer). */
export async function bearerRequest<T>(
  url: string,
  opts: {
    method: ConsoleMethod;
    body?: unknown;
    token: string | null;
    onUnauthorized?: () => void;
    /** More headers (an Idempotency-Key on a call that may be sent again). */
    headers?: Record<string, string>;
  },
): Promise<T> {
  const headers: Record<string, string> = {
    accept: "application/json",
    "accept-language": currentLanguage(),
    ...opts.headers,
  };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers["content-type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(url, {
      method: opts.method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
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
    if (response.status === 401 && opts.token) opts.onUnauthorized?.();
    throw new ConsoleError(
      failure.code ?? CLIENT_ERROR_CODE.INVALID_RESPONSE,
      failure.message ?? "Something went wrong. Please try again.",
      response.status,
      failure.errors ?? [],
    );
  }
  return (parsed.data !== undefined ? parsed.data : parsed.message) as T;
}
