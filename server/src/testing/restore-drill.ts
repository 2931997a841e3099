// The restore drills' two halves: orders written (cash on delivery, through the API) while a backup
// is taken, and the check of a restored database: the ledger's journals are posted there
// (syncLedger, as the ledger-sync job would) and every order's ledger balances, to the paisa.
import { expect } from "vitest";
import type { Db } from "../lib/db";
import type { TestApp } from "./app";
import { addToCart, customer, place, placeInputs, W } from "../modules/checkout/test-helpers";
import { orderLedger, syncLedger } from "../modules/ledger/public";
import { advanceOrder } from "../modules/orders/public";
import { LEDGER_ACCOUNT as A } from "../contract/ledger-constants";

/** Places `count` orders one after another and delivers every other one (cash collected: its
 * ledger journals are due); `acknowledged` grows as each order is answered 200. */
export async function writeOrders(t: TestApp, count: number, acknowledged: string[], now: Date): Promise<void> {
  await t.db.storeProduct.updateMany({ where: { storeId: W.s1, productId: W.rice }, data: { stock: 10_000 } });
  const buyers = [];
  for (let i = 0; i < count; i++) {
    const c = await customer(t);
    await addToCart(t, c.auth, W.rice, 1 + (i % 3));
    buyers.push(c);
  }
  for (const [i, c] of buyers.entries()) {
    const res = await place(t, c.auth, "cashOnDelivery/shop", placeInputs());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    acknowledged.push(c.id);
    if (i % 2 === 0) {
      const order = await t.db.order.findFirstOrThrow({ where: { userId: c.id }, select: { id: true } });
      await advanceOrder(t.db, order.id, { now, to: 5 });
    }
    // A shop's pace, not a flood: SQLite's backup starts its copy again whenever another connection
    // writes between two of its steps, so a backup finishes in the gaps between orders.
    await new Promise((r) => setTimeout(r, 15));
  }
}

/** Posts the restored database's journals, then checks the ledger of every order (a delivered one
 * must have one); answers how many delivered orders have a ledger. */
export async function expectEveryLedgerBalances(db: Db): Promise<number> {
  await syncLedger(db);
  const orders = await db.order.findMany({ select: { id: true, status: true } });
  let withLedger = 0;
  for (const { id, status } of orders) {
    const entries = await orderLedger(db, id);
    if (status === 5) {
      expect(entries.length, `delivered order ${id} has no ledger entries`).toBeGreaterThan(0);
      withLedger += 1;
    }
    const byJournal = new Map<string, number>();
    for (const e of entries) byJournal.set(e.journalId, (byJournal.get(e.journalId) ?? 0) + e.amount);
    for (const [journal, sum] of byJournal) expect(sum, `journal ${journal} of order ${id}`).toBe(0);
    const total = (account: string) => entries.filter((e) => e.account === account).reduce((s, e) => s + e.amount, 0);
    expect(total(A.customer) + total(A.shop) + total(A.commission) + total(A.gatewayFee) + total(A.tcs)).toBe(0);
  }
  return withLedger;
}
