// The payout job (`payouts` on the job runner). Each run:
// 1. posts the ledger's missing journals (syncLedger) and asks again about penny drops still running;
// 2. per shop, sums the shop's cleared, unsettled `shop` entries; if the net is at least ₹1 and the
//    shop may be paid (a verified account active by now, payouts not held), one transaction makes
//    the Payout (key = shop + India date: at most one a day), marks the entries settled by it and
//    posts the payout journal. A net below ₹1 (or negative: refunds after a payout, COD commission
//    owed) is carried forward to the next payout;
// 3. makes the provider's transfer for every payout without one (Route: created on hold, so the
//    money does not leave before the transfer is recorded against the payout), records it, then
//    releases it.
// A crash between any two steps never pays twice: step 2 is one transaction; before asking for a
// transfer the payout's attempts are counted (committed), and a payout with attempts looks for its
// transfer by key at the provider before asking again; a held transfer is released by the next run.
//
// Cleared: an order's shop entries are payable once the order is delivered and its replacement
// window (Order.replacementUntil; the delivery time when it has none) is over with no line's
// replacement or undelivered request still open; or once the order ended undelivered (cancelled,
// rejected, denied) and, paid online, its refund is posted. Entries of no order (a payout that came
// back) are payable at once.
import { metrics } from "../../lib/metrics";
import type { AppContext } from "../../plugins/db";
import { ProviderError, type RzpTransfer } from "../../adapters/payments";
import { RAZORPAY_ERROR_CODE } from "../../contract/errors";
import { LEDGER_ACCOUNT, LEDGER_KIND } from "../../contract/ledger-constants";
import {
  CLOSED_STATUSES,
  isOpenEscalation,
  OPEN_ESCALATION_STATUSES,
  PAYMENT_TYPE,
  wasDelivered,
} from "../../contract/orders-constants";
import { MIN_PAYOUT_PAISE } from "../../contract/payouts-constants";
import { indiaDate } from "../../lib/india-time";
import { postPayout, postPayoutReversal, settleEntries, syncLedger } from "../ledger/public";
import { isPayable, refreshPendingAccounts } from "./bank-accounts";
import type { Payout } from "../../generated/prisma/client";

/** The steps a crash test may stop at (after each, nothing else has happened yet). */
export type PayoutStep =
  "payout_created" | "transfer_requested" | "transfer_made" | "transfer_recorded" | "transfer_released";
export type PayoutHooks = { afterStep?: (step: PayoutStep, payoutKey: string) => void | Promise<void> };

export type PayoutRunResult = {
  payouts_created: number;
  transfers_made: number;
  released: number;
  failed: number;
  skipped: Record<string, number>;
};

const CHUNK = 500;
const ENDED_UNDELIVERED: ReadonlySet<number> = new Set(CLOSED_STATUSES);

export const payoutKey = (shopId: string, now: Date) => `${shopId}:${indiaDate(now)}`;

type OrderClearing = {
  id: string;
  status: number;
  paymentType: number;
  deliveredAt: Date | null;
  replacementUntil: Date | null;
  /** Cash on delivery still with a delivery member (not yet handed over): not the shop's to be paid for. */
  cashHolderId?: string | null;
  cashHandedOverAt?: Date | null;
  items: { escalationStatus: number }[];
};

export function orderCleared(o: OrderClearing, now: Date, refundPosted: boolean): boolean {
  if (ENDED_UNDELIVERED.has(o.status)) return o.paymentType !== PAYMENT_TYPE.online || refundPosted;
  if (!wasDelivered(o)) return false;
  if (o.cashHolderId && !o.cashHandedOverAt) return false;
  const until = o.replacementUntil ?? o.deliveredAt;
  if (until && until.getTime() > now.getTime()) return false;
  return !o.items.some((i) => isOpenEscalation(i.escalationStatus));
}

