// The shop's statements, read from the shops' ledger (LedgerJournal/LedgerEntry) and its payouts:
// per India day over a range, per payout (the orders whose shop entries it paid), the balance.
// Scoped to the member's merchant: another merchant's shop or payout is "not found".
import { AppError } from "../../lib/app-error";
import { ERROR_CODE } from "../../contract/errors";
import { INDIA_OFFSET_MS, indiaDate } from "../../lib/india-time";
import { LEDGER_ACCOUNT } from "../../contract/ledger-constants";
import { STATEMENT_DEFAULT_DAYS } from "../../contract/merchant-statements-constants";
import type { Db } from "../../lib/db";
import { ownShop, type StaffContext } from "../shop-console/public";
import { isPayoutJournal, moneyOf, type JournalLike, type Money } from "./money";

const DAY_MS = 86_400_000;

export type ShopRef = { id: string; name: string };
export type PayoutRow = {
  id: string;
  shopId: string;
  amount: number;
  status: string;
  transferId: string | null;
  failureReason: string | null;
  createdAt: Date;
  processedAt: Date | null;
};
export type DayRow = Money & { date: string };
export type OrderRow = Money & { orderId: string; orderNo: string; date: string };
export type Daily = {
  shop: ShopRef;
  shops: ShopRef[];
  from: string;
  to: string;
  days: DayRow[];
  /** Each order with money posted in the range: its money in the range, by its first posting's date. */
  orders: OrderRow[];
  totals: Money;
  payouts: PayoutRow[];
  balance: number;
  /** Cash on delivery the shop's delivery members hold now, not yet handed over (paise). */
  codWithMembers: number;
};
export type PayoutDetail = { shop: ShopRef; payout: PayoutRow; orders: OrderRow[]; totals: Money };

/** Midnight in India of an India date (YYYY-MM-DD), as a UTC instant. */
export const indiaMidnight = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - INDIA_OFFSET_MS);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The member's shops, and the one asked for (default: the first); another merchant's shop is 404. */
export async function statementShop(
  db: Db,
  staff: StaffContext,
  shopId?: string,
): Promise<{ shop: ShopRef; shops: ShopRef[] }> {
  const id = shopId ? ownShop(staff, shopId) : staff.shopIds[0];
  if (!id) throw new AppError(ERROR_CODE.SHOP_NOT_FOUND);
  const rows = await db.shop.findMany({
    where: { id: { in: staff.shopIds } },
    select: { id: true, displayName: true },
    orderBy: { id: "asc" },
  });
  const shops = rows.map((s) => ({ id: s.id, name: s.displayName }));
  const shop = shops.find((s) => s.id === id);
  if (!shop) throw new AppError(ERROR_CODE.SHOP_NOT_FOUND);
  return { shop, shops };
}

/** The range asked for, or the last STATEMENT_DEFAULT_DAYS India days to today. */
export function statementRange(now: Date, from?: string, to?: string): { from: string; to: string } {
  const end = to ?? (from ? addDays(from, STATEMENT_DEFAULT_DAYS - 1) : indiaDate(now));
  return { from: from ?? addDays(end, -(STATEMENT_DEFAULT_DAYS - 1)), to: end };
}

