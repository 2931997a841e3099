// Promo code rules at checkout (spec part 2 section 5), one named refusal each. The offer list
// (modules/promo) shows codes; these rules decide whether one applies to this payment.
// Amounts in paise; `base` is the order total before the promo (net price + delivery). The rules
// read through the checkout's data port (checkout-data.ts); this file holds no SQL.
import type { Promo } from "../../generated/prisma/client";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE, type ErrorCode } from "../../contract/errors";
import { percentOf } from "../../lib/money";
import { step, type Steps } from "../../lib/steps";
import type { PromoData } from "./checkout-data";
import { OFFER_TYPE, PROMO_CUSTOMER_SCOPE, PROMO_VALUE_TYPE } from "../../contract/promo";
import { PROMO_REFUSAL, promoRefusal, type PromoRefusal } from "../../contract/checkout-constants";
import { messageText } from "../../lib/message-templates";
import { indiaDayStart } from "../../lib/india-time";

export type PromoContext = {
  shopId: string;
  /** Order total before the promo, paise. */
  base: number;
  isNewCustomer: boolean;
  cod: boolean;
  /** Galli Cash would pay the whole order. */
  walletOnly: boolean;
  now: Date;
  /** Redemptions so far: today (India time), in all, and by this customer. */
  usedToday: number;
  usedTotal: number;
  usedByCustomer: number;
  /**
   * Uses issued to this customer (grants and scratch cards won) for a code hidden from the public
   * list; null for a public code.
   */
  issuedUses: number | null;
};

export type EvaluatedPromo = { promo: Promo; offerType: 1 | 2; amount: number };

const refuse = (code: ErrorCode, message?: string) => new AppError(code, message);
const REFUSAL_CODE: Record<PromoRefusal, ErrorCode> = {
  [PROMO_REFUSAL.cod]: ERROR_CODE.PROMO_NOT_FOR_COD,
  [PROMO_REFUSAL.galliCashOnly]: ERROR_CODE.PROMO_NOT_FOR_WALLET_ONLY,
};
const rupees = (paise: number) => `₹${(paise / 100).toFixed(2)}`;

/** What the promo is worth on `base`: a rupee amount, or a percentage capped by price_limit. */
export function promoAmount(p: Pick<Promo, "valueType" | "codeValue" | "priceLimit">, base: number): number {
  if (p.valueType === PROMO_VALUE_TYPE.rupees) return p.codeValue;
  const raw = percentOf(base, p.codeValue);
  return p.priceLimit > 0 ? Math.min(raw, p.priceLimit) : raw;
}

/** The rules in the order a customer would want to hear them; the first that fails refuses. */
export function evaluatePromo(p: Promo, c: PromoContext): EvaluatedPromo {
  if (p.shopId !== null && p.shopId !== c.shopId) throw refuse(ERROR_CODE.PROMO_INVALID);
  // A hidden code not issued to this customer does not exist for them.
  if (c.issuedUses !== null && c.issuedUses <= 0) throw refuse(ERROR_CODE.PROMO_INVALID);
  if (p.expiresAt.getTime() <= c.now.getTime()) throw refuse(ERROR_CODE.PROMO_EXPIRED);
  const refusal = promoRefusal({ cod: c.cod, galliCashPaysAll: c.walletOnly });
  if (refusal) throw refuse(REFUSAL_CODE[refusal]);
  if (p.customerScope === PROMO_CUSTOMER_SCOPE.newCustomers && !c.isNewCustomer)
    throw refuse(ERROR_CODE.PROMO_NEW_CUSTOMERS_ONLY);
  if (p.minPurchaseEnable && c.base < p.minPurchaseValue) {
    throw refuse(
      ERROR_CODE.PROMO_MIN_PURCHASE,
      messageText("promoMinPurchase", { amount: rupees(p.minPurchaseValue) }),
    );
  }
  if (p.valueType === PROMO_VALUE_TYPE.rupees && c.base < p.codeValue) {
    throw refuse(ERROR_CODE.PROMO_BELOW_VALUE, messageText("promoMinTotal", { amount: rupees(p.codeValue) }));
  }
  if (p.limitedUsersPerDay > 0 && c.usedToday >= p.limitedUsersPerDay) throw refuse(ERROR_CODE.PROMO_DAY_LIMIT);
  if (p.maxLimit > 0 && c.usedTotal >= p.maxLimit) throw refuse(ERROR_CODE.PROMO_MAX_LIMIT);
  const perCustomer = c.issuedUses ?? (p.perCustomerLimit > 0 ? p.perCustomerLimit : null);
  if (perCustomer !== null && c.usedByCustomer >= perCustomer) throw refuse(ERROR_CODE.PROMO_CUSTOMER_LIMIT);
  return {
    promo: p,
    offerType: p.offerType === OFFER_TYPE.cashback ? OFFER_TYPE.cashback : OFFER_TYPE.discount,
    amount: promoAmount(p, c.base),
  };
}

/**
 * Redemptions so far and what this customer was issued. Read inside the order's transaction, so
 * the limits hold against the redemption that transaction writes.
 */
export function* promoUsageSteps(
  d: PromoData,
  promo: Pick<Promo, "id" | "code" | "hideFromPublic">,
  userId: string,
  now: Date,
): Steps<Pick<PromoContext, "usedToday" | "usedTotal" | "usedByCustomer" | "issuedUses">> {
  const promoId = promo.id;
  const usedToday = yield* step(() => d.redemptions(promoId, { since: indiaDayStart(now) }));
  const usedTotal = yield* step(() => d.redemptions(promoId, {}));
  const usedByCustomer = yield* step(() => d.redemptions(promoId, { userId }));
  let issuedUses: number | null = null;
  if (promo.hideFromPublic) {
    const granted = yield* step(() => d.grantedUses(promoId, userId));
    const cards = yield* step(() => d.scratchedCards(userId, promo.code));
    issuedUses = (granted ?? 0) + cards;
  }
  return { usedToday, usedTotal, usedByCustomer, issuedUses };
}

/** By id (chosen from the list) or by a typed code, upper-cased; unknown -> 'Promo code is invalid!'. */
export function* findPromoSteps(d: PromoData, ref: { id?: string; code?: string }): Steps<Promo> {
  const id = ref.id;
  const code = ref.code;
  const promo = id
    ? yield* step(() => d.promoById(id))
    : code
      ? yield* step(() => d.promoByCode(code.trim().toUpperCase()))
      : null;
  if (!promo) throw refuse(ERROR_CODE.PROMO_INVALID);
  return promo;
}
