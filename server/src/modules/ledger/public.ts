// What other modules may use of the shops' ledger: post the missing journals (syncLedger, also the
// job `ledger-sync`), post a payout or its reversal inside the payout's own transaction, read a
// shop's balance and an order's entries, the commission of an order line (pure, for the order
// writer, with the process's cache of the rules), and the money reconciliation of the orders (job
// `money-reconciliation`) with its operations console routes.
import type { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";
import { LEDGER_ACCOUNT, LEDGER_KIND, ledgerKey } from "../../contract/ledger-constants";
import { postJournal } from "./sync";

export { syncLedger, syncLedgerAfter, orderJournals, type SyncResult } from "./sync";
export {
  buildRuleSet,
  commissionFor,
  commissionOf,
  gatewayFee,
  givenBack,
  privateFreeUntil,
  refundEntries,
  ruleFor,
  saleEntries,
  saleParts,
  tcsOf,
  type CommissionRuleLike,
  type CommissionRuleSet,
  type CommissionShop,
  type LineCommission,
} from "./money";
export { commissionRules, type CommissionRulesCache } from "./rules-cache";
export { checkOrderMoney, lastMoneyReconciliation, reconcileOrderMoney } from "./reconcile";
export { default as opsMoneyRoutes } from "./ops-routes";
export { commissionTerms, type CommissionTerm, type CommissionTerms } from "./terms";

type Tx = Prisma.TransactionClient;

export type ShopBalance = {
  /** Sum of the shop's `shop` entries: what Galli owes the shop now (negative: the shop owes Galli). */
  balance: number;
  /** The part of it not yet settled by a payout (entries with settledPayoutId null). */
  unsettled: number;
};

export async function shopBalance(db: Db | Tx, shopId: string): Promise<ShopBalance> {
  const [all, open] = await Promise.all([
    db.ledgerEntry.aggregate({ where: { shopId, account: LEDGER_ACCOUNT.shop }, _sum: { amount: true } }),
    db.ledgerEntry.aggregate({
      where: { shopId, account: LEDGER_ACCOUNT.shop, settledPayoutId: null },
      _sum: { amount: true },
    }),
  ]);
  return { balance: all._sum.amount ?? 0, unsettled: open._sum.amount ?? 0 };
}

export type OrderLedgerEntry = {
  id: string;
  journalId: string;
  key: string;
  kind: string;
  account: string;
  amount: number;
  settledPayoutId: string | null;
  createdAt: Date;
};

/** An order's ledger entries, oldest journal first. */
export async function orderLedger(db: Db | Tx, orderId: string): Promise<OrderLedgerEntry[]> {
  const rows = await db.ledgerEntry.findMany({
    where: { orderId },
    include: { journal: { select: { key: true, kind: true } } },
    orderBy: [{ createdAt: "asc" }, { journalId: "asc" }, { account: "asc" }],
  });
  return rows.map((r) => ({
    id: r.id,
    journalId: r.journalId,
    key: r.journal.key,
    kind: r.journal.kind,
    account: r.account,
    amount: r.amount,
    settledPayoutId: r.settledPayoutId,
    createdAt: r.createdAt,
  }));
}

export type PayoutFact = { id: string; shopId: string; amount: number; at: Date };

/**
 * A payout sent to the shop's bank: shop -amount, payout +amount (key payout:<id>; a second call is a
 * no-op). Its own shop entry is settled by the payout. Call it in the payout's transaction.
 */
export function postPayout(db: Db | Tx, p: PayoutFact): Promise<boolean> {
  return postJournal(db, {
    key: ledgerKey.payout(p.id),
    kind: LEDGER_KIND.payout,
    shopId: p.shopId,
    orderId: null,
    payoutId: p.id,
    at: p.at,
    entries: { [LEDGER_ACCOUNT.shop]: -p.amount, [LEDGER_ACCOUNT.payout]: p.amount },
    settledPayoutId: p.id,
  });
}

/** A payout that came back (reversed or failed after it was posted): the shop is owed the amount again (unsettled). */
export function postPayoutReversal(db: Db | Tx, p: PayoutFact): Promise<boolean> {
  return postJournal(db, {
    key: ledgerKey.payoutReversal(p.id),
    kind: LEDGER_KIND.payoutReversal,
    shopId: p.shopId,
    orderId: null,
    payoutId: p.id,
    at: p.at,
    entries: { [LEDGER_ACCOUNT.shop]: p.amount, [LEDGER_ACCOUNT.payout]: -p.amount },
  });
}

/** Marks the shop's entries `entryIds` as paid out by `payoutId` (only those not yet settled); answers how many. */
export async function settleEntries(
  db: Db | Tx,
  shopId: string,
  payoutId: string,
  entryIds: string[],
): Promise<number> {
  const r = await db.ledgerEntry.updateMany({
    where: { id: { in: entryIds }, shopId, account: LEDGER_ACCOUNT.shop, settledPayoutId: null },
    data: { settledPayoutId: payoutId },
  });
  return r.count;
}
