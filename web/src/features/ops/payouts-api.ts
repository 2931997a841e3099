// The payouts' calls (/ops/api/payouts*) and the orders' money reconciliation
// (/ops/api/money-reconciliation*) through the console's opsRequest.
import type { OpsCodHeld, OpsPayoutView, ReconcileDifference } from "@contract/payouts";
import type { MoneyReconciliationView } from "@contract/ledger";
import { opsRequest } from "./ops-api";

export type OpsPayoutList = { items: OpsPayoutView[]; total: number; page: number; per_page: number };
export type Reconciliation = {
  checked_at: string;
  payouts: number;
  transfers: number;
  paid: number;
  transferred: number;
  differences: ReconcileDifference[];
};
export type PayoutRun = {
  payouts_created: number;
  transfers_made: number;
  released: number;
  failed: number;
  skipped: Record<string, number>;
};

export const payoutsOpsApi = {
  list: (page = 1) => opsRequest<OpsPayoutList>("GET", `/payouts?page=${page}`),
  reconciliation: () => opsRequest<Reconciliation>("GET", "/payouts/reconciliation"),
  /** Cash on delivery with the shops' delivery members, not yet handed over. */
  codHeld: () => opsRequest<OpsCodHeld>("GET", "/payouts/cod-held"),
  retry: (id: string) => opsRequest<OpsPayoutView>("POST", `/payouts/${encodeURIComponent(id)}/retry`),
  run: () => opsRequest<PayoutRun>("POST", "/payouts/run"),
  /** The last check of every closed and delivered order's money (null: never run). */
  money: () => opsRequest<MoneyReconciliationView | null>("GET", "/money-reconciliation"),
  runMoney: () => opsRequest<MoneyReconciliationView>("POST", "/money-reconciliation/run"),
};
