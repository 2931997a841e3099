// Every answer carries helmet's security headers: API answers, errors, unknown paths.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../testing/app";
import { helmetHeaders } from "./security-headers";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => {
  await t.close();
});

const EXPECTED = {
  "content-security-policy": expect.stringContaining("default-src 'self'"),
  "x-frame-options": "SAMEORIGIN",
  "x-content-type-options": "nosniff",
  "strict-transport-security": expect.stringContaining("max-age="),
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "referrer-policy": "no-referrer",
  "x-dns-prefetch-control": "off",
};

describe("security headers", () => {
  it.each(["/healthz", "/user/no-such-call", "/user/home/list/main"])("are on %s", async (url) => {
    const res = await request(t.app.server).get(url);
    expect(res.headers).toMatchObject(EXPECTED);
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  it("carry the app's content policy: own scripts, inline styles, images from data: and blob:", async () => {
    const csp = (await request(t.app.server).get("/healthz")).headers["content-security-policy"];
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("are worked out from helmet's own middleware", () => {
    expect(helmetHeaders({ contentSecurityPolicy: false, xFrameOptions: { action: "deny" } })).toMatchObject({
      "x-frame-options": "DENY",
    });
    expect(helmetHeaders({ contentSecurityPolicy: false })["content-security-policy"]).toBeUndefined();
  });
});
