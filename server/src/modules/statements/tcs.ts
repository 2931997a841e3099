// The monthly TCS summary a shop files its GST return with: per India month, the net taxable
// supplies (the taxable value of the month's sales less what its refunds gave back) and the TCS
// Galli collected (the sum of the month's TCS entries in the ledger, so it agrees to the paisa).
// A refund gives back taxable value as the ledger gives back TCS: a line's refund in proportion to
// what the customer paid for the line, an order's refund in proportion to what was paid.
import { LEDGER_ACCOUNT, LEDGER_KIND } from "../../contract/ledger-constants";
import { INDIA_OFFSET_MS, indiaDate } from "../../lib/india-time";
import type { Db } from "../../lib/db";
import type { StaffContext } from "../shop-console/public";
import { statementShop, type ShopRef } from "./service";

export type TcsMonthRow = { month: string; orders: number; netTaxable: number; tcs: number };
export type Tcs = { shop: ShopRef; months: TcsMonthRow[] };

type Line = { id: string; qty: number; netPrice: number; taxPercent: number };
const lineValue = (l: Line) => l.netPrice * l.qty;
const linePaid = (l: Line) => lineValue(l) + Math.round((lineValue(l) * l.taxPercent) / 100);
const proportion = (total: number, part: number, whole: number) =>
  whole <= 0 ? 0 : Math.round((total * Math.min(part, whole)) / whole);

/** The months from `first` to `last` (YYYY-MM), both included. */
export function monthsBetween(first: string, last: string): string[] {
  const out: string[] = [];
  let [y, m] = first.split("-").map(Number);
  const [ly, lm] = last.split("-").map(Number);
  while (y < ly || (y === ly && m <= lm)) {
    out.push(`${y}-${String(m).padStart(2, "0")}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}
const monthStart = (month: string) => new Date(Date.parse(`${month}-01T00:00:00Z`) - INDIA_OFFSET_MS);
const nextMonth = (month: string) => monthsBetween(month, `${Number(month.slice(0, 4)) + 1}-12`)[1];

/** One month, or the 12 months to the current one (India time). */
export async function tcsSummary(
  db: Db,
  staff: StaffContext,
  q: { shop_id?: string; month?: string },
  now: Date,
): Promise<Tcs> {
  const { shop } = await statementShop(db, staff, q.shop_id);
  const current = indiaDate(now).slice(0, 7);
  const last = q.month ?? current;
  const [y, m] = last.split("-").map(Number);
  const first = q.month ?? `${m === 12 ? y : y - 1}-${String((m % 12) + 1).padStart(2, "0")}`;
  const months = monthsBetween(first, last);

  const journals = await db.ledgerJournal.findMany({
    where: {
      shopId: shop.id,
      kind: { in: [LEDGER_KIND.sale, LEDGER_KIND.refund] },
      createdAt: { gte: monthStart(first), lt: monthStart(nextMonth(last)) },
    },
    select: {
      key: true,
      kind: true,
      orderId: true,
      createdAt: true,
      entries: { where: { shopId: shop.id, account: LEDGER_ACCOUNT.tcs }, select: { amount: true } },
    },
  });
  const orderIds = [...new Set(journals.map((j) => j.orderId).filter((id): id is string => !!id))];
  const refundIds = journals
    .filter((j) => j.kind === LEDGER_KIND.refund)
    .map((j) => j.key.slice(j.key.indexOf(":") + 1));
  const [orders, refunds] = await Promise.all([
    db.order.findMany({
      where: { id: { in: orderIds } },
      select: { id: true, amount: true, items: { select: { id: true, qty: true, netPrice: true, taxPercent: true } } },
    }),
    db.refund.findMany({ where: { id: { in: refundIds } }, select: { id: true, amount: true, orderItemId: true } }),
  ]);
  const orderOf = new Map(orders.map((o) => [o.id, o]));
  const refundOf = new Map(refunds.map((r) => [r.id, r]));

  const rows = new Map(months.map((month) => [month, { month, orders: new Set<string>(), netTaxable: 0, tcs: 0 }]));
  for (const j of journals) {
    const row = rows.get(indiaDate(j.createdAt).slice(0, 7));
    const order = j.orderId ? orderOf.get(j.orderId) : undefined;
    if (!row) continue;
    row.tcs += j.entries.reduce((s, e) => s + e.amount, 0);
    if (!order) continue;
    const taxable = order.items.reduce((s, l) => s + lineValue(l), 0);
    if (j.kind === LEDGER_KIND.sale) {
      row.orders.add(order.id);
      row.netTaxable += taxable;
      continue;
    }
    const refund = refundOf.get(j.key.slice(j.key.indexOf(":") + 1));
    if (!refund) continue;
    const line = refund.orderItemId ? order.items.find((l) => l.id === refund.orderItemId) : undefined;
    row.netTaxable -= line
      ? proportion(lineValue(line), refund.amount, linePaid(line))
      : proportion(taxable, refund.amount, order.amount);
  }
  return {
    shop,
    months: [...rows.values()]
      .reverse()
      .map((r) => ({ month: r.month, orders: r.orders.size, netTaxable: r.netTaxable, tcs: r.tcs })),
  };
}
