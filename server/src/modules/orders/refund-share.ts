// What the customer paid for part of an order, in paise (the escalation refund rule; decisions.md
// "Money after the order"). A store's order is billed as (cart/billing.ts, checkout/split.ts):
//   amount = Σ lines (net unit price x qty + tax% of that, rounded per line) + packaging + delivery
//            - its share of a discount promo (spread over net price + delivery)
// so `n` units of a line were paid as their net price, their share of the line's tax and, less,
// their share of the discount. The line's last unit carries the tax's rounding, and the refund that
// leaves no unit of the order unrefunded returns everything still unrefunded (the charges and every
// rounding remainder with it): partial refunds never exceed what was paid, and an order refunded
// unit by unit returns exactly what was paid. Pure.
import { percentOf } from "../../lib/money";
import { OFFER_TYPE } from "../../contract/promo";

export type RefundLine = { id: string; qty: number; netPrice: number; taxPercent: number };

export type RefundOrder = {
  offerType: number;
  /** The order's share of the promo, paise. */
  offerAmount: number;
  /** Items + tax + packaging, paise. */
  netPrice: number;
  delivery: number;
  items: readonly RefundLine[];
};

/** The tax billed on the whole line: tax% of its net price, rounded once for the line. */
export const lineTax = (line: RefundLine): number => percentOf(line.qty * line.netPrice, line.taxPercent);

/** Net price and tax of `qty` of the line's units (rounded down; all units carry the whole tax). */
export function unitsValue(line: RefundLine, qty: number): number {
  const n = Math.max(0, Math.min(qty, line.qty));
  const tax = lineTax(line);
  return n * line.netPrice + (n >= line.qty ? tax : Math.floor((tax * n) / line.qty));
}

/** The part of a discount promo carried by `value` paise of the bill, rounded up. */
export function discountShare(order: RefundOrder, value: number): number {
  if (order.offerType !== OFFER_TYPE.discount || order.offerAmount <= 0 || value <= 0) return 0;
  const base = order.netPrice + order.delivery;
  if (base <= 0) return value;
  // Integers below 2^53: the quotient's floor is exact.
  return Math.min(value, Math.floor((order.offerAmount * value + base - 1) / base));
}

/** What the customer paid for `qty` units of the line: net price and tax, less the discount share. */
export function paidFor(order: RefundOrder, line: RefundLine, qty: number): number {
  const value = unitsValue(line, qty);
  return value - discountShare(order, value);
}

/**
 * The refund for `qty` units of `line`, given the units already refunded per line and what the order still
 * holds unrefunded (`left`): the units' price as paid, or all that is left when this refund leaves
 * no unit of the order unrefunded (every other line refunded in full and this one in full too).
 */
export function lineRefund(
  order: RefundOrder,
  line: RefundLine,
  qty: number,
  refundedQty: ReadonlyMap<string, number>,
  left: number,
): number {
  if (left <= 0) return 0;
  const whole = qty >= line.qty && order.items.every((i) => i.id === line.id || (refundedQty.get(i.id) ?? 0) >= i.qty);
  if (whole) return left;
  return Math.min(paidFor(order, line, qty), left);
}

/** What a whole-order refund returns beyond its lines' goods: the charges (packaging, delivery, less their discount share) and the roundings. */
export function feesRefund(order: RefundOrder, paid: number): number {
  const goods = order.items.reduce((s, l) => s + paidFor(order, l, l.qty), 0);
  return Math.max(0, paid - goods);
}

export type CashbackOrder = { offerType: number; offerAmount: number; netPrice: number; delivery: number };

/**
 * The cashback an order earns when `refunded` paise of it came back (decisions.md "Money after the
 * order"): earned on what the customer kept (the bill before the promo, net price + delivery, less
 * the refunds); none when that is under `minimum` (the order's share of the promo's minimum
 * purchase) or nothing; else the promo in proportion to what was kept, rounded down. Pure.
 */
export function earnedCashback(order: CashbackOrder, minimum: number, refunded: number): number {
  if (order.offerType !== OFFER_TYPE.cashback || order.offerAmount <= 0) return 0;
  const base = order.netPrice + order.delivery;
  const kept = Math.max(0, base - Math.max(0, refunded));
  if (kept <= 0 || kept < minimum) return 0;
  if (kept >= base) return order.offerAmount;
  // Integers below 2^53: the quotient's floor is exact.
  return Math.floor((order.offerAmount * kept) / base);
}

/**
 * What a refund of `amount` paise takes back of the cashback already credited (`credited`, net of
 * earlier take-backs), so that what stays is what is earned after it: never more than the refund
 * itself (a customer's other Galli Cash is never touched).
 */
export function cashbackTakeBack(credited: number, earnedAfter: number, amount: number): number {
  return Math.max(0, Math.min(amount, credited - earnedAfter));
}

/** The order's share of a promo's minimum purchase: the minimum in proportion to its bill within its checkout, rounded up. */
export function minimumShare(minimum: number, orderBase: number, checkoutBase: number): number {
  if (minimum <= 0) return 0;
  if (checkoutBase <= orderBase || checkoutBase <= 0) return minimum;
  return Math.ceil((minimum * orderBase) / checkoutBase);
}
