// The one way to reach the server. Sagas call it (through callApi); components never do.
// Successful answers are the envelope { success: true, message?, data }; anything else throws an
// ApiError carrying the server's status, code, message, field errors and the "expired" token flag.
import { currentLanguage } from "@/lib/i18n";
import { storedAccessToken } from "@/lib/storage";
import { CLIENT_ERROR_CODE, type ClientErrorCode, type ErrorCode } from "@contract/errors-constants";

export const USER_API_BASE = "/user";
export const GENERIC_ERROR_MESSAGE = "Something went wrong. Please try again.";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type QueryValue = string | number | boolean | null | undefined;
export type FieldError = { path: string; message: string };

export type ApiRequestOptions = {
  /** JSON body (DELETE calls of the spec carry one too). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Multipart body (images); wins over body. */
  formData?: FormData;
  /** Prefix before path: the user API by default, "" for raw paths (/merchant/..., /api/read). */
  base?: string;
  /** Send the stored bearer token (default true). */
  auth?: boolean;
  /** Extra headers, e.g. the Refresh header of the token refresh call. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export type ApiSuccess<T> = { success: true; message?: string; data: T };

/** A catalogue code from the server, a client-side one, or HTTP_<status> for an answer without one. */
export type ApiErrorCode = ErrorCode | ClientErrorCode | `HTTP_${number}`;

type ApiErrorInit = {
  status: number;
  code: ApiErrorCode;
  serverMessage: string | null;
  errors?: FieldError[];
  expired?: boolean;
};

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  /** The server's own message, or null when it sent none (network failure, HTML error page). */
  readonly serverMessage: string | null;
  readonly errors: FieldError[];
  /** The body carried token: "expired": the session is over. */
  readonly expired: boolean;

  constructor({ status, code, serverMessage, errors = [], expired = false }: ApiErrorInit) {
    super(serverMessage || GENERIC_ERROR_MESSAGE);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
    this.errors = errors;
    this.expired = expired;
  }
}

export function buildUrl(path: string, base = USER_API_BASE, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${base}${path}${search ? `?${search}` : ""}`;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

function fieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (e): e is FieldError => isRecord(e) && typeof e.path === "string" && typeof e.message === "string",
  );
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // not JSON: an HTML error page from a proxy, say
  }
}

export async function apiRequest<T, Extra extends object = object>(
  method: HttpMethod,
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiSuccess<T> & Extra> {
  const { body, query, formData, base, auth = true, headers: extraHeaders, signal } = options;
  // The server answers its messages (errors, confirmations) in the language the customer reads.
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Accept-Language": currentLanguage(),
    ...extraHeaders,
  };
  const token = auth ? storedAccessToken.get() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  let requestBody: BodyInit | undefined;
  if (formData) {
    requestBody = formData; // the browser sets the multipart boundary
  } else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    requestBody = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, base, query), { method, headers, body: requestBody, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError({ status: 0, code: CLIENT_ERROR_CODE.NETWORK_ERROR, serverMessage: null });
  }

  const parsed = await parseBody(response);
  if (response.ok && parsed === null) return { success: true, data: undefined } as ApiSuccess<T> & Extra;
  if (response.ok && isRecord(parsed) && parsed.success === true) return parsed as ApiSuccess<T> & Extra;

  const failure = isRecord(parsed) ? parsed : {};
  const message = typeof failure.message === "string" && failure.message.trim() ? failure.message : null;
  throw new ApiError({
    status: response.status,
    code:
      typeof failure.code === "string"
        ? (failure.code as ErrorCode)
        : response.ok
          ? CLIENT_ERROR_CODE.INVALID_RESPONSE
          : `HTTP_${response.status}`,
    serverMessage: message,
    errors: fieldErrors(failure.errors),
    expired: failure.token === "expired",
  });
}

/** Anything thrown on the way becomes an ApiError, so callers handle one type. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError({ status: 0, code: CLIENT_ERROR_CODE.CLIENT_ERROR, serverMessage: null });
}
