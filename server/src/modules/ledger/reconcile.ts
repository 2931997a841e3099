// The money reconciliation: every order's money, read back from the records the app keeps (the
// order's Galli Cash and online parts, its refunds, the Galli Cash credits behind them and the shops'
// ledger), checked against the rules. A closed order (cancelled, rejected, denied) has refunds equal
// to what was paid ahead (online + Galli Cash; a cash-on-delivery order paid only its Galli Cash
// part) and no sale left in the ledger (every account of the order nets to 0, nothing collected on
// delivery); a delivered order (5, 6) refunded at most what was paid and its ledger holds exactly the
// journals its facts call for, with the same totals per account. Orders changed in the last
// `settleMs` are left to the next run (their ledger is being posted). Runs as the job
// `money-reconciliation` and from the operations console's Payouts page; the last run is kept in
// `MoneyReconciliation` (id "orders").
import type { Db } from "../../lib/db";
import { toRupees } from "../../lib/money";
import {
  LEDGER_ACCOUNT,
  LEDGER_ACCOUNTS,
  LEDGER_KIND,
  ledgerKey,
  type LedgerAccount,
  type MoneyCheck,
} from "../../contract/ledger-constants";
import { CLOSED_STATUSES, DELIVERED_STATUSES, PAYMENT_TYPE } from "../../contract/orders-constants";
import type { MoneyFinding, MoneyReconciliationView } from "../../contract/ledger";
import { orderJournals } from "./sync";
import type { LedgerLine } from "./money";

const CLOSED = [...CLOSED_STATUSES];
const DELIVERED = DELIVERED_STATUSES;
/** How long after its last change an order is checked (its journals are posted right after commit, or by ledger-sync within 30 s). */
export const MONEY_SETTLE_MS = 2 * 60_000;
/** The findings a run keeps (the count of mismatches is always whole). */
export const MONEY_FINDINGS_KEPT = 200;
const BATCH = 200;
const ROW_ID = "orders";

export type OrderMoneyFacts = {
  id: string;
  orderNo: string;
  shopId: string;
  status: number;
  paymentType: number;
  amount: number;
  walletAmount: number;
  onlineAmount: number;
  orderedAt: Date;
  deliveredAt: Date | null;
  cashHolderId?: string | null;
  cashCollected?: number | null;
  cashHandedOverAt?: Date | null;
  items: LedgerLine[];
  refunds: {
    id: string;
    key: string | null;
    orderItemId: string | null;
    amount: number;
    status: string;
    destination: string;
    createdAt: Date;
  }[];
  /** The order's ledger journals with their entries. */
  journals: { key: string; kind: string; entries: { account: string; amount: number }[] }[];
  /** Galli Cash credits for the order's refunds, by the refund's key (WalletEntry kind "refund", refId = key). */
  walletCredits: Map<string, number>;
};

