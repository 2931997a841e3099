// Posting the shops' ledger from the facts (orders, their lines' frozen commission, refunds): each
// journal has a deterministic key (contract/ledger-constants.ts), so posting is idempotent and any
// process may sync at any time. Payout journals are posted by the payout job (postPayout). Row ids
// come from the key too, so the same facts always make the same rows (the seed is reproducible).
import crypto from "node:crypto";
import type { Prisma } from "../../generated/prisma/client";
import type { Db } from "../../lib/db";
import {
  LEDGER_ACCOUNT,
  LEDGER_KIND,
  LEDGER_SYNC_JOB,
  ledgerKey,
  type LedgerAccount,
  type LedgerKind,
} from "../../contract/ledger-constants";
import { PAYMENT_TYPE, wasDelivered } from "../../contract/orders-constants";
import {
  codCashEntries,
  codHandoverEntries,
  doorRefundEntries,
  refundEntries,
  saleEntries,
  sumEntries,
  type Entries,
  type LedgerOrder,
  type LedgerRefund,
} from "./money";

type Tx = Prisma.TransactionClient;

export type JournalDraft = {
  key: string;
  kind: LedgerKind;
  shopId: string;
  orderId: string | null;
  payoutId: string | null;
  at: Date;
  entries: Entries;
  /** Set on the journal's shop entry (a payout's own entry is settled by it). */
  settledPayoutId?: string | null;
};

/** How far before the last successful sync the next one looks again (writes in flight when it ran). */
const OVERLAP_MS = 10 * 60_000;
const BATCH = 200;

type OrderFacts = LedgerOrder & {
  status: number;
  orderedAt: Date;
  deliveredAt: Date | null;
  /** The delivery member who collected the COD cash (null: the shop collected it itself). */
  cashHolderId?: string | null;
  /** What the member recorded collecting (paise). */
  cashCollected?: number | null;
  /** When a Manager confirmed the member handed that cash to the shop. */
  cashHandedOverAt?: Date | null;
  refunds: (LedgerRefund & { key: string | null })[];
};

/** The journals an order's facts call for, in the order they happened. */
export function orderJournals(o: OrderFacts): JournalDraft[] {
  const out: JournalDraft[] = [];
  const base = { shopId: o.shopId, orderId: o.id, payoutId: null };
  const online = o.paymentType === PAYMENT_TYPE.online;
  const delivered = wasDelivered(o);
  let saleAt: Date | null = null;
  if (online) saleAt = o.orderedAt;
  else if (delivered) saleAt = o.deliveredAt ?? o.orderedAt;
  if (!saleAt) return out;
  out.push({ ...base, key: ledgerKey.sale(o.id), kind: LEDGER_KIND.sale, at: saleAt, entries: saleEntries(o) });
  // Cash a delivery member collected sits with them (member_cash) until its handover is confirmed.
  const held = !online && o.cashHolderId ? (o.cashCollected ?? null) : null;
  if (!online)
    out.push({
      ...base,
      key: ledgerKey.codCash(o.id),
      kind: LEDGER_KIND.codCash,
      at: saleAt,
      entries: codCashEntries(o, held),
    });
  if (held !== null && held > 0 && o.cashHandedOverAt)
    out.push({
      ...base,
      key: ledgerKey.codHandover(o.id),
      kind: LEDGER_KIND.codHandover,
      at: o.cashHandedOverAt < saleAt ? saleAt : o.cashHandedOverAt,
      entries: codHandoverEntries(o, held),
    });
  // A refund whose source payment failed is paid to Galli Cash under the key fallback:<refund id>:
  // the same money, already posted with the first refund. Cash on delivery not charged at the door
  // (door:<line>) undoes its part of the cash journal beside its reversal.
  const refunds = o.refunds
    .filter((r) => !r.key?.startsWith("fallback:") && r.amount > 0)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const posted: LedgerRefund[] = [];
  for (const r of refunds) {
    out.push({
      ...base,
      key: ledgerKey.refund(r.id),
      kind: LEDGER_KIND.refund,
      at: r.createdAt < saleAt ? saleAt : r.createdAt,
      entries: r.key?.startsWith("door:") ? doorRefundEntries(o, posted, r) : refundEntries(o, posted, r),
    });
    posted.push(r);
  }
  return out;
}