/** The cleared, unsettled shop entries of every shop (or of `shopIds`): shop -> entry ids and their sum. */
export async function clearedEntries(ctx: AppContext, now: Date, shopIds?: string[]) {
  const { db } = ctx;
  const entries = await db.ledgerEntry.findMany({
    where: { account: LEDGER_ACCOUNT.shop, settledPayoutId: null, ...(shopIds ? { shopId: { in: shopIds } } : {}) },
    select: { id: true, shopId: true, orderId: true, amount: true },
  });
  const orderIds = [...new Set(entries.map((e) => e.orderId).filter((id): id is string => !!id))];
  const cleared = new Set<string>();
  for (let i = 0; i < orderIds.length; i += CHUNK) {
    const ids = orderIds.slice(i, i + CHUNK);
    const [orders, open] = await Promise.all([
      db.order.findMany({
        where: { id: { in: ids } },
        select: {
          id: true,
          status: true,
          paymentType: true,
          deliveredAt: true,
          replacementUntil: true,
          cashHolderId: true,
          cashHandedOverAt: true,
        },
      }),
      db.orderItem.findMany({
        where: { orderId: { in: ids }, escalationStatus: { in: [...OPEN_ESCALATION_STATUSES] } },
        select: { orderId: true, escalationStatus: true },
      }),
    ]);
    const ended = orders.filter((o) => ENDED_UNDELIVERED.has(o.status)).map((o) => o.id);
    const refunds = ended.length
      ? await db.ledgerJournal.findMany({
          where: { orderId: { in: ended }, kind: LEDGER_KIND.refund },
          select: { orderId: true },
        })
      : [];
    const refunded = new Set(refunds.map((r) => r.orderId));
    const openBy = new Map<string, { escalationStatus: number }[]>();
    for (const it of open) openBy.set(it.orderId, [...(openBy.get(it.orderId) ?? []), it]);
    for (const o of orders) {
      if (orderCleared({ ...o, items: openBy.get(o.id) ?? [] }, now, refunded.has(o.id))) cleared.add(o.id);
    }
  }
  const byShop = new Map<string, { ids: string[]; sum: number }>();
  for (const e of entries) {
    if (e.orderId && !cleared.has(e.orderId)) continue;
    const s = byShop.get(e.shopId) ?? { ids: [], sum: 0 };
    s.ids.push(e.id);
    s.sum += e.amount;
    byShop.set(e.shopId, s);
  }
  return byShop;
}

/** Step 2: one payout per shop that may be paid, with its entries settled and its journal posted. */
export async function createPayouts(
  ctx: AppContext,
  now: Date,
  result: PayoutRunResult,
  opts: { shopIds?: string[] } & PayoutHooks = {},
) {
  const { db } = ctx;
  const skip = (why: string) => (result.skipped[why] = (result.skipped[why] ?? 0) + 1);
  const byShop = await clearedEntries(ctx, now, opts.shopIds);
  const shopIds = [...byShop.keys()];
  const [shops, accounts] = await Promise.all([
    db.shop.findMany({ where: { id: { in: shopIds } }, select: { id: true, payoutsHeldUntil: true } }),
    db.shopBankAccount.findMany({
      where: { shopId: { in: shopIds }, replacedAt: null },
      orderBy: { createdAt: "desc" },
    }),
  ]);
  const held = new Map(shops.map((s) => [s.id, s.payoutsHeldUntil]));
  const accountOf = new Map<string, (typeof accounts)[number]>();
  for (const a of accounts) if (!accountOf.has(a.shopId)) accountOf.set(a.shopId, a);
  for (const [shopId, { ids, sum }] of byShop) {
    if (sum < MIN_PAYOUT_PAISE) {
      skip(sum <= 0 ? "net_not_positive" : "below_minimum");
      continue;
    }
    const account = accountOf.get(shopId);
    if (!account) {
      skip("no_bank_account");
      continue;
    }
    if (!isPayable(account, now)) {
      skip(account.status !== "verified" ? "account_not_verified" : "account_not_active");
      continue;
    }
    const heldUntil = held.get(shopId);
    if (heldUntil && heldUntil.getTime() > now.getTime()) {
      skip("payouts_held");
      continue;
    }
    const key = payoutKey(shopId, now);
    if (await db.payout.findUnique({ where: { key }, select: { id: true } })) {
      skip("paid_today");
      continue;
    }
    try {
      await db.$transaction(async (tx) => {
        const payout = await tx.payout.create({
          data: {
            key,
            shopId,
            bankAccountId: account.id,
            amount: sum,
            entryCount: ids.length,
            cutoffAt: now,
            createdAt: now,
          },
        });
        const settled = await settleEntries(tx, shopId, payout.id, ids);
        if (settled !== ids.length) throw new Error(`The entries of payout ${key} changed while it was made.`);
        await postPayout(tx, { id: payout.id, shopId, amount: sum, at: now });
      });
    } catch (e) {
      if ((e as { code?: string }).code === "P2002") {
        skip("paid_today");
        continue;
      }
      throw e;
    }
    result.payouts_created++;
    await opts.afterStep?.("payout_created", key);
  }
}