/** The shop's journals posted from `from` to `to` (India dates, both included), oldest first. */
export function journalsBetween(db: Db, shopId: string, from: string, to: string) {
  return db.ledgerJournal.findMany({
    where: { shopId, createdAt: { gte: indiaMidnight(from), lt: indiaMidnight(addDays(to, 1)) } },
    select: {
      id: true,
      key: true,
      kind: true,
      orderId: true,
      createdAt: true,
      entries: { where: { shopId }, select: { account: true, amount: true } },
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
}

const payoutSelect = {
  id: true,
  shopId: true,
  amount: true,
  status: true,
  transferId: true,
  failureReason: true,
  createdAt: true,
  processedAt: true,
} as const;

/**
 * What Galli owes the shop now: the sum of its shop entries (paid-out ones are offset by their
 * payouts), less the cash on delivery its delivery members hold (member_cash: the shop's side).
 */
export async function shopBalanceOf(db: Db, shopId: string): Promise<number> {
  const sum = await db.ledgerEntry.aggregate({
    where: { shopId, account: { in: [LEDGER_ACCOUNT.shop, LEDGER_ACCOUNT.memberCash] } },
    _sum: { amount: true },
  });
  return sum._sum.amount ?? 0;
}

/** The cash on delivery the shop's delivery members hold now (paise): the member_cash account, negated. */
export async function codWithMembersOf(db: Db, shopId: string): Promise<number> {
  const sum = await db.ledgerEntry.aggregate({
    where: { shopId, account: LEDGER_ACCOUNT.memberCash },
    _sum: { amount: true },
  });
  return -(sum._sum.amount ?? 0) || 0;
}

/** The journals' money per order (payout journals left out), oldest order first; `dateOf` dates a row. */
async function orderRows(
  db: Db,
  journals: readonly JournalLike[],
  dateOf: (order: { orderedAt: Date } | undefined, first: JournalLike) => string,
): Promise<OrderRow[]> {
  const byOrder = new Map<string, JournalLike[]>();
  for (const j of journals) {
    if (isPayoutJournal(j.kind)) continue;
    const key = j.orderId ?? "";
    const list = byOrder.get(key);
    if (list) list.push(j);
    else byOrder.set(key, [j]);
  }
  const orders = await db.order.findMany({
    where: { id: { in: [...byOrder.keys()].filter(Boolean) } },
    select: { id: true, orderNo: true, orderedAt: true },
  });
  const info = new Map(orders.map((o) => [o.id, o]));
  const rows = [...byOrder].map(([orderId, list]) => ({
    orderId,
    orderNo: info.get(orderId)?.orderNo ?? "—",
    date: dateOf(info.get(orderId), list[0]),
    ...moneyOf(list),
  }));
  return rows.sort((a, b) => a.date.localeCompare(b.date) || a.orderNo.localeCompare(b.orderNo));
}

export async function dailyStatement(
  db: Db,
  staff: StaffContext,
  query: { shop_id?: string; from?: string; to?: string },
  now: Date,
): Promise<Daily> {
  const { shop, shops } = await statementShop(db, staff, query.shop_id);
  const { from, to } = statementRange(now, query.from, query.to);
  const [journals, payouts, balance, codWithMembers] = await Promise.all([
    journalsBetween(db, shop.id, from, to),
    db.payout.findMany({
      where: { shopId: shop.id, createdAt: { gte: indiaMidnight(from), lt: indiaMidnight(addDays(to, 1)) } },
      select: payoutSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    }),
    shopBalanceOf(db, shop.id),
    codWithMembersOf(db, shop.id),
  ]);
  const byDay = new Map<string, JournalLike[]>();
  for (const j of journals) {
    const date = indiaDate(j.createdAt);
    const list = byDay.get(date);
    if (list) list.push(j);
    else byDay.set(date, [j]);
  }
  const days = [...byDay].map(([date, list]) => ({ date, ...moneyOf(list) }));
  const orders = await orderRows(db, journals, (_order, first) => indiaDate(first.createdAt));
  return { shop, shops, from, to, days, orders, totals: moneyOf(journals), payouts, balance, codWithMembers };
}

/** A payout of one of the member's shops, with the orders whose shop entries it settled. */
export async function payoutStatement(db: Db, staff: StaffContext, payoutId: string): Promise<PayoutDetail> {
  const payout = await db.payout.findFirst({
    where: { id: payoutId, shopId: { in: staff.shopIds } },
    select: payoutSelect,
  });
  if (!payout) throw new AppError(ERROR_CODE.PAYOUT_NOT_FOUND);
  const { shop } = await statementShop(db, staff, payout.shopId);
  const settled = await db.ledgerEntry.findMany({
    where: { settledPayoutId: payout.id, shopId: payout.shopId },
    select: { journalId: true },
  });
  const journals = (
    await db.ledgerJournal.findMany({
      where: { id: { in: [...new Set(settled.map((e) => e.journalId))] } },
      select: {
        kind: true,
        orderId: true,
        createdAt: true,
        entries: { where: { shopId: payout.shopId }, select: { account: true, amount: true } },
      },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    })
  ).filter((j) => !isPayoutJournal(j.kind));
  const rows = await orderRows(db, journals, (order, first) => indiaDate(order?.orderedAt ?? first.createdAt));
  return { shop, payout, orders: rows, totals: moneyOf(journals) };
}
