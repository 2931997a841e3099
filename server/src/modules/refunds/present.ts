// Refund rows -> the wire (contract/wallet.ts refundRecord).
import type { Refund } from "../../generated/prisma/client";
import type { RefundRecord } from "../../contract/wallet";
import { toRupees } from "../../lib/money";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type Method = RefundRecord["method"];
const METHODS = new Set<Method>(["wallet", "card", "netbanking", "upi", "cash", "other"]);

export function presentRefund(r: Refund, order: { id: string; orderNo: string } | null): RefundRecord {
  return {
    _id: r.id,
    amount: toRupees(r.amount),
    destination: r.destination === "wallet" || r.destination === "cash" ? r.destination : "bank",
    method: METHODS.has(r.method as Method) ? (r.method as Method) : "other",
    status: r.status === "pending" ? "initiated" : (r.status as RefundRecord["status"]),
    failure_reason: r.failureReason,
    expected_by: iso(r.expectedAt),
    processed_at: iso(r.processedAt),
    created_at: r.createdAt.toISOString(),
    order: order ? { _id: order.id, order_id: order.orderNo } : null,
    reason: r.reason,
  };
}
