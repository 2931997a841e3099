// The money reconciliation's shapes (operations console, /ops/api/money-reconciliation, Admin): what
// disagrees about an order's money, amounts in rupees.
import { z } from "zod";
import { envelope } from "./common";
import { MONEY_CHECKS } from "./ledger-constants";

export { MONEY_CHECKS, MONEY_RECONCILIATION_JOB, type MoneyCheck } from "./ledger-constants";

export const moneyFinding = z.object({
  order_id: z.string(),
  order_number: z.string(),
  status: z.number().int(),
  check: z.enum(MONEY_CHECKS),
  expected: z.number().describe("What the rules call for, rupees."),
  actual: z.number().describe("What the records hold, rupees."),
  detail: z.string().describe("The disagreement in one English sentence, with the order number."),
});
export type MoneyFinding = z.infer<typeof moneyFinding>;

export const moneyReconciliationView = z.object({
  ran_at: z.string(),
  trigger: z.enum(["job", "ops"]).describe("job: the hourly job; ops: run from the operations console."),
  orders_checked: z.number().int().describe("Closed and delivered orders checked."),
  mismatches: z.number().int(),
  findings: z.array(moneyFinding).describe("The mismatches (at most 200 are kept)."),
});
export type MoneyReconciliationView = z.infer<typeof moneyReconciliationView>;

/** The last run (null: it never ran). */
export const moneyReconciliationResponse = envelope(moneyReconciliationView.nullable());
export const moneyReconciliationRunResponse = envelope(moneyReconciliationView);
