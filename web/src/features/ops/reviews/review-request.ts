// The review pages' one way to call the operations console's API (/ops/api/...): the console's
// ops request once the ops shell provides it; this stand-in speaks the same envelope.
import { currentLanguage } from "@/lib/i18n";

export class ReviewRequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export async function reviewRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json", "accept-language": currentLanguage() };
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`/ops/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const parsed = (await response.json().catch(() => null)) as { success?: boolean; data?: T; code?: string; message?: string } | null;
  if (!response.ok || !parsed?.success) {
    throw new ReviewRequestError(parsed?.code ?? "INVALID_RESPONSE", parsed?.message ?? "Something went wrong. Please try again.", response.status);
  }
  return parsed.data as T;
}
