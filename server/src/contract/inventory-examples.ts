// The examples shown on the /api document page. A server test replays every one of them against
// the real API (inventory/examples.test.ts), so the page cannot drift from what the server does.
// They tell one story on one store: read, dry run, update, retry, then the failures.
import {
  DRY_RUN_MESSAGE,
  UPDATED_MESSAGE,
  type ReadInventoryBody,
  type ReadInventoryResponse,
  type UpdateInventoryResponse,
} from "./inventory";
import { ERROR_CODE, ITEM_ERROR_CODE } from "./errors";

/** The demo merchant's token and store key (README); a real integration uses its own. */
export const EXAMPLE_AUTHKEY = "galli_demo_authkey_3f9a1c7e5b2d4068";
export const EXAMPLE_STORE_KEY = "GALLI-STORE-0001";
export const EXAMPLE_IDEMPOTENCY_KEY = "7d4c2a8e-5f1b-4c3a-9e2d-1a6b8c0f3e57";

const ATTA = "8901063010116";
const SALT = "8901725181222";
const BUTTER = "8901262010030";
const UNKNOWN = "8901030865237";

export const readExample = {
  request: { store_key: EXAMPLE_STORE_KEY, prod_codes: [ATTA, SALT, UNKNOWN] } satisfies ReadInventoryBody,
  response: {
    success: true,
    data: [
      {
        product_code: ATTA,
        product_name: "Aashirvaad Shudh Chakki Atta",
        unit: "5 kg",
        stock: 42,
        selling_price: 265,
        offer: 5,
        tax: 5,
      },
      { product_code: SALT, product_name: "Tata Salt", unit: "1 kg", stock: 120, selling_price: 28, offer: 0, tax: 0 },
    ],
    not_found: [UNKNOWN],
  } satisfies ReadInventoryResponse,
};

export const updateExample = {
  // Plain data (not typed as the request) so it may show refused items such as a negative stock.
  request: {
    store_key: EXAMPLE_STORE_KEY,
    product_info: [
      { product_code: ATTA, stock: 40, selling_price: 259.5, offer: 4 },
      { product_code: SALT, stock: 150, selling_price: 28 },
      { product_code: BUTTER, stock: -2, selling_price: 285 },
      { product_code: UNKNOWN, stock: 10, selling_price: 99 },
    ],
  },
  response: {
    success: true,
    message: UPDATED_MESSAGE,
    Updated: 2,
    error: [
      { index: 2, product_code: BUTTER, code: ITEM_ERROR_CODE.INVALID_ITEM, message: "stock must not be negative." },
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
        product_code: ATTA,
        changed: ["stock", "selling_price", "offer"],
        before: {
          product_name: "Aashirvaad Shudh Chakki Atta",
          unit: "5 kg",
          stock: 42,
          selling_price: 265,
          offer: 5,
          tax: 5,
        },
        after: {
          product_name: "Aashirvaad Shudh Chakki Atta",
          unit: "5 kg",
          stock: 40,
          selling_price: 259.5,
          offer: 4,
          tax: 5,
        },
      },
      {
        index: 1,
        product_code: SALT,
        changed: ["stock"],
        before: { product_name: "Tata Salt", unit: "1 kg", stock: 120, selling_price: 28, offer: 0, tax: 0 },
        after: { product_name: "Tata Salt", unit: "1 kg", stock: 150, selling_price: 28, offer: 0, tax: 0 },
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