/** A journal's id from its key (unique as the key is). */
export const journalId = (key: string) => `lj_${crypto.createHash("sha256").update(key).digest("hex").slice(0, 24)}`;

function entryRows(j: JournalDraft, id: string) {
  return (Object.entries(j.entries) as [LedgerAccount, number | undefined][])
    .filter(([, amount]) => amount !== undefined && amount !== 0)
    .map(([account, amount], i) => ({
      id: `${id}_${i}`,
      shopId: j.shopId,
      orderId: j.orderId,
      account,
      amount: amount!,
      createdAt: j.at,
      settledPayoutId: account === LEDGER_ACCOUNT.shop ? (j.settledPayoutId ?? null) : null,
    }));
}

/** Writes one journal with its entries unless its key is there; true when it wrote it. */
export async function postJournal(db: Db | Tx, j: JournalDraft): Promise<boolean> {
  if (sumEntries(j.entries) !== 0) throw new Error(`Ledger journal ${j.key} does not balance.`);
  const had = await db.ledgerJournal.findUnique({ where: { key: j.key }, select: { id: true } });
  if (had) return false;
  try {
    const id = journalId(j.key);
    await db.ledgerJournal.create({
      data: {
        id,
        key: j.key,
        kind: j.kind,
        shopId: j.shopId,
        orderId: j.orderId,
        payoutId: j.payoutId,
        createdAt: j.at,
        entries: { create: entryRows(j, id) },
      },
    });
    return true;
  } catch (e) {
    if ((e as { code?: string }).code === "P2002") return false; // posted meanwhile by another process
    throw e;
  }
}

async function loadOrders(db: Db, ids: string[]): Promise<OrderFacts[]> {
  const orders = await db.order.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      shopId: true,
      paymentType: true,
      amount: true,
      walletAmount: true,
      onlineAmount: true,
      status: true,
      orderedAt: true,
      deliveredAt: true,
      cashHolderId: true,
      cashCollected: true,
      cashHandedOverAt: true,
      items: { select: { id: true, qty: true, netPrice: true, taxPercent: true, commission: true } },
      refunds: { select: { id: true, key: true, orderItemId: true, amount: true, createdAt: true } },
    },
  });
  return orders;
}

async function changedOrderIds(db: Db, since: Date | null): Promise<string[]> {
  const where = since ? { updatedAt: { gte: since } } : {};
  const [orders, refunds] = await Promise.all([
    db.order.findMany({ where, select: { id: true } }),
    db.refund.findMany({ where: { ...where, orderId: { not: null } }, select: { orderId: true } }),
  ]);
  return [...new Set([...orders.map((o) => o.id), ...refunds.map((r) => r.orderId!)])];
}

export type SyncResult = { orders: number; posted: number };

/**
 * Posts these orders' journals right after the event that changed them committed, so statements are
 * fresh; a failure changes nothing (the ledger-sync job posts them on its next run).
 */
export async function syncLedgerAfter(db: Db, orderIds: readonly string[]): Promise<void> {
  if (orderIds.length === 0) return;
  try {
    await syncLedger(db, { orderIds: [...orderIds] });
  } catch {
    // the job catches up
  }
}

/**
 * Posts every missing journal: for `orderIds` when given, else for the orders (and refunds) changed
 * since shortly before the last successful ledger-sync run (all orders the first time).
 */
export async function syncLedger(db: Db, opts: { orderIds?: string[] } = {}): Promise<SyncResult> {
  let ids = opts.orderIds;
  if (!ids) {
    const job = await db.job.findUnique({ where: { name: LEDGER_SYNC_JOB }, select: { lastOkAt: true } });
    ids = await changedOrderIds(db, job?.lastOkAt ? new Date(job.lastOkAt.getTime() - OVERLAP_MS) : null);
  }
  let posted = 0;
  for (let i = 0; i < ids.length; i += BATCH) {
    const orders = await loadOrders(db, ids.slice(i, i + BATCH));
    const drafts = orders.flatMap(orderJournals);
    if (drafts.length === 0) continue;
    const have = new Set(
      (
        await db.ledgerJournal.findMany({
          where: { orderId: { in: orders.map((o) => o.id) } },
          select: { key: true },
        })
      ).map((j) => j.key),
    );
    for (const d of drafts) if (!have.has(d.key) && (await postJournal(db, d))) posted++;
  }
  return { orders: ids.length, posted };
}
