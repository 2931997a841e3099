// The error codes by name, the groups callers answer alike, and the codes of the inventory API's
// items, the web client and the payment provider: everything about codes but their messages.
// The web client imports these from here: it matches failures by code and never shows the
// catalogue's default messages, so its first load does not carry them (errors.ts has the catalogue,
// with each code's HTTP status and message, and re-exports all of this for the server).
import type { ERRORS } from "./errors";

export type ErrorCode = keyof typeof ERRORS;

/**
 * The codes by name: `ERROR_CODE.OUT_OF_STOCK === "OUT_OF_STOCK"`, typed as that literal, so only a
 * code of the catalogue type-checks. At run time each name answers itself, without the catalogue.
 */
export const ERROR_CODE = new Proxy(Object.freeze({}), {
  get: (_target, name) => (typeof name === "string" ? name : undefined),
}) as { readonly [C in ErrorCode]: C };

/** Codes a family of failures shares, for callers that answer them alike. */
export const ERROR_GROUP = {
  /** Checkout refuses the promo code (checkout/promo-rules.ts). */
  promo: [
    "PROMO_INVALID",
    "PROMO_EXPIRED",
    "PROMO_NOT_FOR_COD",
    "PROMO_NOT_FOR_WALLET_ONLY",
    "PROMO_NEW_CUSTOMERS_ONLY",
    "PROMO_MIN_PURCHASE",
    "PROMO_BELOW_VALUE",
    "PROMO_DAY_LIMIT",
    "PROMO_MAX_LIMIT",
    "PROMO_CUSTOMER_LIMIT",
  ],
  /** The promo is fine but not with this way of paying: the client drops it and prices again. */
  promoNotForPayment: ["PROMO_NOT_FOR_COD", "PROMO_NOT_FOR_WALLET_ONLY"],
  /** The partner enquiry's captcha was refused (and is used up). */
  captcha: ["CAPTCHA_WRONG", "CAPTCHA_USED", "CAPTCHA_EXPIRED"],
} as const satisfies Record<string, readonly ErrorCode[]>;

/** Whether `code` is one of `group` (the codes of ERROR_GROUP, or any list of catalogue codes). */
export const inGroup = (code: string, group: readonly ErrorCode[]): boolean =>
  (group as readonly string[]).includes(code);

/** The catalogue code for a bare HTTP status (failures raised by Fastify or a plugin without one). */
export function codeForStatus(status: number): ErrorCode {
  const byStatus: Record<number, ErrorCode> = {
    401: "UNAUTHORIZED",
    403: "FORBIDDEN",
    404: "NOT_FOUND",
    409: "DUPLICATE",
    413: "PAYLOAD_TOO_LARGE",
    414: "URI_TOO_LONG",
    415: "UNSUPPORTED_MEDIA_TYPE",
    429: "RATE_LIMITED",
  };
  return byStatus[status] ?? (status >= 500 ? "INTERNAL" : "BAD_REQUEST");
}

/**
 * Per-item codes in an inventory update's `errors[]` (the call itself succeeds; these name the
 * items that were refused).
 */
export const ITEM_ERROR_CODE = {
  INVALID_ITEM: "INVALID_ITEM",
  DUPLICATE_PRODUCT_CODE: "DUPLICATE_PRODUCT_CODE",
  UNKNOWN_PRODUCT_CODE: "UNKNOWN_PRODUCT_CODE",
  PRODUCT_SHARED: "PRODUCT_SHARED",
} as const;
export type ItemErrorCode = (typeof ITEM_ERROR_CODE)[keyof typeof ITEM_ERROR_CODE];

/**
 * Codes the web client gives failures that never reached the API's envelope (no network, an answer
 * that is not JSON, an error inside the client).
 */
export const CLIENT_ERROR_CODE = {
  NETWORK_ERROR: "NETWORK_ERROR",
  INVALID_RESPONSE: "INVALID_RESPONSE",
  CLIENT_ERROR: "CLIENT_ERROR",
} as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODE)[keyof typeof CLIENT_ERROR_CODE];

/** Error codes of Razorpay's API and checkout.js (the provider's, not ours), as its SDK reports them. */
export const RAZORPAY_ERROR_CODE = {
  BAD_REQUEST_ERROR: "BAD_REQUEST_ERROR",
  GATEWAY_ERROR: "GATEWAY_ERROR",
  SERVER_ERROR: "SERVER_ERROR",
  NETWORK_ERROR: "NETWORK_ERROR",
} as const;
