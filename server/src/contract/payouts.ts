// Payouts to the shops: the merchant console's bank account (privilege "money") and the operations
// console's payouts and reconciliation (role admin). Money is integer paise.
import { z } from "zod";
import { envelope } from "./common";
import { bankAccountProblem, ifscProblem, KYC_MESSAGES } from "./kyc-constants";
import {
  BANK_ACCOUNT_STATUSES,
  bankOfIfsc,
  PAYOUT_MESSAGES,
  PAYOUT_STATUSES,
  RECONCILE_PROBLEMS,
} from "./payouts-constants";

export * from "./payouts-constants";

export const bankShopParams = z.object({ shop_id: z.string().trim().min(1).max(64) });

/** The account number twice (typed, never pasted back to the page), the holder's name and the IFSC. */
export const bankAccountBody = z
  .object({
    holder_name: z.string({ error: PAYOUT_MESSAGES.holderRequired }).trim().min(2, PAYOUT_MESSAGES.holderRequired).max(100, PAYOUT_MESSAGES.holderRequired),
    account_number: z.string({ error: KYC_MESSAGES.bankAccountFormat }).trim(),
    account_number_confirm: z.string({ error: KYC_MESSAGES.bankAccountMismatch }).trim(),
    ifsc: z
      .string({ error: KYC_MESSAGES.ifscFormat })
      .trim()
      .transform((v) => v.toUpperCase()),
  })
  .strict()
  .superRefine((b, ctx) => {
    const acc = bankAccountProblem(b.account_number, b.account_number_confirm);
    if (acc) ctx.addIssue({ code: "custom", path: [acc === "bankAccountMismatch" ? "account_number_confirm" : "account_number"], message: KYC_MESSAGES[acc] });
    const ifsc = ifscProblem(b.ifsc);
    if (ifsc) ctx.addIssue({ code: "custom", path: ["ifsc"], message: KYC_MESSAGES[ifsc] });
    else if (!bankOfIfsc(b.ifsc)) ctx.addIssue({ code: "custom", path: ["ifsc"], message: PAYOUT_MESSAGES.ifscUnknownBank });
  });
export type BankAccountBody = z.infer<typeof bankAccountBody>;

export const bankAccountView = z.object({
  id: z.string(),
  holder_name: z.string(),
  /** Only the last four digits; the number is never answered whole. */
  account_last4: z.string(),
  ifsc: z.string(),
  bank_name: z.string(),
  status: z.enum(BANK_ACCOUNT_STATUSES),
  verified_name: z.string().nullable(),
  verified_at: z.string().nullable(),
  active_from: z.string(),
  /** Payouts may go to it now: verified and active_from passed. */
  active: z.boolean(),
  created_at: z.string(),
});
export type BankAccountView = z.infer<typeof bankAccountView>;

export const shopPayoutView = z.object({
  shop_id: z.string(),
  shop_name: z.string(),
  account: bankAccountView.nullable(),
  /** A bank change holds payouts until then (null: not held). */
  payouts_held_until: z.string().nullable(),
  /** What Galli owes the shop and has not paid out yet (paise; negative: the shop owes Galli). */
  unsettled: z.number().int(),
  last_payouts: z.array(
    z.object({ id: z.string(), amount: z.number().int(), status: z.enum(PAYOUT_STATUSES), created_at: z.string(), processed_at: z.string().nullable() }),
  ),
});
export type ShopPayoutView = z.infer<typeof shopPayoutView>;
export const shopPayoutResponse = envelope(shopPayoutView);
export const shopPayoutListResponse = envelope(z.array(shopPayoutView));

// ---------- operations console ----------

export const opsPayoutView = z.object({
  id: z.string(),
  key: z.string(),
  shop_id: z.string(),
  shop_name: z.string(),
  amount: z.number().int(),
  entry_count: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  transfer_id: z.string().nullable(),
  account_last4: z.string(),
  bank_name: z.string(),
  attempts: z.number().int(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
});
export type OpsPayoutView = z.infer<typeof opsPayoutView>;

export const opsPayoutsQuery = z.object({
  status: z.enum(PAYOUT_STATUSES).optional(),
  shop_id: z.string().trim().min(1).max(64).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const opsPayoutsResponse = envelope(z.object({ items: z.array(opsPayoutView), total: z.number().int(), page: z.number().int(), per_page: z.number().int() }));

/** A shop's cash on delivery its delivery members collected and have not yet handed over (paise). */
export const opsCodHeldShop = z.object({
  shop_id: z.string(),
  shop_name: z.string(),
  amount: z.number().int(),
  orders: z.number().int(),
  /** When the oldest of those orders was delivered. */
  oldest_at: z.string().nullable(),
});
export type OpsCodHeldShop = z.infer<typeof opsCodHeldShop>;
export const opsCodHeldResponse = envelope(z.object({ total: z.number().int(), shops: z.array(opsCodHeldShop) }));
export type OpsCodHeld = z.infer<typeof opsCodHeldResponse>["data"];

export const reconcileDifference = z.object({
  problem: z.enum(RECONCILE_PROBLEMS),
  payout_id: z.string().nullable(),
  transfer_id: z.string().nullable(),
  shop_id: z.string().nullable(),
  payout_amount: z.number().int().nullable(),
  transfer_amount: z.number().int().nullable(),
  detail: z.string(),
});
export type ReconcileDifference = z.infer<typeof reconcileDifference>;
export const reconcileResponse = envelope(
  z.object({
    checked_at: z.string(),
    payouts: z.number().int(),
    transfers: z.number().int(),
    paid: z.number().int(),
    transferred: z.number().int(),
    differences: z.array(reconcileDifference),
  }),
);
export const payoutParams = z.object({ payout_id: z.string().trim().min(1).max(64) });
export const opsPayoutResponse = envelope(opsPayoutView);
export const payoutRunResponse = envelope(
  z.object({ payouts_created: z.number().int(), transfers_made: z.number().int(), released: z.number().int(), failed: z.number().int(), skipped: z.record(z.string(), z.number().int()) }),
);
