// When a refund should arrive (the refund timings of the policy pages): Galli Cash at once; to the
// source, business days (Monday to Friday, India time): cards 4-7, net banking 5-7, UPI 5. The
// expected date is the last day of the range.
import { indiaWallClock } from "../../lib/india-time";

export type RefundMethod = "wallet" | "card" | "netbanking" | "upi" | "other";

const BUSINESS_DAYS: Record<RefundMethod, number> = { wallet: 0, card: 7, netbanking: 7, upi: 5, other: 7 };

const DAY_MS = 86_400_000;

/** The provider's payment method as a refund method. */
export function refundMethodOf(paymentMethod: string | null | undefined): RefundMethod {
  if (paymentMethod === "card" || paymentMethod === "netbanking" || paymentMethod === "upi") return paymentMethod;
  return "other";
}

/** `from` plus the method's business days (weekends skipped, counted in India time). */
export function expectedBy(method: RefundMethod, from: Date): Date {
  let days = BUSINESS_DAYS[method];
  let t = from.getTime();
  while (days > 0) {
    t += DAY_MS;
    const weekday = indiaWallClock(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days--;
  }
  return new Date(t);
}
