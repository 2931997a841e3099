// The server's own totals for a checkout, computed from the cart as it stands (stock re-checked),
// the delivery type, a promo and Galli Cash. Runs inside the caller's transaction so placing an
// order prices, takes stock and records money in one step. Paise throughout.
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { balanceSteps } from "../../lib/wallet";
import { step, type Steps } from "../../lib/steps";
import {
  billWithPromo,
  settledCartSteps,
  type Billing,
  type DeliveryType,
  type SettledCart,
} from "../cart/public";
import {
  evaluatePromo,
  findPromoSteps,
  promoAmount,
  promoUsageSteps,
  type EvaluatedPromo,
} from "./promo-rules";
import type { PricingData } from "./checkout-data";
import { OFFER_TYPE } from "../../contract/promo";
import { galliCashPaysAll } from "../../contract/checkout-constants";

export type PricingRequest = {
  shopId: string;
  deliveryType?: number;
  promo?: { id?: string; code?: string } | null;
  useWallet: boolean;
  cod: boolean;
};

export type Priced = {
  state: SettledCart;
  deliveryType: DeliveryType;
  rows: SettledCart["rows"];
  billing: Billing;
  promo: EvaluatedPromo | null;
  /** Galli Cash balance before this payment. */
  balance: number;
  walletAmount: number;
  /** Left to pay online or in cash. */
  payable: number;
  isNewCustomer: boolean;
};

/** The lines as they will be ordered: one row per store and product, in a stable order. */
export type PricedLine = { storeId: string; productId: string; qty: number };

export function pricedLines(p: Pick<Priced, "rows">): PricedLine[] {
  const out: PricedLine[] = [];
  for (const [productId, rows] of p.rows) for (const r of rows) out.push({ storeId: r.storeId, productId, qty: r.qty });
  return out.sort((a, b) => (a.storeId + a.productId < b.storeId + b.productId ? -1 : 1));
}

/** What pricing reads: the cart, the ledger and the promos. */
export type { PricingData } from "./checkout-data";

export function* priceCheckoutSteps(d: PricingData, userId: string, now: Date, req: PricingRequest): Steps<Priced> {
  if (d.prefetch) yield* step(() => d.prefetch!(userId, req.shopId, []));
  const user = yield* step(() => d.userPrefs(userId));
  if (!user) throw new AppError(ERROR_CODE.USER_NOT_FOUND);
  const state = yield* settledCartSteps(d, userId, now, {
    shopId: req.shopId,
    deliveryType: req.deliveryType,
    savedDeliveryType: user.deliveryType,
  });
  const { deliveryType, rows, billing: base } = state;
  const wallet = yield* balanceSteps(d, userId);

  let promo: EvaluatedPromo | null = null;
  if (req.promo && (req.promo.id || req.promo.code)) {
    const p = yield* findPromoSteps(d, req.promo);
    const worth = promoAmount(p, base.total);
    const after = p.offerType === OFFER_TYPE.discount ? Math.max(0, base.total - worth) : base.total;
    promo = evaluatePromo(p, {
      shopId: state.shop.id,
      base: base.total,
      isNewCustomer: user.isNewCustomer,
      cod: req.cod,
      walletOnly: galliCashPaysAll({ useWallet: req.useWallet, balance: wallet, due: after }),
      now,
      ...(yield* promoUsageSteps(d, p, userId, now)),
    });
  }
  const billing = promo ? billWithPromo(state, { offerType: promo.offerType, amount: promo.amount }) : base;
  const walletAmount = req.useWallet ? Math.min(wallet, billing.total) : 0;
  return {
    state,
    deliveryType,
    rows,
    billing,
    promo,
    balance: wallet,
    walletAmount,
    payable: billing.total - walletAmount,
    isNewCustomer: user.isNewCustomer,
  };
}

/** What a checkout row remembers of its pricing, to compare with the cart when the order is placed. */
export type Snapshot = {
  total: number;
  walletAmount: number;
  payable: number;
  deliveryType: number;
  lines: PricedLine[];
  billing: Billing;
};

export const snapshotOf = (p: Priced): Snapshot => ({
  total: p.billing.total,
  walletAmount: p.walletAmount,
  payable: p.payable,
  deliveryType: p.deliveryType,
  lines: pricedLines(p),
  billing: p.billing,
});

/** The cart still prices exactly as it did when the customer chose to pay. */
export function sameAsSnapshot(p: Priced, s: Snapshot): boolean {
  const now = snapshotOf(p);
  return (
    now.total === s.total &&
    now.walletAmount === s.walletAmount &&
    now.payable === s.payable &&
    now.deliveryType === s.deliveryType &&
    JSON.stringify(now.lines) === JSON.stringify(s.lines)
  );
}
