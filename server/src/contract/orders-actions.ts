// What a customer does with an order (spec part 2 sections 3, 4, 5, 7): cancel, buzz, verify the
// products, ask for a replacement, review, and the help and reason titles behind those dialogs.
import { z } from "zod";
import { id } from "./common";
import { ORDER_MESSAGES, phoneNumber, VERIFY_STATUS } from "./orders";
import {
  isOtherReason,
  REPLACEMENT_MESSAGES,
  REPLACEMENT_MESSAGE_MAX,
  REVIEW_MESSAGES,
} from "./orders-actions-constants";
export * from "./orders-actions-constants";

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).optional();

// ---- cancel ----

export const cancelOrderBody = z
  .object({
    order_id: z.array(id).min(1, ORDER_MESSAGES.orderIdsRequired).max(20),
    /** true: Galli Cash at once; false: back to the bank through the payment provider. COD ignores it. */
    to_bfCash: z.boolean().default(true),
    title: z.string({ error: ORDER_MESSAGES.reasonRequired }).trim().min(1, ORDER_MESSAGES.reasonRequired).max(100),
    message: optionalText(500, ORDER_MESSAGES.cancelMessageTooLong),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (isOtherReason(body.title) && !body.message) {
      ctx.addIssue({ code: "custom", path: ["message"], message: ORDER_MESSAGES.messageRequiredForOther });
    }
  });
export type CancelOrderBody = z.input<typeof cancelOrderBody>;

export const cancelOrderData = z.object({
  orders: z.array(
    z.object({
      _id: z.string(),
      status: z.number().int(),
      /** Rupees back in Galli Cash and to the bank for this order. */
      refund: z.object({ wallet: z.number(), bank: z.number(), bank_status: z.string().nullable() }),
    }),
  ),
});
export type CancelOrderData = z.infer<typeof cancelOrderData>;

/** POST /order/track/cancelEscalation: withdraw an open replacement or undelivered request. */
export const cancelEscalationBody = z
  .object({
    _id: id,
    reason: z.string({ error: ORDER_MESSAGES.reasonRequired }).trim().min(1, ORDER_MESSAGES.reasonRequired).max(100),
    message: optionalText(500, ORDER_MESSAGES.cancelMessageTooLong),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (isOtherReason(body.reason) && !body.message) {
      ctx.addIssue({ code: "custom", path: ["message"], message: ORDER_MESSAGES.messageRequiredForOther });
    }
  });
export type CancelEscalationBody = z.input<typeof cancelEscalationBody>;

// ---- buzz ----

export const buzzBody = z.object({ _id: id }).strict();
export const buzzData = z.object({ last_buzz_at: z.string(), next_buzz_at: z.string() });
export type BuzzData = z.infer<typeof buzzData>;

// ---- verification ----

const formBool = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0"])])
  .transform((v) => v === true || v === "true" || v === "1");

/**
 * POST /order/{track,history}/verifyProducts: JSON, or multipart/form-data with image1..image3 for a
 * replacement. Form fields arrive as text, so numbers are coerced.
 */
export const verifyProductFields = z
  .object({
    order_id: id,
    product_id: id,
    category_id: id.optional(),
    shop_id: id.optional(),
    verify_status: z.coerce
      .number({ error: REPLACEMENT_MESSAGES.verifyStatus })
      .int(REPLACEMENT_MESSAGES.verifyStatus)
      .min(1, REPLACEMENT_MESSAGES.verifyStatus)
      .max(3, REPLACEMENT_MESSAGES.verifyStatus),
    qty: z.coerce
      .number({ error: REPLACEMENT_MESSAGES.qtyRange })
      .int(REPLACEMENT_MESSAGES.qtyRange)
      .min(1, REPLACEMENT_MESSAGES.qtyRange)
      .optional(),
    notifications: formBool.optional(),
    /** delivered | undelivered | replacement: the label of the choice (informational). */
    title: z.string().trim().max(100).optional(),
    /** The replacement reason (from GET /order/view/replacement/titles). */
    reason: z.string().trim().max(100).optional(),
    message: z.string().trim().max(REPLACEMENT_MESSAGE_MAX, REPLACEMENT_MESSAGES.messageTooLong).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.verify_status !== VERIFY_STATUS.replacement) return;
    if (!body.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: REPLACEMENT_MESSAGES.reasonRequired });
    if (!body.message)
      ctx.addIssue({ code: "custom", path: ["message"], message: REPLACEMENT_MESSAGES.messageRequired });
  });
