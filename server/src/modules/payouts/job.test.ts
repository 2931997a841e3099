// The payout job: pays what has cleared (delivered, replacement window over, no open request), one
// payout a shop a day, entries settled and the payout journal posted, the Route transfer made on
// hold then released; carries a net below ₹1 forward; never pays an unverified, not-yet-active or
// held account; nets a refund after a payout in the next one; a crash between steps never pays
// twice; a refused transfer fails the payout and owes the amount again. Reconciliation (ops) lists
// the differences and a stuck payout can be retried.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { createOps, opsAuth } from "../ops/test-helpers";
import { ESCALATION_STATUS } from "../../contract/orders-constants";
import { runPayouts } from "./job";
import { reconcile } from "./reconcile";
import { emulatorTransfers, orderWithSale, payableShop, refundOf, unbalancedJournals } from "./test-fixture";

let t: TestApp;
let clock = new Date("2026-12-20T06:00:00Z");
const DAY = 86_400_000;

beforeAll(async () => {
  t = await testApp({ seeded: true, now: () => clock });
});
afterAll(async () => t.close());

/** An ops header whose session outlives the test's clock (a month ahead of the real one). */
async function opsHeader(role: "admin" | "support") {
  const ops = await createOps(t.db, { role });
  const auth = await opsAuth(t.app, t.db, ops.opsId);
  await t.db.opsSession.updateMany({ where: { opsId: ops.opsId }, data: { expiresAt: new Date("2030-01-01T00:00:00Z") } });
  return auth;
}

const run = (opts: Parameters<typeof runPayouts>[2] = {}) => runPayouts(t.app.ctx, clock, { sync: false, ...opts });

