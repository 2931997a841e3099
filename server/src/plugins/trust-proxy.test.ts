// Per-address rate limits count req.ip: a client must not be able to choose it with a header.
import { afterEach, describe, expect, it } from "vitest";
import request from "supertest";
import type { FastifyInstance } from "fastify";
import { testApp, type TestApp } from "../testing/app";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const ipProbe = async (app: FastifyInstance) => {
  app.get("/user/__probe/ip", async (req) => ({ success: true, data: { ip: req.ip } }));
};

describe("the client address", () => {
  it("ignores X-Forwarded-For unless TRUST_PROXY is set", async () => {
    t = await testApp({ extend: ipProbe });
    const res = await request(t.app.server).get("/user/__probe/ip").set("x-forwarded-for", "203.0.113.9");
    expect(res.body.data.ip).not.toBe("203.0.113.9");
  });

  it("takes it from our own proxy when TRUST_PROXY is set", async () => {
    t = await testApp({ env: { TRUST_PROXY: "true" }, extend: ipProbe });
    const res = await request(t.app.server).get("/user/__probe/ip").set("x-forwarded-for", "203.0.113.9");
    expect(res.body.data.ip).toBe("203.0.113.9");
  });
});
