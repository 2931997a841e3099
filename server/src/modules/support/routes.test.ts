import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { customerAuth, guestAuth, testApp, type TestApp } from "../../testing/app";

let t: TestApp;
let userId: string;
const valid = {
  title: "Missing item",
  email: "asha@example.in",
  phone: "9000000301",
  message: "My order had no bread.",
};
const ask = (body: unknown, auth = customerAuth(t.app, userId)) =>
  request(t.app.server)
    .post("/user/order/support/ask")
    .set(auth)
    .send(body as object);

beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: "false" } });
  userId = (await t.db.user.create({ data: { firstName: "Asha", lastName: "Rao", mobile: "9000000301" } })).id;
});
afterAll(async () => t.close());

describe("POST /user/order/support/ask", () => {
  it("raises a ticket and answers its number for the success dialog", async () => {
    const res = await ask({ ...valid, title: "  Missing item  " });
    expect(res.status).toBe(200);
    const number = res.body.data.number as string;
    expect(number).toMatch(/^GT-\d{4}-000001$/);
    expect(res.body).toEqual({
      success: true,
      message: `Thanks! Your ticket number is ${number}. Our support team will get back to you within 48 hours.`,
      data: { number, status: "acknowledged", due_at: expect.any(String) },
    });
    const rows = await t.db.supportTicket.findMany({ where: { userId }, include: { messages: true } });
    expect(rows).toEqual([
      expect.objectContaining({ subject: "Missing item", email: "asha@example.in", phone: "9000000301", status: "acknowledged" }),
    ]);
    expect(rows[0].messages.map((m) => [m.author, m.body])).toEqual([
      ["customer", "My order had no bread."],
      ["system", expect.stringContaining(`We have received your request ${number}.`)],
    ]);
  });

  it.each([
    ["title", { title: "   " }, "Title is required."],
    ["title", { title: undefined }, "Title is required."],
    ["email", { email: "" }, "Email is required."],
    ["email", { email: "not-an-email" }, "Email is required."],
    ["phone", { phone: "" }, "Phone number is required."],
    ["phone", { phone: "call me" }, "Invalid phone number."],
    ["message", { message: " " }, "Message is required."],
    ["message", { message: undefined }, "Message is required."],
  ])("refuses a bad %s with the spec's message", async (path, change, message) => {
    const res = await ask({ ...valid, ...change });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[0].path).toBe(path);
  });

  it("refuses a 100 KB message and unknown fields", async () => {
    const big = await ask({ ...valid, message: "x".repeat(100 * 1024) });
    expect(big.status).toBe(400);
    expect(big.body.message).toBe("Message is too long (2000 characters at most).");
    const extra = await ask({ ...valid, userId: "someone-else" });
    expect(extra.status).toBe(400);
    expect(await t.db.supportTicket.count()).toBe(1);
  });

  it("asks guests to log in", async () => {
    const res = await ask(valid, guestAuth(t.app));
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("LOGIN_REQUIRED");
    expect((await request(t.app.server).post("/user/order/support/ask").send(valid)).status).toBe(401);
  });
});
