// Grievance tickets: numbering, due date one month on, the acknowledgement (at once and by the
// support-ack job, once, with an email through the outbox), the customer's own tickets only, and
// the ops Support queue (roles, filters, assign, reply, resolve, audit).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { customerAuth, testApp, type TestApp } from "../../testing/app";
import { createOps, opsAuth } from "../ops/test-helpers";
import { acknowledgeTickets, dueDate, numberPrefix } from "./tickets";

let now = new Date("2026-11-20T10:00:00Z");
let t: TestApp;
let asha: string;
let ravi: string;
let supportId: string;
let supportAuth: Record<string, string>;
let otherSupportId: string;
let adminAuth: Record<string, string>;
let reviewerAuth: Record<string, string>;

const form = { title: "Late delivery", email: "asha@example.in", phone: "9000000401", message: "Order came late." };
const as = (userId: string) => customerAuth(t.app, userId);
const raise = async (userId: string, title = form.title) =>
  (await request(t.app.server).post("/user/order/support/ask").set(as(userId)).send({ ...form, title })).body.data
    .number as string;

beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: "false" }, now: () => now });
  asha = (await t.db.user.create({ data: { firstName: "Asha", lastName: "Rao", mobile: "9000000401" } })).id;
  ravi = (await t.db.user.create({ data: { firstName: "Ravi", lastName: "K", mobile: "9000000402", language: "hi" } })).id;
  const sup = await createOps(t.db, { role: "support", name: "Sunita Support" });
  supportId = sup.opsId;
  supportAuth = await opsAuth(t.app, t.db, sup.opsId);
  otherSupportId = (await createOps(t.db, { role: "support", name: "Other Support" })).opsId;
  adminAuth = await opsAuth(t.app, t.db, (await createOps(t.db, { role: "admin" })).opsId);
  reviewerAuth = await opsAuth(t.app, t.db, (await createOps(t.db, { role: "reviewer" })).opsId);
});
afterAll(async () => t.close());

describe("numbers and due dates", () => {
  it("numbers by the India month and runs on", async () => {
    expect(numberPrefix(new Date("2026-11-30T19:00:00Z"))).toBe("GT-2612-");
    expect(numberPrefix(new Date("2026-11-30T18:00:00Z"))).toBe("GT-2611-");
    const a = await raise(asha);
    const b = await raise(ravi);
    expect(a).toBe("GT-2611-000001");
    expect(b).toBe("GT-2611-000002");
  });

  it("is due one calendar month after it was raised", async () => {
    expect(dueDate(new Date("2026-11-20T10:00:00Z")).toISOString()).toBe("2026-12-20T10:00:00.000Z");
    expect(dueDate(new Date("2027-01-31T10:00:00Z")).toISOString()).toBe("2027-02-28T10:00:00.000Z");
    const row = await t.db.supportTicket.findUniqueOrThrow({ where: { number: "GT-2611-000001" } });
    expect(row.dueAt.toISOString()).toBe("2026-12-20T10:00:00.000Z");
  });
});

describe("acknowledgement", () => {
  it("acknowledges at once, in the customer's language, with an email through the outbox", async () => {
    const row = await t.db.supportTicket.findUniqueOrThrow({ where: { number: "GT-2611-000002" }, include: { messages: true } });
    expect(row.status).toBe("acknowledged");
    expect(row.acknowledgedAt?.toISOString()).toBe(now.toISOString());
    expect(row.messages.find((m) => m.author === "system")?.body).toContain("हमें आपका अनुरोध GT-2611-000002 मिल गया है");
    const mail = await t.db.outboxMessage.findFirst({ where: { to: form.email, subject: "Galli GT-2611-000001" } });
    expect(mail?.body).toContain("We will resolve it by 20 December 2026.");
  });

  it("the support-ack job acknowledges a ticket left open, once", async () => {
    const left = await t.db.supportTicket.create({
      data: { number: "GT-2611-000900", userId: asha, subject: "Left open", email: "x@example.in", phone: "9000000401", dueAt: dueDate(now), createdAt: now },
    });
    now = new Date(now.getTime() + 60_000);
    const outcome = await t.app.jobs.runNow("support-ack");
    expect(outcome).not.toBeNull();
    expect(await acknowledgeTickets(t.app.ctx, now)).toBe(0);
    const row = await t.db.supportTicket.findUniqueOrThrow({ where: { id: left.id }, include: { messages: true } });
    expect(row.status).toBe("acknowledged");
    expect(row.messages.filter((m) => m.author === "system")).toHaveLength(1);
    expect(await t.db.outboxMessage.count({ where: { to: "x@example.in" } })).toBe(1);
  });
});

