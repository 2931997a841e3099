// A merchant's whole day through the API: register a webhook, learn of a new order from a signed
// post, accept, ready, ship and deliver it, while the customer sees each status in Track Order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import type { TestApp } from "../../testing/app";
import { checkoutWorld } from "../checkout/test-helpers";
import { deliverDueWebhooks } from "../webhooks/deliver";
import { api, merchantKey, merchantVerifies, placeCodOrder, startReceiver, STORE_KEY } from "./test-helpers";
import { doorCode } from "../../testing/door-code";

let now = new Date("2026-11-23T06:30:00Z");
let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  t = await checkoutWorld({ now: () => now });
  await merchantKey(t);
  receiver = await startReceiver(200);
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const seconds = () => Math.floor(now.getTime() / 1000);

describe("merchant order journey", () => {
  it("registers a webhook, hears of a new order, moves it to delivered; the customer tracks each step", async () => {
    const put = await api(t).put(`/api/stores/${STORE_KEY}/webhook`).send({ url: receiver.url });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const { secret } = put.body.data;
    expect(secret).toMatch(/^whsec_/);
    expect(put.body.data.events).toEqual([
      "order.created",
      "order.cancelled",
      "escalation.requested",
      "order.delivery_state",
      "order.substitution",
    ]);

    const { customer, order } = await placeCodOrder(t);
    // Nothing is posted while the order is being placed: the job sends it.
    expect(receiver.received).toHaveLength(0);
    const sent = await deliverDueWebhooks({ db: t.db }, now);
    expect(sent).toEqual([expect.objectContaining({ ok: true, statusCode: 200 })]);
    expect(receiver.received).toHaveLength(1);
    const hook = receiver.received[0];
    expect(merchantVerifies(secret, hook, seconds())).toBe(true);
    expect(merchantVerifies("whsec_wrong", hook, seconds())).toBe(false);
    expect(merchantVerifies(secret, { ...hook, body: hook.body.replace('"status":1', '"status":2') }, seconds())).toBe(
      false,
    );
    expect(hook.headers["galli-event"]).toBe("order.created");
    const event = JSON.parse(hook.body);
    expect(event).toMatchObject({
      type: "order.created",
      store_key: STORE_KEY,
      data: { order_id: order.id, order_number: order.orderNo, status: 1 },
    });

    const listed = await api(t).get(`/api/stores/${STORE_KEY}/orders`);
    expect(listed.status).toBe(200);
    expect(listed.body.data.orders.map((o: { order_id: string }) => o.order_id)).toContain(order.id);
    const view = await api(t).get(`/api/stores/${STORE_KEY}/orders/${event.data.order_id}`);
    expect(view.body.data).toMatchObject({
      order_number: order.orderNo,
      status: 1,
      status_name: "New Order",
      payment_type: 2,
      amount: 356,
      amount_to_collect: 356,
      items: [expect.objectContaining({ product_code: `${"store-a1"}-prod-rice`, qty: 2 })],
    });

    const track = async () =>
      (await request(t.app.server).post("/user/order/track/details").set(customer.auth).send({ _id: order.id })).body
        .data.order.status;
    const steps = [
      ["accept", 2, "Packaging"],
      ["ready", 3, "Dispatched"],
      ["ship", 4, "Shipping"],
      ["deliver", 5, "Delivered"],
    ] as const;
    for (const [action, status, name] of steps) {
      now = new Date(now.getTime() + 60_000);
      const res = await api(t)
        .post(`/api/stores/${STORE_KEY}/orders/${order.id}/${action}`)
        .send(action === "deliver" ? { code: await doorCode(t.db, order.id) } : {});
      expect(res.status, `${action}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.data).toMatchObject({ status, status_name: name });
      expect(await track()).toBe(status);
    }
    const delivered = await t.db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(delivered.deliveredAt).toEqual(now);
    expect(delivered.replacementUntil).not.toBeNull();

    // The log shows the one delivery, and the delivery states of the ship and the deliver waiting for the job.
    const log = await api(t).get(`/api/stores/${STORE_KEY}/webhook/deliveries`);
    expect(log.body.data.total).toBe(3);
    const byType = (type: string) =>
      log.body.data.deliveries.filter((d: { event_type: string }) => d.event_type === type);
    expect(byType("order.created")).toMatchObject([
      { event_type: "order.created", status: "delivered", attempts: 1, last_status_code: 200 },
    ]);
    expect(
      byType("order.delivery_state")
        .map((d: { payload: { data: { delivery_state: string } } }) => d.payload.data.delivery_state)
        .sort(),
    ).toEqual(["Order-delivered", "Order-picked-up"]);
  });

  it("refuses an action from the wrong status with 409 and the current status", async () => {
    const { order } = await placeCodOrder(t);
    const res = await api(t).post(`/api/stores/${STORE_KEY}/orders/${order.id}/ship`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, code: "INVALID_TRANSITION", current_status: 1 });
    expect((await t.db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(1);
  });

  it("answers a retry with the same Idempotency-Key with the first answer and moves nothing twice", async () => {
    const { order } = await placeCodOrder(t);
    const path = `/api/stores/${STORE_KEY}/orders/${order.id}/accept`;
    const first = await api(t).post(path).set("Idempotency-Key", "accept-once-1");
    const retry = await api(t).post(path).set("Idempotency-Key", "accept-once-1");
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(retry.body).toEqual(first.body);
    // Without the key, the repeat is a wrong transition.
    const again = await api(t).post(path);
    expect(again.status).toBe(409);
    // The same key for another request is refused.
    const other = await api(t)
      .post(`/api/stores/${STORE_KEY}/orders/${order.id}/ready`)
      .set("Idempotency-Key", "accept-once-1");
    expect(other.status).toBe(422);
    expect(other.body.code).toBe("IDEMPOTENCY_KEY_REUSED");
  });
});
