import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";
import { mobileBody } from "../../testing/accounts";
import { clientHash } from "../../lib/password";

let t: TestApp;
const api = () => request(t.app.server);

// Rate limits on (the default): brute force from one address is cut off per route.
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t.close());

describe("per-address limits on the login and code routes", () => {
  it("answers 429 after 10 password attempts a minute", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await api()
        .post("/user/auth/password")
        .send({ mobile: mobileBody(`97000000${String(i).padStart(2, "0")}`), password: clientHash(`guess-${i}`) });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("answers 429 after 5 code requests a minute, whatever the numbers", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await api()
        .post("/user/auth/onetimepassword")
        .send({ mobile: mobileBody(`96000000${String(i).padStart(2, "0")}`) });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
    const body = (
      await api()
        .post("/user/auth/onetimepassword")
        .send({ mobile: mobileBody("9600000099") })
    ).body;
    expect(body).toMatchObject({ success: false, code: "RATE_LIMITED" });
  });

  it("limits code guesses per address too", async () => {
    let last = 0;
    for (let i = 0; i < 11; i += 1) {
      last = (
        await api()
          .post("/user/auth/onetimepassword/verify")
          .send({ mobile: mobileBody("9500000000"), otp: "123456" })
      ).status;
    }
    expect(last).toBe(429);
  });
});
