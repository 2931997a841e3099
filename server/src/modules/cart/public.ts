// The cart's public interface: the only file of cart/ other modules may import (the lint rule
// enforces it). Checkout loads a priced, settled cart for a shop, bills it with a promo, reserves
// its stock and empties it; orders release stock; the billing arithmetic is shared for per-store splits.
export {
  billWithPromo,
  emptyCart,
  loadSettledCart,
  releaseStock,
  reserveStock,
  type OrderedItem,
  type SettledCart,
  type SettleRequest,
  type StoreShareLines,
} from "./settle";
export { computeBilling, type Billing, type BillingLine, type BillingPromo, type DeliveryType } from "./billing";
export type { Tx } from "./cart-state";
export { requireDeliversTo } from "./delivery";
export { toBillingPrices } from "./view";
export {
  basketKey,
  cartWants,
  quoteBasket,
  refillCart,
  type BasketQuote,
  type BasketQuotes,
  type BasketShortfall,
  type BasketWant,
  type RefillResult,
} from "./basket";
