// The form's checks are the contract's schema, so the messages are the spec's and match the server.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the support modal's own chunk carries zod; the app's first load does not
import { supportAskBody, type SupportAskBody } from "@contract/support";
import { firstErrors } from "./field-errors";
import type { SupportField, SupportFieldErrors } from "./slice";

export function validateSupport(
  values: Record<SupportField, string>,
): { body: SupportAskBody } | { errors: SupportFieldErrors } {
  const parsed = supportAskBody.safeParse(values);
  if (parsed.success) return { body: parsed.data };
  return { errors: firstErrors(parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }))) };
}
