// Load shedding: past the bound of requests in progress, a new request is refused at once with
// 503, Retry-After and the envelope; the health check still answers; capacity comes back when the
// requests in progress finish.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../testing/app";
import { OVERLOAD_RETRY_AFTER_S } from "./overload";
import { ERRORS } from "../contract/errors";
import { ERROR_MESSAGES_HI } from "../contract/errors-hi";

let t: TestApp;
let release: () => void = () => undefined;
let gate = new Promise<void>((r) => (release = r));
let arrived = 0;

beforeAll(async () => {
  t = await testApp({
    env: { MAX_IN_FLIGHT: "2" },
    extend: async (app) => {
      app.get("/user/slow-probe", async () => {
        arrived += 1;
        await gate;
        return { success: true };
      });
    },
  });
});
afterAll(async () => t.close());

describe("overload", () => {
  it("refuses requests past the bound with 503 and Retry-After, and recovers", async () => {
    const slow = [request(t.app.server).get("/user/slow-probe"), request(t.app.server).get("/user/slow-probe")].map(
      (r) => r.then((res) => res),
    );
    while (arrived < 2) await new Promise((r) => setTimeout(r, 10));

    const refused = await request(t.app.server).get("/user/content/faq");
    expect(refused.status).toBe(503);
    expect(refused.headers["retry-after"]).toBe(String(OVERLOAD_RETRY_AFTER_S));
    expect(refused.body).toEqual({ success: false, code: "OVERLOADED", message: ERRORS.OVERLOADED.message });
    const hindi = await request(t.app.server).get("/user/content/faq").set("accept-language", "hi");
    expect(hindi.body).toEqual({ success: false, code: "OVERLOADED", message: ERROR_MESSAGES_HI.OVERLOADED });
    expect((await request(t.app.server).get("/healthz")).status).toBe(200);

    release();
    for (const res of await Promise.all(slow)) expect(res.status).toBe(200);
    gate = new Promise<void>((r) => (release = r));
    expect((await request(t.app.server).get("/user/x")).status).toBe(404); // served again, not refused
  });
});
