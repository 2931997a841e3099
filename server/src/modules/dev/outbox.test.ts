import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { createCustomer, mobileBody } from "../../testing/accounts";
import { normaliseRecipient } from "./index";

describe("GET /dev/outbox in demo mode", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ env: { DEMO_MODE: "true", RATE_LIMITS: "false" } });
  });
  afterAll(async () => t.close());

  it("lists the latest messages to a number, newest first, with the code readable", async () => {
    const c = await createCustomer(t.db);
    const other = await createCustomer(t.db);
    await request(t.app.server)
      .post("/user/auth/onetimepassword")
      .send({ mobile: mobileBody(other.mobile) });
    await request(t.app.server)
      .post("/user/auth/onetimepassword")
      .send({ mobile: mobileBody(c.mobile) });
    await request(t.app.server)
      .post("/user/auth/forgotpassword/verify")
      .send({ mobile: mobileBody(c.mobile) });
    for (const to of [c.mobile, `+91${c.mobile}`, `91${c.mobile}`, ` 91${c.mobile}`]) {
      const res = await request(t.app.server).get("/dev/outbox").query({ to });
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(2);
      expect(res.body.data[0].body).toMatch(/password reset code is \d{6}/);
      expect(res.body.data[1].body).toMatch(/login code is \d{6}/);
      expect(
        res.body.data.every((m: { to: string; channel: string }) => m.to === `+91${c.mobile}` && m.channel === "sms"),
      ).toBe(true);
    }
    const all = await request(t.app.server).get("/dev/outbox");
    expect(all.body.data.length).toBeGreaterThanOrEqual(3);
  });
});

describe("GET /dev/outbox outside demo mode", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp({ env: { DEMO_MODE: "false" } });
  });
  afterAll(async () => t.close());

  it("does not exist", async () => {
    const res = await request(t.app.server).get("/dev/outbox").query({ to: "9876543210" });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("NOT_FOUND");
  });
});

describe("normaliseRecipient", () => {
  it("reads every spelling of an Indian number and emails case-insensitively", () => {
    expect(normaliseRecipient("9876543210")).toBe("+919876543210");
    expect(normaliseRecipient("919876543210")).toBe("+919876543210");
    expect(normaliseRecipient("+919876543210")).toBe("+919876543210");
    expect(normaliseRecipient("A@Example.IN")).toBe("a@example.in");
  });
});
