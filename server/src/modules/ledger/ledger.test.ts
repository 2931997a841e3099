// The shops' ledger through the app: commission frozen on each order line when the order is placed
// (a later rule change never changes it), and the money walk: an online order and a cash-on-delivery
// order through delivery, a partial refund and a payout by the real payout job (once the replacement
// window is over), every ledger balancing to the paisa.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/app";
import { addToCart, checkoutWorld, customer, payOnline, place, placeInputs, W } from "../checkout/test-helpers";
import { advanceEscalation, advanceOrder } from "../orders/public";
import { LEDGER_ACCOUNT as A } from "../../contract/ledger-constants";
import { orderLedger, postPayout, settleEntries, shopBalance, syncLedger } from "./public";
import { runPayouts } from "../payouts/public";
import { bankAccountRows } from "../../../../seed/payouts";

const NOW = new Date("2026-11-21T06:30:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await checkoutWorld({ now: () => NOW });
  await t.db.storeProduct.updateMany({ where: { storeId: W.s1, productId: W.rice }, data: { stock: 1000 } });
  await t.db.commissionRule.createMany({
    data: [
      { id: "rule-online", scope: "default", payment: "online", bps: 1000, minimum: 200 },
      { id: "rule-cod", scope: "default", payment: "cod", bps: 500, minimum: 0 },
    ],
  });
});
afterAll(async () => t.close());

const itemsOf = (orderId: string) => t.db.orderItem.findMany({ where: { orderId }, orderBy: { id: "asc" } });

async function placeCod(productId: string = W.rice, qty = 2) {
  const c = await customer(t);
  await addToCart(t, c.auth, productId, qty);
  const res = await place(t, c.auth, "cashOnDelivery/shop", placeInputs());
  expect(res.status).toBe(200);
  return (await t.db.order.findFirstOrThrow({ where: { userId: c.id } })).id;
}

async function placeOnline(productId: string = W.rice, qty = 2) {
  const c = await customer(t);
  await addToCart(t, c.auth, productId, qty);
  const { payment } = await payOnline(t, c.auth, { delivery_type: 1 });
  const res = await place(t, c.auth, "online/shop", placeInputs({ payment }));
  expect(res.status).toBe(200);
  return (await t.db.order.findFirstOrThrow({ where: { userId: c.id } })).id;
}

/** Every journal sums to 0 and, per order, customer = -(shop + commission + fee + TCS). */
async function expectBalanced(orderId: string) {
  const entries = await orderLedger(t.db, orderId);
  const byJournal = new Map<string, number>();
  for (const e of entries) byJournal.set(e.journalId, (byJournal.get(e.journalId) ?? 0) + e.amount);
  for (const sum of byJournal.values()) expect(sum).toBe(0);
  const total = (account: string) => entries.filter((e) => e.account === account).reduce((s, e) => s + e.amount, 0);
  expect(total(A.customer) + total(A.shop) + total(A.commission) + total(A.gatewayFee) + total(A.tcs)).toBe(0);
  return { entries, total };
}

