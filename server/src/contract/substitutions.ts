// Substitutions (issue 53): a line short at packing, with or without a substitute the customer
// accepts or declines within SUBSTITUTION_ANSWER_MINUTES. The merchant API's
// POST /api/stores/{store_key}/orders/{order_id}/substitutions, the console's calls, the customer's
// POST /user/order/substitutions/respond and the `substitutions` of the tracking answers.
import { z } from "zod";
import { envelope } from "./common";
import { SUBSTITUTION_RULES, SUBSTITUTION_STATES } from "./substitutions-constants";
export * from "./substitutions-constants";

const id = z.string().trim().min(1).max(64);
export const substitutionRule = z.enum(SUBSTITUTION_RULES);

/** The shop marks `short_qty` units of the order's line for `product_id` short; `substitute` null: refunded. */
export const substitutionBody = z
  .object({
    product_id: id.describe("The order line's product (the product_id of the order's items)."),
    short_qty: z.number().int().min(1).max(10_000).describe("Units of the line missing (at most the line's qty)."),
    substitute: z
      .object({
        product_id: id.describe("A product of the same store, in stock."),
        qty: z.number().int().min(1).max(10_000).describe("Units offered (at most short_qty)."),
      })
      .strict()
      .nullable()
      .describe("The proposed substitute; null: short with no substitute (refunded at once)."),
  })
  .strict();
export type SubstitutionBody = z.infer<typeof substitutionBody>;

export const substitutionParams = z.object({ store_key: id, order_id: id });
export const substitutionCreated = z.object({ substitution_id: z.string() });
export const substitutionCreatedResponse = envelope(substitutionCreated);

/** One substitution as the customer's tracking answers and the console show it (rupees). */
export const substitutionItem = z.object({
  _id: z.string(),
  product_id: z.string(),
  product_name: z.string(),
  short_qty: z.number().int(),
  substitute: z
    .object({
      product_id: z.string(),
      product_name: z.string(),
      unit: z.string(),
      image: z.string(),
      qty: z.number().int(),
      /** Rupees per unit as charged (with its tax). */
      price: z.number(),
    })
    .nullable(),
  state: z.enum(SUBSTITUTION_STATES),
  /** The line's rule when it was proposed (what happens with no answer). */
  rule: substitutionRule,
  /** Rupees given back for it (refunded, or for cash on delivery not charged). */
  refund: z.number(),
  /** The shop is asked to call the customer (rule "call" with no answer). */
  call_requested: z.boolean(),
  expires_at: z.string().nullable(),
});
export type SubstitutionItem = z.infer<typeof substitutionItem>;

export const respondBody = z
  .object({ order_id: id, substitution_id: id, accept: z.boolean() })
  .strict();
export type RespondBody = z.infer<typeof respondBody>;
export const respondResponse = envelope(substitutionItem);

/** The customer's rules for an order (set at checkout): a default for the order (remembered) and per line. */
export const substitutionRulesBody = z
  .object({
    order_id: id,
    default: substitutionRule,
    lines: z.record(id, substitutionRule).optional().describe("product_id -> rule; a line left out follows default."),
  })
  .strict();
export const substitutionDefaultResponse = envelope(z.object({ default: substitutionRule }));
export const substitutionRulesResponse = envelope(
  z.object({ default: substitutionRule, applied: z.array(z.string()).describe("The lines' products whose rule was set.") }),
);

/** The console: candidates for a short line (same category, then brand, then price within 20%, in stock). */
export const candidatesQuery = z.object({ product_id: id });
export const candidateItem = z.object({
  product_id: z.string(),
  product_name: z.string(),
  unit: z.string(),
  image: z.string(),
  stock: z.number().int(),
  /** Rupees per unit as charged (with its tax). */
  price: z.number(),
  same_category: z.boolean(),
  same_brand: z.boolean(),
  price_within: z.boolean(),
});
export type CandidateItem = z.infer<typeof candidateItem>;
export const candidatesResponse = envelope(z.object({ items: z.array(candidateItem) }));
export const consoleSubstitutionParams = z.object({ shop_id: id, order_id: id });
export const consoleSubstitutionsResponse = envelope(z.object({ items: z.array(substitutionItem) }));
