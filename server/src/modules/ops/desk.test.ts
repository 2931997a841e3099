// The operations console desk's API: orders (search, detail, deny with its refund), escalations on
// the desk (refused, or waiting over 48 hours; refund or close with the same money as the shop's own
// answers), suspensions of shops and customers, the roles each needs and the audit entry of every
// write (read back from the ops audit log), with real ops sessions of each role.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { customerAuth, testApp, type TestApp } from "../../testing/app";
import { ERROR_CODE } from "../../contract/errors";
import { ESCALATION_STATUS, ORDER_STATUS } from "../../contract/orders";
import type { OpsRole } from "../../contract/ops-roles";
import { advanceEscalation } from "../orders/escalations";
import { DAY, buildOrdersWorld, lines, makeCustomer, makeOrder, stockOf, walletOf, OW } from "../orders/test-world";
import { createOps, opsAuth } from "./test-helpers";

let t: TestApp;
const auths = new Map<OpsRole, Record<string, string>>();
beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: "false" } });
  await buildOrdersWorld(t.db);
  for (const role of ["admin", "reviewer", "support"] as const) {
    const ops = await createOps(t.db, { role, name: `Desk ${role}` });
    auths.set(role, await opsAuth(t.app, t.db, ops.opsId));
  }
});
afterAll(async () => t.close());

