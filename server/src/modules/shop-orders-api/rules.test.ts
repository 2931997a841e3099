// The merchant order API's refusals, reject and escalations, and webhook delivery when the
// merchant's endpoint fails: retries with backoff, a log, and orders never held up.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import type { TestApp } from "../../testing/app";
import { checkoutWorld, W } from "../checkout/test-helpers";
import { deliverDueWebhooks } from "../webhooks/deliver";
import { api, merchantKey, placeCodOrder, startReceiver, STORE_KEY } from "./test-helpers";
import { WEBHOOK_RETRY_DELAYS_SECONDS } from "../../contract/webhooks";
import { doorCode } from "../../testing/door-code";

const now = new Date("2026-11-23T06:30:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await checkoutWorld({ now: () => now });
  await merchantKey(t);
  await t.db.merchant.create({ data: { id: "m-2", name: "Other", email: "o@test.in" } });
  await merchantKey(t, "galli_other_merchant_token", "m-2");
});
afterAll(async () => t.close());

const base = `/api/stores/${STORE_KEY}/orders`;

describe("refusals", () => {
  it("401 without or with a wrong Authkey, 404 unknown store, 403 another merchant's, 404 unknown order", async () => {
    const { order } = await placeCodOrder(t);
    expect((await api(t, null).get(base)).status).toBe(401);
    const wrong = await api(t, "galli_wrong").post(`${base}/${order.id}/accept`);
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe("AUTHKEY_INVALID");
    expect((await api(t).get("/api/stores/NO-SUCH-STORE/orders")).body.code).toBe("STORE_NOT_FOUND");
    const other = await api(t, "galli_other_merchant_token").post(`${base}/${order.id}/accept`);
    expect(other.status).toBe(403);
    expect(other.body.code).toBe("STORE_FORBIDDEN");
    const unknown = await api(t).get(`${base}/no-such-order`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("ORDER_NOT_FOUND");
    // An order of another store of the same merchant is not this store's.
    expect((await api(t).get(`/api/stores/key-${W.s2}/orders/${order.id}`)).status).toBe(404);
    // The order number is not an order_id.
    expect((await api(t).get(`${base}/${order.orderNo}`)).status).toBe(404);
    expect((await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(1);
  });

  it("400 with errors[] for a malformed body or query", async () => {
    const { order } = await placeCodOrder(t);
    const noReason = await api(t).post(`${base}/${order.id}/reject`).send({});
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual([expect.objectContaining({ path: "reason" })]);
    const extra = await api(t).post(`${base}/${order.id}/accept`).send({ status: 5 });
    expect(extra.status).toBe(400);
    expect((await api(t).get(`${base}?status=0`)).status).toBe(400);
    const badUrl = await api(t).put(`/api/stores/${STORE_KEY}/webhook`).send({ url: "ftp://x" });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.code).toBe("WEBHOOK_URL_REFUSED");
    expect((await api(t).put(`/api/stores/${STORE_KEY}/webhook`).send({ url: "not a url" })).body.errors[0].path).toBe(
      "url",
    );
  });

  it("lists by status, paged", async () => {
    const res = await api(t).get(`${base}?status=1&limit=1&skip=0`);
    expect(res.status).toBe(200);
    expect(res.body.data.orders).toHaveLength(1);
    expect(res.body.data.total).toBeGreaterThanOrEqual(2);
    expect(res.body.data.orders[0].status).toBe(1);
  });
});

describe("reject and escalations", () => {
  it("reject (8) puts the stock back and refunds as a cancel does; a second reject is 409", async () => {
    const { order, customer } = await placeCodOrder(t);
    // As if ₹50 of it had been paid with Galli Cash: that part comes back as a cancel's would.
    await t.db.order.update({ where: { id: order.id }, data: { walletAmount: 5000 } });
    const stockBefore = await t.db.storeProduct.findUniqueOrThrow({
      where: { storeId_productId: { storeId: order.storeId, productId: W.rice } },
    });
    const res = await api(t).post(`${base}/${order.id}/reject`).send({ reason: "Out of rice today" });
    expect(res.status).toBe(200);
    // Nothing is left to collect on a closed order (the customer is not coming to pay for it).
    expect(res.body.data).toMatchObject({
      status: 8,
      status_name: "Rejected",
      reject_reason: "Out of rice today",
      amount_to_collect: 0,
    });
    const stockAfter = await t.db.storeProduct.findUniqueOrThrow({
      where: { storeId_productId: { storeId: order.storeId, productId: W.rice } },
    });
    expect(stockAfter.stock).toBe(stockBefore.stock + 2);
    const refunds = await t.db.walletEntry.findMany({ where: { userId: customer.id, kind: "refund" } });
    expect(refunds.map((r) => [r.amount, r.refId])).toEqual([[5000, `order:${order.id}`]]);
    const again = await api(t).post(`${base}/${order.id}/reject`).send({ reason: "again" });
    expect(again.status).toBe(409);
    expect(again.body.current_status).toBe(8);
  });

  it("approves and refuses a customer's replacement or undelivered request", async () => {
    const { order } = await placeCodOrder(t);
    await t.db.order.update({ where: { id: order.id }, data: { status: 5, deliveredAt: now, isEscalated: true } });
    await t.db.orderItem.updateMany({
      where: { orderId: order.id },
      data: { verifyStatus: 2, escalatedQty: 1, escalationStatus: 1 },
    });
    const refuse = await api(t).post(`${base}/${order.id}/escalations/refuse`);
    expect(refuse.status).toBe(200);
    expect(refuse.body.data.items[0].escalation_status).toBe(2);
    const approve = await api(t).post(`${base}/${order.id}/escalations/approve`);
    expect(approve.body.data.items[0].escalation_status).toBe(4);
    const none = await api(t).post(`${base}/${order.id}/escalations/approve`);
    expect(none.status).toBe(409);
  });
});

describe("events", () => {
  it("a customer's cancel and a replacement or undelivered request become events for the store", async () => {
    await api(t).put(`/api/stores/${STORE_KEY}/webhook`).send({ url: "http://127.0.0.1:9/unused" });
    const eventsOf = async (orderId: string) =>
      (await t.db.webhookDelivery.findMany({ orderBy: { createdAt: "asc" } }))
        .map((d) => JSON.parse(d.payload) as { type: string; data: Record<string, unknown> })
        .filter((p) => p.data.order_id === orderId);

    const cancelled = await placeCodOrder(t);
    const cancel = await request(t.app.server)
      .post("/user/order/track/cancelOrder")
      .set(cancelled.customer.auth)
      .send({ order_id: [cancelled.order.id], to_bfCash: true, title: "Ordered by mistake" });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect((await eventsOf(cancelled.order.id)).map((e) => [e.type, e.data.status, e.data.reason])).toEqual([
      ["order.created", 1, undefined],
      ["order.cancelled", 7, "Ordered by mistake"],
    ]);

    const delivered = await placeCodOrder(t);
    for (const a of ["accept", "ready", "ship", "deliver"])
      await api(t)
        .post(`${base}/${delivered.order.id}/${a}`)
        .send(a === "deliver" ? { code: await doorCode(t.db, delivered.order.id) } : {});
    const verify = await request(t.app.server)
      .post("/user/order/track/verifyProducts")
      .set(delivered.customer.auth)
      .send({ order_id: delivered.order.id, product_id: W.rice, verify_status: 2, qty: 1, reason: "Not in the bag" });
    expect(verify.status, JSON.stringify(verify.body)).toBe(200);
    const events = await eventsOf(delivered.order.id);
    expect(events.at(-1)).toMatchObject({
      type: "escalation.requested",
      data: { product_id: W.rice, verify_status: 2, qty: 1, reason: "Not in the bag", status: 5 },
    });
    const approve = await api(t).post(`${base}/${delivered.order.id}/escalations/approve`);
    expect(approve.body.data.items[0]).toMatchObject({ verify_status: 2, escalation_status: 4 });
    await t.db.webhookDelivery.deleteMany({});
  });
});

describe("webhook delivery when the endpoint fails", () => {
  it("a 500 or a hang never blocks an order; retries with backoff; the log tells; a restart loses nothing", async () => {
    const receiver = await startReceiver(500);
    try {
      await api(t)
        .put(`/api/stores/${STORE_KEY}/webhook`)
        .send({ url: receiver.url, events: ["order.created"] });
      const placed = await placeCodOrder(t);
      expect(placed.order.status).toBe(1);

      const first = await deliverDueWebhooks({ db: t.db }, now);
      expect(first).toEqual([expect.objectContaining({ ok: false, statusCode: 500 })]);
      // Not due again until the first delay has passed.
      expect(await deliverDueWebhooks({ db: t.db }, new Date(now.getTime() + 1000))).toEqual([]);

      receiver.answer("hang");
      const later = new Date(now.getTime() + WEBHOOK_RETRY_DELAYS_SECONDS[0] * 1000);
      const hung = await deliverDueWebhooks({ db: t.db, timeoutMs: 300 }, later);
      expect(hung).toEqual([
        expect.objectContaining({ ok: false, statusCode: null, error: "No answer within 0.3 s." }),
      ]);

      const log = await api(t).get(`/api/stores/${STORE_KEY}/webhook/deliveries?status=pending`);
      expect(log.body.data.deliveries[0]).toMatchObject({
        status: "pending",
        attempts: 2,
        last_error: "No answer within 0.3 s.",
      });

      // The rows are the job's whole memory: a fresh run (another process, after a restart) finishes it.
      receiver.answer(200);
      const afterRestart = new Date(later.getTime() + WEBHOOK_RETRY_DELAYS_SECONDS[1] * 1000 + 120_000);
      expect(await deliverDueWebhooks({ db: t.db }, afterRestart)).toEqual([expect.objectContaining({ ok: true })]);
      const done = await api(t).get(`/api/stores/${STORE_KEY}/webhook/deliveries?status=delivered`);
      expect(done.body.data.deliveries[0]).toMatchObject({ attempts: 3, last_status_code: 200 });
    } finally {
      await receiver.close();
    }
  });

  it("gives up after the last retry (about a day) and marks the delivery failed", async () => {
    const receiver = await startReceiver(503);
    try {
      await api(t)
        .put(`/api/stores/${STORE_KEY}/webhook`)
        .send({ url: receiver.url, events: ["order.cancelled"] });
      const { order } = await placeCodOrder(t);
      await api(t).post(`${base}/${order.id}/reject`).send({ reason: "Closed today" }); // no event: the shop did it
      expect(await t.db.webhookDelivery.count({ where: { eventType: "order.cancelled" } })).toBe(0);
      // A denial by Galli is an event for the shop.
      const { order: denied } = await placeCodOrder(t);
      const { advanceOrder } = await import("../orders/transitions");
      await advanceOrder(t.db, denied.id, { now, to: 9 });
      let at = now;
      for (let i = 0; i <= WEBHOOK_RETRY_DELAYS_SECONDS.length; i++) {
        await deliverDueWebhooks({ db: t.db }, at);
        at = new Date(at.getTime() + 25 * 3600 * 1000);
      }
      const row = await t.db.webhookDelivery.findFirstOrThrow({ where: { eventType: "order.cancelled" } });
      expect(row).toMatchObject({
        status: "failed",
        attempts: WEBHOOK_RETRY_DELAYS_SECONDS.length + 1,
        lastStatusCode: 503,
      });
      expect(receiver.received).toHaveLength(WEBHOOK_RETRY_DELAYS_SECONDS.length + 1);
    } finally {
      await receiver.close();
    }
  });

  it("removing the endpoint stops deliveries", async () => {
    expect((await api(t).delete(`/api/stores/${STORE_KEY}/webhook`)).status).toBe(200);
    expect((await api(t).get(`/api/stores/${STORE_KEY}/webhook`)).status).toBe(404);
    const before = await t.db.webhookDelivery.count();
    await placeCodOrder(t);
    expect(await t.db.webhookDelivery.count()).toBe(before);
  });
});
