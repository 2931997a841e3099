// One checkout makes one order per store. The shop-level charges (packaging, delivery) go on the
// first store's order; the promo and Galli Cash are shared in proportion to each order's amount,
// largest remainder first, so the orders add up to the checkout to the paisa. Pure, paise.
import { computeBilling, type BillingLine, type DeliveryType } from "../cart/public";
import { OFFER_TYPE } from "../../contract/promo";

export type StoreLines = { storeId: string; lines: BillingLine[] };

export type StoreShare = {
  storeId: string;
  gross: number;
  itemTotal: number;
  tax: number;
  packaging: number;
  delivery: number;
  netPrice: number;
  offerAmount: number;
  amount: number;
  walletAmount: number;
  onlineAmount: number;
};

/** Splits `total` over `weights` (non-negative) in proportion; the parts sum to `total`. */
export function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (weights.length === 0) return [];
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((s, p) => s + p, 0);
  const order = exact.map((e, i) => ({ i, frac: e - Math.floor(e) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] += 1;
    left -= 1;
  }
  return parts;
}

export function splitByStore(
  stores: StoreLines[],
  charges: { packaging: number; delivery: number },
  deliveryType: DeliveryType,
  offer: { offerType: 0 | 1 | 2; amount: number },
  online: number,
  walletAmount: number,
): StoreShare[] {
  const parts = stores.map((s, i) => {
    const b = computeBilling({ lines: s.lines, shop: { deliveryCharge: 0, packagingCharge: 0 }, deliveryType });
    const packaging = i === 0 ? charges.packaging : 0;
    const delivery = i === 0 ? charges.delivery : 0;
    return {
      storeId: s.storeId,
      gross: b.gross,
      itemTotal: b.itemTotal,
      tax: b.tax,
      packaging,
      delivery,
      netPrice: b.itemTotal + b.tax + packaging,
    };
  });
  const offers = apportion(
    offer.amount,
    parts.map((p) => p.netPrice + p.delivery),
  );
  const amounts = parts.map(
    (p, i) => p.netPrice + p.delivery - (offer.offerType === OFFER_TYPE.discount ? offers[i] : 0),
  );
  const wallets = apportion(walletAmount, amounts);
  const onlines = apportion(
    online,
    amounts.map((a, i) => a - wallets[i]),
  );
  return parts.map((p, i) => ({
    ...p,
    offerAmount: offers[i],
    amount: amounts[i],
    walletAmount: wallets[i],
    onlineAmount: onlines[i],
  }));
}