/** Paise as the console writes rupees: "₹1,621.91", "-₹808.80". */
const rupees = (paise: number) =>
  `${paise < 0 ? "-" : ""}₹${(Math.abs(paise) / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** What the customer paid for the order so far: online + Galli Cash; cash on delivery adds its cash once delivered. */
export function paidFor(o: Pick<OrderMoneyFacts, "status" | "paymentType" | "amount" | "walletAmount" | "onlineAmount">): number {
  if (o.paymentType === PAYMENT_TYPE.cod) return DELIVERED.includes(o.status) ? o.amount : o.walletAmount;
  return o.walletAmount + o.onlineAmount;
}

const accountTotals = (journals: { entries: { account: string; amount: number }[] }[]) => {
  const totals = new Map<string, number>();
  for (const j of journals) for (const e of j.entries) totals.set(e.account, (totals.get(e.account) ?? 0) + e.amount);
  return totals;
};

/** Every disagreement in one order's money (none: it agrees). Closed and delivered orders only. */
export function checkOrderMoney(o: OrderMoneyFacts): MoneyFinding[] {
  const closed = CLOSED.includes(o.status);
  if (!closed && !DELIVERED.includes(o.status)) return [];
  const out: MoneyFinding[] = [];
  const find = (check: MoneyCheck, expected: number, actual: number, detail: string) =>
    out.push({
      order_id: o.id,
      order_number: o.orderNo,
      status: o.status,
      check,
      expected: toRupees(expected),
      actual: toRupees(actual),
      detail: `${o.orderNo}: ${detail}`,
    });
  const cod = o.paymentType === PAYMENT_TYPE.cod;

  if (!cod && o.walletAmount + o.onlineAmount !== o.amount)
    find(
      "payment_split",
      o.amount,
      o.walletAmount + o.onlineAmount,
      `Galli Cash ${rupees(o.walletAmount)} + online ${rupees(o.onlineAmount)} is not the order's ${rupees(o.amount)}.`,
    );

  // Refunds: a refused source refund is paid to Galli Cash under fallback:<id> (the same money).
  const byKey = new Map(o.refunds.filter((r) => r.key).map((r) => [r.key!, r]));
  for (const r of o.refunds.filter((x) => x.status === "failed")) {
    const fallback = byKey.get(`fallback:${r.id}`);
    const got = fallback && fallback.status !== "failed" ? fallback.amount : 0;
    if (got !== r.amount)
      find("failed_refund", r.amount, got, `a refund of ${rupees(r.amount)} the bank refused was paid to Galli Cash as ${rupees(got)}.`);
  }
  for (const r of o.refunds.filter((x) => x.destination === "wallet" && x.status === "processed" && x.amount > 0)) {
    const credited = r.key ? (o.walletCredits.get(r.key) ?? 0) : 0;
    if (credited !== r.amount)
      find("wallet_credit", r.amount, credited, `a Galli Cash refund of ${rupees(r.amount)} has a Galli Cash credit of ${rupees(credited)}.`);
  }
  const paid = paidFor(o);
  // Cash on delivery not charged before delivery (a substitution's "door:" refund) was never paid:
  // a closed order's refunds match what was paid ahead without it.
  const refunded = o.refunds
    .filter((r) => r.status !== "failed" && !(closed && r.key?.startsWith("door:")))
    .reduce((s, r) => s + r.amount, 0);
  if (closed && refunded !== paid)
    find(
      "refund_total",
      paid,
      refunded,
      refunded < paid
        ? `closed with ${rupees(paid)} paid and ${rupees(refunded)} refunded.`
        : `closed with ${rupees(paid)} paid and ${rupees(refunded)} refunded, more than was paid.`,
    );
  else if (refunded > paid)
    find("refund_exceeds_paid", paid, refunded, `${rupees(refunded)} refunded of ${rupees(paid)} paid.`);

  // The ledger: the journals the facts call for, no more, no fewer, with the same totals.
  const expected = orderJournals({
    ...o,
    refunds: o.refunds.map((r) => ({ id: r.id, key: r.key, orderItemId: r.orderItemId, amount: r.amount, createdAt: r.createdAt })),
  });
  const have = new Set(o.journals.map((j) => j.key));
  const want = new Set(expected.map((j) => j.key));
  const missing = [...want].filter((k) => !have.has(k));
  const extra = [...have].filter((k) => !want.has(k));
  if (missing.length > 0 || extra.length > 0)
    find(
      "ledger_journals",
      want.size,
      have.size,
      [missing.length ? `missing ${missing.join(", ")}` : "", extra.length ? `not called for ${extra.join(", ")}` : ""]
        .filter(Boolean)
        .join("; ") + ".",
    );
  const actualTotals = accountTotals(o.journals);
  const expectedTotals = accountTotals(
    expected.map((j) => ({ entries: Object.entries(j.entries).map(([account, amount]) => ({ account, amount: amount ?? 0 })) })),
  );
  for (const account of LEDGER_ACCOUNTS) {
    const want = expectedTotals.get(account) ?? 0;
    const got = actualTotals.get(account) ?? 0;
    if (want !== got)
      find("ledger_amounts", want, got, `the ledger's ${account} account holds ${rupees(got)} for the order; its facts call for ${rupees(want)}.`);
  }

  if (closed) {
    const cash = o.journals.filter((j) => j.kind === LEDGER_KIND.codCash || j.key === ledgerKey.codCash(o.id));
    if (cash.length > 0) {
      const totals = accountTotals(cash);
      const collected = -((totals.get(LEDGER_ACCOUNT.shop) ?? 0) + (totals.get(LEDGER_ACCOUNT.memberCash) ?? 0));
      find("cod_collecting", 0, collected, `closed before delivery, yet ${rupees(collected)} is counted as cash collected on delivery.`);
    }
    const left = [...actualTotals].filter(([, amount]) => amount !== 0) as [LedgerAccount, number][];
    if (left.length > 0) {
      const shop = actualTotals.get(LEDGER_ACCOUNT.shop) ?? 0;
      find(
        "sale_left",
        0,
        shop,
        `closed with a sale left in the ledger: ${left.map(([a, amount]) => `${a} ${rupees(amount)}`).join(", ")}.`,
      );
    }
  }
  return out;
}

