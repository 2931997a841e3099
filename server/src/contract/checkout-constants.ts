// Checkout messages, delivery slots and limits (no schemas): what the web reads without loading zod.
// checkout.ts re-exports all of it beside its schemas.
import { CART_MESSAGES } from "./cart-constants";

export const CHECKOUT_MESSAGES = {
  promoInvalid: "Promo code is invalid!",
  promoCod: "Promo code is not applicable for COD order!",
  promoWalletOnly: "Promo code is not applicable if you pay only with Galli Cash!",
  promoExpired: "This promo code has expired.",
  promoNewOnly: "This promo code is only for new customers.",
  promoDayLimit: "This promo code has reached its limit for today. Please try again tomorrow.",
  promoMaxLimit: "This promo code has reached its usage limit.",
  promoCustomerLimit: "You have already used this promo code.",
  walletConfirm: "Do you want to continue with Galli cash to place order?",
  codUnavailable: "Cash on delivery is not available for this order.",
  refunded: "Your payment has been refunded and will reach your account in 5-7 business days.",
  nothingTaken: "Your payment did not go through and no money was taken from your account. Please try again.",
  streetRequired: CART_MESSAGES.streetRequired,
  zipcodeRequired: CART_MESSAGES.zipcodeRequired,
  slotPast: "Please choose a delivery time that has not passed.",
  placed: "Your order has been placed.",
  detailsMissing: "The order details are missing.",
  offersNotify: "We will let you know when new offers arrive.",
} as const;

/** Preferred delivery slots (India time), with their start and end hours. */
export const DELIVERY_SLOTS = [
  { label: "7 AM-10 AM", from: 7, to: 10 },
  { label: "10 AM-1 PM", from: 10, to: 13 },
  { label: "1 PM-4 PM", from: 13, to: 16 },
  { label: "4 PM-7 PM", from: 16, to: 19 },
  { label: "7 PM-10 PM", from: 19, to: 22 },
] as const;
export const SLOT_LABELS = DELIVERY_SLOTS.map((s) => s.label) as [string, ...string[]];
/** How far ahead a preferred date may be. */
export const MAX_PREFERRED_DAYS = 30;
export const MAX_NOTES = 500;
/** Featured net banking codes, shown first (spec part 2 section 9). */
export const FEATURED_BANKS = ["HDFC", "UTIB", "ICIC", "KOTAC", "SBIN"] as const;
/** Order source device type (spec: 3). */
export const ORDER_SOURCE_TYPE = 3;

/** The payment step's method tabs (spec part 2 section 5); Cash only when COD is allowed. */
export const PAYMENT_TAB = { preferred: 1, card: 2, upi: 3, netBanking: 4, cash: 5 } as const;
export type PaymentTab = (typeof PAYMENT_TAB)[keyof typeof PAYMENT_TAB];

/**
 * The wallet and promo notice dialog's modes (spec part 2 section 4): 1 and 2 ask to continue with
 * Galli Cash (from an online tab, from the cash tab); 3 a promo is not for COD; 4 a promo is not
 * for an order paid with Galli Cash alone.
 */
export const WALLET_NOTICE = { confirmOnline: 1, confirmCash: 2, promoNotForCod: 3, promoNotForWalletOnly: 4 } as const;
export type WalletNotice = (typeof WALLET_NOTICE)[keyof typeof WALLET_NOTICE];

/**
 * Galli Cash pays it all: the customer chose to use Galli Cash and its balance covers the amount
 * due (one unit for both, paise on the server). Decided when the order is priced; a priced order
 * says it with a payable of 0 and the customer's choice.
 */
export function galliCashPaysAll(p: { useWallet: boolean; balance: number; due: number }): boolean {
  return p.useWallet && p.balance >= p.due;
}

/** Why a promo code cannot apply to a payment (the refusal's notice and error), or null when it may. */
export const PROMO_REFUSAL = { cod: "cod", galliCashOnly: "galli_cash_only" } as const;
export type PromoRefusal = (typeof PROMO_REFUSAL)[keyof typeof PROMO_REFUSAL];

/** No promo on cash on delivery, and none on an order Galli Cash pays in full. */
export function promoRefusal(p: { cod: boolean; galliCashPaysAll?: boolean }): PromoRefusal | null {
  if (p.cod) return PROMO_REFUSAL.cod;
  if (p.galliCashPaysAll) return PROMO_REFUSAL.galliCashOnly;
  return null;
}
