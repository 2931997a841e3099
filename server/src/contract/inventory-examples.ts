// The examples shown on the /api document page. A server test replays every one of them against
// the real API (inventory/examples.test.ts), so the page cannot drift from what the server does.
// They tell one story on the demo store GALLI-STORE-0001 exactly as `npm start` seeds it (its real
// barcodes, names, stock and prices): read, dry run, update, retry, then the failures.
import type { ReadInventoryBody, ReadInventoryResponse, UpdateInventoryResponse } from "./inventory";
import { DRY_RUN_MESSAGE, UPDATED_MESSAGE } from "./inventory-constants";
import { ERROR_CODE, ITEM_ERROR_CODE } from "./errors";

/** The demo merchant's token and store key (README); a real integration uses its own. */
export const EXAMPLE_AUTHKEY = "galli_demo_authkey_3f9a1c7e5b2d4068";
export const EXAMPLE_STORE_KEY = "GALLI-STORE-0001";
export const EXAMPLE_IDEMPOTENCY_KEY = "7d4c2a8e-5f1b-4c3a-9e2d-1a6b8c0f3e57";

const CHEESE = "8900000001026";
const EGGS = "8900000001279";
const BREAD = "8900000001118";
/** A barcode the demo store does not sell. */
const UNKNOWN = "8900000099999";
/** A store of another merchant in the demo world. */
export const EXAMPLE_OTHER_STORE_KEY = "GALLI-STORE-0017";

export const readExample = {
  request: { store_key: EXAMPLE_STORE_KEY, prod_codes: [CHEESE, EGGS, UNKNOWN] } satisfies ReadInventoryBody,
  response: {
    success: true,
    data: [
      {
        product_code: CHEESE,
        product_name: "Amul Cheese Slices",
        unit: "200 g",
        stock: 45,
        selling_price: 125,
        offer: 0,
        tax: 5,
      },
      {
        product_code: EGGS,
        product_name: "Fresho Farm Eggs",
        unit: "30 pcs",
        stock: 36,
        selling_price: 250.5,
        offer: 5,
        tax: 5,
      },
    ],
    not_found: [UNKNOWN],
  } satisfies ReadInventoryResponse,
};

export const updateExample = {
  // Plain data (not typed as the request) so it may show refused items such as a negative stock.
  request: {
    store_key: EXAMPLE_STORE_KEY,
    product_info: [
      { product_code: CHEESE, stock: 40, selling_price: 119.5, offer: 4 },
      { product_code: EGGS, stock: 60, selling_price: 250.5 },
      { product_code: BREAD, stock: -2, selling_price: 45 },
      { product_code: UNKNOWN, stock: 10, selling_price: 99 },
    ],
  },
  response: {
    success: true,
    message: UPDATED_MESSAGE,
    Updated: 2,
    error: [
      { index: 2, product_code: BREAD, code: ITEM_ERROR_CODE.INVALID_ITEM, message: "stock must not be negative." },
      {
        index: 3,
        product_code: UNKNOWN,
        code: ITEM_ERROR_CODE.UNKNOWN_PRODUCT_CODE,
        message:
          "This store has no product with this product_code. Products are added in the merchant app; this API updates existing ones.",
      },
    ],
  } satisfies UpdateInventoryResponse,
};

/** The same body as updateExample, sent first with ?dryRun=1. */
export const dryRunExample = {
  query: "?dryRun=1",
  request: updateExample.request,
  response: {
    success: true,
    message: DRY_RUN_MESSAGE,
    Updated: 2,
    error: updateExample.response.error,
    dry_run: true,
    changes: [
      {
        index: 0,
        product_code: CHEESE,
        changed: ["stock", "selling_price", "offer"],
        before: { product_name: "Amul Cheese Slices", unit: "200 g", stock: 45, selling_price: 125, offer: 0, tax: 5 },
        after: { product_name: "Amul Cheese Slices", unit: "200 g", stock: 40, selling_price: 119.5, offer: 4, tax: 5 },
      },
      {
        index: 1,
        product_code: EGGS,
        changed: ["stock"],
        before: { product_name: "Fresho Farm Eggs", unit: "30 pcs", stock: 36, selling_price: 250.5, offer: 5, tax: 5 },
        after: { product_name: "Fresho Farm Eggs", unit: "30 pcs", stock: 60, selling_price: 250.5, offer: 5, tax: 5 },
      },
    ],
  } satisfies UpdateInventoryResponse,
};

