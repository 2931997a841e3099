// The commission a shop pays, as its merchant reads it: the online and cash-on-delivery rates of
// its own rule, else the default rule, from the live rules (category rules vary by product and
// are named apart; private shops' free months too).
import type { CommissionPayment } from "../../contract/ledger-constants";
import { ruleFor, type CommissionRuleSet } from "./money";

export type CommissionTerm = { bps: number; minimum: number };
export type CommissionTerms = Record<CommissionPayment, CommissionTerm | null>;

/** The shop's own rules, else the defaults (no shop: the defaults); null where no rule applies. */
export function commissionTerms(set: CommissionRuleSet, shopId: string | null): CommissionTerms {
  const term = (payment: CommissionPayment): CommissionTerm | null => {
    const rule = ruleFor(set, shopId ?? "", null, payment);
    return rule ? { bps: rule.bps, minimum: rule.minimum } : null;
  };
  return { online: term("online"), cod: term("cod") };
}
