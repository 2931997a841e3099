// The money reconciliation: the demo world as seeded agrees to the paisa; orders closed and delivered
// through the real services agree; and every deliberately broken order (a refund missing, a sale left
// in the ledger, more refunded than paid, a closed COD order still collecting, a Galli Cash refund
// without its credit, a refused bank refund not paid to Galli Cash, a tampered journal, a payment
// that does not add up) is reported with its order number and amounts in rupees.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testApp, type TestApp } from "../../testing/app";
import { advanceOrder } from "../orders/public";
import { syncLedger } from "./sync";
import { lastMoneyReconciliation, reconcileOrderMoney } from "./reconcile";
import { ORDER_STATUS, PAYMENT_TYPE } from "../../contract/orders-constants";
import { ledgerKey } from "../../contract/ledger-constants";
import type { MoneyFinding } from "../../contract/ledger";

let t: TestApp;
let made = 0;

beforeAll(async () => {
  t = await testApp({ seeded: true });
});
afterAll(async () => t.close());

/** Checked a little later than now, so the orders just changed are settled. */
const later = () => new Date(Date.now() + 10 * 60_000);
const run = () => reconcileOrderMoney(t.db, { now: later(), trigger: "job" });
const findingsOf = async (orderId: string): Promise<MoneyFinding[]> =>
  (await run()).findings.filter((f) => f.order_id === orderId);

/** A fresh order of the demo customer (a copy of a seeded new online order), its ledger posted as placement would. */
async function freshOrder(opts: { cod?: boolean; wallet?: number } = {}) {
  const base = await t.db.order.findUniqueOrThrow({ where: { id: "order_001" }, include: { items: true } });
  made += 1;
  const id = `order_recon_${made}`;
  const { items, ...row } = base;
  const wallet = opts.wallet ?? 0;
  await t.db.order.create({
    data: {
      ...row,
      id,
      orderNo: `GL9${String(made).padStart(7, "0")}`,
      paymentType: opts.cod ? PAYMENT_TYPE.cod : PAYMENT_TYPE.online,
      modeName: opts.cod ? "COD" : "Online",
      walletAmount: wallet,
      onlineAmount: opts.cod ? 0 : row.amount - wallet,
      items: { create: items.map(({ orderId: _o, id: itemId, ...i }) => ({ ...i, id: `${id}_${itemId}` })) },
    },
  });
  await syncLedger(t.db, { orderIds: [id] });
  return t.db.order.findUniqueOrThrow({ where: { id } });
}

