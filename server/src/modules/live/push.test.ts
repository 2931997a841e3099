// Web push with VAPID against a local stand-in push service that decrypts what it receives:
// subscribing (bad endpoints and keys refused), an order update pushed in the customer's
// language, and a push service answering 410 removes the subscription.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import webpush from "web-push";
import type { TestApp } from "../../testing/app";
import { customerAuth } from "../../testing/app";
import { checkoutWorld } from "../checkout/test-helpers";
import { api, merchantKey, placeCodOrder, STORE_KEY } from "../shop-orders-api/test-helpers";
import { startPushStandIn } from "../../testing/push-standin";
import { sendDueNotifications } from "./notifier";

const keys = webpush.generateVAPIDKeys();
const vapid = { subject: "mailto:support@galli.example", publicKey: keys.publicKey, privateKey: keys.privateKey };
let t: TestApp;
let push: Awaited<ReturnType<typeof startPushStandIn>>;
const run = () =>
  sendDueNotifications(
    { db: t.db, messages: t.app.ctx.adapters.messages, publicUrl: "https://galli.example", vapid },
    new Date(Date.now() + 5000),
  );

beforeAll(async () => {
  t = await checkoutWorld({ env: { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey } });
  await merchantKey(t);
  push = await startPushStandIn();
  await run();
});
afterAll(async () => {
  await push?.close();
  await t?.close();
});

describe("web push", () => {
  it("gives the VAPID public key and refuses a subscription with a bad endpoint or keys", async () => {
    const key = await request(t.app.server).get("/user/live/push/key");
    expect(key.body.data.public_key).toBe(keys.publicKey);
    const { customer } = await placeCodOrder(t);
    const auth = customerAuth(t.app, customer.id);
    const good = push.subscribe();
    for (const bad of [
      { ...good, endpoint: "not a url" },
      { ...good, endpoint: "ftp://push.example/x" },
      { ...good, keys: { ...good.keys, p256dh: "short" } },
      { ...good, keys: { ...good.keys, auth: "x".repeat(40) } },
      { endpoint: good.endpoint },
    ]) {
      const res = await request(t.app.server).post("/user/live/push/subscribe").set(auth).send(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.success).toBe(false);
    }
    expect((await request(t.app.server).post("/user/live/push/subscribe").send(good)).status).toBe(401);
  });

  it("pushes an order update, decrypted by the push service, in the customer's language; 410 removes it", async () => {
    const { customer, order } = await placeCodOrder(t);
    await t.db.user.update({ where: { id: customer.id }, data: { language: "hi" } });
    const auth = customerAuth(t.app, customer.id);
    const sub = push.subscribe();
    const res = await request(t.app.server).post("/user/live/push/subscribe").set(auth).send(sub);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await run();
    push.received.length = 0;
    await api(t).post(`/api/stores/${STORE_KEY}/orders/${order.id}/accept`).send({}).expect(200);
    await run();
    expect(push.received).toHaveLength(1);
    expect(push.received[0].vapid).toBe(true);
    expect(push.received[0].message).toMatchObject({
      title: `दुकान ने आपका ऑर्डर ${order.orderNo} स्वीकार किया`,
      url: `https://galli.example/track-order?order=${order.orderNo}`,
    });

    push.answer(410);
    await api(t).post(`/api/stores/${STORE_KEY}/orders/${order.id}/ready`).send({}).expect(200);
    await api(t).post(`/api/stores/${STORE_KEY}/orders/${order.id}/ship`).send({}).expect(200);
    await run();
    expect(await t.db.pushSubscription.count({ where: { endpoint: sub.endpoint } })).toBe(0);
    push.answer(201);
  });
});
