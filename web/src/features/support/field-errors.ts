// The form's messages per field, apart from the schema (validation.ts) so the sagas load without zod.
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
