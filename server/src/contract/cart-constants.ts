// Cart messages and limits (no schemas): what the web reads without loading zod.
// cart.ts re-exports all of it beside its schemas.

export const CART_MESSAGES = {
  groupConflict:
    "If you want to purchase from other category shops, you must check out the current cart items or would like to clear the cart?",
  emptyLocationTitle: "Empty Location",
  emptyLocation: "Please enter delivery location in order to add or remove items in the cart!",
  cartEmptyTitle: "Cart Empty",
  dropHint: "Drag the product and drop it here to add in the cart",
  subscribeOnApp: "This feature available on Galli mobile app",
  subscribeUnavailable: "Subscription not available for this shop!",
  qtyWhole: "Quantity must be a whole number.",
  qtyMin: "Quantity must be at least 1.",
  qtyMax: "Quantity must be at most 99.",
  deliveryType: "Please choose a delivery type.",
  streetRequired: "House no, Flat, Address is required",
  zipcodeRequired: "Zipcode is required",
  cartEmpty: "Your cart is empty.",
  shopIds: "_id must be a shop id or a list of 1 to 50 shop ids.",
} as const;

/** The most shops one delivery-types question may name. */
export const MAX_DELIVERY_TYPE_SHOPS = 50;
/** The most units of one product a cart line can hold; the stock cap is usually lower. */
export const MAX_LINE_QTY = 99;
/** Delivery types of spec part 2 section 3: 1 By Shop, 3 Self Pickup. */
export const DELIVERY_TYPE = { byShop: 1, selfPickup: 3 } as const;
export const DELIVERY_TYPE_NAMES: Record<number, string> = {
  [DELIVERY_TYPE.byShop]: "By Shop",
  [DELIVERY_TYPE.selfPickup]: "Self Pickup",
};
