// Checkout shapes (spec part 2 sections 2-9): the payment order, the place-order inputs, the
// placed orders and the refund after a provider failure. Rupees on the wire; Razorpay's own
// objects (order) keep Razorpay's paise, as checkout.js expects them.
import { z } from "zod";
import { id, point } from "./common";
import { billingPrices, CART_MESSAGES } from "./cart";
import { SLOT_LABELS, MAX_NOTES, ORDER_SOURCE_TYPE } from "./checkout-constants";
export * from "./checkout-constants";

const deliveryType = z
  .number({ error: CART_MESSAGES.deliveryType })
  .refine((v) => v === 1 || v === 3, CART_MESSAGES.deliveryType)
  .meta({ enum: [1, 3] });

// ---- payment order ----

/** POST /order/payment and /order/razor/payment. */
export const paymentOrderBody = z
  .object({
    _id: id,
    is_bfcash: z.boolean().default(false),
    /** The promo chosen from the list (the client matches the upper-cased code first). */
    promo_id: id.optional(),
    /** A code typed by the customer that is not in the public list (a scratch-card code, say). */
    promo_code: z.string().trim().max(40).optional(),
    /** The delivery type to price; the cart's when absent. */
    delivery_type: deliveryType.optional(),
    /** "cod" prices the cash tab: no provider order is made and a promo is refused. */
    payment_mode: z.enum(["online", "cod"]).default("online"),
    /** Where a delivery by the shop goes: with it the answer carries the promised arrival. */
    delivery_location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).strict().optional(),
    /** The preferred date and slot chosen so far (an unusable one is ignored here; placing refuses it). */
    delivery_preferences: z
      .object({ date: z.string().max(10).nullish(), slot: z.string().max(20).nullish() })
      .strict()
      .nullish(),
  })
  .strict();
export type PaymentOrderBody = z.input<typeof paymentOrderBody>;

export const checkoutBilling = billingPrices.extend({
  /** Galli Cash used for this payment. */
  bfcash_amount: z.number(),
  /** Galli Cash balance before this payment. */
  bfcash_balance: z.number(),
  /** Left to pay online (or in cash for COD). */
  payable: z.number(),
});
export type CheckoutBilling = z.infer<typeof checkoutBilling>;

export const providerOrder = z.object({
  id: z.string(),
  /** The same id, as the spec also reads it. */
  order_id: z.string(),
  /** Paise, as Razorpay and checkout.js use it. */
  amount: z.number().int(),
  currency: z.string(),
  receipt: z.string().nullable(),
  status: z.string(),
});

export const appliedPromo = z.object({
  _id: z.string(),
  promo_code: z.string(),
  /** 1 cashback, 2 discount. */
  offer_type: z.number().int(),
  amount: z.number(),
});
export type AppliedPromo = z.infer<typeof appliedPromo>;

export const paymentOrderData = z.object({
  rzy_pay_key: z.string(),
  /** emulator: the built-in checkout; live: Razorpay's hosted checkout.js. */
  mode: z.enum(["emulator", "live"]),
  billing: checkoutBilling,
  /** Our checkout id; null when nothing is to be paid yet (the cash tab). */
  transaction_id: z.string().nullable(),
  /** Binds transaction_id and the amounts; sent back with the refund request and wallet-only orders. */
  hash: z.string().nullable(),
  /** The Razorpay order for the online part; null when nothing is paid online. */
  order: providerOrder.nullable(),
  /** Rupees to pay online. */
  amount: z.number(),
  rzy_customer_Id: z.string().nullable(),
  promo: appliedPromo.nullable(),
  delivery_type: z.number().int(),
  /**
   * When a delivery by the shop will arrive if placed now (ISO time): the shop's preparation time
   * plus the distance from the store over the shop's delivery speed, or the chosen slot's end; the
   * latest store's when the order is split. Null for self pickup or without `delivery_location`.
   */
  arrival_at: z.string().nullable(),
  /**
   * Set when the order would be for immediate delivery (no slot chosen) and a store of it has
   * reached the shop's limit of such orders per hour: placing it is refused (STORE_BUSY); this is
   * when the next one can be delivered (ISO time). A delivery slot can still be chosen.
   */
  next_delivery_at: z.string().nullable().optional(),
  cod: z.object({ allowed: z.boolean(), limit: z.number().nullable() }),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type PaymentOrderData = z.infer<typeof paymentOrderData>;

// ---- place order (multipart: `inputs` JSON and an optional `image`) ----

export const addressInput = z
  .object({
    street: z.string().trim().max(200).default(""),
    area: z.string().trim().max(200).default(""),
    zipcode: z.string().trim().max(10).default(""),
    landmark: z.string().trim().max(200).optional(),
  })
  .strict();

export const deliveryPreferences = z
  .object({
    /** YYYY-MM-DD in India time. */
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a valid date.")
      .nullish(),
    slot: z.enum(SLOT_LABELS, { error: "Please choose one of the delivery slots." }).nullish(),
  })
  .strict();
export type DeliveryPreferences = z.infer<typeof deliveryPreferences>;

export const placePayment = z
  .object({
    razorpay_payment_id: z.string().trim().max(64).optional(),
    razorpay_order_id: z.string().trim().max(64).optional(),
    razorpay_signature: z.string().trim().max(128).optional(),
    /** Wallet-only orders: the payment order's transaction_id and hash. */
    txnid: z.string().trim().max(64).optional(),
    hash: z.string().trim().max(128).optional(),
  })
  .strict();

export const placeOrderInputs = z
  .object({
    _id: id,
    deliveryLocation: point.optional(),
    deliveryAddress: addressInput.optional(),
    deliveryPreferences: deliveryPreferences.nullish(),
    payment: placePayment.optional(),
    notes: z.string().trim().max(MAX_NOTES, `Notes can be at most ${MAX_NOTES} characters.`).optional(),
    promo_id: id.optional(),
    is_bfcash: z.boolean().default(false),
    is_shop_delivery: z.boolean(),
    order_source: z
      .object({
        type: z.literal(ORDER_SOURCE_TYPE),
        device: z.string().trim().max(100).default(""),
        version: z.string().trim().max(40).default(""),
      })
      .strict(),
  })
  .strict();
export type PlaceOrderInputs = z.input<typeof placeOrderInputs>;

export const placedShop = z.object({
  /** The order's id. */
  _id: z.string(),
  /** The order number customers see. */
  order_id: z.string(),
  store_id: z.string(),
  category_id: z.string(),
  name: z.string(),
  store_name: z.string(),
  /** The store's address: where to pick up, or where the goods come from. */
  address: z.string(),
  mobile: z.string(),
  amount: z.number(),
  status: z.number().int(),
});
export type PlacedShop = z.infer<typeof placedShop>;

export const placeOrderData = z.object({
  shops: z.array(placedShop),
  /** The checkout total in rupees. */
  amount: z.number(),
  paid: z.object({ online: z.number(), bfcash: z.number(), cash: z.number() }),
  payment_type: z.number().int(),
  mode_name: z.string(),
  transaction_id: z.string(),
});
export type PlaceOrderData = z.infer<typeof placeOrderData>;

// ---- refund after a provider error ----

export const orderIssueBody = z
  .object({
    /** Rupees the checkout asked for online. */
    amount_paid: z.number().min(0).max(10_000_000),
    payment: z.object({ txnid: id, hash: z.string().trim().min(1).max(128) }).strict(),
  })
  .strict();
export type OrderIssueBody = z.infer<typeof orderIssueBody>;

export const orderIssueData = z.object({ refunded: z.boolean(), amount: z.number() });
export type OrderIssueData = z.infer<typeof orderIssueData>;
