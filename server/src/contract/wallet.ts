// Galli Cash statement and refunds (the Payments page, the order's billing details). Money is
// rupees (2 decimals), times ISO strings (UTC).
import { z } from "zod";
import { pageQuery } from "./common";
import { STATEMENT_PAGE_SIZE, REFUND_STATUS } from "./wallet-constants";
export * from "./wallet-constants";

export const statementQuery = pageQuery(50).extend({
  limit: z.coerce.number().int().min(1).max(50).default(STATEMENT_PAGE_SIZE),
});
export type StatementQuery = z.infer<typeof statementQuery>;

export const statementEntry = z.object({
  _id: z.string(),
  type: z.string(),
  /** Signed rupees: credits positive, debits negative. */
  amount: z.number(),
  balance_after: z.number(),
  note: z.string(),
  /** The order it is for: its id and the number customers see. */
  order: z.object({ _id: z.string(), order_id: z.string() }).nullable(),
  date: z.string(),
});
export type StatementEntry = z.infer<typeof statementEntry>;

export const statementData = z.object({
  balance: z.number(),
  count: z.number().int(),
  entries: z.array(statementEntry),
});
export type StatementData = z.infer<typeof statementData>;

export const refundRecord = z.object({
  _id: z.string(),
  amount: z.number(),
  /** wallet: Galli Cash; bank: back to the card, bank account or UPI id that paid; cash: cash on delivery not charged at the door. */
  destination: z.enum(["wallet", "bank", "cash"]),
  method: z.enum(["wallet", "card", "netbanking", "upi", "cash", "other"]),
  status: z.enum(REFUND_STATUS),
  failure_reason: z.string().nullable(),
  /** When it should arrive (wallet: at once; card 4-7, net banking 5-7, UPI 5 business days). */
  expected_by: z.string().nullable(),
  processed_at: z.string().nullable(),
  created_at: z.string(),
  /** The order it refunds (its number), when there is one. */
  order: z.object({ _id: z.string(), order_id: z.string() }).nullable(),
  reason: z.string(),
});
export type RefundRecord = z.infer<typeof refundRecord>;

export const refundListData = z.object({ count: z.number().int(), refunds: z.array(refundRecord) });
export type RefundListData = z.infer<typeof refundListData>;