async function loadFacts(db: Db, ids: string[]): Promise<OrderMoneyFacts[]> {
  const [orders, journals] = await Promise.all([
    db.order.findMany({
      where: { id: { in: ids } },
      select: {
        id: true,
        orderNo: true,
        shopId: true,
        status: true,
        paymentType: true,
        amount: true,
        walletAmount: true,
        onlineAmount: true,
        orderedAt: true,
        deliveredAt: true,
        cashHolderId: true,
        cashCollected: true,
        cashHandedOverAt: true,
        items: { select: { id: true, qty: true, netPrice: true, taxPercent: true, commission: true } },
        refunds: {
          select: { id: true, key: true, orderItemId: true, amount: true, status: true, destination: true, createdAt: true },
        },
      },
    }),
    db.ledgerJournal.findMany({
      where: { orderId: { in: ids } },
      select: { key: true, kind: true, orderId: true, entries: { select: { account: true, amount: true } } },
    }),
  ]);
  const keys = orders.flatMap((o) => o.refunds.map((r) => r.key).filter((k): k is string => !!k));
  const credits =
    keys.length === 0
      ? []
      : await db.walletEntry.findMany({ where: { kind: "refund", refId: { in: keys } }, select: { refId: true, amount: true } });
  const credit = new Map(credits.map((c) => [c.refId, c.amount]));
  return orders.map((o) => ({
    ...o,
    journals: journals.filter((j) => j.orderId === o.id),
    walletCredits: new Map(o.refunds.filter((r) => r.key && credit.has(r.key)).map((r) => [r.key!, credit.get(r.key!)!])),
  }));
}

/** The orders to check: closed or delivered, unchanged (with their refunds) since `before`. */
async function settledOrderIds(db: Db, before: Date): Promise<string[]> {
  const [orders, moving] = await Promise.all([
    db.order.findMany({
      where: { status: { in: [...CLOSED, ...DELIVERED] }, updatedAt: { lt: before } },
      select: { id: true },
      orderBy: { id: "asc" },
    }),
    db.refund.findMany({ where: { updatedAt: { gte: before }, orderId: { not: null } }, select: { orderId: true } }),
  ]);
  const busy = new Set(moving.map((r) => r.orderId));
  return orders.map((o) => o.id).filter((id) => !busy.has(id));
}

export type MoneyRunOptions = { now: Date; trigger: "job" | "ops"; settleMs?: number };

/** Checks every settled closed and delivered order and keeps the run (replacing the last one). */
export async function reconcileOrderMoney(db: Db, opts: MoneyRunOptions): Promise<MoneyReconciliationView> {
  const ids = await settledOrderIds(db, new Date(opts.now.getTime() - (opts.settleMs ?? MONEY_SETTLE_MS)));
  const findings: MoneyFinding[] = [];
  for (let i = 0; i < ids.length; i += BATCH) {
    for (const o of await loadFacts(db, ids.slice(i, i + BATCH))) findings.push(...checkOrderMoney(o));
  }
  const row = {
    ranAt: opts.now,
    trigger: opts.trigger,
    checked: ids.length,
    mismatches: findings.length,
    findings: JSON.stringify(findings.slice(0, MONEY_FINDINGS_KEPT)),
  };
  await db.moneyReconciliation.upsert({ where: { id: ROW_ID }, create: { id: ROW_ID, ...row }, update: row });
  return present(row);
}

function present(row: { ranAt: Date; trigger: string; checked: number; mismatches: number; findings: string }): MoneyReconciliationView {
  return {
    ran_at: row.ranAt.toISOString(),
    trigger: row.trigger === "ops" ? "ops" : "job",
    orders_checked: row.checked,
    mismatches: row.mismatches,
    findings: JSON.parse(row.findings) as MoneyFinding[],
  };
}

/** The last run, or null when it never ran. */
export async function lastMoneyReconciliation(db: Db): Promise<MoneyReconciliationView | null> {
  const row = await db.moneyReconciliation.findUnique({ where: { id: ROW_ID } });
  return row ? present(row) : null;
}
