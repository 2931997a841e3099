// A statement row's money from ledger journals, pure: each column is a sum over one account (the
// customer's split by journal kind), so a statement agrees with the ledger to the paisa and a row
// balances as a journal does: gross - refunds - cod_cash = commission + gateway_fee + tcs + net.
// Cash a delivery member holds (member_cash) is on the shop's side, so it counts in net: a COD
// delivery reads the same whether the member or the shop took the cash, and its handover (member
// to shop) nets to 0 in a row.
import { LEDGER_ACCOUNT, LEDGER_KIND } from "../../contract/ledger-constants";

/** A row's money in paise (orders: how many orders have money in the row). */
export type Money = {
  orders: number;
  gross: number;
  refunds: number;
  codCash: number;
  commission: number;
  gatewayFee: number;
  tcs: number;
  net: number;
  paidOut: number;
};

export type JournalLike = {
  kind: string;
  orderId: string | null;
  createdAt: Date;
  entries: readonly { account: string; amount: number }[];
};

export const zeroMoney = (): Money => ({
  orders: 0,
  gross: 0,
  refunds: 0,
  codCash: 0,
  commission: 0,
  gatewayFee: 0,
  tcs: 0,
  net: 0,
  paidOut: 0,
});

const PAYOUT_KINDS: ReadonlySet<string> = new Set([LEDGER_KIND.payout, LEDGER_KIND.payoutReversal]);
export const isPayoutJournal = (kind: string) => PAYOUT_KINDS.has(kind);

/** Adds a journal's entries to `money` (orders are counted by the caller, who knows the row's orders). */
export function addJournal(money: Money, journal: JournalLike): Money {
  const payout = isPayoutJournal(journal.kind);
  for (const { account, amount } of journal.entries) {
    switch (account) {
      case LEDGER_ACCOUNT.customer:
        // The customer's money: in on a sale, back on a refund, kept by the shop on a COD delivery.
        if (journal.kind === LEDGER_KIND.sale) money.gross -= amount;
        else if (journal.kind === LEDGER_KIND.refund) money.refunds += amount;
        else if (journal.kind === LEDGER_KIND.codCash) money.codCash += amount;
        else if (amount < 0) money.gross -= amount;
        else money.refunds += amount;
        break;
      case LEDGER_ACCOUNT.shop:
        // A payout moves the shop's balance to its bank: that is the paid-out column, not its share.
        if (!payout) money.net += amount;
        break;
      case LEDGER_ACCOUNT.commission:
        money.commission += amount;
        break;
      case LEDGER_ACCOUNT.gatewayFee:
        money.gatewayFee += amount;
        break;
      case LEDGER_ACCOUNT.tcs:
        money.tcs += amount;
        break;
      case LEDGER_ACCOUNT.payout:
        money.paidOut += amount;
        break;
      case LEDGER_ACCOUNT.memberCash:
        money.net += amount;
        break;
    }
  }
  return money;
}

/** The money of `journals` with their distinct orders counted. */
export function moneyOf(journals: readonly JournalLike[]): Money {
  const money = zeroMoney();
  const orders = new Set<string>();
  for (const j of journals) {
    addJournal(money, j);
    if (j.orderId && !isPayoutJournal(j.kind)) orders.add(j.orderId);
  }
  money.orders = orders.size;
  return money;
}
