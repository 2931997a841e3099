// What a substitution gives back, in paise (pure; decisions.md "Substitutions"). A short line is
// refunded as a line refund (orders/refund-share.ts): the short units as paid (net price and tax,
// less their share of a discount promo), and everything still unrefunded when no unit of the order
// is left. An accepted substitute costs the customer at most what the short units cost: its value
// (net price and tax, rounded once for it) less the same discount share, and the difference comes
// back.
import { percentOf } from "../../lib/money";
import { discountShare, paidFor, type RefundLine, type RefundOrder } from "../orders/public";

/** What `qty` units of a product at `unitNet` paise with `taxPercent` GST are charged (rounded once). */
export const substituteValue = (unitNet: number, taxPercent: number, qty: number): number =>
  qty * unitNet + percentOf(qty * unitNet, taxPercent);

/** The paise an accepted substitute gives back: the short units as paid less the substitute as paid (never below 0). */
export function acceptedRefund(order: RefundOrder, line: RefundLine, shortQty: number, subValue: number): number {
  const paidShort = paidFor(order, line, shortQty);
  const paidSub = subValue - discountShare(order, subValue);
  return Math.max(0, paidShort - paidSub);
}
