// Production fails closed: no demo doors unless asked for by name, never the source's JWT secret.
import crypto from "node:crypto";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { DEV_JWT_SECRET, loadConfig } from "./config";
import { testApp } from "./testing/app";

const SECRET = "a-real-production-secret-of-some-length";

/** An HS256 token signed with `key`, as anyone who read the source could make one. */
function signHs256(payload: object, key: string): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
  const head = `${part({ alg: "HS256", typ: "JWT" })}.${part({ ...payload, iat: Math.floor(Date.now() / 1000) })}`;
  return `${head}.${crypto.createHmac("sha256", key).update(head).digest("base64url")}`;
}

describe("configuration", () => {
  it("refuses to start in production with the development secret, in one clear line", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      "Invalid configuration: JWT_SECRET must be set to a secret of your own when NODE_ENV=production.",
    );
    expect(() => loadConfig({ NODE_ENV: "production", DEMO_MODE: "true" })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: "production", JWT_SECRET: DEV_JWT_SECRET })).toThrow(/JWT_SECRET/);
  });

  it("turns demo mode off in production unless DEMO_MODE=true is set on purpose", () => {
    expect(loadConfig({ NODE_ENV: "production", JWT_SECRET: SECRET }).demoMode).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", JWT_SECRET: SECRET, DEMO_MODE: "true" }).demoMode).toBe(true);
    expect(loadConfig({ NODE_ENV: "development" }).demoMode).toBe(true);
    expect(loadConfig({ NODE_ENV: "production", JWT_SECRET: SECRET }).jobs).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).jobs).toBe(false);
    expect(loadConfig({ NODE_ENV: "test" }).jobsOnly).toBeNull();
    expect(loadConfig({ NODE_ENV: "test", JOBS_ONLY: "live-notify, auto-verify" }).jobsOnly).toEqual([
      "live-notify",
      "auto-verify",
    ]);
    expect(() => loadConfig({ NODE_ENV: "test", JOBS_ONLY: "live notify;x" })).toThrow(/JOBS_ONLY/);
  });

  it("in production /dev/outbox is 404 and a token signed with the development secret is refused", async () => {
    const t = await testApp({ env: { NODE_ENV: "production", JWT_SECRET: SECRET, JOBS: "false" } });
    try {
      expect((await request(t.app.server).get("/dev/outbox")).status).toBe(404);
      const forged = signHs256({ sub: "user_asha", guest: false }, DEV_JWT_SECRET);
      const genuine = t.app.signAccessToken({ sub: "user_asha", guest: false });
      expect(genuine.split(".")[2]).not.toBe(forged.split(".")[2]);
      const res = await request(t.app.server)
        .post("/user/wallet/bfcash")
        .set({ authorization: `Bearer ${forged}` })
        .send({});
      expect(res.status).toBe(401);
    } finally {
      await t.close();
    }
  });
});