describe("the money reconciliation", () => {
  it("finds every closed and delivered order of the seeded demo world in agreement", async () => {
    const result = await run();
    expect(result.findings).toEqual([]);
    expect(result.mismatches).toBe(0);
    const closedOrDelivered = await t.db.order.count({ where: { status: { in: [5, 6, 7, 8, 9] } } });
    expect(result.orders_checked).toBe(closedOrDelivered);
    expect(result.orders_checked).toBeGreaterThanOrEqual(7);
    // The run is kept for the operations console.
    expect(await lastMoneyReconciliation(t.db)).toEqual(result);
  });

  it("agrees with orders denied, rejected and delivered through the real services", async () => {
    const denied = await freshOrder({ wallet: 5000 });
    const rejected = await freshOrder({ cod: true, wallet: 3000 });
    const delivered = await freshOrder({ cod: true });
    const now = new Date();
    await advanceOrder(t.db, denied.id, { now, to: ORDER_STATUS.denied });
    await advanceOrder(t.db, rejected.id, { now, to: ORDER_STATUS.rejected, reason: "Out of stock" });
    await advanceOrder(t.db, delivered.id, { now, to: ORDER_STATUS.delivered });
    const refunds = await t.db.refund.findMany({ where: { orderId: { in: [denied.id, rejected.id] } } });
    expect(refunds.map((r) => r.amount).sort()).toEqual([3000, denied.amount].sort());
    for (const o of [denied, rejected, delivered]) expect(await findingsOf(o.id)).toEqual([]);
  });

  it("reports a closed prepaid order with no refund and its sale left in the ledger", async () => {
    const order = await freshOrder();
    await t.db.order.update({ where: { id: order.id }, data: { status: ORDER_STATUS.cancelled, cancelledAt: new Date() } });
    const found = await findingsOf(order.id);
    expect(found).toContainEqual(
      expect.objectContaining({
        order_number: order.orderNo,
        check: "refund_total",
        expected: order.amount / 100,
        actual: 0,
      }),
    );
    expect(found.find((f) => f.check === "sale_left")?.detail).toContain(order.orderNo);
    expect(found.find((f) => f.check === "sale_left")!.actual).toBeGreaterThan(0);
  });

  it("reports a refunded closed order whose refund journal is missing (a sale left)", async () => {
    const order = await freshOrder();
    await advanceOrder(t.db, order.id, { now: new Date(), to: ORDER_STATUS.denied });
    const refund = await t.db.refund.findFirstOrThrow({ where: { orderId: order.id } });
    await t.db.ledgerJournal.delete({ where: { key: ledgerKey.refund(refund.id) } });
    const checks = (await findingsOf(order.id)).map((f) => f.check);
    expect(checks).toEqual(expect.arrayContaining(["sale_left", "ledger_journals", "ledger_amounts"]));
    expect(checks).not.toContain("refund_total");
  });

  it("reports a refund larger than what was paid, on a delivered order and on a closed one", async () => {
    const delivered = await freshOrder();
    await advanceOrder(t.db, delivered.id, { now: new Date(), to: ORDER_STATUS.delivered });
    await t.db.refund.create({
      data: {
        key: `escalation:${delivered.id}_x`,
        orderId: delivered.id,
        userId: delivered.userId,
        amount: delivered.amount + 100,
        destination: "bank",
        method: "upi",
        status: "processed",
      },
    });
    await syncLedger(t.db, { orderIds: [delivered.id] });
    expect(await findingsOf(delivered.id)).toEqual([
      expect.objectContaining({ check: "refund_exceeds_paid", expected: delivered.amount / 100, actual: (delivered.amount + 100) / 100 }),
    ]);

    const closed = await freshOrder();
    await advanceOrder(t.db, closed.id, { now: new Date(), to: ORDER_STATUS.denied });
    await t.db.refund.updateMany({ where: { orderId: closed.id }, data: { amount: closed.amount + 1 } });
    await t.db.walletEntry.updateMany({ where: { refId: `order:${closed.id}` }, data: { amount: closed.amount + 1 } });
    const found = await findingsOf(closed.id);
    expect(found).toContainEqual(expect.objectContaining({ check: "refund_total", expected: closed.amount / 100, actual: (closed.amount + 1) / 100 }));
    expect(found.find((f) => f.check === "refund_total")!.detail).toContain("more than was paid");
  });

  it("reports a closed cash-on-delivery order whose cash is still counted as collected", async () => {
    const order = await freshOrder({ cod: true });
    await advanceOrder(t.db, order.id, { now: new Date(), to: ORDER_STATUS.delivered });
    await t.db.order.update({ where: { id: order.id }, data: { status: ORDER_STATUS.rejected, deliveredAt: null } });
    const found = await findingsOf(order.id);
    expect(found).toContainEqual(
      expect.objectContaining({ check: "cod_collecting", order_number: order.orderNo, expected: 0, actual: order.amount / 100 }),
    );
    expect(found.map((f) => f.check)).toEqual(expect.arrayContaining(["sale_left", "ledger_journals"]));
  });

  it("reports a Galli Cash refund without its credit, and a refused bank refund not paid to Galli Cash", async () => {
    const order = await freshOrder();
    await advanceOrder(t.db, order.id, { now: new Date(), to: ORDER_STATUS.denied });
    await t.db.walletEntry.deleteMany({ where: { refId: `order:${order.id}` } });
    expect(await findingsOf(order.id)).toEqual([
      expect.objectContaining({ check: "wallet_credit", expected: order.amount / 100, actual: 0 }),
    ]);

    const other = await freshOrder();
    await advanceOrder(t.db, other.id, { now: new Date(), to: ORDER_STATUS.denied });
    await t.db.refund.updateMany({ where: { orderId: other.id }, data: { destination: "bank", method: "upi", status: "failed" } });
    const checks = (await findingsOf(other.id)).map((f) => f.check);
    expect(checks).toEqual(expect.arrayContaining(["failed_refund", "refund_total"]));
  });

  it("reports a tampered journal and a payment that does not add up", async () => {
    const order = await freshOrder();
    await advanceOrder(t.db, order.id, { now: new Date(), to: ORDER_STATUS.delivered });
    const entry = await t.db.ledgerEntry.findFirstOrThrow({ where: { orderId: order.id, account: "shop" } });
    await t.db.ledgerEntry.update({ where: { id: entry.id }, data: { amount: entry.amount + 1 } });
    expect(await findingsOf(order.id)).toEqual([
      expect.objectContaining({ check: "ledger_amounts", expected: entry.amount / 100, actual: (entry.amount + 1) / 100 }),
    ]);

    const split = await freshOrder({ wallet: 1000 });
    await advanceOrder(t.db, split.id, { now: new Date(), to: ORDER_STATUS.delivered });
    await t.db.order.update({ where: { id: split.id }, data: { walletAmount: 0 } });
    expect((await findingsOf(split.id)).map((f) => f.check)).toContain("payment_split");
  });

  it("leaves an order changed in the last minutes to the next run", async () => {
    const order = await freshOrder();
    await t.db.order.update({ where: { id: order.id }, data: { status: ORDER_STATUS.cancelled } });
    const now = await reconcileOrderMoney(t.db, { now: new Date(), trigger: "ops" });
    expect(now.findings.filter((f) => f.order_id === order.id)).toEqual([]);
    expect(now.trigger).toBe("ops");
    expect((await findingsOf(order.id)).length).toBeGreaterThan(0);
  });
});
