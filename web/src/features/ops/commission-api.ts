// The commission rules' calls (/ops/api/commission-rules) through the console's opsRequest.
import type { CommissionRuleList, CommissionRuleView } from "@contract/commission";
import type { CommissionPayment, CommissionScope } from "@contract/ledger-constants";
import { opsRequest } from "./ops-api";

export type NewCommissionRule = {
  scope: CommissionScope;
  shop_id?: string | null;
  category_id?: string | null;
  payment: CommissionPayment;
  bps: number;
  minimum: number;
};

export const commissionApi = {
  list: () => opsRequest<CommissionRuleList>("GET", "/commission-rules"),
  create: (rule: NewCommissionRule) => opsRequest<CommissionRuleView>("POST", "/commission-rules", rule),
  update: (id: string, change: { bps?: number; minimum?: number; active?: boolean }) =>
    opsRequest<CommissionRuleView>("PATCH", `/commission-rules/${encodeURIComponent(id)}`, change),
};