describe("the customer's tickets", () => {
  it("lists and reads only their own", async () => {
    const mine = await request(t.app.server).get("/user/order/support/tickets").set(as(asha));
    expect(mine.status).toBe(200);
    expect(mine.body.data.items.map((x: { number: string }) => x.number).sort()).toEqual(["GT-2611-000001", "GT-2611-000900"]);
    const one = await request(t.app.server).get("/user/order/support/tickets/GT-2611-000001").set(as(asha));
    expect(one.body.data).toMatchObject({ number: "GT-2611-000001", status: "acknowledged", due_at: "2026-12-20T10:00:00.000Z", overdue: false });
    expect(one.body.data.messages[0]).toMatchObject({ author: "customer", body: "Order came late.", author_name: null });
  });

  it("cannot read or answer another customer's ticket (404, as an unknown number)", async () => {
    const read = await request(t.app.server).get("/user/order/support/tickets/GT-2611-000002").set(as(asha));
    expect(read.status).toBe(404);
    expect(read.body.code).toBe("TICKET_NOT_FOUND");
    const reply = await request(t.app.server)
      .post("/user/order/support/tickets/GT-2611-000002/reply")
      .set(as(asha))
      .send({ message: "Let me in" });
    expect(reply.status).toBe(404);
    expect(await t.db.supportTicketMessage.count({ where: { body: "Let me in" } })).toBe(0);
    expect((await request(t.app.server).get("/user/order/support/tickets/not-a-number").set(as(asha))).status).toBe(400);
    expect((await request(t.app.server).get("/user/order/support/tickets")).status).toBe(401);
  });

  it("answers in the thread; a blank or huge message is refused", async () => {
    const ok = await request(t.app.server)
      .post("/user/order/support/tickets/GT-2611-000001/reply")
      .set(as(asha))
      .send({ message: "  Still waiting.  " });
    expect(ok.status).toBe(200);
    expect(ok.body.data.messages.at(-1)).toMatchObject({ author: "customer", body: "Still waiting." });
    const blank = await request(t.app.server).post("/user/order/support/tickets/GT-2611-000001/reply").set(as(asha)).send({ message: " " });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("Please write a message.");
    const huge = await request(t.app.server)
      .post("/user/order/support/tickets/GT-2611-000001/reply")
      .set(as(asha))
      .send({ message: "x".repeat(100_000) });
    expect(huge.status).toBe(400);
  });
});