describe("the payout job", () => {
  let shop: Awaited<ReturnType<typeof payableShop>>;
  beforeEach(async () => {
    shop = await payableShop(t.db, 0);
  });

  it("pays the cleared entries once: payout, settled entries, payout journal, one transfer held then released", async () => {
    const paid = await orderWithSale(t.db, shop, { shopShare: 45_000, commission: 5_000 });
    const inWindow = await orderWithSale(t.db, shop, { shopShare: 10_000, replacementUntil: new Date(clock.getTime() + DAY) });
    const escalated = await orderWithSale(t.db, shop, { shopShare: 7_000, escalation: ESCALATION_STATUS.requested });
    const shipping = await orderWithSale(t.db, shop, { shopShare: 3_000, status: 4, deliveredAt: null, replacementUntil: null });

    const r = await run({ shopIds: [shop.shopId] });
    expect(r).toMatchObject({ payouts_created: 1, transfers_made: 1, released: 1, failed: 0 });
    const [payout] = await t.db.payout.findMany({ where: { shopId: shop.shopId } });
    expect(payout).toMatchObject({ amount: 45_000, status: "processed", entryCount: 1, bankAccountId: shop.account.id });
    expect(payout.key).toBe(`${shop.shopId}:2026-12-20`);
    const settled = await t.db.ledgerEntry.findMany({ where: { settledPayoutId: payout.id, account: "shop", orderId: { not: null } } });
    expect(settled.map((e) => e.orderId)).toEqual([paid.id]);
    for (const o of [inWindow, escalated, shipping]) {
      expect(await t.db.ledgerEntry.count({ where: { orderId: o.id, account: "shop", settledPayoutId: null } })).toBe(1);
    }
    const journal = await t.db.ledgerJournal.findUniqueOrThrow({ where: { key: `payout:${payout.id}` }, include: { entries: true } });
    expect(journal.entries.map((e) => [e.account, e.amount]).sort()).toEqual([["payout", 45_000], ["shop", -45_000]]);
    const transfers = (await emulatorTransfers(t.db)).filter((x) => x.notes.payout_key === payout.key);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ id: payout.transferId, amount: 45_000, on_hold: false, settlement_status: "settled", recipient: shop.account.routeAccountId });

    // Run again the same day, and the next day with nothing new cleared: no second payout or transfer.
    expect(await run({ shopIds: [shop.shopId] })).toMatchObject({ payouts_created: 0, transfers_made: 0 });
    expect(await unbalancedJournals(t.db)).toEqual([]);
  });

  it("nets a refund after a payout in the next one, and carries a net below ₹1 forward", async () => {
    const s = await payableShop(t.db, 1);
    const o1 = await orderWithSale(t.db, s, { shopShare: 20_000 });
    expect((await run({ shopIds: [s.shopId] })).payouts_created).toBe(1);
    await refundOf(t.db, o1, 5_000);
    clock = new Date(clock.getTime() + DAY);
    // -₹50 alone: nothing to pay, carried forward.
    const r = await run({ shopIds: [s.shopId] });
    expect(r.payouts_created).toBe(0);
    expect(r.skipped.net_not_positive).toBe(1);
    await orderWithSale(t.db, s, { shopShare: 12_000 });
    clock = new Date(clock.getTime() + DAY);
    expect((await run({ shopIds: [s.shopId] })).payouts_created).toBe(1);
    const payouts = await t.db.payout.findMany({ where: { shopId: s.shopId }, orderBy: { createdAt: "asc" } });
    expect(payouts.map((p) => p.amount)).toEqual([20_000, 7_000]);
    const balance = await t.db.ledgerEntry.aggregate({ where: { shopId: s.shopId, account: "shop" }, _sum: { amount: true } });
    expect(balance._sum.amount).toBe(0);
  });

  it("never pays an unverified or not-yet-active account, nor while payouts are held", async () => {
    const s = await payableShop(t.db, 2);
    await orderWithSale(t.db, s, { shopShare: 9_000 });
    await t.db.shopBankAccount.update({ where: { id: s.account.id }, data: { status: "pending" } });
    expect((await run({ shopIds: [s.shopId] })).skipped.account_not_verified).toBe(1);
    await t.db.shopBankAccount.update({ where: { id: s.account.id }, data: { status: "verified", activeFrom: new Date(clock.getTime() + DAY) } });
    expect((await run({ shopIds: [s.shopId] })).skipped.account_not_active).toBe(1);
    await t.db.shopBankAccount.update({ where: { id: s.account.id }, data: { activeFrom: new Date(clock.getTime() - DAY) } });
    await t.db.shop.update({ where: { id: s.shopId }, data: { payoutsHeldUntil: new Date(clock.getTime() + DAY) } });
    expect((await run({ shopIds: [s.shopId] })).skipped.payouts_held).toBe(1);
    expect(await t.db.payout.count({ where: { shopId: s.shopId } })).toBe(0);
    await t.db.shop.update({ where: { id: s.shopId }, data: { payoutsHeldUntil: null } });
    expect((await run({ shopIds: [s.shopId] })).payouts_created).toBe(1);
  });

  it.each([
    ["transfer_requested", 3],
    ["transfer_made", 7],
    ["transfer_recorded", 8],
    ["transfer_released", 9],
  ] as const)("a crash at %s never pays twice: the next run finds the transfer by key and releases it", async (step, index) => {
    const s = await payableShop(t.db, index);
    await orderWithSale(t.db, s, { shopShare: 31_000 });
    await expect(
      run({
        shopIds: [s.shopId],
        afterStep: (at) => {
          if (at === step) throw new Error(`crash at ${step}`);
        },
      }),
    ).rejects.toThrow(`crash at ${step}`);
    await run({ shopIds: [s.shopId] });
    const [payout] = await t.db.payout.findMany({ where: { shopId: s.shopId } });
    expect(payout.status).toBe("processed");
    const transfers = (await emulatorTransfers(t.db)).filter((x) => x.notes.payout_key === payout.key);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ id: payout.transferId, amount: 31_000, on_hold: false });
  });

  it("a transfer the provider refuses fails the payout and owes the amount to the shop again", async () => {
    const s = await payableShop(t.db, 4);
    await orderWithSale(t.db, s, { shopShare: 8_000 });
    const acc = await t.db.rzpEntity.findUniqueOrThrow({ where: { id: s.account.routeAccountId! } });
    await t.db.rzpEntity.update({ where: { id: acc.id }, data: { json: JSON.stringify({ ...JSON.parse(acc.json), status: "suspended" }) } });
    const r = await run({ shopIds: [s.shopId] });
    expect(r).toMatchObject({ payouts_created: 1, failed: 1 });
    const [payout] = await t.db.payout.findMany({ where: { shopId: s.shopId } });
    expect(payout.status).toBe("failed");
    expect(payout.failureReason).toContain("not activated");
    const open = await t.db.ledgerEntry.aggregate({ where: { shopId: s.shopId, account: "shop", settledPayoutId: null }, _sum: { amount: true } });
    expect(open._sum.amount).toBe(8_000);
    await t.db.rzpEntity.update({ where: { id: acc.id }, data: { json: acc.json } });
    clock = new Date(clock.getTime() + DAY);
    expect((await run({ shopIds: [s.shopId] })).payouts_created).toBe(1);
    const last = await t.db.payout.findFirstOrThrow({ where: { shopId: s.shopId, status: "processed" } });
    expect(last.amount).toBe(8_000);
    expect(await unbalancedJournals(t.db)).toEqual([]);
  });
});

