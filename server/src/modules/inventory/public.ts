// What other modules may use of the merchant inventory API (the merchant order API shares its
// Authkey and store-key checks and its Idempotency-Key rules).
export { authenticate, ownedStore, readAuthkey, type MerchantCaller, type OwnedStore } from "./auth";
export { findFreshRecord, isUniqueViolation, readIdempotencyKey, requestHash } from "./idempotency";
// The merchant console's stock page applies the same item rules and writes as POST /api/update.
export { applyPlan, planUpdate, valuesOf } from "./plan";
export { issueKey, listKeys, newToken, revokeKey } from "./keys";
