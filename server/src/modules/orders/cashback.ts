// A cashback promo's money (decisions.md "Money after the order"): earned on what the customer kept.
// Credited when the order is verified, on the bill less the refunds made so far; each later refund
// of the order takes back, out of that refund, what the cashback then earns less (nothing under the
// promo's minimum purchase, else in proportion to what was kept). Credits and take-backs are
// Galli Cash entries of kind cashback: the credit keyed by the order id, each take-back by its
// refund's key, so a retry moves nothing twice. The arithmetic is in refund-share.ts (pure).
import type { Prisma } from "../../generated/prisma/client";
import { OFFER_TYPE } from "../../contract/promo";
import { credit, debit } from "../../lib/wallet";
import { messageText } from "../../lib/message-templates";
import { cashbackTakeBack, earnedCashback, minimumShare } from "./refund-share";

type Tx = Prisma.TransactionClient;

export type CashbackFacts = {
  id: string;
  orderNo: string;
  userId: string;
  checkoutId: string | null;
  promoId: string | null;
  offerType: number;
  offerAmount: number;
  netPrice: number;
  delivery: number;
};

const hasCashback = (o: CashbackFacts) => o.offerType === OFFER_TYPE.cashback && o.offerAmount > 0;

/** The order's share of its promo's minimum purchase (0 when the promo has none). */
async function minimumFor(tx: Tx, o: CashbackFacts): Promise<number> {
  if (!o.promoId) return 0;
  const promo = await tx.promo.findUnique({
    where: { id: o.promoId },
    select: { minPurchaseEnable: true, minPurchaseValue: true },
  });
  if (!promo?.minPurchaseEnable || promo.minPurchaseValue <= 0) return 0;
  const base = o.netPrice + o.delivery;
  // One checkout's promo is shared by its stores' orders in proportion to their bills; so is its minimum.
  const siblings = o.checkoutId
    ? await tx.order.findMany({ where: { checkoutId: o.checkoutId }, select: { netPrice: true, delivery: true } })
    : [];
  const checkoutBase = siblings.reduce((s, x) => s + x.netPrice + x.delivery, 0);
  return minimumShare(promo.minPurchaseValue, base, Math.max(base, checkoutBase));
}

/** Paise refunded for the order so far (a failed source refund paid nothing; its Galli Cash replacement did). */
export async function refundedSoFar(tx: Tx, orderId: string): Promise<number> {
  const rows = await tx.refund.findMany({
    where: { orderId, status: { not: "failed" } },
    select: { amount: true },
  });
  return rows.reduce((s, r) => s + r.amount, 0);
}

/** The cashback on the customer's Galli Cash for the order now: credits less take-backs. */
async function creditedFor(tx: Tx, o: CashbackFacts): Promise<number> {
  const rows = await tx.walletEntry.findMany({
    where: { userId: o.userId, orderId: o.id, kind: "cashback" },
    select: { amount: true },
  });
  return rows.reduce((s, r) => s + r.amount, 0);
}

/** At verification: credits what the cashback earns after the refunds made so far (once per order). */
export async function creditCashback(tx: Tx, o: CashbackFacts): Promise<number> {
  if (!hasCashback(o)) return 0;
  const earned = earnedCashback(o, await minimumFor(tx, o), await refundedSoFar(tx, o.id));
  if (earned <= 0) return 0;
  const posted = await credit(tx, {
    userId: o.userId,
    amount: earned,
    kind: "cashback",
    refId: o.id,
    orderId: o.id,
    note: messageText("cashbackNote", { orderNo: o.orderNo }),
  });
  return posted.created ? earned : 0;
}

/**
 * Before a refund of `amount` paise is made: what of the cashback credited it takes back (at most
 * `amount`). The caller pays at least that much of the refund to Galli Cash, then calls
 * `takeBackCashback` in the same transaction, so the take-back never touches other money.
 */
export async function cashbackToTakeBack(tx: Tx, o: CashbackFacts, amount: number): Promise<number> {
  if (!hasCashback(o) || amount <= 0) return 0;
  const credited = await creditedFor(tx, o);
  if (credited <= 0) return 0;
  const earnedAfter = earnedCashback(o, await minimumFor(tx, o), (await refundedSoFar(tx, o.id)) + amount);
  return cashbackTakeBack(credited, earnedAfter, amount);
}

/** Debits the take-back, keyed by the refund's key (once whatever the retries). */
export async function takeBackCashback(tx: Tx, o: CashbackFacts, amount: number, refundKey: string): Promise<void> {
  if (amount <= 0) return;
  await debit(tx, {
    userId: o.userId,
    amount,
    kind: "cashback",
    refId: `take-back:${refundKey}`,
    orderId: o.id,
    note: messageText("cashbackTakenBack", { orderNo: o.orderNo }),
  });
}
