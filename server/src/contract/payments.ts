// Saved payment methods (Razorpay tokens of the customer), payment settings, banks and Galli Cash.
import { z } from "zod";
import { id } from "./common";

/** A saved payment method's kind: 1 card, 2 UPI. */
export const TOKEN_KIND = { card: 1, upi: 2 } as const;
export type TokenKind = (typeof TOKEN_KIND)[keyof typeof TOKEN_KIND];

export const savedCard = z.object({
  token: z.string(),
  method: z.literal("card"),
  card: z.object({
    last4: z.string(),
    expiry_month: z.string(),
    expiry_year: z.string(),
    network: z.string(),
    name: z.string(),
  }),
  is_preferred: z.boolean(),
});
export type SavedCard = z.infer<typeof savedCard>;

export const savedUpi = z.object({
  token: z.string(),
  method: z.literal("upi"),
  vpa: z.object({ username: z.string(), handle: z.string() }),
  is_preferred: z.boolean(),
});
export type SavedUpi = z.infer<typeof savedUpi>;

/** POST /order/razor/alltokens and /order/razor/cards. */
export const allTokensData = z.object({
  customer_id: z.string().nullable(),
  cards: z.array(savedCard),
  upi: z.array(savedUpi),
});
export type AllTokensData = z.infer<typeof allTokensData>;

/** POST /order/razor/viewPefToken: the preferred card and UPI id, when saved. */
export const prefTokensData = z.object({ card: savedCard.nullable(), upi: savedUpi.nullable() });
export type PrefTokensData = z.infer<typeof prefTokensData>;

const kind = z
  .number({ error: "kind must be 1 (card) or 2 (UPI)." })
  .refine((v) => v === 1 || v === 2, "kind must be 1 (card) or 2 (UPI).")
  .meta({ enum: [TOKEN_KIND.card, TOKEN_KIND.upi] });

export const savePrefTokenBody = z.object({ id, kind }).strict();
export type SavePrefTokenBody = z.infer<typeof savePrefTokenBody>;

export const deleteTokenBody = z
  .object({ ids: z.array(id).min(1, "Choose a saved method to delete.").max(20), type: kind })
  .strict();
export type DeleteTokenBody = z.infer<typeof deleteTokenBody>;

/** POST /order/razor/razInfo: the payment settings fetched with the profile. */
export const razInfoData = z.object({
  raz_customer_id: z.string().nullable(),
  raz_pref_Token: z.string().nullable(),
  raz_pref_upiToken: z.string().nullable(),
  rzy_pay_key: z.string(),
  mode: z.enum(["emulator", "live"]),
});
export type RazInfoData = z.infer<typeof razInfoData>;

/** POST /order/razor/banks: net banking code -> name, and the featured codes in order. */
export const banksData = z.object({ banks: z.record(z.string(), z.string()), featured: z.array(z.string()) });
export type BanksData = z.infer<typeof banksData>;

/** POST /order/razor/cards: saved cards by customer id (the caller's own). */
export const customerCardsBody = z.object({ customer_id: id }).strict();

/** POST /wallet/bfcash: the Galli Cash balance in rupees (2 decimals). */
export const walletData = z.object({ balance: z.number() });
export type WalletData = z.infer<typeof walletData>;

/** The body is optional: none (or null) reads as {}, as the document says. */
export const emptyBody = z
  .object({})
  .strict()
  .nullable()
  .transform((v) => v ?? {});
