// What other modules may use of the merchant inventory API (the merchant order API shares its
// Authkey and store-key checks and its Idempotency-Key rules).
export { authenticate, ownedStore, readAuthkey, type MerchantCaller, type OwnedStore } from "./auth";
export { findFreshRecord, isUniqueViolation, readIdempotencyKey, requestHash } from "./idempotency";
// The merchant console's stock and catalogue pages change prices through the same rules and write
// as POST /api/update (prices.ts).
export { applyPlan, planChanges, planUpdate, valuesOf, type StockChange } from "./plan";
export { changePrices, priceAboveMrp, PRICE_ABOVE_MRP, type PriceChange } from "./prices";
export { issueKey, listKeys, newToken, revokeKey } from "./keys";
