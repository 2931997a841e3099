// The Galli Cash statement (ledger rows, newest first, with the order each is for) and the
// customer's refunds. The balance is the ledger's sum (lib/wallet.ts).
// Notes and refund reasons are stored in English, as written from lib/message-templates.ts
// ("Cashback on order 1042"); the answer carries them in the reader's language: localise() reads
// the values back out of the English and fills the Hindi twin, so old rows read the same way and
// English answers are the stored text unchanged.
import type { Db } from "../../lib/db";
import { localise, type Language } from "../../lib/language";
import { toRupees } from "../../lib/money";
import { balance } from "../../lib/wallet";
import type { RefundListData, StatementData, StatementQuery } from "../../contract/wallet";
import { presentRefund } from "../refunds/public";

export async function statement(
  db: Db,
  userId: string,
  q: StatementQuery,
  language: Language = "en",
): Promise<StatementData> {
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
      note: localise(r.note, language),
      order: orderOf(r),
      date: r.createdAt.toISOString(),
    })),
  };
}

export async function listRefunds(
  db: Db,
  userId: string,
  q: StatementQuery,
  language: Language = "en",
): Promise<RefundListData> {
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
  return {
    count,
    refunds: rows.map((r) => {
      const refund = presentRefund(r, r.order);
      return { ...refund, reason: localise(refund.reason, language) };
    }),
  };
}
