// Order notifications by SMS (DLT templates, sender id) and email, in the customer's language, as
// the notifier job reads them from the live event log; preferences per channel; offers off by
// default.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import type { TestApp } from "../../testing/app";
import { customerAuth } from "../../testing/app";
import { checkoutWorld } from "../checkout/test-helpers";
import { api, merchantKey, placeCodOrder, STORE_KEY } from "../shop-orders-api/test-helpers";
import { DLT_TEMPLATES, fillTemplate, NO_AGENT, SMS_SENDER_ID } from "./notify-texts";
import { kindOf, sendDueNotifications } from "./notifier";
import { doorCode } from "../../testing/door-code";

let t: TestApp;
const later = () => new Date(Date.now() + 5000);
const run = () =>
  sendDueNotifications(
    { db: t.db, messages: t.app.ctx.adapters.messages, publicUrl: "https://galli.example" },
    later(),
  );

beforeAll(async () => {
  t = await checkoutWorld();
  await merchantKey(t);
  await run(); // the notifier starts from the log's end
});
afterAll(async () => t?.close());

describe("order notifications outside the app", () => {
  it("every DLT template has one {#var#} per variable and both languages", () => {
    for (const tpl of Object.values(DLT_TEMPLATES)) {
      expect(tpl.templateId).toMatch(/^\d{19}$/);
      for (const text of [tpl.text.en, tpl.text.hi])
        expect(text.split("{#var#}").length - 1).toBe(tpl.variables.length);
      expect(tpl.text.hi).toMatch(/[\u0900-\u097F]/);
    }
    expect(SMS_SENDER_ID).toMatch(/^[A-Z]{6}$/);
  });

  it("maps events to notifications", () => {
    expect(kindOf("order.created", {})).toBe("placed");
    expect(kindOf("order.status", { status: 2 })).toBe("accepted");
    // Packed: a candidate "ready for pickup" (sent only for a self-pickup order); assigned: nothing.
    expect(kindOf("order.status", { status: 3 })).toBe("readyForPickup");
    expect(kindOf("order.status", { status: 3, delivery_state: "Agent-assigned" })).toBeNull();
    expect(kindOf("order.status", { status: 4 })).toBe("outForDelivery");
    expect(kindOf("order.status", { status: 4, delivery_state: "Order-picked-up" })).toBe("outForDelivery");
    // A position, the door reached, a failed door: no new "out for delivery".
    expect(kindOf("order.status", { status: 4, delivery_state: "Order-picked-up", position: true })).toBeNull();
    expect(kindOf("order.status", { status: 4, delivery_state: "At-delivery" })).toBeNull();
    expect(kindOf("order.status", { status: 4, delivery_state: "RTO-Initiated" })).toBeNull();
    expect(kindOf("order.status", { status: 8 })).toBe("rejected");
    expect(kindOf("order.cancelled", { status: 7 })).toBe("cancelled");
    // A request's refund is told by the refund's own events.
    expect(kindOf("escalation.updated", { escalation_status: 6 })).toBeNull();
    expect(kindOf("refund.updated", { refund_status: "initiated" })).toBe("refundInitiated");
    expect(kindOf("refund.updated", { refund_status: "processed" })).toBe("sourceRefundProcessed");
    expect(kindOf("refund.updated", { refund_status: "failed" })).toBeNull();
    expect(kindOf("escalation.updated", { escalation_status: 4 })).toBe("replacementDecided");
    expect(kindOf("wallet.credited", { kind: "refund" })).toBe("refundProcessed");
    expect(kindOf("wallet.credited", { kind: "scratch" })).toBeNull();
  });

  it("sends placed, accepted, out for delivery and delivered by SMS in the customer's language, with a link", async () => {
    const { customer, order } = await placeCodOrder(t);
    await t.db.user.update({ where: { id: customer.id }, data: { language: "hi" } });
    for (const action of ["accept", "ready", "ship", "deliver"])
      await api(t)
        .post(`/api/stores/${STORE_KEY}/orders/${order.id}/${action}`)
        .send(action === "deliver" ? { code: await doorCode(t.db, order.id) } : {})
        .expect(200);
    const user = await t.db.user.findUniqueOrThrow({ where: { id: customer.id } });
    expect(await run()).toBe(4 * (user.email ? 2 : 1));
    const sms = await t.db.outboxMessage.findMany({
      where: { to: `+91${user.mobile}`, channel: "sms" },
      orderBy: { createdAt: "asc" },
    });
    const link = `https://galli.example/track-order?order=${order.orderNo}`;
    const code = await doorCode(t.db, order.id);
    expect(sms.map((m) => m.body)).toEqual(
      (["placed", "accepted", "outForDelivery", "delivered"] as const).map((k) =>
        fillTemplate(
          DLT_TEMPLATES[k].text.hi,
          // Shipped by the shop itself (no member named): the shop's delivery person, and the door code.
          k === "outForDelivery" ? [order.orderNo, NO_AGENT.hi, code, link] : [order.orderNo, link],
        ),
      ),
    );
    expect(sms[0].subject).toBe(`${SMS_SENDER_ID} · DLT ${DLT_TEMPLATES.placed.templateId}`);
    // Nothing twice.
    expect(await run()).toBe(0);
  });

  it("preferences: order updates on and offers off by default; SMS off sends no SMS", async () => {
    const { customer, order } = await placeCodOrder(t);
    const auth = customerAuth(t.app, customer.id);
    const got = await request(t.app.server).get("/user/live/preferences").set(auth);
    expect(got.body.data).toEqual({
      push: { orders: true, offers: false },
      sms: { orders: true, offers: false },
      email: { orders: true, offers: false },
    });
    const off = {
      push: { orders: true, offers: false },
      sms: { orders: false, offers: false },
      email: { orders: false, offers: true },
    };
    const put = await request(t.app.server).put("/user/live/preferences").set(auth).send(off);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data).toEqual(off);
    const bad = await request(t.app.server)
      .put("/user/live/preferences")
      .set(auth)
      .send({ sms: { orders: "yes" } });
    expect(bad.status).toBe(400);
    expect((await request(t.app.server).get("/user/live/preferences")).status).toBe(401);

    await run();
    await api(t).post(`/api/stores/${STORE_KEY}/orders/${order.id}/accept`).send({}).expect(200);
    const user = await t.db.user.findUniqueOrThrow({ where: { id: customer.id } });
    const before = await t.db.outboxMessage.count({ where: { to: `+91${user.mobile}` } });
    await run();
    expect(await t.db.outboxMessage.count({ where: { to: `+91${user.mobile}` } })).toBe(before);
  });
});
