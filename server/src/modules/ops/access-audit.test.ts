// Staff access to customer data (DPDP breach readiness): the operations console's reads of orders
// and customers are in the ops audit log, readable on the audit page (GET /ops/api/audit).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { buildOrdersWorld, makeCustomer, makeOrder } from "../orders/test-world";
import { createOps, opsAuth } from "./test-helpers";

let t: TestApp;
let admin: Record<string, string>;
let support: Record<string, string>;
beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: "false" } });
  await buildOrdersWorld(t.db);
  admin = await opsAuth(t.app, t.db, (await createOps(t.db, { role: "admin", name: "Audit Admin" })).opsId);
  support = await opsAuth(t.app, t.db, (await createOps(t.db, { role: "support", name: "Sunita Support" })).opsId);
});
afterAll(async () => t.close());

const get = (path: string, headers: Record<string, string>) =>
  request(t.app.server).get(`/ops/api${path}`).set(headers);

describe("staff access audit", () => {
  it("records who read an order, searched orders or customers, and shows it on the audit page", async () => {
    const c = await makeCustomer(t.db);
    const order = await makeOrder(t.db, c.id);
    expect((await get(`/orders/${order.id}`, support)).status).toBe(200);
    expect((await get(`/orders?q=${order.orderNo}`, support)).status).toBe(200);
    expect((await get(`/customers?q=Asha`, support)).status).toBe(200);

    const res = await get("/audit?entity=order", admin);
    expect(res.status).toBe(200);
    const entries = res.body.data.entries as { action: string; entity_id: string; ops_name: string; after: unknown }[];
    expect(entries.find((e) => e.action === "order.view")).toMatchObject({
      entity_id: order.id,
      ops_name: "Sunita Support",
      after: { order_no: order.orderNo, customer_id: c.id },
    });
    expect(entries.find((e) => e.action === "order.search")).toMatchObject({ after: { q: order.orderNo, results: 1 } });
    const customers = await get("/audit?action=customer.search", admin);
    expect(customers.body.data.entries[0]).toMatchObject({ ops_name: "Sunita Support", after: { q: "Asha" } });
  });

  it("records who read a support ticket or the Support queue", async () => {
    const c = await makeCustomer(t.db);
    const ticket = await t.db.supportTicket.create({
      data: {
        number: "GT-2611-900001",
        userId: c.id,
        subject: "Late delivery",
        email: "asha@example.in",
        phone: c.mobile,
        dueAt: new Date(Date.now() + 30 * 86_400_000),
        messages: { create: { author: "customer", body: "Order came late." } },
      },
    });
    expect((await get(`/tickets/${ticket.number}`, support)).status).toBe(200);
    expect((await get(`/tickets?status=open`, support)).status).toBe(200);

    const res = await get("/audit?entity=ticket", admin);
    expect(res.status).toBe(200);
    const entries = res.body.data.entries as { action: string; entity_id: string; ops_name: string; after: unknown }[];
    expect(entries.find((e) => e.action === "ticket.view")).toMatchObject({
      entity_id: ticket.id,
      ops_name: "Sunita Support",
      after: { number: ticket.number, customer_id: c.id },
    });
    expect(entries.find((e) => e.action === "ticket.search")).toMatchObject({
      ops_name: "Sunita Support",
      after: { status: "open", results: 1 },
    });
  });

  it("lists a ticket's order number in the Support queue, for the order's link", async () => {
    const c = await makeCustomer(t.db);
    const order = await makeOrder(t.db, c.id);
    await t.db.supportTicket.create({
      data: {
        number: "GT-2611-900002",
        userId: c.id,
        orderId: order.id,
        subject: "Wrong item",
        email: "asha@example.in",
        phone: c.mobile,
        dueAt: new Date(Date.now() + 30 * 86_400_000),
        messages: { create: { author: "customer", body: "Got the wrong rice." } },
      },
    });
    const list = await get("/tickets", support);
    const row = list.body.data.items.find((x: { number: string }) => x.number === "GT-2611-900002");
    expect(row).toMatchObject({ order_id: order.id, order_number: order.orderNo });
    const one = await get("/tickets/GT-2611-900002", support);
    expect(one.body.data).toMatchObject({ order_id: order.id, order_number: order.orderNo });
  });
});
