// The cart's public interface: the only file of cart/ other modules may import (the lint rule
// enforces it). Checkout loads a priced, settled cart for a shop, bills it with a promo, reserves
// its stock and empties it (as steps over the cart's data port, so the order's transaction can run
// them on either driver); orders release stock; the billing arithmetic is shared for per-store splits.
export {
  billWithPromo,
  emptyCartSteps,
  loadSettledCart,
  releaseStock,
  reserveStockSteps,
  settledCartSteps,
  type OrderedItem,
  type SettledCart,
  type SettleRequest,
  type StoreShareLines,
} from "./settle";
export { computeBilling, type Billing, type BillingLine, type BillingPromo, type DeliveryType } from "./billing";
export { type CartData, type Tx } from "./cart-data";
export { prismaCartData } from "./cart-data-prisma";
export { sqliteCartData } from "./cart-data-sqlite";
export { pgCartData } from "./cart-data-pg";
export { preferredDeliveryTypeSteps } from "./guards";
export { requireDeliversTo } from "./delivery";
export { toBillingPrices } from "./view";
export {
  cartWants,
  quoteBasket,
  refillCart,
  type BasketQuote,
  type BasketQuotes,
  type BasketShortfall,
  type BasketWant,
  type RefillResult,
} from "./basket";