/** A transfer made for this payout before a crash, found by the payout's key in its notes. */
async function findTransfer(ctx: AppContext, p: Payout): Promise<RzpTransfer | null> {
  const since = Math.floor(p.createdAt.getTime() / 1000) - 86_400;
  for (let skip = 0; ; skip += 100) {
    const page = await ctx.adapters.payments.fetchTransfers({ count: 100, skip });
    const hit = page.find((t) => t.notes?.payout_key === p.key);
    if (hit) return hit;
    if (page.length < 100 || page[page.length - 1].created_at < since) return null;
  }
}

/** Step 3 for one payout: the transfer (found or made), recorded, then released. */
export async function advancePayout(
  ctx: AppContext,
  payout: Payout,
  now: Date,
  result: PayoutRunResult,
  hooks: PayoutHooks = {},
) {
  const { db } = ctx;
  const pay = ctx.adapters.payments;
  let p = payout;
  try {
    if (!p.transferId) {
      let t = p.attempts > 0 ? await findTransfer(ctx, p) : null;
      if (!t) {
        const account = await db.shopBankAccount.findUniqueOrThrow({ where: { id: p.bankAccountId } });
        if (!account.routeAccountId || account.status !== "verified")
          throw new ProviderError(400, RAZORPAY_ERROR_CODE.BAD_REQUEST_ERROR, "The bank account is not verified.");
        p = await db.payout.update({ where: { id: p.id }, data: { attempts: { increment: 1 } } });
        await hooks.afterStep?.("transfer_requested", p.key);
        t = await pay.createTransfer({
          account: account.routeAccountId,
          amount: p.amount,
          onHold: true,
          key: p.key,
          notes: { payout_id: p.id, shop_id: p.shopId },
        });
        result.transfers_made++;
        await hooks.afterStep?.("transfer_made", p.key);
      }
      const held = t.on_hold;
      p = await db.payout.update({
        where: { id: p.id },
        data: {
          transferId: t.id,
          status: held ? "on_hold" : "processed",
          processedAt: held ? null : now,
          failureReason: null,
        },
      });
      await hooks.afterStep?.("transfer_recorded", p.key);
    }
    if (p.status === "on_hold" && p.transferId) {
      await pay.releaseTransfer(p.transferId);
      await hooks.afterStep?.("transfer_released", p.key);
      await db.payout.update({
        where: { id: p.id },
        data: { status: "processed", processedAt: now, failureReason: null },
      });
      result.released++;
    }
  } catch (e) {
    if (!(e instanceof ProviderError)) throw e;
    if (e.statusCode >= 400 && e.statusCode < 500 && !p.transferId) {
      // Refused for good (no transfer exists): the payout failed and its amount is owed to the shop again.
      await db.$transaction(async (tx) => {
        await tx.payout.update({ where: { id: p.id }, data: { status: "failed", failureReason: e.message } });
        await postPayoutReversal(tx, { id: p.id, shopId: p.shopId, amount: p.amount, at: now });
      });
      result.failed++;
      return;
    }
    // A passing failure (provider unreachable): left for the next run.
    await db.payout.update({ where: { id: p.id }, data: { failureReason: e.message.slice(0, 500) } });
    result.failed++;
  }
}

export async function makeTransfers(
  ctx: AppContext,
  now: Date,
  result: PayoutRunResult,
  opts: { shopIds?: string[] } & PayoutHooks = {},
) {
  const waiting = await ctx.db.payout.findMany({
    where: { status: { in: ["created", "on_hold"] }, ...(opts.shopIds ? { shopId: { in: opts.shopIds } } : {}) },
    orderBy: { createdAt: "asc" },
  });
  for (const p of waiting) await advancePayout(ctx, p, now, result, opts);
}

export const emptyRun = (): PayoutRunResult => ({
  payouts_created: 0,
  transfers_made: 0,
  released: 0,
  failed: 0,
  skipped: {},
});

export async function runPayouts(
  ctx: AppContext,
  now: Date,
  opts: { shopIds?: string[]; sync?: boolean } & PayoutHooks = {},
): Promise<PayoutRunResult> {
  const result = emptyRun();
  if (opts.sync !== false) await syncLedger(ctx.db);
  await refreshPendingAccounts(ctx);
  await createPayouts(ctx, now, result, opts);
  await makeTransfers(ctx, now, result, opts);
  metrics.payouts.inc({ outcome: "made" }, result.transfers_made);
  metrics.payouts.inc({ outcome: "held" }, result.skipped.payouts_held ?? 0);
  metrics.payouts.inc({ outcome: "failed" }, result.failed);
  return result;
}
