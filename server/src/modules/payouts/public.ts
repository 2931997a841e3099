// What other modules, scripts and the seed may use of payouts: the consoles' routes plugins, the
// payout job, reconciliation, and the bank account helpers the seed uses.
export { default as bankAccountRoutes } from "./bank-account-routes";
export { default as opsPayoutRoutes } from "./ops-routes";
export { runPayouts, orderCleared, payoutKey, type PayoutRunResult, type PayoutStep, type PayoutHooks } from "./job";
export { reconcile } from "./reconcile";
export { accountNumberHash, activeFromOf, isPayable } from "./bank-accounts";
