// Free text with control or text-direction characters is refused wherever it arrives: the errors
// plugin checks every route's params, query and body; multipart readers check their fields.
import { COMMON_MESSAGES, unsafeTextPath } from "../contract/common-constants";
import { ERROR_CODE } from "../contract/errors";
import { AppError } from "./app-error";

/** Throws 400 VALIDATION_FAILED naming the first string that holds an unsafe character. */
export function refuseUnsafeText(value: unknown) {
  const path = unsafeTextPath(value);
  if (path === null) return;
  throw new AppError(ERROR_CODE.VALIDATION_FAILED, COMMON_MESSAGES.unsafeText, {
    errors: [{ path, message: COMMON_MESSAGES.unsafeText }],
  });
}