describe("commission frozen at placement", () => {
  it("writes each line's commission from the most specific rule, and a later change leaves it", async () => {
    const cod = await placeCod();
    // 2 x 150.50 = 301.00 at 5% (cash on delivery)
    expect(await itemsOf(cod)).toMatchObject([{ commissionBps: 500, commission: 1505, commissionRuleId: "rule-cod" }]);
    const online = await placeOnline();
    // 10% of 301.00
    expect(await itemsOf(online)).toMatchObject([
      { commissionBps: 1000, commission: 3010, commissionRuleId: "rule-online" },
    ]);

    // A category rule beats the default; a shop rule beats the category's.
    await t.db.commissionRule.create({
      data: { id: "rule-staples", scope: "category", categoryId: "cat-1", payment: "cod", bps: 800, minimum: 0 },
    });
    const byCategory = await placeCod();
    expect(await itemsOf(byCategory)).toMatchObject([
      { commissionBps: 800, commission: 2408, commissionRuleId: "rule-staples" },
    ]);
    await t.db.commissionRule.create({
      data: { id: "rule-shop-a", scope: "shop", shopId: W.shopA, payment: "cod", bps: 100, minimum: 5000 },
    });
    const byShop = await placeCod();
    // 1% of 301.00 is 3.01, under the minimum of 50.00
    expect(await itemsOf(byShop)).toMatchObject([
      { commissionBps: 100, commission: 5000, commissionRuleId: "rule-shop-a" },
    ]);

    // Changing and deactivating rules later never changes a placed order.
    await t.db.commissionRule.update({ where: { id: "rule-cod" }, data: { bps: 2500 } });
    await t.db.commissionRule.updateMany({
      where: { id: { in: ["rule-shop-a", "rule-staples"] } },
      data: { active: false },
    });
    expect(await itemsOf(cod)).toMatchObject([{ commissionBps: 500, commission: 1505 }]);
    expect(await itemsOf(byShop)).toMatchObject([{ commissionBps: 100, commission: 5000 }]);
    const after = await placeCod();
    expect(await itemsOf(after)).toMatchObject([
      { commissionBps: 2500, commission: 7525, commissionRuleId: "rule-cod" },
    ]);
    await t.db.commissionRule.update({ where: { id: "rule-cod" }, data: { bps: 500 } });
  });
});

/** Settles by hand what the shop is owed before the walk (orders of the test above, never delivered). */
async function payOut(id: string) {
  return t.db.$transaction(async (tx) => {
    const open = await tx.ledgerEntry.findMany({ where: { shopId: W.shopA, account: A.shop, settledPayoutId: null } });
    const due = open.reduce((s, e) => s + e.amount, 0);
    expect(
      await settleEntries(
        tx,
        W.shopA,
        id,
        open.map((e) => e.id),
      ),
    ).toBe(open.length);
    expect(await postPayout(tx, { id, shopId: W.shopA, amount: due, at: NOW })).toBe(true);
    expect(await postPayout(tx, { id, shopId: W.shopA, amount: due, at: NOW })).toBe(false);
    return due;
  });
}

