// Reconciliation: the payouts against the provider's transfers (Route). Differences: a payout that
// should have a transfer and has none (missing_transfer), a transfer whose net (amount less
// reversals) is not the payout's amount (amount_mismatch), a transfer no payout records
// (transfer_without_payout: e.g. made before a crash and not yet found by the next run), and a
// transfer whose hold disagrees with the payout (status_mismatch).
import type { AppContext } from "../../plugins/db";
import { ProviderError, type RzpTransfer } from "../../adapters/payments";
import type { OpsPayoutView, PayoutStatus, ReconcileDifference } from "../../contract/payouts";
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import type { Prisma } from "../../generated/prisma/client";
import { advancePayout, emptyRun } from "./job";

const PER_PAGE = 50;

type PayoutRow = Prisma.PayoutGetPayload<{ include: { bankAccount: true } }>;

export async function payoutView(ctx: AppContext, p: PayoutRow): Promise<OpsPayoutView> {
  const shop = await ctx.db.shop.findUnique({ where: { id: p.shopId }, select: { displayName: true } });
  return toView(p, shop?.displayName ?? "");
}

const toView = (p: PayoutRow, shopName: string): OpsPayoutView => ({
  id: p.id,
  key: p.key,
  shop_id: p.shopId,
  shop_name: shopName,
  amount: p.amount,
  entry_count: p.entryCount,
  status: p.status as PayoutStatus,
  transfer_id: p.transferId,
  account_last4: p.bankAccount.accountLast4,
  bank_name: p.bankAccount.bankName,
  attempts: p.attempts,
  failure_reason: p.failureReason,
  created_at: p.createdAt.toISOString(),
  processed_at: p.processedAt?.toISOString() ?? null,
});

export async function listPayouts(ctx: AppContext, q: { status?: PayoutStatus; shop_id?: string; page: number }) {
  const where = { ...(q.status ? { status: q.status } : {}), ...(q.shop_id ? { shopId: q.shop_id } : {}) };
  const [rows, total] = await Promise.all([
    ctx.db.payout.findMany({
      where,
      include: { bankAccount: true },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (q.page - 1) * PER_PAGE,
      take: PER_PAGE,
    }),
    ctx.db.payout.count({ where }),
  ]);
  const shops = await ctx.db.shop.findMany({ where: { id: { in: [...new Set(rows.map((r) => r.shopId))] } }, select: { id: true, displayName: true } });
  const names = new Map(shops.map((s) => [s.id, s.displayName]));
  return { items: rows.map((r) => toView(r, names.get(r.shopId) ?? "")), total, page: q.page, per_page: PER_PAGE };
}

/**
 * Cash on delivery not yet handed over, per shop: orders whose cash a delivery member collected and
 * a Manager has not yet confirmed (such orders are not paid out until then), most first.
 */
export async function codHeld(ctx: AppContext) {
  const rows = await ctx.db.order.groupBy({
    by: ["shopId"],
    where: { cashHolderId: { not: null }, cashHandedOverAt: null, cashCollected: { gt: 0 } },
    _sum: { cashCollected: true },
    _count: { _all: true },
    _min: { deliveredAt: true },
  });
  const shops = await ctx.db.shop.findMany({
    where: { id: { in: rows.map((r) => r.shopId) } },
    select: { id: true, displayName: true },
  });
  const names = new Map(shops.map((s) => [s.id, s.displayName]));
  const list = rows
    .map((r) => ({
      shop_id: r.shopId,
      shop_name: names.get(r.shopId) ?? "",
      amount: r._sum.cashCollected ?? 0,
      orders: r._count._all,
      oldest_at: r._min.deliveredAt?.toISOString() ?? null,
    }))
    .sort((a, b) => b.amount - a.amount || a.shop_name.localeCompare(b.shop_name));
  return { total: list.reduce((s, r) => s + r.amount, 0), shops: list };
}

async function allTransfers(ctx: AppContext, sinceSecs: number): Promise<RzpTransfer[]> {
  const out: RzpTransfer[] = [];
  for (let skip = 0; ; skip += 100) {
    const page = await ctx.adapters.payments.fetchTransfers({ count: 100, skip });
    out.push(...page);
    if (page.length < 100 || page[page.length - 1].created_at < sinceSecs) return out;
  }
}

