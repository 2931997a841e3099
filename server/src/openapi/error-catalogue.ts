// The error codes the OpenAPI documents list, as { CODE: { status, message } }: the shape of the
// one catalogue of error codes (contract/errors.ts, `ERRORS`). Until that catalogue holds every
// code, this record lists the cross-cutting ones and those of the merchant order and webhook API;
// swapping it for `ERRORS` is the only change the documents need.
export type ErrorCatalogue = Readonly<Record<string, { readonly status: number; readonly message: string }>>;

export const ERROR_CATALOGUE = {
  VALIDATION_FAILED: { status: 400, message: "The request is not valid." },
  INVALID_JSON: { status: 400, message: "The request body is not valid JSON." },
  BAD_REQUEST: { status: 400, message: "The request is not valid." },
  IDEMPOTENCY_KEY_INVALID: {
    status: 400,
    message: "Idempotency-Key must be 1 to 255 visible ASCII characters without spaces (a UUID works well).",
  },
  WEBHOOK_URL_REFUSED: { status: 400, message: "The webhook url must be a public https:// address." },
  UNAUTHORIZED: { status: 401, message: "Please log in to continue." },
  TOKEN_EXPIRED: { status: 401, message: "Your session has expired. Please log in again." },
  LOGIN_REQUIRED: { status: 401, message: "Please log in to continue." },
  AUTHKEY_MISSING: { status: 401, message: "Send your API token in the Authkey header." },
  AUTHKEY_INVALID: { status: 401, message: "The Authkey token is not valid or has been revoked." },
  FORBIDDEN: { status: 403, message: "You are not allowed to do that." },
  STORE_FORBIDDEN: { status: 403, message: "This Authkey token does not belong to the merchant of this store_key." },
  NOT_FOUND: { status: 404, message: "Not found." },
  STORE_NOT_FOUND: { status: 404, message: 'No store has the store_key "GALLI-STORE-9999".' },
  ORDER_NOT_FOUND: { status: 404, message: "Order not found." },
  WEBHOOK_NOT_FOUND: { status: 404, message: "This store has no webhook endpoint. Register one with PUT first." },
  INVALID_TRANSITION: {
    status: 409,
    message: "Order GL261123ABCDEF is Packaging (status 2); this action needs status 1.",
  },
  DUPLICATE: { status: 409, message: "That already exists." },
  PAYLOAD_TOO_LARGE: { status: 413, message: "The request body is too large." },
  BATCH_TOO_LARGE: {
    status: 413,
    message: "product_info holds 1001 items; one call takes at most 1000. Split the batch into several calls.",
  },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: "Send the body as JSON with Content-Type: application/json." },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message:
      "This Idempotency-Key was already used in the last 24 hours with a different request. Use a new key for a new action.",
  },
  RATE_LIMITED: { status: 429, message: "Too many requests. Please wait a moment and try again." },
  INTERNAL: { status: 500, message: "Something went wrong. Please try again." },
} as const satisfies ErrorCatalogue;
