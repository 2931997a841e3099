// Orders after the purchase (spec part 2 sections 3, 4, 7, 9): the tracking and history lists,
// order details and products, shared with the web client. Money on the wire is rupees (2 decimals),
// times are ISO strings (UTC). Action bodies (cancel, buzz, verify, reviews) are in orders-actions.ts.
import { z } from "zod";
import { substitutionItem } from "./substitutions";
import { id, sellerDetails } from "./common";
import { refundRecord } from "./wallet";
import { ORDERS_PAGE_SIZE } from "./orders-constants";
import { customerDelivery, customerPickup } from "./delivery";
export * from "./orders-constants";

// ---- shared pieces ----

export const phoneNumber = z.object({ dialing_code: z.string(), number: z.string() });
export type PhoneNumber = z.infer<typeof phoneNumber>;

export const orderPrices = z.object({
  gross_price: z.number(),
  net_price: z.number(),
  delivery: z.number(),
  packaging_price: z.number(),
  onlyTax: z.number(),
});

export const orderOffer = z.object({ offer_type: z.number().int(), offerAmount: z.number() });

export const orderShop = z.object({
  /** The shop (the API's category). */
  _id: z.string(),
  /** The store (branch) that fulfils the order. */
  name: z.string(),
  /** The shop's name as customers know it. */
  display_name: z.string(),
  /** The store's address. */
  address: z.string(),
  mobile: z.object({ primary: phoneNumber, secondary: phoneNumber.optional() }),
  email: z.string().nullable(),
  /** The date until which replacement (and reviews) are allowed; null until delivered. */
  replacement: z.string().nullable(),
  /** The seller's legal name, address and GSTIN (always sent by the server). */
  seller: sellerDetails.optional(),
});
export type OrderShop = z.infer<typeof orderShop>;

export const orderAddress = z.object({
  street: z.string(),
  area: z.string(),
  zipcode: z.string(),
  landmark: z.string().optional(),
});

// ---- lists: GET /order/track/upcoming and /order/history/purchase ----

export const orderListQuery = z.object({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(ORDERS_PAGE_SIZE),
});
export type OrderListQuery = z.input<typeof orderListQuery>;

export const orderListItem = z.object({
  _id: z.string(),
  /** The order number customers see. */
  order_id: z.string(),
  /** Placed on. */
  date: z.string(),
  status: z.number().int(),
  /** The timestamp of the current status (delivered at, cancelled at...). */
  status_date: z.string(),
  store_id: z.string(),
  category_id: z.string(),
  /** Stored image name of the shop icon (GET /user/category/view/img?img=...). */
  shop_icon: z.string(),
  /** [longitude, latitude] of the store. */
  shop_location: z.tuple([z.number(), z.number()]),
  shop: orderShop,
  payment_type: z.number().int(),
  mode_name: z.string(),
  delivery_type: z.number().int(),
  is_escalated_order: z.boolean(),
  cancel_selected_stage: z.number().int(),
  /** Kilometres from the store to the delivery address. */
  distance: z.number(),
  address: orderAddress,
  /** Total to pay (net price + delivery - a discount-type offer). */
  amount: z.number(),
  /**
   * Of `amount`: what was paid from Galli Cash and what was paid online (0 for cash on delivery),
   * so a closed order can say what was paid and how it comes back before any refund is recorded.
   */
  wallet_amount: z.number().optional(),
  online_amount: z.number().optional(),
  /** Self pickup: the customer collects the order directly from the store (no delivery leg). */
  isDirect: z.boolean(),
  prices: orderPrices,
  offer: orderOffer,
  products_count: z.number().int(),
  /** A shop review exists for this order. */
  shop_reviewed: z.boolean(),
  /** When the customer last buzzed the shop, or null. */
  last_buzz_at: z.string().nullable(),
  /** Money given back on this order (cancellation, rejection, escalations), oldest first. */
  refunds: z.array(refundRecord),
  /** A delivery order's last mile: state, door code (while open), delivery person, position, arrival. */
  delivery: customerDelivery.optional(),
  /** A self-pickup order's pickup code (while open) and whether it is ready (3 Dispatched). */
  pickup: customerPickup.optional(),
  /**
   * Lines found short at packing, oldest first: a proposed substitute waits for the customer's
   * answer until expires_at (POST /user/order/substitutions/respond); `amount` is already what the
   * customer pays after them.
   */
  substitutions: z.array(substitutionItem),
});
export type OrderListItem = z.infer<typeof orderListItem>;

