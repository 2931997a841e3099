// Offers (promo codes shown in the 'Todays Shop Offers' panel) and the offer-notification request.
import { z } from "zod";
import { id } from "./common";
import { MAX_OFFER_STORES, NEW_CUSTOMERS_MARK } from "./promo-constants";
export * from "./promo-constants";

/**
 * POST /user/promo/list: every live public offer; with a category id (`_id`, the shop: spec part 2
 * section 7) and/or storesIds (part 1), only the offers of that shop and those stores' shops, and
 * Galli-wide offers.
 */
export const promoListBody = z
  .object({
    _id: id.optional(),
    storesIds: z
      .array(id, { error: "storesIds must be a list of store ids." })
      .max(MAX_OFFER_STORES, `storesIds may list at most ${MAX_OFFER_STORES} stores.`)
      .optional(),
  })
  .strict();
export type PromoListBody = z.infer<typeof promoListBody>;

/** POST /user/promo/stores: offers of the shops that own these stores, plus Galli-wide offers. */
export const offersByStoresBody = z
  .object({
    storesIds: z
      .array(id, { error: "storesIds must be a list of store ids." })
      .min(1, "storesIds must list at least one store id.")
      .max(MAX_OFFER_STORES, `storesIds may list at most ${MAX_OFFER_STORES} stores.`),
  })
  .strict();
export type OffersByStoresBody = z.infer<typeof offersByStoresBody>;

export const offer = z.object({
  _id: z.string(),
  /** The shop the offer belongs to; null for an offer valid in every shop. */
  category_id: z.string().nullable(),
  shop_name: z.string().nullable(),
  shop_icon: z.string().nullable(),
  promo_code: z.string(),
  promo_title: z.string(),
  /** The title in Hindi, for pages shown in Hindi; null when the offer has none (the title is shown). */
  promo_title_hi: z.string().nullable(),
  /** ISO 8601 instant; shown as DD/MM/YYYY in India time. */
  expiry_date: z.string(),
  hide_from_public: z.boolean(),
  /**
   * The customer a hidden code was issued to (their id); 2 for an offer only new customers may use;
   * null otherwise.
   */
  customer_id: z.union([z.string(), z.literal(NEW_CUSTOMERS_MARK)]).nullable(),
  code_pro_obj: z.object({
    /** 1 rupee amount, 2 percent. */
    value_type: z.union([z.literal(1), z.literal(2)]),
    /** 1 cashback, 2 discount. */
    offer_type: z.union([z.literal(1), z.literal(2)]),
    /** Rupees when value_type is 1, a percentage when 2. */
    code_value: z.number(),
    /** Rupees: the most a percentage offer gives; 0 = no cap. */
    price_limit: z.number(),
  }),
  min_purchase_enable: z.boolean(),
  /** type 1: a minimum order value in rupees. */
  min_purchase_obj: z.object({ type: z.number().int(), value: z.number() }),
  limited_users_per_day: z.number().int(),
  applicable_only_for_new_customer: z.boolean(),
  max_limit: z.number().int(),
  /**
   * Listed to a logged-in customer: why this code cannot apply to them whatever they buy ("new_customers_only"
   * after their first order, "used" when they have used it as often as one customer may). Absent when it may apply.
   */
  not_for_you: z.enum(["new_customers_only", "used"]).optional(),
});
export type Offer = z.infer<typeof offer>;

export const offerList = z.array(offer);

/** POST /user/notify/offer: tell me of new offers (of one shop, or of any shop when omitted). */
export const notifyOfferBody = z.object({ category_id: id.optional() }).strict();
export type NotifyOfferBody = z.infer<typeof notifyOfferBody>;

export const notifyOfferData = z.object({ category_id: z.string().nullable(), subscribed: z.literal(true) });