/** updateExample sent with this header twice: the second call answers the first answer again. */
export const retryExample = {
  headers: { "Idempotency-Key": EXAMPLE_IDEMPOTENCY_KEY },
  replayHeader: "Idempotent-Replayed: true",
  response: updateExample.response,
};

export type CallErrorExample = { status: number; code: string; when: string; message: string };

/** Failures of the whole call: nothing is read or written. Each row is replayed by the test. */
export const callErrorExamples: CallErrorExample[] = [
  {
    status: 400,
    code: ERROR_CODE.INVALID_JSON,
    when: "The body is not valid JSON.",
    message: "The request body is not valid JSON.",
  },
  {
    status: 400,
    code: ERROR_CODE.VALIDATION_FAILED,
    when: "The body has the wrong shape, e.g. store_key is missing (errors[] lists each field).",
    message: "store_key is required and must be a string.",
  },
  {
    status: 400,
    code: ERROR_CODE.IDEMPOTENCY_KEY_INVALID,
    when: "The Idempotency-Key header is empty, too long or has spaces.",
    message: "Idempotency-Key must be 1 to 255 visible ASCII characters without spaces (a UUID works well).",
  },
  {
    status: 401,
    code: ERROR_CODE.AUTHKEY_MISSING,
    when: "No Authkey header.",
    message: "Send your API token in the Authkey header.",
  },
  {
    status: 401,
    code: ERROR_CODE.AUTHKEY_INVALID,
    when: "The token is wrong or has been revoked.",
    message: "The Authkey token is not valid or has been revoked.",
  },
  {
    status: 403,
    code: ERROR_CODE.STORE_FORBIDDEN,
    when: "The store_key belongs to another merchant.",
    message: "This Authkey token does not belong to the merchant of this store_key.",
  },
  {
    status: 404,
    code: ERROR_CODE.STORE_NOT_FOUND,
    when: 'No store has this store_key (here "GALLI-STORE-9999").',
    message: 'No store has the store_key "GALLI-STORE-9999".',
  },
  {
    status: 413,
    code: ERROR_CODE.BATCH_TOO_LARGE,
    when: "More than 1,000 items in product_info (here 1,001) or codes in prod_codes.",
    message: "product_info holds 1001 items; one call takes at most 1000. Split the batch into several calls.",
  },
  {
    status: 413,
    code: ERROR_CODE.PAYLOAD_TOO_LARGE,
    when: "The body is larger than 2 MiB.",
    message: "The request body is larger than 2 MiB. Send at most 1000 items per call.",
  },
  {
    status: 415,
    code: ERROR_CODE.UNSUPPORTED_MEDIA_TYPE,
    when: "Content-Type is not application/json.",
    message: "Send the body as JSON with Content-Type: application/json.",
  },
  {
    status: 422,
    code: ERROR_CODE.IDEMPOTENCY_KEY_REUSED,
    when: "An Idempotency-Key from the last 24 hours comes back with a different body.",
    message:
      "This Idempotency-Key was already used in the last 24 hours with a different request body. Use a new key for a new update.",
  },
  {
    status: 429,
    code: ERROR_CODE.RATE_LIMITED,
    when: "More than 120 calls in a minute with one token on one endpoint.",
    message: "Too many requests. Please wait a moment and try again.",
  },
];

/** Refusals of single items of an update, listed in error[]; the other items still apply. */
export const itemErrorExamples = [
  {
    code: ITEM_ERROR_CODE.INVALID_ITEM,
    when: "A field is missing or out of range: negative or fractional stock, price not above 0 or with more than 2 decimals, offer or tax outside 0-100, a number sent as a string, an unknown field.",
  },
  {
    code: ITEM_ERROR_CODE.DUPLICATE_PRODUCT_CODE,
    when: "The same product_code appears more than once in the batch; every copy is refused.",
  },
  {
    code: ITEM_ERROR_CODE.UNKNOWN_PRODUCT_CODE,
    when: "The store does not sell a product with this code (this API updates products; it does not create them).",
  },
  {
    code: ITEM_ERROR_CODE.PRODUCT_SHARED,
    when: "product_name or unit would change a catalogue product that other merchants' stores also sell.",
  },
] as const;
