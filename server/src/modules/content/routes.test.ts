import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { testApp, type TestApp } from "../../testing/app";

let t: TestApp;

beforeAll(async () => {
  t = await testApp({ env: { RATE_LIMITS: "false" } });
  await t.db.contentPage.createMany({
    data: [
      {
        kind: "page",
        slug: "terms",
        title: "Terms and Conditions",
        body: '<h2>Use</h2><p onclick="x()">Be 18 or older.</p><script>alert(1)</script>',
      },
      { kind: "page", slug: "Privacy-policy", title: "Merchant Privacy Policy", body: "<p>Merchant data.</p>" },
      { kind: "page", slug: "privacy", title: "Privacy Policy", body: "<p>Customer data.</p>" },
      { kind: "help", slug: "help-cancel", title: "How do I cancel?", body: "<p>Before shipping.</p>", sortOrder: 2 },
      { kind: "help", slug: "help-track", title: "Where is my order?", body: "<p>Track order.</p>", sortOrder: 1 },
      {
        kind: "merchant_help",
        slug: "merchant-help-login",
        title: "I cannot log in",
        body: "<p>Verify your mobile.</p>",
      },
      { kind: "faq_customer", slug: "faq-c-1", title: "Is COD available?", body: "<p>Where the shop allows it.</p>" },
      { kind: "faq_merchant", slug: "faq-m-1", title: "When am I paid?", body: "<p>5 to 7 days.</p>" },
    ],
  });
});
afterAll(async () => t.close());

describe("GET /user/content/page/:slug", () => {
  it("answers the title and the sanitised body, without a session", async () => {
    const res = await request(t.app.server).get("/user/content/page/terms");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { slug: "terms", title: "Terms and Conditions", body: "<h2>Use</h2><p>Be 18 or older.</p>" },
    });
  });

  it("tells privacy from Privacy-policy", async () => {
    expect((await request(t.app.server).get("/user/content/page/Privacy-policy")).body.data.title).toBe(
      "Merchant Privacy Policy",
    );
    expect((await request(t.app.server).get("/user/content/page/privacy")).body.data.title).toBe("Privacy Policy");
  });

  it("answers 404 for an unknown page or an accordion entry, 400 for a bad slug", async () => {
    expect((await request(t.app.server).get("/user/content/page/nothing")).status).toBe(404);
    expect((await request(t.app.server).get("/user/content/page/faq-c-1")).status).toBe(404);
    expect((await request(t.app.server).get("/user/content/page/a%20b")).status).toBe(400);
  });
});

describe("help and FAQ entries", () => {
  it("lists customer help in order", async () => {
    const res = await request(t.app.server).get("/user/content/help");
    expect(res.body.data.audience).toBe("customer");
    expect(res.body.data.entries.map((e: { title: string }) => e.title)).toEqual([
      "Where is my order?",
      "How do I cancel?",
    ]);
  });

  it("lists merchant help", async () => {
    const res = await request(t.app.server).get("/user/content/help").query({ audience: "merchant" });
    expect(res.body.data.entries).toEqual([
      expect.objectContaining({ title: "I cannot log in", body: "<p>Verify your mobile.</p>" }),
      // Written from the live commission rules (none here), not stored.
      expect.objectContaining({ _id: "commission", title: "Commission" }),
    ]);
  });

  it("lists the FAQ for each audience", async () => {
    const customer = await request(t.app.server).get("/user/content/faq").query({ audience: "customer" });
    const merchant = await request(t.app.server).get("/user/content/faq").query({ audience: "merchant" });
    expect(customer.body.data.entries.map((e: { title: string }) => e.title)).toEqual(["Is COD available?"]);
    expect(merchant.body.data.entries.map((e: { title: string }) => e.title)).toEqual(["When am I paid?"]);
    expect((await request(t.app.server).get("/user/content/faq").query({ audience: "staff" })).status).toBe(400);
  });
});