export type VerifyProductFields = z.infer<typeof verifyProductFields>;

export const orderRefBody = z.object({ order_id: id, store_id: id.optional(), category_id: id.optional() }).strict();
export type OrderRefBody = z.infer<typeof orderRefBody>;

export const verifyOrderData = z.object({
  _id: z.string(),
  status: z.number().int(),
  verified_at: z.string(),
  payment_type: z.number().int(),
  /** COD: what to pay the shop now (the total less the Galli Cash part and less the goods reported undelivered; replacement requests are refunded later); 0 for paid orders. */
  amount_payable: z.number(),
  /** Products not marked Delivered: the client opens the cancel/feedback dialog first. */
  escalated_products: z.number().int(),
});
export type VerifyOrderData = z.infer<typeof verifyOrderData>;

// ---- reviews ----

const rating = z.coerce
  .number({ error: REVIEW_MESSAGES.rating })
  .int(REVIEW_MESSAGES.rating)
  .min(1, REVIEW_MESSAGES.rating)
  .max(5, REVIEW_MESSAGES.rating);

const titleList = z
  .union([z.string().trim().max(100), z.array(z.string().trim().min(1).max(100)).max(10)])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : v ? [v] : []));

export const reviewShopBody = z
  .object({
    order_id: id,
    rating,
    title: titleList,
    message: optionalText(500, REVIEW_MESSAGES.messageTooLong),
    shop_id: id.optional(),
    isPurchaseHistory: z.boolean().optional(),
  })
  .strict();
export type ReviewShopBody = z.input<typeof reviewShopBody>;

export const reviewProductBody = z
  .object({
    order_id: id,
    product_id: id,
    category_id: id.optional(),
    rating,
    title: titleList,
    message: optionalText(500, REVIEW_MESSAGES.messageTooLong),
  })
  .strict();
export type ReviewProductBody = z.input<typeof reviewProductBody>;

export const ratingTitles = z.object({ rating: z.number().int(), titles: z.array(z.string()) });

/** POST /order/view/shopreview/titles. */
export const shopReviewTitlesData = z.object({
  shop: z.object({ _id: z.string(), name: z.string(), display_name: z.string(), icon: z.string() }),
  titles: z.array(ratingTitles),
  order: z.object({
    _id: z.string(),
    order_id: z.string(),
    /** The review already given (0 when none). */
    rating: z.number().int(),
    review: z.object({ title: z.array(z.string()), message: z.string() }),
    delivered_at: z.string().nullable(),
  }),
});
export type ShopReviewTitlesData = z.infer<typeof shopReviewTitlesData>;

export const productReviewTitlesBody = z
  .object({ order_id: id, product_id: id, category_id: id.optional(), store_id: id.optional() })
  .strict();

/** POST /order/view/productreview/titles. */
export const productReviewTitlesData = z.object({
  titles: z.array(ratingTitles),
  product: z.object({ id: z.string(), product_id: z.string(), product_name: z.string() }),
  delivered_at: z.string().nullable(),
  rating: z.number().int(),
  review: z.object({ title: z.string(), message: z.string() }),
});
export type ProductReviewTitlesData = z.infer<typeof productReviewTitlesData>;

/** GET /order/view/cancel/titles and /order/view/replacement/titles. */
export const reasonTitlesData = z.object({ titles: z.array(z.object({ _id: z.string(), display_name: z.string() })) });
export type ReasonTitlesData = z.infer<typeof reasonTitlesData>;

// ---- help ----

export const helpTitlesQuery = z.object({ _id: id });
export const helpTitlesData = z.object({
  titles: z.array(z.object({ _id: z.string(), display_name: z.string() })),
  help: phoneNumber.extend({ email: z.string() }),
});
export type HelpTitlesData = z.infer<typeof helpTitlesData>;

export const helpContentQuery = z.object({ _id: id });
export const helpContentData = z.object({ _id: z.string(), display_name: z.string(), content: z.string() });
export type HelpContentData = z.infer<typeof helpContentData>;