describe("the money walk", () => {
  it("an online and a COD order through delivery, a partial refund and a payout: every ledger balances", async () => {
    // The orders above are paid out first, so the walk starts from 0.
    await syncLedger(t.db);
    await payOut("payout-0");
    const shopBefore = await shopBalance(t.db, W.shopA);
    expect(shopBefore).toEqual({ balance: 0, unsettled: 0 });
    const online = await placeOnline(W.rice, 2);
    const cod = await placeCod(W.rice, 2);

    // The online sale is in the ledger at once: 356.00 paid = 301.00 commission base.
    let o = await expectBalanced(online);
    expect(o.total(A.customer)).toBe(-35600);
    expect(o.total(A.commission)).toBe(3010);
    expect(o.total(A.gatewayFee)).toBe(712 + 128); // 2% of 356.00 and 18% GST on it
    expect(o.total(A.tcs)).toBe(151); // 0.5% of 301.00, rounded half up
    expect(o.total(A.shop)).toBe(35600 - 3010 - 840 - 151);
    // Cash on delivery posts nothing before delivery.
    expect(await orderLedger(t.db, cod)).toEqual([]);

    for (const id of [online, cod]) await advanceOrder(t.db, id, { now: NOW, to: 5 });
    let c = await expectBalanced(cod);
    expect(c.total(A.commission)).toBe(1505);
    expect(c.total(A.gatewayFee)).toBe(0);
    expect(c.total(A.tcs)).toBe(151);
    // The shop kept the cash: it owes Galli the commission and TCS.
    expect(c.total(A.shop)).toBe(-(1505 + 151));
    expect(c.total(A.customer)).toBe(0);

    // A partial refund on each: one of the two units (an undelivered request refunded).
    for (const id of [online, cod]) {
      await t.db.orderItem.updateMany({
        where: { orderId: id },
        data: { verifyStatus: 2, escalatedQty: 1, escalationStatus: 1, escalatedAt: NOW },
      });
      await advanceEscalation(t.app.ctx, id, 6);
    }
    o = await expectBalanced(online);
    c = await expectBalanced(cod);
    const refundOf = async (orderId: string) =>
      (await t.db.refund.findMany({ where: { orderId } })).reduce((s, r) => s + r.amount, 0);
    const onlineRefund = await refundOf(online);
    const codRefund = await refundOf(cod);
    expect(onlineRefund).toBeGreaterThan(0);
    expect(codRefund).toBeGreaterThan(0);
    expect(o.total(A.customer)).toBe(-35600 + onlineRefund);
    // Half the line refunded: half its commission and TCS come back.
    expect(o.total(A.commission)).toBe(3010 - Math.round((3010 * onlineRefund) / 30100));
    expect(c.total(A.customer)).toBe(codRefund);
    expect(o.total(A.shop)).toBeGreaterThan(0);

    // Posting again is a no-op.
    expect((await syncLedger(t.db, { orderIds: [online, cod] })).posted).toBe(0);
    expect((await syncLedger(t.db)).posted).toBe(0);

    // The payout, by the payout job once the replacement window is over: every cleared shop entry,
    // the COD debt netted against the online order, sent to the shop's verified bank account.
    const open = await t.db.ledgerEntry.findMany({
      where: { shopId: W.shopA, account: A.shop, settledPayoutId: null },
    });
    const due = open.reduce((s, e) => s + e.amount, 0);
    expect(due).toBe(o.total(A.shop) + c.total(A.shop));
    expect(due).toBeGreaterThan(0);
    const shop = await t.db.shop.findUniqueOrThrow({ where: { id: W.shopA } });
    const { accounts, entities } = bankAccountRows([shop], NOW);
    await t.db.shopBankAccount.createMany({ data: accounts });
    await t.db.rzpEntity.createMany({ data: entities });
    const cleared = await t.db.order.findMany({ where: { id: { in: [online, cod] } }, select: { replacementUntil: true, deliveredAt: true } });
    const after = new Date(Math.max(...cleared.map((r) => (r.replacementUntil ?? r.deliveredAt ?? NOW).getTime())) + 60_000);
    // Before the window closes, or while a request is open, nothing is paid.
    const early = await runPayouts(t.app.ctx, NOW, { shopIds: [W.shopA] });
    expect(early.payouts_created).toBe(0);
    expect((await runPayouts(t.app.ctx, after, { shopIds: [W.shopA] })).payouts_created).toBe(0);
    // The refunds are done: the requests close.
    for (const id of [online, cod]) await advanceEscalation(t.app.ctx, id, 7);
    const run = await runPayouts(t.app.ctx, after, { shopIds: [W.shopA] });
    expect(run, JSON.stringify(run.skipped)).toMatchObject({ payouts_created: 1, transfers_made: 1, failed: 0 });
    const paid = await t.db.payout.findFirstOrThrow({ where: { shopId: W.shopA } });
    expect(paid.amount).toBe(due);
    expect(paid.status).toBe("processed");
    expect(paid.transferId).toBeTruthy();
    expect(await shopBalance(t.db, W.shopA)).toEqual({ balance: 0, unsettled: 0 });
    // A second run pays nothing twice.
    expect((await runPayouts(t.app.ctx, after, { shopIds: [W.shopA] })).payouts_created).toBe(0);
    expect(await t.db.payout.count({ where: { shopId: W.shopA } })).toBe(1);
    const journals = await t.db.ledgerJournal.findMany({ include: { entries: true } });
    for (const j of journals) expect(j.entries.reduce((s, e) => s + e.amount, 0)).toBe(0);
    const payout = journals.find((j) => j.payoutId === paid.id)!;
    expect(payout.entries.find((e) => e.account === A.payout)?.amount).toBe(due);
    for (const id of [online, cod]) await expectBalanced(id);
  });

  it("a cancelled online order gives everything back: the shop ends at 0", async () => {
    const id = await placeOnline(W.rice, 1);
    const c = await t.db.order.findUniqueOrThrow({ where: { id }, select: { userId: true } });
    await advanceOrder(t.db, id, { now: NOW, to: 8, reason: "Out of stock" });
    expect(c.userId).toBeTruthy();
    const { total } = await expectBalanced(id);
    for (const account of [A.customer, A.shop, A.commission, A.gatewayFee, A.tcs]) expect(total(account)).toBe(0);
  });
});
