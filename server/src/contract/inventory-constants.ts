// Merchant inventory API limits and messages (no schemas): what the web reads without loading zod.
// inventory.ts re-exports all of it beside its schemas.

/** Most items in one update and most codes in one read; more answers 413. */
export const INVENTORY_BATCH_LIMIT = 1000;
/** Route body limit: the largest valid batch (1,000 items, 200-character names, \u-escaped) fits. */
export const INVENTORY_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
export const MAX_STOCK = 10_000_000;
/** Rupees; keeps paise inside a 32-bit integer column with room to spare. */
export const MAX_SELLING_PRICE = 1_000_000;
export const MAX_PRODUCT_NAME = 200;
export const MAX_UNIT = 50;
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
export const IDEMPOTENCY_TTL_HOURS = 24;
export const RATE_LIMIT_PER_MINUTE = 120;

export const UPDATED_MESSAGE = "Successfully Updated";
export const NOTHING_UPDATED_MESSAGE = "No product was updated. See error for the reason of each item.";
export const DRY_RUN_MESSAGE = "Dry run: nothing was changed.";