export async function reconcile(ctx: AppContext) {
  const payouts = await ctx.db.payout.findMany({ orderBy: { createdAt: "asc" } });
  const since = payouts.length ? Math.floor(payouts[0].createdAt.getTime() / 1000) - 86_400 : 0;
  const transfers = await allTransfers(ctx, since);
  const byId = new Map(transfers.map((t) => [t.id, t]));
  const claimed = new Set<string>();
  const differences: ReconcileDifference[] = [];
  const diff = (d: Omit<ReconcileDifference, "shop_id"> & { shop_id?: string | null }) => differences.push({ shop_id: null, ...d });
  let paid = 0;
  for (const p of payouts) {
    if (p.status === "on_hold" || p.status === "processed") paid += p.amount;
    if (!p.transferId) {
      const lost = transfers.find((t) => t.notes?.payout_key === p.key);
      if (lost) {
        claimed.add(lost.id);
        diff({ problem: "status_mismatch", payout_id: p.id, transfer_id: lost.id, shop_id: p.shopId, payout_amount: p.amount, transfer_amount: lost.amount, detail: "A transfer was made for this payout but is not recorded on it yet (the next run records it)." });
      } else if (p.status !== "created" && p.status !== "failed") {
        diff({ problem: "missing_transfer", payout_id: p.id, transfer_id: null, shop_id: p.shopId, payout_amount: p.amount, transfer_amount: null, detail: `The payout is ${p.status} but has no transfer.` });
      }
      continue;
    }
    claimed.add(p.transferId);
    let t = byId.get(p.transferId) ?? null;
    if (!t) {
      try {
        t = await ctx.adapters.payments.fetchTransfer(p.transferId);
      } catch (e) {
        if (!(e instanceof ProviderError) || e.statusCode !== 404 && e.statusCode !== 400) throw e;
      }
    }
    if (!t) {
      diff({ problem: "missing_transfer", payout_id: p.id, transfer_id: p.transferId, shop_id: p.shopId, payout_amount: p.amount, transfer_amount: null, detail: "The provider has no transfer with this id." });
      continue;
    }
    const net = t.amount - t.amount_reversed;
    const expected = p.status === "reversed" || p.status === "failed" ? 0 : p.amount;
    if (net !== expected) {
      diff({ problem: "amount_mismatch", payout_id: p.id, transfer_id: t.id, shop_id: p.shopId, payout_amount: expected, transfer_amount: net, detail: `The payout is ₹${(expected / 100).toFixed(2)}, the transfer ₹${(net / 100).toFixed(2)}.` });
    } else if ((p.status === "processed") === t.on_hold) {
      diff({ problem: "status_mismatch", payout_id: p.id, transfer_id: t.id, shop_id: p.shopId, payout_amount: p.amount, transfer_amount: net, detail: t.on_hold ? "The payout is processed but its transfer is still on hold." : "The transfer is released but the payout still says on hold." });
    }
  }
  let transferred = 0;
  for (const t of transfers) {
    if (claimed.has(t.id)) {
      transferred += t.amount - t.amount_reversed;
      continue;
    }
    if (t.created_at < since) continue;
    diff({ problem: "transfer_without_payout", payout_id: null, transfer_id: t.id, shop_id: t.notes?.shop_id ?? null, payout_amount: null, transfer_amount: t.amount - t.amount_reversed, detail: "No payout records this transfer." });
    transferred += t.amount - t.amount_reversed;
  }
  return { checked_at: ctx.now().toISOString(), payouts: payouts.length, transfers: transfers.length, paid, transferred, differences };
}

/** Ops: asks again for a payout's transfer (created) or its release (on hold). */
export async function retryPayout(ctx: AppContext, payoutId: string) {
  const p = await ctx.db.payout.findUnique({ where: { id: payoutId } });
  if (!p) throw new AppError(ERROR_CODE.PAYOUT_NOT_FOUND);
  if (p.status !== "created" && p.status !== "on_hold") throw new AppError(ERROR_CODE.PAYOUT_NOT_RETRYABLE);
  const result = emptyRun();
  await advancePayout(ctx, p, ctx.now(), result);
  const after = await ctx.db.payout.findUniqueOrThrow({ where: { id: payoutId }, include: { bankAccount: true } });
  return { before: p, after: await payoutView(ctx, after) };
}
