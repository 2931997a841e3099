// Merchant console, statements (privilege "money"): a shop's money per India day, per payout and
// the monthly TCS summary, all read from the shops' ledger; rupees with 2 decimals on the wire.
import { z } from "zod";
import { envelope } from "./common";

export * from "./merchant-statements-constants";
import { STATEMENT_MAX_DAYS, STATEMENT_MESSAGES } from "./merchant-statements-constants";

const isoDate = z
  .string({ error: STATEMENT_MESSAGES.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, STATEMENT_MESSAGES.dateInvalid)
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    {
      message: STATEMENT_MESSAGES.dateInvalid,
    },
  );
const monthString = z
  .string({ error: STATEMENT_MESSAGES.monthInvalid })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, STATEMENT_MESSAGES.monthInvalid);
const shopId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .optional()
  .describe("One of the merchant's shops (default: the first).");

/** ?from=&to= (India dates, both included; default the last 30 days) and the shop. */
export const statementQuery = z
  .object({ shop_id: shopId, from: isoDate.optional(), to: isoDate.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: STATEMENT_MESSAGES.rangeOrder, path: ["to"] })
  .refine((q) => !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < STATEMENT_MAX_DAYS, {
    message: STATEMENT_MESSAGES.rangeTooLong,
    path: ["from"],
  });
export type StatementQuery = z.infer<typeof statementQuery>;

export const tcsQuery = z.object({
  shop_id: shopId,
  month: monthString.optional().describe("YYYY-MM; without it, the 12 months to the current one."),
});
export const payoutParams = z.object({ payout_id: z.string().trim().min(1).max(64) });
export const payoutQuery = z.object({ shop_id: shopId });

const rupees = z.number();
/** The money columns of a statement row; net = gross - refunds - cod_cash - commission - gateway_fee - tcs. */
export const statementMoney = z.object({
  orders: z.number().int().describe("Orders with money posted in the row."),
  gross: rupees.describe("Paid by customers for the orders (online, Galli Cash and cash on delivery)."),
  refunds: rupees.describe("Given back to customers (cancellations, rejections, refunds)."),
  cod_cash: rupees.describe(
    "Cash the shop collected itself on delivery (COD), by the shop or its delivery members: on the shop's side.",
  ),
  commission: rupees.describe("Galli's commission (after reversals)."),
  gateway_fee: rupees.describe("The payment gateway's fee with its GST."),
  tcs: rupees.describe("Tax collected at source (0.5% of the taxable value)."),
  net: rupees.describe(
    "The shop's share: what Galli owes the shop for the row (cash its delivery members hold counts as the shop's).",
  ),
  paid_out: rupees.describe("Sent to the shop's bank account."),
});
export type StatementMoney = z.infer<typeof statementMoney>;

export const statementDay = statementMoney.extend({ date: z.string().describe("India date, YYYY-MM-DD.") });
export type StatementDay = z.infer<typeof statementDay>;

export const payoutSummary = z.object({
  payout_id: z.string(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
  amount: rupees,
  status: z.string().describe("created | on_hold | processed | reversed | failed"),
  transfer_id: z.string().nullable(),
  failure_reason: z.string().nullable(),
});
export type PayoutSummary = z.infer<typeof payoutSummary>;

/** An order's money in a statement (its share, commission...), without the order count and paid-out. */
export const statementOrderRow = statementMoney.omit({ orders: true, paid_out: true }).extend({
  order_id: z.string(),
  order_no: z.string(),
  date: z.string().describe("India date: of its first posting in the range (per day), of the order (per payout)."),
});
export type StatementOrderRow = z.infer<typeof statementOrderRow>;

const shopRef = z.object({ shop_id: z.string(), name: z.string() });

export const dailyStatement = z.object({
  shop: shopRef,
  shops: z.array(shopRef).describe("Every shop of the merchant, for the shop picker."),
  from: z.string(),
  to: z.string(),
  days: z.array(statementDay).describe("Days with money posted, oldest first."),
  orders: z.array(statementOrderRow).describe("Each order with money posted in the range."),
  totals: statementMoney,
  payouts: z.array(payoutSummary).describe("Payouts made in the range, newest first."),
  balance: rupees.describe("What Galli owes the shop now, not yet paid out (negative: the shop owes Galli)."),
  cod_with_members: rupees.describe(
    "Cash on delivery the shop's delivery members collected and have not yet handed over to the shop (now).",
  ),
});
export type DailyStatement = z.infer<typeof dailyStatement>;
export const dailyStatementResponse = envelope(dailyStatement);

export const payoutStatement = z.object({
  shop: shopRef,
  payout: payoutSummary,
  orders: z.array(statementOrderRow),
  totals: statementMoney.omit({ paid_out: true }),
});
export type PayoutStatement = z.infer<typeof payoutStatement>;
export const payoutStatementResponse = envelope(payoutStatement);

export const tcsMonth = z.object({
  month: z.string().describe("YYYY-MM (India time)."),
  orders: z.number().int(),
  net_taxable: rupees.describe("Net taxable supplies: taxable value of the month's sales less its returns."),
  tcs: rupees.describe("TCS collected by Galli for the month (0.5% of the net taxable value)."),
});
export type TcsMonth = z.infer<typeof tcsMonth>;
export const tcsSummary = z.object({ shop: shopRef, months: z.array(tcsMonth) });
export type TcsSummary = z.infer<typeof tcsSummary>;
export const tcsSummaryResponse = envelope(tcsSummary);
