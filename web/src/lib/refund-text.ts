// One sentence per refund, the same on the order and on the Payments page: where the money went or
// goes, and when it should arrive. Dates in India time (DD/MM/YYYY).
import type { RefundRecord } from "@contract/wallet";
import { formatOfferDate } from "./dates";
import { formatRupees } from "./money";

const DESTINATION: Record<RefundRecord["method"], string> = {
  wallet: "Galli Cash",
  card: "your card",
  netbanking: "your bank account",
  upi: "your UPI ID",
  other: "your payment method",
};

export const refundDestination = (r: Pick<RefundRecord, "method">) => DESTINATION[r.method];

export function refundText(r: RefundRecord): string {
  const amount = formatRupees(r.amount);
  const to = refundDestination(r);
  if (r.destination === "wallet") return `Refunded ${amount} to Galli Cash`;
  if (r.status === "processed") return `Refunded ${amount} to ${to}`;
  if (r.status === "failed")
    return `Refund of ${amount} to ${to} failed${r.failure_reason ? `: ${r.failure_reason}` : ""}`;
  return `Refund of ${amount} to ${to}: expected by ${formatOfferDate(r.expected_by ?? r.created_at)}`;
}

export const REFUND_STATUS_LABELS: Record<RefundRecord["status"], string> = {
  requested: "Requested",
  initiated: "Initiated",
  processed: "Processed",
  failed: "Failed",
};
