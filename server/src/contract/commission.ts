// Commission rules in the operations console (/ops/api/commission-rules, Admin): a percent as basis
// points (`bps`, 100 = 1%, 0..10000) with a minimum per order line in paise, by shop, by category
// or by default, for online (and Galli Cash) or cash-on-delivery orders. The range checks answer the
// catalogue's codes (COMMISSION_PERCENT_INVALID, COMMISSION_MINIMUM_INVALID) from the service, so
// the messages come in the request's language.
import { z } from "zod";
import { envelope } from "./common";
import { COMMISSION_PAYMENTS, COMMISSION_SCOPES } from "./ledger-constants";
export * from "./ledger-constants";

/** The largest minimum a rule may set: ₹10,000 a line. */
export const COMMISSION_MINIMUM_MAX = 1_000_000;

const id = z.string().trim().min(1).max(64);

export const commissionRuleCreate = z
  .object({
    scope: z.enum(COMMISSION_SCOPES),
    shop_id: id.nullish(),
    category_id: id.nullish(),
    payment: z.enum(COMMISSION_PAYMENTS),
    bps: z.number().finite(),
    minimum: z.number().finite().default(0),
  })
  .strict();
export type CommissionRuleCreate = z.infer<typeof commissionRuleCreate>;

export const commissionRuleUpdate = z
  .object({
    bps: z.number().finite().optional(),
    minimum: z.number().finite().optional(),
    active: z.boolean().optional(),
  })
  .strict();
export type CommissionRuleUpdate = z.infer<typeof commissionRuleUpdate>;

export const commissionRuleParams = z.object({ id });

export const commissionRuleView = z.object({
  id: z.string(),
  scope: z.enum(COMMISSION_SCOPES),
  shop_id: z.string().nullable(),
  shop_name: z.string().nullable(),
  category_id: z.string().nullable(),
  category_path: z.string().nullable(),
  payment: z.enum(COMMISSION_PAYMENTS),
  bps: z.number().int(),
  /** Paise per order line. */
  minimum: z.number().int(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CommissionRuleView = z.infer<typeof commissionRuleView>;

export const commissionRuleList = envelope(
  z.object({
    items: z.array(commissionRuleView),
    /** Private shops pay no commission for this many months after they were created. */
    private_free_months: z.number().int(),
    /** Categories a rule may name, by path. */
    categories: z.array(z.object({ id: z.string(), path: z.string() })),
  }),
);
export type CommissionRuleList = z.infer<typeof commissionRuleList>["data"];

export const commissionRuleAnswer = envelope(commissionRuleView);
