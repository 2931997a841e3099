// The form's checks are the contract's schema, so the messages are the spec's and match the server.
import { supportAskBody, type SupportAskBody } from "@contract/support";
import type { FieldError } from "@/app/api-client";
import type { SupportField, SupportFieldErrors } from "./slice";

const FIELDS: SupportField[] = ["title", "email", "phone", "message"];

/** First message per field, from zod issues or from the server's errors[]. */
export function firstErrors(errors: FieldError[]): SupportFieldErrors {
  const out: SupportFieldErrors = {};
  for (const e of errors) {
    const field = FIELDS.find((f) => f === e.path);
    if (field && !out[field]) out[field] = e.message;
  }
  return out;
}

export function validateSupport(
  values: Record<SupportField, string>,
): { body: SupportAskBody } | { errors: SupportFieldErrors } {
  const parsed = supportAskBody.safeParse(values);
  if (parsed.success) return { body: parsed.data };
  return { errors: firstErrors(parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }))) };
}
