// Cash on delivery after the door: the cash a member collected stays with them (the ledger's
// member_cash) until a Manager confirms its handover (moved to the shop's cash); roles, another
// merchant's member, more than held, a second confirmation, and the ledger balancing to the paisa.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import type { TestApp } from "../../testing/app";
import { checkoutWorld } from "../checkout/test-helpers";
import { api as merchantApi, merchantKey, placeCodOrder, STORE_KEY } from "../shop-orders-api/test-helpers";
import { consoleApi, otherMerchant, staffSession } from "../shop-console/orders-test-helpers";
import { doorCode } from "../../testing/door-code";
import { ERROR_CODE } from "../../contract/errors";
import { LEDGER_ACCOUNT, LEDGER_KIND } from "../../contract/ledger-constants";
import { orderLedger, reconcileOrderMoney, syncLedger } from "../ledger/public";
import { orderCleared } from "../payouts/job";
import { createOps, opsAuth } from "../ops/test-helpers";

let now = new Date("2026-11-28T06:30:00Z");
let t: TestApp;
let manager: Awaited<ReturnType<typeof staffSession>>;
let superAdmin: Awaited<ReturnType<typeof staffSession>>;
let rider: Awaited<ReturnType<typeof staffSession>>;
let rider2: Awaited<ReturnType<typeof staffSession>>;
let staff: Awaited<ReturnType<typeof staffSession>>;
let rival: Awaited<ReturnType<typeof staffSession>>;

beforeAll(async () => {
  t = await checkoutWorld({ now: () => now });
  await otherMerchant(t);
  await merchantKey(t);
  manager = await staffSession(t, "m-1", "manager");
  superAdmin = await staffSession(t, "m-1", "super_admin");
  rider = await staffSession(t, "m-1", "delivery");
  rider2 = await staffSession(t, "m-1", "delivery");
  staff = await staffSession(t, "m-1", "staff");
  rival = await staffSession(t, "m-other", "delivery");
});
afterAll(async () => {
  await t?.close();
});

/** A COD order delivered by `member` (collecting `cash`, default the amount due). */
async function deliveredBy(member: typeof rider, cash?: { cash_collected: number; cash_reason: string }) {
  const { order } = await placeCodOrder(t);
  const m = consoleApi(t, manager.auth);
  for (const [move, status] of [
    ["accept", 1],
    ["ready", 2],
  ] as const)
    expect((await m.post(`/orders/${order.id}/${move}`).send({ status })).status).toBe(200);
  expect((await m.post(`/orders/${order.id}/assign`).send({ member_id: member.id })).status).toBe(200);
  const me = consoleApi(t, member.auth);
  expect((await me.post(`/deliveries/${order.id}/pickup`)).status).toBe(200);
  const code = await doorCode(t.db, order.id);
  const done = await me.post(`/deliveries/${order.id}/deliver`).send({ code, ...cash });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return { ...order, due: order.amount - order.walletAmount };
}

const sum = (entries: { account: string; amount: number }[], account?: string) =>
  entries.filter((e) => !account || e.account === account).reduce((s, e) => s + e.amount, 0);

