// The merchant inventory API (POST /api/read, POST /api/update): request and response shapes.
// Programs call it, so every refusal names the field and the rule. Money is rupees here.
import { z } from "zod";
import { ITEM_ERROR_CODE, type ItemErrorCode } from "./errors";
import { INVENTORY_BATCH_LIMIT, MAX_STOCK, MAX_SELLING_PRICE, MAX_PRODUCT_NAME, MAX_UNIT } from "./inventory-constants";
export * from "./inventory-constants";

const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** A barcode. Strings only: a number would lose leading zeros (UPC-A, EAN-8). */
export const productCode = z
  .string({
    error: (iss) =>
      iss.input === undefined
        ? "product_code is required."
        : "product_code must be a string (send barcodes in quotes so leading zeros are kept).",
  })
  .trim()
  .min(1, "product_code must not be empty.")
  .max(64, "product_code must be at most 64 characters.");

export const storeKey = z
  .string({ error: "store_key is required and must be a string." })
  .trim()
  .min(1, "store_key must not be empty.")
  .max(64, "store_key must be at most 64 characters.");

const number = (field: string) =>
  z.number({
    error: (iss) => (iss.input === undefined ? `${field} is required.` : `${field} must be a number (not a string).`),
  });

// Any precision: what /api/read answers must be accepted back unchanged.
const percent = (field: string) =>
  number(field)
    .min(0, `${field} must be a percent from 0 to 100.`)
    .max(100, `${field} must be a percent from 0 to 100.`);

// ---------- read ----------

export const readInventoryBody = z
  .object({
    store_key: storeKey,
    prod_codes: z
      .array(productCode, { error: "prod_codes must be a list of product codes." })
      .min(1, "prod_codes must hold at least one product code.")
      .max(INVENTORY_BATCH_LIMIT, `prod_codes can hold at most ${INVENTORY_BATCH_LIMIT} codes.`),
  })
  .strict();
export type ReadInventoryBody = z.infer<typeof readInventoryBody>;

export const inventoryProduct = z.object({
  product_code: z.string(),
  product_name: z.string(),
  unit: z.string(),
  stock: z.number().int(),
  selling_price: z.number().describe("Rupees, up to 2 decimals, before the offer."),
  offer: z.number().describe("Offer percent, 0-100."),
  tax: z.number().describe("Tax percent, 0-100."),
});
export type InventoryProduct = z.infer<typeof inventoryProduct>;

export const readInventoryResponse = z.object({
  success: z.literal(true),
  data: z.array(inventoryProduct),
  not_found: z.array(z.string()).describe("Requested codes this store does not sell, in request order."),
});
export type ReadInventoryResponse = z.infer<typeof readInventoryResponse>;

// ---------- update ----------

/** One item of product_info. Checked item by item: a bad item is refused, the rest go ahead. */
export const updateInventoryItem = z
  .object({
    product_code: productCode,
    stock: number("stock")
      .int("stock must be a whole number.")
      .min(0, "stock must not be negative.")
      .max(MAX_STOCK, `stock must be at most ${MAX_STOCK}.`),
    selling_price: number("selling_price")
      .positive("selling_price must be more than 0.")
      .max(MAX_SELLING_PRICE, `selling_price must be at most ${MAX_SELLING_PRICE} rupees.`)
      .refine(twoDecimals, "selling_price can have at most 2 decimals (rupees and paise)."),
    product_name: z
      .string({ error: "product_name must be a string." })
      .trim()
      .min(1, "product_name must not be empty.")
      .max(MAX_PRODUCT_NAME, `product_name must be at most ${MAX_PRODUCT_NAME} characters.`)
      .optional(),
    unit: z
      .string({ error: "unit must be a string." })
      .trim()
      .min(1, "unit must not be empty.")
      .max(MAX_UNIT, `unit must be at most ${MAX_UNIT} characters.`)
      .optional(),
    offer: percent("offer").optional(),
    tax: percent("tax").optional(),
  })
  .strict();
export type UpdateInventoryItem = z.infer<typeof updateInventoryItem>;

/** The documented request (OpenAPI, types). */
export const updateInventoryBody = z
  .object({
    store_key: storeKey,
    product_info: z
      .array(updateInventoryItem)
      .min(1, "product_info must hold at least one item.")
      .max(INVENTORY_BATCH_LIMIT, `product_info can hold at most ${INVENTORY_BATCH_LIMIT} items.`),
  })
  .strict();
export type UpdateInventoryBody = z.infer<typeof updateInventoryBody>;

/** What the route checks for the whole call; each item is then checked on its own. */
export const updateInventoryEnvelope = z
  .object({
    store_key: storeKey,
    product_info: z
      .array(z.unknown(), { error: "product_info must be a list of items." })
      .min(1, "product_info must hold at least one item.")
      .max(INVENTORY_BATCH_LIMIT, `product_info can hold at most ${INVENTORY_BATCH_LIMIT} items.`),
  })
  .strict();

export const updateInventoryQuery = z.object({
  dryRun: z
    .enum(["0", "1", "true", "false"], { error: "dryRun must be 1 or 0." })
    .optional()
    .describe("1: check and report what would change, write nothing."),
});

export const itemErrorCodes = Object.values(ITEM_ERROR_CODE) as [ItemErrorCode, ...ItemErrorCode[]];

export const updateInventoryError = z.object({
  index: z.number().int().describe("Position of the item in product_info, from 0."),
  product_code: z.string().nullable(),
  code: z.enum(itemErrorCodes),
  message: z.string(),
});
export type UpdateInventoryError = z.infer<typeof updateInventoryError>;

export const inventoryValues = z.object({
  product_name: z.string(),
  unit: z.string(),
  stock: z.number().int(),
  selling_price: z.number(),
  offer: z.number(),
  tax: z.number(),
});
export type InventoryValues = z.infer<typeof inventoryValues>;

export const inventoryChange = z.object({
  index: z.number().int(),
  product_code: z.string(),
  changed: z
    .array(inventoryValues.keyof())
    .describe("Fields whose value differs; empty when the item is already up to date."),
  before: inventoryValues,
  after: inventoryValues,
});
export type InventoryChange = z.infer<typeof inventoryChange>;

export const updateInventoryResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  Updated: z.number().int().describe("Items applied (on a dry run: items that would be applied)."),
  error: z.array(updateInventoryError),
  dry_run: z.literal(true).optional(),
  changes: z.array(inventoryChange).optional().describe("Dry run only: before and after of every valid item."),
});
export type UpdateInventoryResponse = z.infer<typeof updateInventoryResponse>;
