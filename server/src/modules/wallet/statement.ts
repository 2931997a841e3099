// The Galli Cash statement (ledger rows, newest first, with the order each is for) and the
// customer's refunds. The balance is the ledger's sum (lib/wallet.ts).
import type { Db } from "../../lib/db";
import { toRupees } from "../../lib/money";
import { balance } from "../../lib/wallet";
import type { RefundListData, StatementData, StatementQuery } from "../../contract/wallet";
import { presentRefund } from "../refunds/public";

export async function statement(db: Db, userId: string, q: StatementQuery): Promise<StatementData> {
  const [rows, count, total] = await Promise.all([
    db.walletEntry.findMany({
      where: { userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: q.skip,
      take: q.limit,
    }),
    db.walletEntry.count({ where: { userId } }),
    balance(db, userId),
  ]);
  // An order payment is one debit per checkout (refId): it pays that checkout's orders.
  const checkoutIds = rows.filter((r) => r.kind === "order" && !r.orderId).map((r) => r.refId);
  const orderIds = rows.map((r) => r.orderId).filter((id): id is string => id !== null);
  const orders = await db.order.findMany({
    where: { userId, OR: [{ id: { in: orderIds } }, { checkoutId: { in: checkoutIds } }] },
    select: { id: true, orderNo: true, checkoutId: true },
    orderBy: { orderNo: "asc" },
  });
  const orderOf = (r: (typeof rows)[number]) => {
    const o = r.orderId
      ? orders.find((x) => x.id === r.orderId)
      : r.kind === "order"
        ? orders.find((x) => x.checkoutId === r.refId)
        : undefined;
    return o ? { _id: o.id, order_id: o.orderNo } : null;
  };
  return {
    balance: toRupees(total),
    count,
    entries: rows.map((r) => ({
      _id: r.id,
      type: r.kind,
      amount: toRupees(r.amount),
      balance_after: toRupees(r.balanceAfter),
      note: r.note,
      order: orderOf(r),
      date: r.createdAt.toISOString(),
    })),
  };
}

export async function listRefunds(db: Db, userId: string, q: StatementQuery): Promise<RefundListData> {
  const [rows, count] = await Promise.all([
    db.refund.findMany({
      where: { userId },
      include: { order: { select: { id: true, orderNo: true } } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: q.skip,
      take: q.limit,
    }),
    db.refund.count({ where: { userId } }),
  ]);
  return { count, refunds: rows.map((r) => presentRefund(r, r.order)) };
}
