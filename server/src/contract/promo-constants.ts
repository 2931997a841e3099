// Offer types and limits (no schemas): what the web reads without loading zod.
// promo.ts re-exports all of it beside its schemas.

export const MAX_OFFER_STORES = 1000;

/** A promo's offer: 1 cashback (credited as Galli Cash after delivery), 2 discount (off the bill). */
export const OFFER_TYPE = { cashback: 1, discount: 2 } as const;
/** How a promo's value reads: 1 a rupee amount, 2 a percentage. */
export const PROMO_VALUE_TYPE = { rupees: 1, percent: 2 } as const;
/** A promo's minimum purchase (`min_purchase_obj.type`): 1 a bill amount in rupees (stored in paise); the demo world uses no other. */
export const MIN_PURCHASE_TYPE = { rupees: 1 } as const;
/** Who may use a promo: 1 everyone, 2 new customers only. */
export const PROMO_CUSTOMER_SCOPE = { everyone: 1, newCustomers: 2 } as const;
/** An offer's `customer_id` on the list: 2 marks a new-customers-only offer (spec part 2 section 1). */
export const NEW_CUSTOMERS_MARK = 2;