describe("reconciliation in the operations console", () => {
  it("agrees when every payout has its transfer, then lists each kind of difference", async () => {
    expect((await reconcile(t.app.ctx)).differences).toEqual([]);
    const auth = await opsHeader("admin");
    const payouts = await t.db.payout.findMany({ where: { status: "processed" }, orderBy: { createdAt: "asc" } });
    // An amount that disagrees, a transfer that disappeared, a transfer no payout records.
    const changed = await t.db.rzpEntity.findUniqueOrThrow({ where: { id: payouts[0].transferId! } });
    await t.db.rzpEntity.update({ where: { id: changed.id }, data: { json: JSON.stringify({ ...JSON.parse(changed.json), amount: 1 }) } });
    await t.db.rzpEntity.delete({ where: { id: payouts[1].transferId! } });
    const s = await payableShop(t.db, 10);
    const stray = await t.app.ctx.adapters.payments.createTransfer({ account: s.account.routeAccountId!, amount: 500, onHold: true, key: "stray", notes: {} });
    const res = await request(t.app.server).get("/ops/api/payouts/reconciliation").set(auth);
    expect(res.status).toBe(200);
    const found = res.body.data.differences.map((d: { problem: string; payout_id: string | null; transfer_id: string | null }) => [d.problem, d.payout_id ?? d.transfer_id]);
    expect(found).toEqual(
      expect.arrayContaining([
        ["amount_mismatch", payouts[0].id],
        ["missing_transfer", payouts[1].id],
        ["transfer_without_payout", stray.id],
      ]),
    );
    expect(found).toHaveLength(3);
    const list = await request(t.app.server).get("/ops/api/payouts?status=processed").set(auth);
    expect(list.status).toBe(200);
    expect(list.body.data.items[0]).toMatchObject({ status: "processed", bank_name: expect.any(String), account_last4: expect.stringMatching(/^\d{4}$/) });
  });

  it("retries a payout left without its transfer; refuses a processed one; support may not see payouts", async () => {
    const auth = await opsHeader("admin");
    const s = await payableShop(t.db, 11);
    await orderWithSale(t.db, s, { shopShare: 6_000 });
    await expect(
      run({ shopIds: [s.shopId], afterStep: (at) => { if (at === "payout_created") throw new Error("stop"); } }),
    ).rejects.toThrow("stop");
    const [payout] = await t.db.payout.findMany({ where: { shopId: s.shopId } });
    expect(payout.status).toBe("created");
    const retried = await request(t.app.server).post(`/ops/api/payouts/${payout.id}/retry`).set(auth);
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ status: "processed", transfer_id: expect.stringMatching(/^trf_/) });
    const again = await request(t.app.server).post(`/ops/api/payouts/${payout.id}/retry`).set(auth);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("PAYOUT_NOT_RETRYABLE");
    expect((await request(t.app.server).post(`/ops/api/payouts/nope/retry`).set(auth)).status).toBe(404);
    expect(await t.db.opsAudit.count({ where: { action: "payout.retry", entityId: payout.id } })).toBe(1);
    const denied = await request(t.app.server).get("/ops/api/payouts/reconciliation").set(await opsHeader("support"));
    expect(denied.status).toBe(403);
  });
});
