// The error codes the OpenAPI documents list, as { CODE: { status, message } }: the one catalogue
// of error codes (contract/errors.ts).
import { ERRORS } from "../contract/errors";

export type ErrorCatalogue = Readonly<Record<string, { readonly status: number; readonly message: string }>>;

export const ERROR_CATALOGUE: ErrorCatalogue = ERRORS;
