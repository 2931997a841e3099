// Expected outcomes are thrown as AppErrors named by a code of the catalogue (contract/errors.ts),
// which also gives their HTTP status and default message; only plugins/errors.ts turns them into HTTP.
import { ERRORS, type ErrorCode } from "../contract/errors";
import type { FailureDetails } from "../contract/common";

export class AppError extends Error {
  readonly status: number;

  constructor(
    public readonly code: ErrorCode,
    message: string = ERRORS[code].message,
    /** The refusal's extra fields: only those the Failure schema names (contract/common.ts). */
    public readonly extra: FailureDetails = {},
  ) {
    super(message);
    this.name = "AppError";
    this.status = ERRORS[code].status;
  }
}