describe("the ops Support queue", () => {
  const ops = (auth: Record<string, string>) => ({
    get: (p: string) => request(t.app.server).get(`/ops/api${p}`).set(auth),
    post: (p: string, body: object) => request(t.app.server).post(`/ops/api${p}`).set(auth).send(body),
  });

  it("lets Admin and Support in, not a catalogue reviewer, a customer or nobody", async () => {
    expect((await ops(supportAuth).get("/tickets")).status).toBe(200);
    expect((await ops(adminAuth).get("/tickets")).status).toBe(200);
    expect((await ops(reviewerAuth).get("/tickets")).status).toBe(403);
    expect((await request(t.app.server).get("/ops/api/tickets")).status).toBe(401);
    expect((await request(t.app.server).get("/ops/api/tickets").set(as(asha))).status).toBe(401);
  });

  it("assigns, replies and resolves, each audited; the customer sees every step", async () => {
    const id = (await t.db.supportTicket.findUniqueOrThrow({ where: { number: "GT-2611-000001" } })).id;
    const assigned = await ops(supportAuth).post(`/tickets/${id}/assign`, {});
    expect(assigned.status).toBe(200);
    expect(assigned.body.data).toMatchObject({ status: "in_progress", assigned_ops_id: supportId, assigned_ops_name: "Sunita Support" });
    expect(assigned.body.data).toMatchObject({ order_id: null, order_number: null });
    const mine = await ops(supportAuth).get("/tickets?mine=true");
    expect(mine.body.data.items.map((x: { number: string }) => x.number)).toEqual(["GT-2611-000001"]);

    const reply = await ops(supportAuth).post(`/tickets/GT-2611-000001/reply`, { message: "Sorry! We are checking with the shop." });
    expect(reply.status).toBe(200);
    expect(reply.body.data.messages.at(-1)).toMatchObject({ author: "ops", author_name: "Sunita Support" });
    const seen = await request(t.app.server).get("/user/order/support/tickets/GT-2611-000001").set(as(asha));
    expect(seen.body.data.status).toBe("in_progress");
    expect(seen.body.data.messages.at(-1).body).toBe("Sorry! We are checking with the shop.");

    const resolved = await ops(supportAuth).post(`/tickets/${id}/resolve`, { message: "Refunded the delivery charge." });
    expect(resolved.status).toBe(200);
    expect(resolved.body.data).toMatchObject({ status: "resolved", resolved_at: now.toISOString() });
    const audits = await t.db.opsAudit.findMany({ where: { entityId: id }, orderBy: { createdAt: "asc" } });
    expect(audits.map((a) => a.action)).toEqual(["ticket.assign", "ticket.reply", "ticket.resolve"]);
    expect(audits.every((a) => a.opsName === "Sunita Support")).toBe(true);

    const again = await ops(supportAuth).post(`/tickets/${id}/reply`, { message: "One more" });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("TICKET_RESOLVED");
    const late = await request(t.app.server).post("/user/order/support/tickets/GT-2611-000001/reply").set(as(asha)).send({ message: "Thanks" });
    expect(late.status).toBe(409);
    const customer = await request(t.app.server).get("/user/order/support/tickets/GT-2611-000001").set(as(asha));
    expect(customer.body.data.status).toBe("resolved");
  });

  it("assigns to another member, refuses one who cannot work the queue", async () => {
    const id = (await t.db.supportTicket.findUniqueOrThrow({ where: { number: "GT-2611-000002" } })).id;
    const ok = await ops(adminAuth).post(`/tickets/${id}/assign`, { ops_id: otherSupportId });
    expect(ok.body.data.assigned_ops_name).toBe("Other Support");
    const reviewer = await t.db.opsStaff.findFirstOrThrow({ where: { role: "reviewer" } });
    const bad = await ops(adminAuth).post(`/tickets/${id}/assign`, { ops_id: reviewer.id });
    expect(bad.status).toBe(404);
    expect(bad.body.code).toBe("OPS_MEMBER_NOT_FOUND");
    expect((await ops(adminAuth).post(`/tickets/nothing/assign`, {})).status).toBe(404);
  });

  it("filters by status and overdue", async () => {
    now = new Date("2026-12-25T10:00:00Z");
    // The test sessions were opened on the wall clock; keep them valid at the moved app clock.
    await t.db.opsSession.updateMany({ data: { expiresAt: new Date("2030-01-01T00:00:00Z") } });
    const overdue = await ops(supportAuth).get("/tickets?overdue=true");
    expect(overdue.body.data.items.map((x: { number: string }) => x.number).sort()).toEqual(["GT-2611-000002", "GT-2611-000900"]);
    expect(overdue.body.data.items.every((x: { overdue: boolean }) => x.overdue)).toBe(true);
    const resolved = await ops(supportAuth).get("/tickets?status=resolved");
    expect(resolved.body.data.items.map((x: { number: string }) => x.number)).toEqual(["GT-2611-000001"]);
    expect((await ops(supportAuth).get("/tickets?status=closed")).status).toBe(400);
  });
});