const as = (role: OpsRole | null) => {
  const headers = () => (role ? auths.get(role)! : {});
  return {
    get: (path: string) => request(t.app.server).get(`/ops/api${path}`).set(headers()),
    post: (path: string, body: object, extra: Record<string, string> = {}) =>
      request(t.app.server)
        .post(`/ops/api${path}`)
        .set({ ...headers(), ...extra })
        .send(body),
  };
};
const admin = as("admin");
const support = as("support");
const reviewer = as("reviewer");
/** The newest ops audit entry of a write (reads are audited too: access-audit.test.ts), its JSON read back. */
const READS = ["order.view", "order.search", "customer.search"];
const lastAudit = async () => {
  const row = await t.db.opsAudit.findFirstOrThrow({
    where: { action: { notIn: READS } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return {
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: JSON.parse(row.before ?? "null") as unknown,
    after: JSON.parse(row.after ?? "null") as unknown,
    actor: { role: row.opsRole, name: row.opsName },
  };
};

describe("orders", () => {
  it("finds an order by number, customer mobile, shop name and store key; others not", async () => {
    const c = await makeCustomer(t.db);
    const order = await makeOrder(t.db, c.id, { status: ORDER_STATUS.accepted });
    for (const q of [order.orderNo, c.mobile, `+91 ${c.mobile}`, "sharma kirana", "okey-1"]) {
      const res = await support.get(`/orders?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(
        res.body.data.items.map((o: { id: string }) => o.id),
        q,
      ).toContain(order.id);
    }
    const byMobile = await admin.get(`/orders?q=${c.mobile}`);
    expect(byMobile.body.data.total).toBe(1);
    expect(byMobile.body.data.items[0]).toMatchObject({
      order_no: order.orderNo,
      status: 2,
      status_name: "Packaging",
      amount: 1090,
      customer_mobile: c.mobile,
      shop_name: "Sharma Kirana",
    });
    expect((await admin.get("/orders?q=9999999999")).body.data.total).toBe(0);
    const long = await admin.get(`/orders?q=${"x".repeat(65)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/at most 64 characters/);
  });

  it("shows an order's lines, times, payment and refunds", async () => {
    const c = await makeCustomer(t.db);
    const order = await makeOrder(t.db, c.id, { status: ORDER_STATUS.ordered, paymentType: 1 });
    const res = await support.get(`/orders/${order.orderNo}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: order.id,
      deniable: true,
      online_amount: 1090,
      shop_status: "live",
      customer_suspended: false,
      on_desk: false,
      shop_mobile: expect.stringMatching(/^\d{10}$/),
      refunds: [],
    });
    expect(res.body.data.items).toHaveLength(2);
    expect((await support.get("/orders/nope")).status).toBe(404);
  });

  it("denies an order before delivery: status 9, stock back, the paid amount to Galli Cash, audited", async () => {
    const c = await makeCustomer(t.db);
    const order = await makeOrder(t.db, c.id, {
      status: ORDER_STATUS.accepted,
      paymentType: 1,
      items: [lines.atta(2)],
    });
    const stock = await stockOf(t.db, OW.spAtta);
    const res = await support.post(`/orders/${order.id}/deny`, { reason: "Shop unreachable for two days" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("The order is denied and its refund is on its way.");
    expect(res.body.data).toMatchObject({ status: 9, status_name: "Denied", deniable: false });
    expect(res.body.data.refunds).toEqual([expect.objectContaining({ amount: 640, destination: "wallet" })]);
    expect(await walletOf(t.db, c.id)).toBe(64000);
    expect(await stockOf(t.db, OW.spAtta)).toBe(stock + 2);
    expect(await lastAudit()).toMatchObject({
      action: "order.deny",
      entity: "order",
      entityId: order.id,
      before: { status: 2 },
      after: { status: 9, reason: "Shop unreachable for two days" },
      actor: { role: "support" },
    });

    const again = await admin.post(`/orders/${order.id}/deny`, { reason: "Twice" });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: ERROR_CODE.ORDER_NOT_DENIABLE,
      message: "This order can no longer be denied: it is already delivered, cancelled or denied.",
    });
    expect(await walletOf(t.db, c.id)).toBe(64000);
  });

  it("refuses to deny a delivered order, a missing reason, and roles without orders", async () => {
    const c = await makeCustomer(t.db);
    const delivered = await makeOrder(t.db, c.id, { status: ORDER_STATUS.delivered });
    expect((await admin.post(`/orders/${delivered.id}/deny`, { reason: "Too late" })).body.code).toBe(
      ERROR_CODE.ORDER_NOT_DENIABLE,
    );
    const open = await makeOrder(t.db, c.id, { status: ORDER_STATUS.ordered });
    for (const body of [{}, { reason: "" }, { reason: "  a " }, { reason: "x".repeat(501) }]) {
      const res = await admin.post(`/orders/${open.id}/deny`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe("Please write the reason (3 to 500 characters).");
    }
    const hi = await admin.post(`/orders/${open.id}/deny`, {}, { "accept-language": "hi" });
    expect(hi.body.message).toBe("कृपया कारण लिखें (3 से 500 अक्षर)।");
    expect((await reviewer.post(`/orders/${open.id}/deny`, { reason: "Not mine" })).status).toBe(403);
    expect((await reviewer.get("/orders")).status).toBe(403);
    expect((await as(null).get("/orders")).status).toBe(401);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: open.id } })).status).toBe(ORDER_STATUS.ordered);
  });
});

describe("escalations", () => {
  /** A submitted COD order (cash paid): 2 x atta at 300.00, 1 x rice at 450.00; 1 atta never came. */
  async function undeliveredAtta(opts: { status: number; since: Date | null }) {
    const c = await makeCustomer(t.db);
    const order = await makeOrder(t.db, c.id, { status: ORDER_STATUS.verified, items: [lines.atta(2), lines.rice(1)] });
    await t.db.orderItem.update({
      where: { id: order.items[0].id },
      data: { verifyStatus: 2, escalatedQty: 1, escalationStatus: opts.status, escalatedAt: opts.since },
    });
    await t.db.order.update({ where: { id: order.id }, data: { isEscalated: true } });
    return { userId: c.id, order };
  }
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3600 * 1000);
  const listed = async () =>
    ((await support.get("/escalations")).body.data.items as { order_id: string; refused: boolean }[]).map(
      (e) => e.order_id,
    );

  it("records when the customer made a request (kept while the same request is sent again)", async () => {
    const { verifyProduct } = await import("../orders/verification");
    const c = await makeCustomer(t.db);
    const order = await makeOrder(t.db, c.id, { status: ORDER_STATUS.delivered, items: [lines.atta(2)] });
    const fields = { order_id: order.id, product_id: OW.atta, verify_status: 2, qty: 1 };
    await verifyProduct(t.app.ctx, c.id, fields, []);
    const first = (await t.db.orderItem.findUniqueOrThrow({ where: { id: order.items[0].id } })).escalatedAt;
    expect(first).toBeInstanceOf(Date);
    await verifyProduct(t.app.ctx, c.id, fields, []);
    expect((await t.db.orderItem.findUniqueOrThrow({ where: { id: order.items[0].id } })).escalatedAt).toEqual(first);
    await verifyProduct(t.app.ctx, c.id, { ...fields, verify_status: 1 }, []);
    expect((await t.db.orderItem.findUniqueOrThrow({ where: { id: order.items[0].id } })).escalatedAt).toBeNull();
  });

  it("lists requests the shop refused or left waiting over 48 hours, not fresher ones", async () => {
    const refused = await undeliveredAtta({ status: ESCALATION_STATUS.escalatedByStore, since: hoursAgo(2) });
    await t.db.order.update({ where: { id: refused.order.id }, data: { storeRefusalReason: "The customer got it" } });
    const waiting = await undeliveredAtta({ status: ESCALATION_STATUS.requested, since: hoursAgo(49) });
    const fresh = await undeliveredAtta({ status: ESCALATION_STATUS.requested, since: hoursAgo(47) });
    // A request made before its time was recorded counts from the delivery (a day ago: not yet).
    const legacy = await undeliveredAtta({ status: ESCALATION_STATUS.requested, since: null });
    const ids = await listed();
    expect(ids).toContain(refused.order.id);
    expect(ids).toContain(waiting.order.id);
    expect(ids).not.toContain(fresh.order.id);
    expect(ids).not.toContain(legacy.order.id);
    const res = await support.get("/escalations");
    const item = res.body.data.items.find((e: { order_id: string }) => e.order_id === refused.order.id);
    expect(item).toMatchObject({
      refused: true,
      refusal_reason: "The customer got it",
      order_no: refused.order.orderNo,
    });
    expect(item.lines).toEqual([
      expect.objectContaining({ id: refused.order.items[0].id, escalated_qty: 1, escalation_status: 2 }),
    ]);
    expect((await reviewer.get("/escalations")).status).toBe(403);
    // The order page tells the desk which orders' requests it may decide.
    const onDesk = async (id: string) => (await support.get(`/orders/${id}`)).body.data.on_desk as boolean;
    expect(await onDesk(refused.order.id)).toBe(true);
    expect(await onDesk(waiting.order.id)).toBe(true);
    expect(await onDesk(fresh.order.id)).toBe(false);
    expect(await onDesk(legacy.order.id)).toBe(false);
  });

  it("refunds exactly as the shop's approval does (the same units, the same Galli Cash), audited", async () => {
    const desk = await undeliveredAtta({ status: ESCALATION_STATUS.escalatedByStore, since: hoursAgo(1) });
    const shop = await undeliveredAtta({ status: ESCALATION_STATUS.requested, since: hoursAgo(1) });
    const res = await support.post(`/escalations/${desk.order.orderNo}/decision`, {
      decision: "refund",
      note: "Photo shows one packet",
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ escalation_status: 6, products: 1, refunded: 1 });
    // The shop's own approval of the twin order (the merchant console's "approve").
    await advanceEscalation(t.app.ctx, shop.order.id, ESCALATION_STATUS.refundInitiated);
    expect(await walletOf(t.db, desk.userId)).toBe(30000);
    expect(await walletOf(t.db, shop.userId)).toBe(30000);
    const refundOf = async (orderId: string) =>
      (await t.db.refund.findMany({ where: { orderId } })).map((r) => ({
        amount: r.amount,
        destination: r.destination,
      }));
    expect(await refundOf(desk.order.id)).toEqual(await refundOf(shop.order.id));
    expect(await lastAudit()).toMatchObject({
      action: "escalation.refund",
      entityId: desk.order.id,
      after: { escalation_status: 6, note: "Photo shows one packet" },
    });
    // Decided: off the desk, and a second decision is refused without moving money.
    expect(await listed()).not.toContain(desk.order.id);
    const again = await support.post(`/escalations/${desk.order.id}/decision`, { decision: "refund", note: "Again" });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ERROR_CODE.ESCALATION_NOT_DECIDABLE);
    expect(await walletOf(t.db, desk.userId)).toBe(30000);
  });

  it("closes without a refund, and refuses requests not on the desk and bad decisions", async () => {
    const waiting = await undeliveredAtta({ status: ESCALATION_STATUS.requested, since: hoursAgo(72) });
    const res = await admin.post(`/escalations/${waiting.order.id}/decision`, {
      decision: "close",
      note: "Delivered, per courier",
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ escalation_status: 7, refunded: 0 });
    expect(await walletOf(t.db, waiting.userId)).toBe(0);
    expect(
      (await t.db.orderItem.findUniqueOrThrow({ where: { id: waiting.order.items[0].id } })).escalationStatus,
    ).toBe(7);

    const fresh = await undeliveredAtta({ status: ESCALATION_STATUS.requested, since: hoursAgo(3) });
    const early = await admin.post(`/escalations/${fresh.order.id}/decision`, {
      decision: "refund",
      note: "Too early",
    });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe(ERROR_CODE.ESCALATION_NOT_DECIDABLE);
    expect((await admin.post(`/escalations/nope/decision`, { decision: "close", note: "None" })).status).toBe(404);
    const bad = await admin.post(`/escalations/${fresh.order.id}/decision`, { decision: "approve", note: "x" });
    expect(bad.status).toBe(400);
  });
});

describe("suspensions", () => {
  it("a shop: admin only, reason required, listed while suspended, restored; audited", async () => {
    const res = await support.post(`/shops/${OW.shop}/suspend`, { reason: "Fake listings" });
    expect(res.status).toBe(403);
    expect((await admin.post(`/shops/${OW.shop}/suspend`, {})).status).toBe(400);
    const ok = await admin.post(`/shops/${OW.shop}/suspend`, { reason: "Fake listings" });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ id: OW.shop, status: "suspended", suspend_reason: "Fake listings" });
    expect(await lastAudit()).toMatchObject({
      action: "shop.suspend",
      entityId: OW.shop,
      after: { status: "suspended" },
    });
    const twice = await admin.post(`/shops/${OW.shop}/suspend`, { reason: "Again" });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe(ERROR_CODE.SHOP_STATUS_CONFLICT);
    const list = await admin.get("/shops?suspended=true");
    expect(list.body.data.items.map((s: { id: string }) => s.id)).toEqual([OW.shop]);
    expect((await admin.get("/shops?q=okey-1")).body.data.items[0]).toMatchObject({
      id: OW.shop,
      store_keys: ["okey-1"],
    });

    const back = await admin.post(`/shops/${OW.shop}/unsuspend`, { reason: "Cleared" });
    expect(back.body.data).toMatchObject({ status: "live", suspended_at: null, suspend_reason: null });
    expect((await admin.get("/shops?suspended=true")).body.data.total).toBe(0);
    expect((await admin.post("/shops/nope/suspend", { reason: "Who" })).status).toBe(404);
    // An onboarding shop goes live through the review queue, not here.
    await t.db.shop.update({ where: { id: OW.shop }, data: { status: "onboarding" } });
    expect((await admin.post(`/shops/${OW.shop}/unsuspend`, { reason: "Skip review" })).status).toBe(409);
    await t.db.shop.update({ where: { id: OW.shop }, data: { status: "live" } });
  });

  it("a customer: support may, they are signed out everywhere and refused; their orders keep going", async () => {
    const c = await makeCustomer(t.db);
    const order = await makeOrder(t.db, c.id, { status: ORDER_STATUS.accepted });
    await t.db.refreshToken.create({
      data: { userId: c.id, familyId: "f-1", tokenHash: "h-1", expiresAt: new Date(Date.now() + DAY) },
    });
    const auth = customerAuth(t.app, c.id);
    expect((await request(t.app.server).get("/user/profile/view").set(auth)).status).toBe(200);

    const res = await support.post(`/customers/${c.id}/suspend`, { reason: "Abusive to riders" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: c.id, suspend_reason: "Abusive to riders", orders: 1 });
    expect(await t.db.refreshToken.count({ where: { userId: c.id, revokedAt: null } })).toBe(0);
    const refused = await request(t.app.server).get("/user/profile/view").set(auth);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ERROR_CODE.ACCOUNT_SUSPENDED);
    expect((await support.get(`/customers?q=${c.mobile}`)).body.data.items[0].suspended_at).not.toBeNull();
    expect((await support.get("/customers?suspended=true")).body.data.items.map((u: { id: string }) => u.id)).toContain(
      c.id,
    );
    expect((await support.post(`/customers/${c.id}/suspend`, { reason: "Twice" })).body.code).toBe(
      ERROR_CODE.CUSTOMER_STATUS_CONFLICT,
    );
    expect(await lastAudit()).toMatchObject({ action: "customer.suspend", entityId: c.id });
    expect((await reviewer.post(`/customers/${c.id}/unsuspend`, { reason: "Nope" })).status).toBe(403);

    // Their order still moves on the merchant side.
    const { advanceOrder } = await import("../orders/transitions");
    await advanceOrder(t.db, order.id, { now: new Date() });
    expect((await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(ORDER_STATUS.readyToShip);

    await support.post(`/customers/${c.id}/unsuspend`, { reason: "Apologised" });
    expect((await request(t.app.server).get("/user/profile/view").set(auth)).status).toBe(200);
  });
});
