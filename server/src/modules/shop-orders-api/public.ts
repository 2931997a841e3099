// What other modules may use of the merchant order API: its caller check (Authkey, then the
// store of the path) and its per-token rate limit, for other routes a merchant calls with its key.
export { merchantRateLimit, storeCall, type StoreCall } from "./auth-http";
export { presentMerchantOrders } from "./present";
export { withIdempotency } from "./idempotency";