describe("cash with delivery members", () => {
  it("books the collected cash with the member, shows it, and moves it to the shop on handover", async () => {
    const a = await deliveredBy(rider);
    const b = await deliveredBy(rider, { cash_collected: 0, cash_reason: "nothing" });
    const c = await deliveredBy(rider2);

    // At delivery: the member holds the cash; every journal balances; the shop owes nothing for it yet.
    await syncLedger(t.db, { orderIds: [a.id] });
    const atDoor = await orderLedger(t.db, a.id);
    expect(sum(atDoor)).toBe(0);
    expect(sum(atDoor, LEDGER_ACCOUNT.memberCash)).toBe(-a.due);
    expect(atDoor.find((e) => e.kind === LEDGER_KIND.codCash && e.account === LEDGER_ACCOUNT.customer)?.amount).toBe(
      a.due,
    );
    // Nothing collected: nothing held (b is not listed).
    expect((await t.db.order.findUniqueOrThrow({ where: { id: b.id } })).cashHolderId).toBeNull();

    const list = await consoleApi(t, manager.auth).get("/delivery-cash");
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const mine = list.body.data.members.find((x: { member_id: string }) => x.member_id === rider.id);
    expect(mine).toMatchObject({ total: a.due, orders: [{ order_id: a.id, amount: a.due }] });
    expect(list.body.data.total).toBe(a.due + c.due);
    // The shop's statement shows the cash its members hold; the day's row still balances.
    const statement = async () => {
      const r = await consoleApi(t, manager.auth).get("/statements");
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const m = r.body.data.totals;
      expect(Math.round((m.gross - m.refunds - m.cod_cash) * 100)).toBe(
        Math.round((m.commission + m.gateway_fee + m.tcs + m.net) * 100),
      );
      return r.body.data;
    };
    const before = await statement();
    expect(Math.round(before.cod_with_members * 100)).toBe(a.due + c.due);
    // The CSV ends with the same line as the PDF.
    const csv = (await consoleApi(t, manager.auth).get("/statements.csv")).text.trim().split("\r\n");
    expect(csv.at(-1)).toBe(
      `COD cash with delivery members, not yet handed over (INR),${((a.due + c.due) / 100).toFixed(2)}`,
    );

    // The member sees only the cash they hold; the merchant API shows the store's.
    const own = await consoleApi(t, rider.auth).get("/deliveries/cash");
    expect(own.body.data).toMatchObject({ total: a.due, members: [{ member_id: rider.id }] });
    const viaApi = await merchantApi(t).get(`/api/stores/${STORE_KEY}/delivery-cash`);
    expect(viaApi.status, JSON.stringify(viaApi.body)).toBe(200);
    expect(viaApi.body.data.total).toBe(a.due + c.due);
    // The ops console's Payouts page shows it per shop (Admin only).
    const opsGet = async (role: "admin" | "support") =>
      request(t.app.server)
        .get("/ops/api/payouts/cod-held")
        .set(await opsAuth(t.app, t.db, (await createOps(t.db, { role })).opsId));
    const ops = await opsGet("admin");
    expect(ops.status, JSON.stringify(ops.body)).toBe(200);
    expect(ops.body.data).toMatchObject({ total: a.due + c.due, shops: [{ amount: a.due + c.due, orders: 2 }] });
    expect((await opsGet("support")).status).toBe(403);
    // A payout never pays for cash a member still holds.
    const row = await t.db.order.findUniqueOrThrow({ where: { id: a.id } });
    expect(orderCleared({ ...row, items: [] }, new Date(now.getTime() + 30 * 86_400_000), false)).toBe(false);

    // Roles: a member (no orders privilege) and Staff are 403, another merchant's member 404, no token 401.
    const handover = (who: typeof rider, member: string, body: object) =>
      consoleApi(t, who.auth).post(`/delivery-cash/${member}/handover`).send(body);
    expect((await handover(rider, rider.id, { amount: a.due, all: true })).status).toBe(403);
    expect((await consoleApi(t, rider.auth).get("/delivery-cash")).status).toBe(403);
    expect((await handover(staff, rider.id, { amount: a.due, all: true })).status).toBe(403);
    const other = await handover(manager, rival.id, { amount: 100, all: true });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe(ERROR_CODE.DELIVERY_MEMBER_NOT_FOUND);
    expect(
      (
        await request(t.app.server)
          .post(`/merchant/api/delivery-cash/${rider.id}/handover`)
          .send({ amount: 1, all: true })
      ).status,
    ).toBe(401);

    // Bad bodies: 400; more than held: 422; less than held: 422; another member's order: 404. Nothing written.
    expect((await handover(manager, rider.id, { amount: a.due })).status).toBe(400);
    expect((await handover(manager, rider.id, { amount: -5, all: true })).status).toBe(400);
    const above = await handover(manager, rider.id, { amount: a.due + 1, order_ids: [a.id] });
    expect(above.status).toBe(422);
    expect(above.body.code).toBe(ERROR_CODE.DELIVERY_CASH_HANDOVER_ABOVE_HELD);
    const short = await handover(manager, rider.id, { amount: a.due - 1, all: true });
    expect(short.body.code).toBe(ERROR_CODE.DELIVERY_CASH_HANDOVER_SHORT);
    expect((await handover(manager, rider.id, { amount: c.due, order_ids: [c.id] })).status).toBe(404);
    expect(await t.db.cashHandover.count()).toBe(0);

    // The Manager confirms: the cash moves to the shop, audited.
    now = new Date(now.getTime() + 3_600_000);
    const ok = await handover(manager, rider.id, { amount: a.due, order_ids: [a.id] });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({ amount: a.due, order_ids: [a.id], still_held: 0 });
    const audit = await t.db.consoleAudit.findFirstOrThrow({ where: { action: "delivery.cash_handover" } });
    expect(audit).toMatchObject({ staffId: manager.id, entityId: rider.id });
    const after = await orderLedger(t.db, a.id);
    expect(sum(after)).toBe(0);
    expect(sum(after, LEDGER_ACCOUNT.memberCash)).toBe(0);
    const handoverJournal = after.filter((e) => e.kind === LEDGER_KIND.codHandover);
    expect(handoverJournal.map((e) => [e.account, e.amount]).sort()).toEqual(
      [
        [LEDGER_ACCOUNT.memberCash, a.due],
        [LEDGER_ACCOUNT.shop, -a.due],
      ].sort(),
    );
    // The customer's entries net to 0, as for cash the shop collected itself.
    expect(sum(after, LEDGER_ACCOUNT.customer)).toBe(0);

    // A second confirmation of the same order moves nothing: 409; "all" with nothing held: 409.
    const twice = await handover(manager, rider.id, { amount: a.due, order_ids: [a.id] });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe(ERROR_CODE.DELIVERY_CASH_HANDED_OVER);
    const nothing = await handover(manager, rider.id, { amount: 1, all: true });
    expect(nothing.status).toBe(409);
    expect(nothing.body.code).toBe(ERROR_CODE.DELIVERY_CASH_NOTHING_HELD);
    await syncLedger(t.db, { orderIds: [a.id] });
    expect(await orderLedger(t.db, a.id)).toHaveLength(after.length);
    expect(await t.db.cashHandover.count()).toBe(1);

    const between = await statement();
    expect(Math.round(between.cod_with_members * 100)).toBe(c.due);
    // Handed over, the cash counts in what the shop already has: the balance owed by Galli falls by it.
    expect(Math.round(between.balance * 100)).toBe(Math.round(before.balance * 100));

    // A Super Admin confirms "all held now" for the other member.
    const all = await handover(superAdmin, rider2.id, { amount: c.due, all: true });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect((await consoleApi(t, manager.auth).get("/delivery-cash")).body.data).toEqual({ total: 0, members: [] });
    expect((await statement()).cod_with_members).toBe(0);

    // The money reconciliation agrees with every order's ledger.
    const run = await reconcileOrderMoney(t.db, { now: new Date(now.getTime() + 86_400_000), trigger: "job" });
    expect(run.findings.filter((f) => [a.id, b.id, c.id].includes(f.order_id))).toEqual([]);
  });
});