export const orderListData = z.array(orderListItem);
export const orderCountData = z.object({ count: z.number().int() });

// ---- details and products ----

export const orderTimestamps = z.object({
  ordered: z.string(),
  accepted: z.string().nullable(),
  ready_to_ship: z.string().nullable(),
  shipping: z.string().nullable(),
  delivered: z.string().nullable(),
  verified: z.string().nullable(),
  cancelled: z.string().nullable(),
  rejected: z.string().nullable(),
  denied: z.string().nullable(),
});
export type OrderTimestamps = z.infer<typeof orderTimestamps>;

export const orderProduct = z.object({
  /** The order line; verification and reviews accept it as product_id. */
  id: z.string(),
  /** The catalogue product. */
  product_id: z.string(),
  product_name: z.string(),
  /** The catalogue product's name in Hindi (Devanagari), when it has one. */
  product_name_hi: z.string().optional(),
  unit: z.string(),
  qty: z.number().int(),
  /** Per unit, after the offer. */
  net_price: z.number(),
  /** Per unit, before the offer (shown in billing). */
  selling_price: z.number(),
  image: z.object({ name: z.string() }),
  mfd_exp: z.object({ type: z.number().int(), dates: z.array(z.object({ exp_date: z.string() })) }),
  verify_status: z.number().int(),
  escalated_qty: z.number().int(),
  escalation_status: z.number().int(),
  escalation: z
    .object({ reason: z.string().nullable(), message: z.string().nullable(), images: z.array(z.string()) })
    .nullable(),
  /** The refund a replacement or undelivered request stands for, its goods only (the escalated units as paid: net price and tax, less their discount share; once refunded, what was refunded for them; shown negative). The charges are the order's `fees_refund`. */
  refund_value: z.number(),
  notifications: z.boolean(),
  /** A product review exists for this line. */
  reviewed: z.boolean(),
});
export type OrderProduct = z.infer<typeof orderProduct>;

export const orderDetailsShop = orderShop.extend({
  icon: z.string(),
  location: z.tuple([z.number(), z.number()]),
});

export const orderDetails = orderListItem.extend({
  timestamps: orderTimestamps,
  /** Item total - gross price (<= 0): the offers' saving as a deduction. */
  discount_amount: z.number(),
  wallet_amount: z.number(),
  online_amount: z.number(),
  preferred_date: z.string().nullable(),
  preferred_slot: z.string().nullable(),
  notes: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  cancel_message: z.string().nullable(),
  products: z.array(orderProduct),
  /** The refund of the order's charges (packaging and delivery, less their discount share) and roundings: carried by the refund that leaves no unit of the order unrefunded, shown as its own line; 0 otherwise. */
  fees_refund: z.number(),
});
export type OrderDetails = z.infer<typeof orderDetails>;

export const orderDetailsData = z.object({ shop: orderDetailsShop, order: orderDetails });
export type OrderDetailsData = z.infer<typeof orderDetailsData>;

/** POST /order/track/details: the spec's request (store_id, category_id and the order _id). */
export const orderDetailsBody = z.object({ _id: id, store_id: id.optional(), category_id: id.optional() }).strict();
export type OrderDetailsBody = z.infer<typeof orderDetailsBody>;

/** POST /order/{track,history}/viewProducts. */
export const viewProductsBody = z
  .object({ order_id: id, store_id: id.optional(), category_id: id.optional() })
  .strict();
export type ViewProductsBody = z.infer<typeof viewProductsBody>;
